import { Trans } from '@lingui/react/macro';
import { Button } from '@/ui/Button/Button';
import type { BookingFlow } from '../booking-flow';
import { useScheduleLive } from '../use-schedule-live';
import { SlotPicker } from './SlotPicker';
import * as s from './BookingPage.css';

/** Step 1: the doctor's times by day; "Continue" once one is chosen. */
export function ChooseTimeStep({ doctorId, date, flow }: { doctorId: string; date: string | null; flow: BookingFlow }) {
  // The clinic setting or removing the doctor's day off shows here at once.
  useScheduleLive(doctorId);
  return (
    <section className={s.card} aria-labelledby="choose-time-title">
      <h2 id="choose-time-title" className={s.cardTitle}>
        <Trans>Choose a date and time</Trans>
      </h2>
      {flow.slotNotice ? (
        <p className={s.alert} role="alert">
          {flow.slotNotice}
        </p>
      ) : null}
      <SlotPicker
        doctorId={doctorId}
        date={date}
        onDateChange={flow.changeDate}
        selectedSlotId={flow.slotId}
        onSelect={flow.chooseSlot}
        headingLevel={3}
      />
      <div className={s.actions}>
        <Button size="lg" disabled={!flow.slotId} onClick={flow.toDetails}>
          <Trans>Continue</Trans>
        </Button>
        {!flow.slotId ? (
          <p className={s.muted}>
            <Trans>Choose a time to continue.</Trans>
          </p>
        ) : null}
      </div>
    </section>
  );
}
