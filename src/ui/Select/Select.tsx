// The app's select: a labelled native <select> (native pickers suit cheap phones best), for form fields
// (with hint, error and a required mark) and list filters. A sort order beside its label: SortSelect.
import { useId, type ReactNode } from 'react';
import { Field, fieldControlProps, type FieldVariant } from '../Field/Field';
import { SelectControl, type SelectOption } from './SelectControl';

export type { SelectOption };

export type SelectProps<V extends string = string> = {
  label: ReactNode;
  name: string;
  value: V | '';
  options: readonly SelectOption<V>[];
  /** The chosen option's value ('' for the placeholder). */
  onChange: (value: V) => void;
  /** field (default): a form's field; filter: a list's filter. */
  variant?: FieldVariant;
  /** Text of an empty first option ("Choose…"), whose value is ''. */
  placeholder?: string;
  hint?: string;
  error?: string | undefined;
  required?: boolean;
};

export function Select<V extends string = string>({
  label, name, value, options, onChange, variant = 'field', placeholder, hint, error, required,
}: SelectProps<V>) {
  const id = useId();
  return (
    <Field id={id} label={label} hint={hint} error={error} required={required} variant={variant}>
      <SelectControl {...fieldControlProps(id, { hint, error })} name={name} value={value} options={options}
        onChange={onChange} placeholder={placeholder} required={required} />
    </Field>
  );
}
