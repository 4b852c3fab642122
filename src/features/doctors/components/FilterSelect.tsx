import { useId } from 'react';
import * as s from './FilterSelect.css';

export type FilterOption<V extends string> = { value: V; label: string };

type Props<V extends string> = {
  label: string;
  name: string;
  value: V;
  options: readonly FilterOption<V>[];
  onChange: (value: V) => void;
};

/** A native select with its label above it (native pickers suit cheap phones best). */
export function FilterSelect<V extends string>({ label, name, value, options, onChange }: Props<V>) {
  const id = useId();
  return (
    <div className={s.field}>
      <label htmlFor={id} className={s.label}>
        {label}
      </label>
      <span className={s.control}>
        <select
          id={id}
          name={name}
          className={s.select}
          value={value}
          onChange={(event) => {
            const next = options.find((option) => option.value === event.target.value);
            if (next) onChange(next.value);
          }}
        >
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
    </div>
  );
}
