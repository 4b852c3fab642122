// A clinic's schedules in the console (issue 29): a clinic-admin sets a doctor's day off. The day's
// free slots (at this clinic, and the doctor's online ones) can no longer be booked: the directory,
// the booking page and the booking itself all see them 'blocked'. Appointments already on that day
// stay; the answer lists them so the clinic proposes another time to each. Setting or removing one is
// announced to the patients' live streams (a booking page open on that doctor asks for its times again).
import type { AppDeps, StaffCaller } from '../../context';
import { HttpError } from '../../lib/http-error';
import { now } from '../../lib/clock';
import { addDaysIso, startOfLocalDay, todayIn } from '../../lib/zoned-time';
import { CLINIC_MESSAGES as C } from '../../../contracts/clinic-messages';
import { DAY_OFF_WINDOW_DAYS, type DayOffInput, type DaysOff } from '../../../contracts/clinic-schedule';
import { displayDoctorName } from '../../../contracts/doctor-name';
import { LIVE_APPOINTMENT_STATUSES } from '../../../contracts/record-options';
import type { ConsoleAppointment } from '../../../contracts/clinic-console';
import { clinicDay, clinicDoctors, doctorAtClinic, insertAudit } from './repository';
import { announceScheduleChange } from '../live/repository';
import { blockedDays, blockFreeSlots, unblockSlots } from './schedule.repository';
import { CLINIC_TIME_ZONE, toConsoleAppointment, type ConsoleContext } from './service';

const fieldError = (message: string, field: string) => new HttpError(400, message, [{ field, message }]);

async function checked(deps: AppDeps, s: StaffCaller, input: DayOffInput, removing: boolean) {
  if (!(await doctorAtClinic(deps.db, input.doctorId, s.clinicId))) throw fieldError(C.doctorNotAtClinic, 'doctorId');
  const today = todayIn(CLINIC_TIME_ZONE, now());
  // A day off already set may be removed whenever; a new one is for today or later, within the window.
  if (!removing && input.date < today) throw fieldError(C.dayOffInPast, 'date');
  if (input.date > addDaysIso(today, DAY_OFF_WINDOW_DAYS)) throw fieldError(C.dayOffTooFar, 'date');
  return { from: startOfLocalDay(input.date, CLINIC_TIME_ZONE), to: startOfLocalDay(addDaysIso(input.date, 1), CLINIC_TIME_ZONE) };
}

export async function addDayOff(deps: AppDeps, s: StaffCaller, input: DayOffInput, ctx: ConsoleContext) {
  const { from, to } = await checked(deps, s, input, false);
  const slots = await deps.db.transaction(async (tx) => {
    const n = await blockFreeSlots(tx, input.doctorId, s.clinicId, from, to);
    await announceScheduleChange(tx, input.doctorId);
    await insertAudit(tx, { staffId: s.staffId, clinicId: s.clinicId, action: 'day-off', detail: `${input.date} (${n})` });
    return n;
  });
  const live = new Set<string>(LIVE_APPOINTMENT_STATUSES);
  const rows = await clinicDay(deps.db, { clinicId: s.clinicId, doctorId: input.doctorId }, from, to);
  const appointments: ConsoleAppointment[] = rows
    .filter((r) => live.has(r.a.status) && r.slot.startsAt >= from && r.slot.startsAt < to)
    .map((r) => toConsoleAppointment(r, ctx.locale));
  return { doctorId: input.doctorId, date: input.date, slots, appointments };
}

export async function removeDayOff(deps: AppDeps, s: StaffCaller, input: DayOffInput) {
  const { from, to } = await checked(deps, s, input, true);
  const slots = await deps.db.transaction(async (tx) => {
    const n = await unblockSlots(tx, input.doctorId, s.clinicId, from, to);
    await announceScheduleChange(tx, input.doctorId);
    await insertAudit(tx, { staffId: s.staffId, clinicId: s.clinicId, action: 'day-off-removed', detail: `${input.date} (${n})` });
    return n;
  });
  return { doctorId: input.doctorId, date: input.date, slots, appointments: [] };
}

/** The clinic's days off from today on (a day with any of a doctor's slots blocked). */
export async function daysOff(deps: AppDeps, s: StaffCaller, ctx: ConsoleContext): Promise<DaysOff> {
  const today = todayIn(CLINIC_TIME_ZONE, now());
  const from = startOfLocalDay(today, CLINIC_TIME_ZONE);
  const to = startOfLocalDay(addDaysIso(today, DAY_OFF_WINDOW_DAYS + 1), CLINIC_TIME_ZONE);
  const doctors = (await clinicDoctors(deps.db, s.clinicId)).map((d) => ({ id: d.id, name: displayDoctorName(d, ctx.locale) }));
  const names = new Map(doctors.map((d) => [d.id, d.name]));
  const rows = await blockedDays(deps.db, s.clinicId, CLINIC_TIME_ZONE, from, to);
  return { doctors, days: rows.map((r) => ({ doctor: { id: r.doctorId, name: names.get(r.doctorId) ?? '' }, date: r.date, blockedSlots: r.slots })) };
}
