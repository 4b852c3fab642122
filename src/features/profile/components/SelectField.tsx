import { useId } from 'react';
import * as s from '../../../styles/form.css';

export type SelectOption = { value: string; label: string };

type Props = {
  label: string;
  name: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  error?: string | undefined;
  required?: boolean;
  placeholder?: string;
};

/** A labelled native select with an optional empty first choice and an error. */
export function SelectField({ label, name, value, options, onChange, error, required, placeholder }: Props) {
  const id = useId();
  return (
    <div className={s.field}>
      <label htmlFor={id} className={s.label}>
        {label}
        {required ? <span className={s.requiredMark} aria-hidden="true">*</span> : null}
      </label>
      <select
        id={id}
        name={name}
        className={s.select}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>{option.label}</option>
        ))}
      </select>
      {error ? <p id={`${id}-error`} className={s.fieldError}>{error}</p> : null}
    </div>
  );
}
