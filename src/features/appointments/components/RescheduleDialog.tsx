import { useState, type ComponentType } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Appointment } from '@contracts/appointments';
import type { ScheduleSlot } from '@contracts/schedules';
import { Button } from '@/ui/Button/Button';
import { Modal } from '@/ui/Modal/Modal';
import { useRescheduleAppointment } from '../api/appointment-actions';
import type { SlotPickerProps } from '../booking/components/SlotPicker';
import { useDialogWrite } from './use-dialog-write';
import { DialogError } from './DialogError';
import * as s from './AppointmentsPage.css';

/** The slot picker the route hands in (the booking part's SlotPicker: Calendar + TimeSlotGrid). */
export type SlotPickerComponent = ComponentType<SlotPickerProps>;

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
  const { pending, formError, setFormError, send, close: closeDialog } = useDialogWrite(useRescheduleAppointment, onClose);
  const close = () => closeDialog(() => setSlot(null));

  const submit = () => {
    if (!slot) return;
    const forget = () => setSlot(null);
    send({ id: appointment.id, doctorId: appointment.doctor.id, scheduleId: slot.id }, { id: appointment.id, scheduleId: slot.id }, { sent: forget, refused: forget });
  };

  return (
    <Modal
      open={open}
      onClose={close}
      closeDisabled={pending}
      size="lg"
      title={answeringProposal ? t`Choose another time` : t`Reschedule appointment`}
      footer={
        <div className={s.footer}>
          <Button variant="secondary" onClick={close} disabled={pending}>
            <Trans>Close</Trans>
          </Button>
          <Button onClick={submit} disabled={!slot} loading={pending}>
            <Trans>Request this time</Trans>
          </Button>
        </div>
      }
    >
      <div className={s.field}>
        <p className={s.muted}>
          <Trans>Choose one of the doctor's available times. The doctor confirms the change; until then your current time is kept.</Trans>
        </p>
        <DialogError message={formError} />
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
