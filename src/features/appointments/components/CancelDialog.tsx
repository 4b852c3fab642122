import { useId, useRef, useState } from 'react';
import * as v from 'valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { CancelAppointmentSchema } from '@contracts/appointments';
import { translateMessage } from '@/lib/i18n/i18n';
import { Button } from '@/ui/Button/Button';
import { Modal } from '@/ui/Modal/Modal';
import { useFormDraft } from '@/lib/offline/drafts';
import type { Locale } from '@/lib/i18n/i18n';
import { useCancelAppointment } from '../api/appointment-actions';
import { useDialogWrite } from './use-dialog-write';
import { DialogError } from './DialogError';
import * as s from './AppointmentsPage.css';

type Props = { appointmentId: string; open: boolean; onClose: () => void };

/** Cancel with a reason, in a dialog that says it cannot be undone (spec 4). */
export function CancelDialog({ appointmentId, open, onClose }: Props) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [reason, setReason] = useState('');
  // The reason survives an app update's reload (issue 15).
  useFormDraft(`cancel:${appointmentId}`, { reason }, (draft) => setReason(draft.reason ?? ''));
  const [fieldError, setFieldError] = useState<string | null>(null);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const { pending, formError, setFormError, send, close: closeDialog } = useDialogWrite(useCancelAppointment, onClose);
  const close = () => closeDialog(() => setFieldError(null));

  const submit = () => {
    setFormError(null);
    const parsed = v.safeParse(CancelAppointmentSchema, { reason });
    if (!parsed.success) {
      setFieldError(translateMessage(parsed.issues[0].message, i18n.locale as Locale));
      textareaRef.current?.focus();
      return;
    }
    setFieldError(null);
    send({ id: appointmentId, reason: parsed.output.reason }, { appointmentId, reason: parsed.output.reason }, { sent: () => setReason('') });
  };

  return (
    <Modal
      open={open}
      onClose={close}
      closeDisabled={pending}
      title={t`Cancel this appointment?`}
      initialFocusRef={textareaRef}
      aria-describedby={`${id}-warning`}
      footer={
        <div className={s.footer}>
          <Button variant="secondary" onClick={close} disabled={pending}>
            <Trans>Keep appointment</Trans>
          </Button>
          <Button variant="destructive" onClick={submit} loading={pending}>
            <Trans>Cancel appointment</Trans>
          </Button>
        </div>
      }
    >
      <form
        className={s.field}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <p id={`${id}-warning`} className={s.warning}>
          <Trans>Canceling cannot be undone. The time is given to other patients, and you would need to book again.</Trans>
        </p>
        <DialogError message={formError} />
        <label htmlFor={`${id}-reason`} className={s.label}>
          <Trans>Reason for canceling</Trans>
        </label>
        <textarea
          ref={textareaRef}
          id={`${id}-reason`}
          name="reason"
          className={s.textarea}
          value={reason}
          maxLength={500}
          required
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? `${id}-reason-error` : undefined}
          onChange={(event) => setReason(event.target.value)}
        />
        {fieldError ? (
          <p id={`${id}-reason-error`} className={s.fieldError}>
            {fieldError}
          </p>
        ) : null}
      </form>
    </Modal>
  );
}
