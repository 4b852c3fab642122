import * as s from './AppointmentsPage.css';

/** A change dialog's refusal (from useDialogWrite), announced when it appears. */
export function DialogError({ message }: { message: string | null }) {
  return message ? (
    <p className={s.alert} role="alert">
      {message}
    </p>
  ) : null;
}
