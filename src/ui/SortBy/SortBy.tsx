import { useId, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import * as styles from './SortBy.css';
import { visuallyHidden } from '../shared.css';

export type SortOption<V extends string = string> = { value: V; label: string; disabled?: boolean };

export type SortByProps<V extends string = string> = {
  options: readonly SortOption<V>[];
  value: V;
  onChange: (value: V) => void;
  /** Visible label; defaults to the translated "Sort by". */
  label?: ReactNode;
  /** Keep the label for screen readers only. */
  hideLabel?: boolean;
  id?: string;
  name?: string;
  disabled?: boolean;
  className?: string;
};

/** Labelled native `<select>` for sort orders (native pickers suit cheap phones best). */
export function SortBy<V extends string = string>({
  options,
  value,
  onChange,
  label,
  hideLabel = false,
  id,
  name,
  disabled,
  className,
}: SortByProps<V>) {
  const { t } = useLingui();
  const generated = useId();
  const selectId = id ?? `sort-${generated}`;
  return (
    <div className={className ? `${styles.root} ${className}` : styles.root}>
      <label htmlFor={selectId} className={hideLabel ? visuallyHidden : styles.label}>
        {label ?? t`Sort by`}
      </label>
      <span className={styles.control}>
        <select
          id={selectId}
          name={name}
          className={styles.select}
          value={value}
          disabled={disabled}
          onChange={(event) => {
            const next = options.find((option) => option.value === event.target.value);
            if (next) onChange(next.value);
          }}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <svg className={styles.chevron} width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor"
          strokeWidth="2" strokeLinecap="round" aria-hidden="true" focusable="false">
          <path d="M6 9l6 6 6-6" />
        </svg>
      </span>
    </div>
  );
}
