// The patient's changes to an appointment: cancel, ask to reschedule, accept the doctor's proposal.
import type { AppDeps } from '../../context';
import { HttpError } from '../../lib/http-error';
import { BOOKING_MESSAGES as B } from '../../../contracts/booking-messages';
import type { AppointmentDetails } from '../../../contracts/appointments';
import { findSlot } from '../schedules/repository';
import { recordAppointmentEvent } from './events';
import { appointmentDetails, type ViewContext } from './service';
import { insertRequest, lockAppointment, lockOpenRequest, updateAppointment, type Tx } from './repository';
import { assertOpen, cancelLocked, endRequest, moveToHeldSlot, takeRescheduleSlot } from './transitions';
import { patientChangeBlocker } from './views';

async function lockOwn(tx: Tx, patientId: string, id: string) {
  const l = await lockAppointment(tx, id, { patientId });
  if (!l) throw new HttpError(404, B.appointmentNotFound);
  return l;
}

/** Spec 5: cancel and reschedule only 24 hours or more before the start. */
function assertBeforeCutoff(l: { a: { status: string }; startsAt: Date }, kind: 'cancel' | 'reschedule'): void {
  const blocker = patientChangeBlocker({ status: l.a.status, startsAt: l.startsAt }, kind);
  if (blocker === B.appointmentClosed) throw new HttpError(409, blocker);
  if (blocker) throw new HttpError(422, blocker);
}

export async function cancelByPatient(
  deps: AppDeps, patientId: string, id: string, reason: string, ctx: ViewContext,
): Promise<AppointmentDetails> {
  await deps.db.transaction(async (tx) => {
    const l = await lockOwn(tx, patientId, id);
    assertBeforeCutoff(l, 'cancel');
    await cancelLocked(tx, l, await lockOpenRequest(tx, id), 'patient', reason);
  });
  return appointmentDetails(deps.db, id, { patientId }, ctx);
}

/**
 * The patient picks another available slot of the same doctor (and consultation type). The slot is
 * held at once; the appointment waits for the doctor ('rescheduled'). Picking again replaces an
 * earlier request or answers the doctor's proposal; picking the proposed slot accepts it.
 */
export async function requestReschedule(
  deps: AppDeps, patientId: string, id: string, input: { scheduleId: string; note?: string | null }, ctx: ViewContext,
): Promise<{ accepted: boolean; data: AppointmentDetails }> {
  const accepted = await deps.db.transaction(async (tx) => {
    const l = await lockOwn(tx, patientId, id);
    assertBeforeCutoff(l, 'reschedule');
    const open = await lockOpenRequest(tx, id);
    if (open?.status === 'doctor_proposed' && open.proposedSlotId === input.scheduleId) {
      const slot = await findSlot(tx, input.scheduleId);
      await moveToHeldSlot(tx, l, open, 'patient', slot!);
      return true;
    }
    // Asking again for the time already asked for changes nothing.
    if (open?.status === 'awaiting_doctor' && open.requestedSlotId === input.scheduleId) return false;

    const slot = await takeRescheduleSlot(tx, l, input.scheduleId, 'scheduleId');
    if (open) await endRequest(tx, open, open.status === 'doctor_proposed' ? 'declined' : 'withdrawn');
    await insertRequest(tx, { appointmentId: id, requestedSlotId: slot.id, status: 'awaiting_doctor', note: input.note || null });
    await updateAppointment(tx, id, { status: 'rescheduled' });
    await recordAppointmentEvent(tx, {
      kind: 'reschedule_requested', appointmentId: id, patientId, fromStatus: l.a.status, toStatus: 'rescheduled',
      actor: 'patient', doctorId: l.a.doctorId, at: slot.startsAt, note: input.note,
    });
    return false;
  });
  return { accepted, data: await appointmentDetails(deps.db, id, { patientId }, ctx) };
}

/** The patient accepts the time the doctor proposed: the appointment moves there and is confirmed. */
export async function acceptProposal(deps: AppDeps, patientId: string, id: string, ctx: ViewContext): Promise<AppointmentDetails> {
  await deps.db.transaction(async (tx) => {
    const l = await lockOwn(tx, patientId, id);
    assertOpen(l);
    const open = await lockOpenRequest(tx, id);
    if (!open || open.status !== 'doctor_proposed' || !open.proposedSlotId) throw new HttpError(409, B.noProposal);
    const slot = await findSlot(tx, open.proposedSlotId);
    await moveToHeldSlot(tx, l, open, 'patient', slot!);
  });
  return appointmentDetails(deps.db, id, { patientId }, ctx);
}
