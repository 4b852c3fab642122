import { useRef, useState, type ComponentType } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Appointment } from '@contracts/appointments';
import type { SlotType } from '@contracts/record-options';
import type { ScheduleSlot } from '@contracts/schedules';
import { Button } from '@/ui/Button/Button';
import { Modal } from '@/ui/Modal/Modal';
import { toast } from '@/ui/toast';
import { announceWaiting } from '@/ui/announce-waiting';
import { errorText } from '@/lib/api-client';
import { useRescheduleAppointment } from '../api/appointment-actions';
import { keyForAttempt, type Attempt } from '@/lib/idempotency-key';
import * as s from './AppointmentsPage.css';

/** The slot picker the route hands in (the booking area's Calendar + TimeSlotGrid). */
export type SlotPickerComponent = ComponentType<{
  doctorId: string;
  date: string | null;
  onDateChange: (date: string) => void;
  selectedSlotId: string | null;
  onSelect: (slot: ScheduleSlot) => void;
  appointmentType?: SlotType;
  unavailableSlotIds?: readonly string[];
  headingLevel?: 2 | 3;
}>;

type Props = {
  appointment: Pick<Appointment, 'id' | 'doctor' | 'appointmentType' | 'slotId' | 'date'>;
  open: boolean;
  onClose: () => void;
  SlotPicker: SlotPickerComponent;
  /** Answering the doctor's proposal with another time. */
  answeringProposal?: boolean;
};

/** Another available slot of the same doctor and type → the request waits for the doctor. */
export function RescheduleDialog({ appointment, open, onClose, SlotPicker, answeringProposal = false }: Props) {
  const { t } = useLingui();
  const [date, setDate] = useState<string | null>(null);
  const [slot, setSlot] = useState<ScheduleSlot | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const attempt = useRef<Attempt | null>(null);
  const reschedule = useRescheduleAppointment({
    // Offline: the write waits in the outbox; the dialog closes and says so.
    onWaiting: () => {
      announceWaiting();
      onClose();
    },
  });

  const close = () => {
    if (reschedule.isPending) return;
    setFormError(null);
    setSlot(null);
    onClose();
  };

  const submit = () => {
    if (!slot) return;
    setFormError(null);
    attempt.current = keyForAttempt(attempt.current, { id: appointment.id, scheduleId: slot.id });
    reschedule.mutate(
      { id: appointment.id, doctorId: appointment.doctor.id, scheduleId: slot.id, idempotencyKey: attempt.current.key },
      {
        onSuccess: (res) => {
          toast.success(res.message);
          setSlot(null);
          onClose();
        },
        onError: (err) => {
          setFormError(errorText(err));
          setSlot(null);
        },
      },
    );
  };

  return (
    <Modal
      open={open}
      onClose={close}
      closeDisabled={reschedule.isPending}
      size="lg"
      title={answeringProposal ? t`Choose another time` : t`Reschedule appointment`}
      footer={
        <div className={s.footer}>
          <Button variant="secondary" onClick={close} disabled={reschedule.isPending}>
            <Trans>Close</Trans>
          </Button>
          <Button onClick={submit} disabled={!slot} loading={reschedule.isPending}>
            <Trans>Request this time</Trans>
          </Button>
        </div>
      }
    >
      <div className={s.field}>
        <p className={s.muted}>
          <Trans>Choose one of the doctor's available times. The doctor confirms the change; until then your current time is kept.</Trans>
        </p>
        {formError ? (
          <p className={s.alert} role="alert">
            {formError}
          </p>
        ) : null}
        <SlotPicker
          doctorId={appointment.doctor.id}
          date={date}
          onDateChange={(next) => {
            setDate(next);
            setSlot(null);
          }}
          selectedSlotId={slot?.id ?? null}
          onSelect={(next) => {
            setSlot(next);
            setFormError(null);
          }}
          appointmentType={appointment.appointmentType}
          unavailableSlotIds={[appointment.slotId]}
          headingLevel={3}
        />
      </div>
    </Modal>
  );
}
