// Which slot may be booked or held, and the error the patient sees when it may not.
import { HttpError } from '../../lib/http-error';
import { BOOKING_MESSAGES as B } from '../../../contracts/booking-messages';
import { findSlot, type SlotRow } from '../schedules/repository';
import type { Conn } from './repository';
import { nowMs } from '../../lib/clock';

const fieldError = (status: 404 | 409 | 422, message: string, field: string) => new HttpError(status, message, [{ field, message }]);

/**
 * The slot exists, belongs to the doctor, is in the future (and of the given consultation type).
 * Availability itself is decided by the conditional update in holdSlot().
 */
export async function usableSlot(
  conn: Conn,
  slotId: string,
  doctorId: string,
  field: string,
  opts: { appointmentType?: SlotRow['appointmentType'] } = {},
): Promise<SlotRow> {
  const slot = await findSlot(conn, slotId);
  if (!slot) throw fieldError(404, B.slotNotFound, field);
  if (slot.doctorId !== doctorId) throw fieldError(422, B.slotOtherDoctor, field);
  if (slot.startsAt.getTime() <= nowMs()) throw fieldError(422, B.slotPast, field);
  if (opts.appointmentType && slot.appointmentType !== opts.appointmentType) throw fieldError(422, B.slotTypeMismatch, field);
  return slot;
}

/** The 409 for a slot that could not be taken: someone holds it, the doctor blocked it, or it just passed. */
export async function slotNotTakenError(conn: Conn, slotId: string, field: string): Promise<HttpError> {
  const slot = await findSlot(conn, slotId);
  if (!slot) return fieldError(404, B.slotNotFound, field);
  if (slot.startsAt.getTime() <= nowMs()) return fieldError(422, B.slotPast, field);
  if (slot.status === 'blocked') return fieldError(409, B.slotUnavailable, field);
  return fieldError(409, B.slotTaken, field);
}

export const slotTakenError = (field: string) => fieldError(409, B.slotTaken, field);
