// State changes shared by the patient's and the doctor's actions. All run inside a transaction
// that has locked the appointment row (lockAppointment) and its open reschedule request.
//
// Slot holding: a slot is 'booked' while something holds it — a live appointment on it, or an open
// reschedule request (the requested slot while awaiting the doctor, the proposed slot while awaiting
// the patient). Holds are taken with holdSlot() (exclusive) and given back with releaseSlot().
import { HttpError, pgErrorCode } from '../../lib/http-error';
import { BOOKING_MESSAGES as B } from '../../../contracts/booking-messages';
import type { STATUS_ACTORS } from '../../../contracts/record-options';
import { recordAppointmentEvent } from './events';
import {
  closeRequest, holdSlot, releaseSlot, updateAppointment, type LockedAppointment, type RescheduleRow, type Tx,
} from './repository';
import { slotNotTakenError, slotTakenError, usableSlot } from './slot-rules';
import { now as clockNow, nowMs } from '../../lib/clock';

type Actor = (typeof STATUS_ACTORS)[number];

export const isClosed = (status: string) => status === 'completed' || status === 'canceled';

export function assertOpen(l: LockedAppointment): void {
  if (isClosed(l.a.status)) throw new HttpError(409, B.appointmentClosed);
}

/** The slot an open request currently holds. */
export function heldSlotOf(r: RescheduleRow): string | null {
  if (r.status === 'awaiting_doctor') return r.requestedSlotId;
  if (r.status === 'doctor_proposed') return r.proposedSlotId;
  return null;
}

/** Ends an open request and gives its held slot back. */
export async function endRequest(tx: Tx, r: RescheduleRow, status: 'declined' | 'withdrawn', keepSlot?: string): Promise<void> {
  const held = heldSlotOf(r);
  if (held && held !== keepSlot) await releaseSlot(tx, held);
  await closeRequest(tx, r.id, status);
}

/** Checks and takes a new slot of the appointment's doctor and consultation type for a reschedule hold. */
export async function takeRescheduleSlot(tx: Tx, l: LockedAppointment, slotId: string, field: string) {
  if (slotId === l.a.slotId) throw new HttpError(422, B.sameSlot, [{ field, message: B.sameSlot }]);
  const slot = await usableSlot(tx, slotId, l.a.doctorId, field, { appointmentType: l.appointmentType });
  if (!(await holdSlot(tx, slotId, l.a.doctorId))) throw await slotNotTakenError(tx, slotId, field);
  return slot;
}

/**
 * Moves the appointment to the slot its open request holds (the doctor confirmed the patient's
 * time, or the patient accepted the doctor's): the old slot is freed, the status becomes confirmed.
 * The booked amount stays as it was.
 */
export async function moveToHeldSlot(
  tx: Tx,
  l: LockedAppointment,
  r: RescheduleRow,
  actor: Actor,
  slot: { id: string; startsAt: Date },
): Promise<void> {
  if (slot.startsAt.getTime() <= nowMs()) throw new HttpError(409, B.requestedSlotPassed);
  await releaseSlot(tx, l.a.slotId);
  try {
    await updateAppointment(tx, l.a.id, { slotId: slot.id, status: 'confirmed' });
  } catch (err) {
    if (pgErrorCode(err) === '23505') throw slotTakenError('scheduleId');
    throw err;
  }
  await closeRequest(tx, r.id, 'accepted');
  await recordAppointmentEvent(tx, {
    kind: 'rescheduled', appointmentId: l.a.id, patientId: l.a.patientId, fromStatus: l.a.status, toStatus: 'confirmed',
    actor, doctorId: l.a.doctorId, at: slot.startsAt,
  });
}

/** Cancels (irreversible): frees the slot and any held reschedule slot, records the reason and canceledAt. */
export async function cancelLocked(tx: Tx, l: LockedAppointment, r: RescheduleRow | undefined, actor: Actor, reason: string): Promise<void> {
  if (r) await endRequest(tx, r, actor === 'patient' ? 'withdrawn' : 'declined');
  await releaseSlot(tx, l.a.slotId);
  await updateAppointment(tx, l.a.id, { status: 'canceled', canceledAt: clockNow(), cancelReason: reason });
  await recordAppointmentEvent(tx, {
    kind: 'canceled', appointmentId: l.a.id, patientId: l.a.patientId, fromStatus: l.a.status, toStatus: 'canceled',
    actor, doctorId: l.a.doctorId, at: l.startsAt, reason,
  });
}
