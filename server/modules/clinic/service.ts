// The clinic's day (issue 29): the list, and the actions on one appointment. The appointment rules
// and the patient's notifications are the doctor-role API's own (appointments/doctor-actions.ts):
// the console checks the caller's clinic (and, for a doctor, that it is theirs), then acts as the
// appointment's doctor, and records in the staff audit who did it.
import type { AppDeps, StaffCaller } from '../../context';
import { HttpError } from '../../lib/http-error';
import { now, nowMs } from '../../lib/clock';
import { addDaysIso, startOfLocalDay, todayIn } from '../../lib/zoned-time';
import { BOOKING_MESSAGES as B } from '../../../contracts/booking-messages';
import { CLINIC_MESSAGES as C } from '../../../contracts/clinic-messages';
import { displayDoctorName } from '../../../contracts/doctor-name';
import type { ConsoleAppointment, FreeSlot, StaffMe, TodayResponse } from '../../../contracts/clinic-console';
import type { Locale } from '../../../contracts/message-texts';
import { cancelByDoctor, completeByDoctor, confirmByDoctor, proposeByDoctor } from '../appointments/doctor-actions';
import {
  clinicAppointment, clinicDay, clinicDoctors, clinicName, freeSlots, insertAudit, lockAttendance, setAttendance, type ConsoleRow,
} from './repository';
import { announceAppointmentChange } from '../live/repository';

/** The clinic's own day: Nepal's. */
export const CLINIC_TIME_ZONE = 'Asia/Kathmandu';
const PROPOSE_WINDOW_DAYS = 14;

export type ConsoleContext = { locale: Locale; timeZone: string };

const scopeOf = (s: StaffCaller) => ({ clinicId: s.clinicId, doctorId: s.role === 'doctor' ? s.doctorId : null });

export async function staffMe(deps: AppDeps, s: StaffCaller, displayName: string): Promise<StaffMe> {
  return {
    role: s.role, clinicId: s.clinicId, clinicName: (await clinicName(deps.db, s.clinicId)) ?? '', doctorId: s.doctorId, displayName, email: s.email,
  };
}

export function toConsoleAppointment(r: ConsoleRow, locale: Locale): ConsoleAppointment {
  const needsAnswer = r.a.status === 'pending' || r.requestStatus === 'awaiting_doctor';
  return {
    id: r.a.id,
    startsAt: r.slot.startsAt.toISOString(),
    endsAt: r.slot.endsAt.toISOString(),
    status: r.a.status,
    needsAnswer,
    requestedStartsAt: r.requestStatus === 'awaiting_doctor' ? r.requestedStartsAt?.toISOString() ?? null : null,
    proposedStartsAt: r.requestStatus === 'doctor_proposed' ? r.proposedStartsAt?.toISOString() ?? null : null,
    doctor: { id: r.doctor.id, name: displayDoctorName(r.doctor, locale) },
    patientName: `${r.a.infoFirstName} ${r.a.infoLastName}`.trim(),
    relation: r.a.infoRelation,
    appointmentType: r.slot.appointmentType,
    reason: r.a.reason,
    paymentStatus: r.a.paymentStatus,
    amountPaisa: r.a.amountPaisa,
    checkedInAt: r.checkedInAt?.toISOString() ?? null,
    noShowAt: r.noShowAt?.toISOString() ?? null,
    cancelReason: r.a.cancelReason,
  };
}

/** The day's list: what needs an answer first, then by time. A doctor sees only their own. */
export async function clinicToday(
  deps: AppDeps, s: StaffCaller, q: { date?: string | undefined; doctorId?: string | undefined }, ctx: ConsoleContext,
): Promise<TodayResponse> {
  const date = q.date ?? todayIn(CLINIC_TIME_ZONE, now());
  const from = startOfLocalDay(date, CLINIC_TIME_ZONE);
  const to = startOfLocalDay(addDaysIso(date, 1), CLINIC_TIME_ZONE);
  const scope = scopeOf(s);
  const doctorId = scope.doctorId ?? q.doctorId ?? null;
  const rows = await clinicDay(deps.db, { clinicId: s.clinicId, doctorId }, from, to);
  const list = rows.map((r) => toConsoleAppointment(r, ctx.locale));
  list.sort((a, b) => Number(b.needsAnswer) - Number(a.needsAnswer) || a.startsAt.localeCompare(b.startsAt));
  const doctors = (await clinicDoctors(deps.db, s.clinicId))
    .filter((d) => !scope.doctorId || d.id === scope.doctorId)
    .map((d) => ({ id: d.id, name: displayDoctorName(d, ctx.locale) }));
  return { date, doctors, appointments: list };
}

/** The appointment when it is the caller's to see; 404 otherwise (another clinic's is not found). */
async function scoped(deps: AppDeps, s: StaffCaller, id: string): Promise<ConsoleRow> {
  const row = await clinicAppointment(deps.db, scopeOf(s), id);
  if (!row) throw new HttpError(404, B.appointmentNotFound);
  return row;
}

export async function proposableSlots(deps: AppDeps, s: StaffCaller, id: string): Promise<FreeSlot[]> {
  const row = await scoped(deps, s, id);
  const from = now();
  const rows = await freeSlots(deps.db, row.doctor.id, row.slot.appointmentType, from, new Date(from.getTime() + PROPOSE_WINDOW_DAYS * 86_400_000));
  return rows.map((r) => ({ id: r.id, startsAt: r.startsAt.toISOString(), endsAt: r.endsAt.toISOString() }));
}

export type ConsoleAction =
  | { kind: 'confirm'; note?: string | null | undefined }
  | { kind: 'propose'; scheduleId: string; note?: string | null | undefined }
  | { kind: 'complete'; note?: string | null | undefined }
  | { kind: 'cancel'; reason: string }
  | { kind: 'check-in' }
  | { kind: 'no-show' };

/** One action on one of the clinic's appointments, audited; answers the appointment as it now is. */
export async function actOnAppointment(deps: AppDeps, s: StaffCaller, id: string, action: ConsoleAction, ctx: ConsoleContext): Promise<ConsoleAppointment> {
  const row = await scoped(deps, s, id);
  const doctorId = row.doctor.id;
  const view = { timeZone: ctx.timeZone, locale: ctx.locale };
  let detail: string | null = null;
  switch (action.kind) {
    case 'confirm': await confirmByDoctor(deps, doctorId, id, action.note ?? null, view); detail = action.note ?? null; break;
    case 'propose': await proposeByDoctor(deps, doctorId, id, { scheduleId: action.scheduleId, note: action.note ?? null }, view); detail = action.scheduleId; break;
    case 'complete': await completeByDoctor(deps, doctorId, id, action.note ?? null, view); detail = action.note ?? null; break;
    case 'cancel': await cancelByDoctor(deps, doctorId, id, action.reason, view); detail = action.reason; break;
    case 'check-in': await markAttendance(deps, s, row, 'check-in'); break;
    case 'no-show': await markAttendance(deps, s, row, 'no-show'); break;
  }
  await insertAudit(deps.db, { staffId: s.staffId, clinicId: s.clinicId, action: action.kind, appointmentId: id, patientId: row.a.patientId, detail });
  return toConsoleAppointment(await scoped(deps, s, id), ctx.locale);
}

/** Check in (a confirmed visit at the clinic) or no-show (a confirmed appointment whose time has come). */
async function markAttendance(deps: AppDeps, s: StaffCaller, row: ConsoleRow, mark: 'check-in' | 'no-show'): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const { attendance, status } = await lockAttendance(tx, row.a.id);
    if (mark === 'check-in') {
      if (status !== 'confirmed' || row.slot.appointmentType !== 'in_person' || attendance.noShowAt) throw new HttpError(409, C.cannotCheckIn);
      if (attendance.checkedInAt) throw new HttpError(409, C.alreadyCheckedIn);
      await setAttendance(tx, row.a.id, { checkedInAt: now(), checkedInBy: s.staffId });
      await announceAppointmentChange(tx, row.a.id);
      return;
    }
    if (status !== 'confirmed' || attendance.checkedInAt || attendance.noShowAt || row.slot.startsAt.getTime() > nowMs()) {
      throw new HttpError(409, C.cannotMarkNoShow);
    }
    await setAttendance(tx, row.a.id, { noShowAt: now(), noShowBy: s.staffId });
    await announceAppointmentChange(tx, row.a.id);
  });
}
