// The app's one select: a labelled native <select> (native pickers suit cheap phones best), for
// form fields (with hint, error and a required mark), list filters and sort orders.
import { useId, type ReactNode } from 'react';
import * as s from './Select.css';
import { Field, fieldControlProps, type FieldVariant } from '../Field/Field';

export type SelectOption<V extends string = string> = { value: V; label: string };

export type SelectProps<V extends string = string> = {
  label: ReactNode;
  name: string;
  value: V | '';
  options: readonly SelectOption<V>[];
  /** The chosen option's value ('' for the placeholder). */
  onChange: (value: V) => void;
  /** field (default): a form's field; filter: a list's filter; inline: the label beside it (sort orders). */
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
      <span className={s.control}>
        <select
          {...fieldControlProps(id, { hint, error })}
          name={name}
          className={s.select}
          value={value}
          required={required}
          onChange={(event) => onChange(event.target.value as V)}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <svg className={s.chevron} width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor"
          strokeWidth="2" strokeLinecap="round" aria-hidden="true" focusable="false">
          <path d="M6 9l6 6 6-6" />
        </svg>
      </span>
    </Field>
  );
}
