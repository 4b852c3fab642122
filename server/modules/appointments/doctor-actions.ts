// The doctor's half of the flows (there is no doctor app: the doctor-role API and `npm run doctor`).
// Every action is scoped to the signed-in doctor's own appointments.
import type { AppDeps } from '../../context';
import { HttpError } from '../../lib/http-error';
import { BOOKING_MESSAGES as B } from '../../../contracts/booking-messages';
import type { AppointmentDetails } from '../../../contracts/appointments';
import { findSlot } from '../schedules/repository';
import { recordAppointmentEvent } from './events';
import { appointmentDetails, type ViewContext } from './service';
import { insertRequest, lockAppointment, lockOpenRequest, releaseSlot, updateAppointment, updateRequest, type Tx } from './repository';
import { assertOpen, cancelLocked, moveToHeldSlot, takeRescheduleSlot } from './transitions';


async function lockDoctors(tx: Tx, doctorId: string, id: string) {
  const l = await lockAppointment(tx, id, { doctorId });
  if (!l) throw new HttpError(404, B.appointmentNotFound);
  return l;
}

const done = (deps: AppDeps, doctorId: string, id: string, ctx: ViewContext) => appointmentDetails(deps.db, id, { doctorId }, ctx);

/**
 * Confirms a pending booking, or a reschedule request awaiting the doctor (the appointment moves to
 * the requested slot and the old one is freed). A proposal awaiting the patient cannot be confirmed.
 */
export async function confirmByDoctor(deps: AppDeps, doctorId: string, id: string, note: string | null, ctx: ViewContext): Promise<AppointmentDetails> {
  await deps.db.transaction(async (tx) => {
    const l = await lockDoctors(tx, doctorId, id);
    assertOpen(l);
    const open = await lockOpenRequest(tx, id);
    if (open?.status === 'awaiting_doctor') {
      const slot = await findSlot(tx, open.requestedSlotId);
      await moveToHeldSlot(tx, l, open, 'doctor', slot!);
      return;
    }
    if (open?.status === 'doctor_proposed') throw new HttpError(409, B.awaitingPatient);
    if (l.a.status !== 'pending') throw new HttpError(409, B.cannotConfirm);
    await updateAppointment(tx, id, { status: 'confirmed' });
    await recordAppointmentEvent(tx, {
      kind: 'confirmed', appointmentId: id, patientId: l.a.patientId, fromStatus: l.a.status, toStatus: 'confirmed',
      actor: 'doctor', doctorId: l.a.doctorId, at: l.startsAt, note,
    });
  });
  return done(deps, doctorId, id, ctx);
}

/**
 * Proposes another of the doctor's available slots (held at once). Answers the patient's request
 * (whose requested slot is freed), replaces an earlier proposal, or starts a reschedule on a live
 * appointment. Proposing exactly the slot the patient asked for confirms it.
 */
export async function proposeByDoctor(
  deps: AppDeps, doctorId: string, id: string, input: { scheduleId: string; note?: string | null }, ctx: ViewContext,
): Promise<AppointmentDetails> {
  await deps.db.transaction(async (tx) => {
    const l = await lockDoctors(tx, doctorId, id);
    assertOpen(l);
    const open = await lockOpenRequest(tx, id);
    if (open?.status === 'awaiting_doctor' && open.requestedSlotId === input.scheduleId) {
      const slot = await findSlot(tx, open.requestedSlotId);
      await moveToHeldSlot(tx, l, open, 'doctor', slot!);
      return;
    }
    if (open?.status === 'doctor_proposed' && open.proposedSlotId === input.scheduleId) return;
    const slot = await takeRescheduleSlot(tx, l, input.scheduleId, 'scheduleId');
    if (open) {
      const held = open.status === 'awaiting_doctor' ? open.requestedSlotId : open.proposedSlotId;
      if (held) await releaseSlot(tx, held);
      await updateRequest(tx, open.id, { status: 'doctor_proposed', proposedSlotId: slot.id, note: input.note || open.note });
    } else {
      // Doctor-initiated: the "requested" slot is the appointment's own (it stays held by the appointment).
      await insertRequest(tx, {
        appointmentId: id, requestedSlotId: l.a.slotId, proposedSlotId: slot.id, status: 'doctor_proposed', note: input.note || null,
      });
    }
    await updateAppointment(tx, id, { status: 'rescheduled' });
    await recordAppointmentEvent(tx, {
      kind: 'proposed', appointmentId: id, patientId: l.a.patientId, fromStatus: l.a.status, toStatus: 'rescheduled',
      actor: 'doctor', doctorId: l.a.doctorId, at: slot.startsAt, note: input.note,
    });
  });
  return done(deps, doctorId, id, ctx);
}

/** Marks a confirmed appointment completed (the doctor decides when the visit happened). */
export async function completeByDoctor(deps: AppDeps, doctorId: string, id: string, note: string | null, ctx: ViewContext): Promise<AppointmentDetails> {
  await deps.db.transaction(async (tx) => {
    const l = await lockDoctors(tx, doctorId, id);
    assertOpen(l);
    if (l.a.status !== 'confirmed') throw new HttpError(409, B.cannotComplete);
    await updateAppointment(tx, id, { status: 'completed' });
    await recordAppointmentEvent(tx, {
      kind: 'completed', appointmentId: id, patientId: l.a.patientId, fromStatus: l.a.status, toStatus: 'completed',
      actor: 'doctor', doctorId: l.a.doctorId, at: l.startsAt, note,
    });
  });
  return done(deps, doctorId, id, ctx);
}

/** The doctor cancels (no 24-hour cut-off for the doctor); the patient is told the reason. */
export async function cancelByDoctor(deps: AppDeps, doctorId: string, id: string, reason: string, ctx: ViewContext): Promise<AppointmentDetails> {
  await deps.db.transaction(async (tx) => {
    const l = await lockDoctors(tx, doctorId, id);
    assertOpen(l);
    await cancelLocked(tx, l, await lockOpenRequest(tx, id), 'doctor', reason);
  });
  return done(deps, doctorId, id, ctx);
}
