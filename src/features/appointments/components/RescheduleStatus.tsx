import { useRef } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AppointmentDetails } from '@contracts/appointments';
import { Button } from '@/ui/Button/Button';
import { toast } from '@/ui/toast';
import { announceWaiting } from '@/ui/announce-waiting';
import { errorText } from '@/lib/api/api-client';
import { formatDateTimeBs } from '@/lib/i18n/bs-format';
import type { Locale } from '@/lib/i18n/i18n';
import { useAcceptProposedTime } from '../api/appointment-actions';
import { doctorName } from '../appointment-text';
import { keyForAttempt, type Attempt } from '@/lib/api/idempotency-key';
import * as s from './AppointmentsPage.css';

type Props = { appointment: AppointmentDetails; onChooseAnother: () => void };

/** The open reschedule request: waiting for the doctor, or the doctor's proposed time to accept. */
export function RescheduleStatus({ appointment: a, onChooseAnother }: Props) {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const accept = useAcceptProposedTime({ onWaiting: announceWaiting });
  const attempt = useRef<Attempt | null>(null);
  const request = a.reschedule;
  if (!request) return null;
  const name = doctorName(a.doctor, locale);

  if (request.status === 'awaiting_doctor') {
    const when = formatDateTimeBs(request.requestedSlot.startsAt, { locale });
    return (
      <div className={s.notice} role="status" data-testid="reschedule-status">
        <p className={s.strong}>
          <Trans>Waiting for the doctor</Trans>
        </p>
        <p className={s.text}>
          <Trans>You asked to move this appointment to {when}. Dr. {name} will confirm it; until then your current time is kept.</Trans>
        </p>
      </div>
    );
  }
  if (request.status !== 'doctor_proposed' || !request.proposedSlot) return null;
  const proposed = formatDateTimeBs(request.proposedSlot.startsAt, { locale });
  const place = request.proposedSlot.clinicName;

  return (
    <div className={s.notice} data-testid="reschedule-status">
      <p className={s.strong}>
        <Trans>Dr. {name} proposed a new time</Trans>
      </p>
      <p className={s.text}>
        {place ? <Trans>{proposed} at {place}</Trans> : proposed}
      </p>
      {request.note ? <p className={s.muted}>{request.note}</p> : null}
      <div className={s.actions}>
        <Button
          loading={accept.isPending}
          onClick={() => {
            attempt.current = keyForAttempt(attempt.current, { accept: a.id, slot: request.proposedSlot?.id });
            accept.mutate(
              { id: a.id, idempotencyKey: attempt.current.key },
              {
                onSuccess: (res) => toast.success(res.message),
                onError: (err) => toast.error(errorText(err)),
              },
            );
          }}
        >
          <Trans>Accept new time</Trans>
        </Button>
        <Button variant="outline" onClick={onChooseAnother} disabled={!a.canReschedule}>
          <Trans>Choose another time</Trans>
        </Button>
      </div>
    </div>
  );
}
