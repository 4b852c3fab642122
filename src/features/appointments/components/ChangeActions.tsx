import { useId } from 'react';
import { Trans } from '@lingui/react/macro';
import type { Appointment } from '@contracts/appointments';
import { Button } from '@/ui/Button/Button';
import * as s from './AppointmentsPage.css';

type Props = {
  appointment: Pick<Appointment, 'canCancel' | 'cancelBlockedReason' | 'canReschedule' | 'rescheduleBlockedReason'>;
  onCancel: () => void;
  onReschedule: () => void;
  size?: 'sm' | 'md';
};

/**
 * Reschedule and Cancel. When the server says a change is not possible (the 24-hour rule, a closed
 * appointment), the button is disabled and the reason is shown (once, when both share it).
 */
export function ChangeActions({ appointment: a, onCancel, onReschedule, size = 'md' }: Props) {
  const id = useId();
  const rescheduleReason = a.canReschedule ? null : (a.rescheduleBlockedReason ?? null);
  const cancelReason = a.canCancel ? null : (a.cancelBlockedReason ?? null);
  const shared = rescheduleReason !== null && rescheduleReason === cancelReason;
  const reasons = shared
    ? [{ id: `${id}-both`, text: rescheduleReason }]
    : [
      ...(rescheduleReason ? [{ id: `${id}-reschedule`, text: rescheduleReason }] : []),
      ...(cancelReason ? [{ id: `${id}-cancel`, text: cancelReason }] : []),
    ];
  const describedBy = (own: string, reason: string | null) => (reason ? (shared ? `${id}-both` : own) : undefined);

  return (
    <div className={s.action}>
      <div className={s.actions}>
        <Button
          variant="outline"
          size={size}
          disabled={!a.canReschedule}
          aria-describedby={describedBy(`${id}-reschedule`, rescheduleReason)}
          onClick={onReschedule}
        >
          <Trans>Reschedule</Trans>
        </Button>
        <Button
          variant="destructive-outlined"
          size={size}
          disabled={!a.canCancel}
          aria-describedby={describedBy(`${id}-cancel`, cancelReason)}
          onClick={onCancel}
        >
          <Trans>Cancel appointment</Trans>
        </Button>
      </div>
      {reasons.map((reason) => (
        <p key={reason.id} id={reason.id} className={s.blocked} data-testid="change-blocked-reason">
          {reason.text}
        </p>
      ))}
    </div>
  );
}
