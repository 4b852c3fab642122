import { useId } from 'react';
import * as s from './BookingPage.css';

export type SelectOption = { value: string; label: string };

type Props = {
  label: string;
  name: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  error?: string;
  required?: boolean;
  /** Text of the empty first option ("Choose…"); omitted when a value is always set. */
  placeholder?: string;
  hint?: string;
  disabled?: boolean;
};

/** A labelled native select (native pickers suit cheap phones best) with hint and error. */
export function SelectField({ label, name, value, options, onChange, error, required, placeholder, hint, disabled }: Props) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
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
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
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
      {hint ? <p id={`${id}-hint`} className={s.hint}>{hint}</p> : null}
      {error ? <p id={`${id}-error`} className={s.fieldError}>{error}</p> : null}
    </div>
  );
}
