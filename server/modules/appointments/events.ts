// Every change of an appointment writes, in the same transaction: a status-history row, a
// notification and a recent-activity entry (kept as a notice kind and its values, rendered when read
// in the reader's language and time zone).
import type { AppointmentStatus } from '../../../contracts/options';
import type { ACTIVITY_KINDS, STATUS_ACTORS } from '../../../contracts/record-options';
import { recordNotice } from '../notifications/notices';
import type { NoticeKind } from '../../lib/notice-render';
import { insertStatusHistory, type Tx } from './repository';
import { announceAppointmentChange } from '../live/repository';

export type AppointmentEventKind =
  | 'booked' | 'confirmed' | 'reschedule_requested' | 'proposed' | 'rescheduled' | 'canceled' | 'completed';

const EVENTS: Record<AppointmentEventKind, { notice: NoticeKind; activity: (typeof ACTIVITY_KINDS)[number] }> = {
  booked: { notice: 'appointment_booked', activity: 'appointment_booked' },
  // The activity list has no "confirmed" kind; a confirmation completes the booking.
  confirmed: { notice: 'appointment_confirmed', activity: 'appointment_booked' },
  reschedule_requested: { notice: 'appointment_reschedule_requested', activity: 'appointment_rescheduled' },
  proposed: { notice: 'appointment_proposed', activity: 'appointment_rescheduled' },
  rescheduled: { notice: 'appointment_rescheduled', activity: 'appointment_rescheduled' },
  canceled: { notice: 'appointment_canceled', activity: 'appointment_canceled' },
  completed: { notice: 'appointment_completed', activity: 'appointment_completed' },
};

export type AppointmentEvent = {
  kind: AppointmentEventKind;
  appointmentId: string;
  patientId: string;
  fromStatus: AppointmentStatus | null;
  toStatus: AppointmentStatus;
  actor: (typeof STATUS_ACTORS)[number];
  doctorId: string;
  /** The time the message is about (the appointment's, or the requested/proposed slot's). */
  at: Date;
  note?: string | null;
  /** Cancel reason, quoted when the doctor cancels. */
  reason?: string;
};

export async function recordAppointmentEvent(tx: Tx, e: AppointmentEvent): Promise<void> {
  const spec = EVENTS[e.kind];
  await insertStatusHistory(tx, {
    appointmentId: e.appointmentId, fromStatus: e.fromStatus, toStatus: e.toStatus, changedBy: e.actor,
    note: e.note ?? e.reason ?? (e.kind === 'proposed' || e.kind === 'reschedule_requested' ? `${e.kind}: ${e.at.toISOString()}` : null),
  });
  await recordNotice(tx, {
    patientId: e.patientId,
    kind: e.kind === 'canceled' && e.actor === 'doctor' ? 'appointment_canceled_by_doctor' : spec.notice,
    doctorId: e.doctorId,
    params: { at: e.at.toISOString(), ...(e.reason ? { reason: e.reason } : {}) },
    notification: { link: `/appointments/${e.appointmentId}` },
    activity: { kind: spec.activity, appointmentId: e.appointmentId },
  });
  // Open screens (the patient's, the clinic's) hear of it at COMMIT, on every instance.
  await announceAppointmentChange(tx, e.appointmentId);
}
