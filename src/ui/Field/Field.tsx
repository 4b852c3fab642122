// A form control's field: its label (with the required mark), then the control, its hint and its
// error. The control takes `fieldControlProps` so that the label, hint and error are its own.
import type { ReactNode } from 'react';
import * as s from './Field.css';

export type FieldVariant = keyof typeof s.root;

export type FieldProps = {
  /** The control's id: the label's target; the hint and the error are `${id}-hint` and `${id}-error`. */
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean | undefined;
  /** field (default): a form's field; filter: a list's filter. */
  variant?: FieldVariant;
  /** Class added to the wrapper. */
  className?: string | undefined;
  children: ReactNode;
};

const shown = (text: ReactNode) => text !== undefined && text !== null && text !== false && text !== '';

/** The control's id and its aria wiring: invalid with an error, described by `describedBy` (if any), the hint and the error. */
export function fieldControlProps(
  id: string,
  { hint, error, describedBy }: { hint?: ReactNode; error?: ReactNode; describedBy?: string | undefined },
): { id: string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined } {
  const ids = [describedBy, hint ? `${id}-hint` : null, shown(error) ? `${id}-error` : null];
  return { id, 'aria-invalid': shown(error) || undefined, 'aria-describedby': ids.filter(Boolean).join(' ') || undefined };
}

export function Field({ id, label, hint, error, required, variant = 'field', className, children }: FieldProps) {
  return (
    <div className={className ? `${s.root[variant]} ${className}` : s.root[variant]}>
      <label htmlFor={id} className={s.label[variant]}>
        {label}
        {required ? <span className={s.requiredMark} aria-hidden="true">*</span> : null}
      </label>
      {children}
      {hint ? <p id={`${id}-hint`} className={s.hint}>{hint}</p> : null}
      {shown(error) ? <p id={`${id}-error`} className={s.error}>{error}</p> : null}
    </div>
  );
}
