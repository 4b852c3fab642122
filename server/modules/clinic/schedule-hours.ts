// A doctor's weekly hours at the clinic, slot length, fee and discount (issue 29), set by the
// clinic's admin. Saving lays the week out again as bookable times from now to HOURS_WINDOW_DAYS
// ahead: the free times at this clinic that nothing refers to are replaced by the new ones; booked
// times keep their appointments wherever they fall (the front desk sees them in the day's list), and
// no new time overlaps one of the doctor's other times (a booking, another clinic, an online slot).
// A day off stays a day off (its new times are blocked). The fee and the discount are the doctor's
// (one price in the directory, decision 0011): the free in-person times here take the new fee;
// online times and other clinics' keep theirs. Announced to the patients' live streams and audited.
import type { AppDeps, StaffCaller } from '../../context';
import { HttpError } from '../../lib/http-error';
import { now } from '../../lib/clock';
import { clockMinutes, periodStarts, weekdayOf } from '../../lib/slot-layout';
import { addDaysIso, localDateTime, startOfLocalDay, todayIn } from '../../lib/zoned-time';
import { CLINIC_MESSAGES as C } from '../../../contracts/clinic-messages';
import { HOURS_WINDOW_DAYS, type WeeklyHours, type WeeklyHoursInput } from '../../../contracts/clinic-schedule';
import { displayDoctorName } from '../../../contracts/doctor-name';
import { insertAudit } from './repository';
import { announceScheduleChange } from '../live/repository';
import { blockedDays } from './schedule.repository';
import {
  blockSlots, bookedSlotsAt, deleteFreeSlots, doctorSlotsBetween, insertSlots, keptFreeSlots, lockDoctorAtClinic,
  repriceFreeSlots, saveWeeklyHours, weeklyHoursOf,
} from './schedule-hours.repository';
import { CLINIC_TIME_ZONE, type ConsoleContext } from './service';

const notHere = () => new HttpError(404, C.doctorNotAtClinic);
const hhmm = (t: string | null) => (t ?? '').slice(0, 5);

export async function weeklyHours(deps: AppDeps, s: StaffCaller, doctorId: string, ctx: ConsoleContext): Promise<WeeklyHours> {
  const row = await weeklyHoursOf(deps.db, doctorId, s.clinicId);
  if (!row) throw notHere();
  return {
    doctor: { id: doctorId, name: displayDoctorName(row, ctx.locale) },
    hours: row.hours.map((h) => ({ weekday: h.weekday, start: hhmm(h.opensAt), end: hhmm(h.closesAt) })),
    slotMinutes: row.slotMinutes,
    feeRupees: Math.round(row.feePaisa / 100),
    discountPercent: row.discountPercent,
  };
}

type Interval = { startsAt: Date; endsAt: Date };
const overlaps = (a: Interval, b: Interval) => a.startsAt < b.endsAt && b.startsAt < a.endsAt;

export async function setWeeklyHours(deps: AppDeps, s: StaffCaller, doctorId: string, input: WeeklyHoursInput) {
  const at = now();
  const today = todayIn(CLINIC_TIME_ZONE, at);
  const windowEnd = startOfLocalDay(addDaysIso(today, HOURS_WINDOW_DAYS), CLINIC_TIME_ZONE);
  const feePaisa = input.feeRupees * 100;
  const hours = [...input.hours].sort((a, b) => a.weekday - b.weekday || clockMinutes(a.start) - clockMinutes(b.start));

  return deps.db.transaction(async (tx) => {
    if (!(await lockDoctorAtClinic(tx, doctorId, s.clinicId))) throw notHere();
    const before = (await weeklyHoursOf(tx, doctorId, s.clinicId))!;
    const daysOff = new Set((await blockedDays(tx, s.clinicId, CLINIC_TIME_ZONE, startOfLocalDay(today, CLINIC_TIME_ZONE), windowEnd, doctorId))
      .map((d) => d.date));
    const removed = await deleteFreeSlots(tx, doctorId, s.clinicId, at);

    // The new times, day by day.
    const wanted: (Interval & { date: string })[] = [];
    for (let d = 0; d < HOURS_WINDOW_DAYS; d++) {
      const date = addDaysIso(today, d);
      const midnight = startOfLocalDay(date, CLINIC_TIME_ZONE).getTime();
      for (const p of hours.filter((h) => h.weekday === weekdayOf(date))) {
        for (const m of periodStarts(p.start, p.end, input.slotMinutes)) {
          const startsAt = new Date(midnight + m * 60_000);
          if (startsAt > at) wanted.push({ date, startsAt, endsAt: new Date(startsAt.getTime() + input.slotMinutes * 60_000) });
        }
      }
    }
    // Free times something still refers to (a cancelled booking): kept where the new week has the same
    // time, or when an open reschedule request names it; otherwise no longer bookable.
    const kept = await keptFreeSlots(tx, doctorId, s.clinicId, at);
    const fits = (k: Interval) => wanted.some((w) => w.startsAt.getTime() === k.startsAt.getTime() && w.endsAt.getTime() === k.endsAt.getTime());
    const retired = kept.filter((k) => !k.open && !fits(k));
    await blockSlots(tx, retired.map((k) => k.id));
    const retiredIds = new Set(retired.map((k) => k.id));
    const taken = (await doctorSlotsBetween(tx, doctorId, at, windowEnd)).filter((t) => !retiredIds.has(t.id));
    const fresh = wanted.filter((w) => !taken.some((t) => overlaps(t, w)));
    const added = await insertSlots(tx, fresh.map((w) => ({
      doctorId, clinicId: s.clinicId, startsAt: w.startsAt, endsAt: w.endsAt, appointmentType: 'in_person' as const, feePaisa,
      status: daysOff.has(w.date) ? 'blocked' as const : 'available' as const,
    })));
    await repriceFreeSlots(tx, doctorId, s.clinicId, at, feePaisa);
    await saveWeeklyHours(tx, doctorId, s.clinicId, { hours, slotMinutes: input.slotMinutes, feePaisa, discountPercent: input.discountPercent });

    // Bookings the new hours leave out stay where they are; say how many.
    const inHours = (b: Interval) => {
      const start = localDateTime(b.startsAt, CLINIC_TIME_ZONE);
      const from = clockMinutes(start.time);
      const to = from + (b.endsAt.getTime() - b.startsAt.getTime()) / 60_000;
      return hours.some((h) => h.weekday === weekdayOf(start.date) && clockMinutes(h.start) <= from && to <= clockMinutes(h.end));
    };
    const outsideHours = (await bookedSlotsAt(tx, doctorId, s.clinicId, at)).filter((b) => !inHours(b)).length;
    await announceScheduleChange(tx, doctorId);
    const week = hours.map((h) => `${h.weekday}:${h.start}-${h.end}`).join(' ') || '—';
    await insertAudit(tx, {
      staffId: s.staffId, clinicId: s.clinicId, action: 'weekly-hours',
      detail: `Dr. ${displayDoctorName(before, 'en')}: ${week}; ${input.slotMinutes} min; Rs ${input.feeRupees}; ${input.discountPercent}% (+${added} −${removed + retired.length})`,
    });
    return { added, removed: removed + retired.length, outsideHours };
  });
}
