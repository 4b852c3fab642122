import { forwardRef, useId, useState, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import * as styles from './TextInput.css';
import { Field, fieldControlProps } from '../Field/Field';
import { latinDigits } from '@contracts/digits';

export type TextInputProps = Omit<ComponentPropsWithoutRef<'input'>, 'children'> & {
  label: ReactNode;
  hint?: ReactNode;
  /** Error text; when present the input is aria-invalid and described by it. */
  error?: ReactNode;
  /** Class for the outer wrapper (the input itself takes `className`). */
  fieldClassName?: string;
};

function EyeIcon({ open }: { open: boolean }) {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2"
      strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {open ? null : <path d="M3 3l18 18" />}
    </svg>
  );
}

/** Labelled text input with hint, error and, for passwords, a show/hide toggle. */
export const TextInput = forwardRef<HTMLInputElement, TextInputProps>(function TextInput({
  label,
  hint,
  error,
  id,
  type = 'text',
  className,
  fieldClassName,
  required,
  'aria-describedby': describedByProp,
  onChange,
  ...rest
}, ref) {
  const { t } = useLingui();
  const generatedId = useId();
  const inputId = id ?? `input-${generatedId}`;
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === 'password';
  const inputClass = [styles.input, isPassword && styles.inputWithToggle, className].filter(Boolean).join(' ');

  return (
    <Field id={inputId} label={label} hint={hint} error={error} required={required} className={fieldClassName}>
      <div className={styles.control}>
        <input
          ref={ref}
          {...fieldControlProps(inputId, { hint, error, describedBy: describedByProp })}
          type={isPassword && revealed ? 'text' : type}
          className={inputClass}
          required={required}
          {...rest}
          onChange={
            // Numbers typed on a Nepali keyboard (०–९) are the same numbers: read them as 0–9.
            onChange && (rest.inputMode === 'numeric' || type === 'tel')
              ? (event) => {
                  const value = event.target.value;
                  if (/[०-९]/.test(value)) event.target.value = latinDigits(value);
                  onChange(event);
                }
              : onChange
          }
        />
        {isPassword ? (
          <button
            type="button"
            className={styles.toggle}
            aria-controls={inputId}
            aria-label={revealed ? t`Hide password` : t`Show password`}
            onClick={() => setRevealed((value) => !value)}
            disabled={rest.disabled}
          >
            <EyeIcon open={!revealed} />
          </button>
        ) : null}
      </div>
    </Field>
  );
});
