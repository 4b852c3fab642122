import { useId } from 'react';
import * as s from './FamilyPage.css';

export type SelectOption = { value: string; label: string };

type Props = {
  label: string;
  name: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  error?: string;
  required?: boolean;
  placeholder: string;
};

/** A labelled native select with an empty first choice and an error. */
export function SelectField({ label, name, value, options, onChange, error, required, placeholder }: Props) {
  const id = useId();
  return (
    <div className={s.field}>
      <label htmlFor={id} className={s.label}>
        {label}
        {required ? <span className={s.requiredMark} aria-hidden="true">*</span> : null}
      </label>
      <span className={s.selectControl}>
        <select
          id={id}
          name={name}
          className={s.select}
          value={value}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="">{placeholder}</option>
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
      {error ? <p id={`${id}-error`} className={s.fieldError}>{error}</p> : null}
    </div>
  );
}
