// Quiet hours (issue 16): no SMS or WhatsApp between 21:00 and 07:00 in the patient's time zone, and
// reminders moved out of that window unless the appointment itself is in it.
import { addDaysIso, localDateTime, startOfLocalDay } from '../../lib/zoned-time';

export const QUIET_START_HOUR = 21;
export const QUIET_END_HOUR = 7;
const HOUR = 3_600_000;

function local(at: Date, timeZone: string): { date: string; hour: number } {
  const { date, time } = localDateTime(at, timeZone);
  return { date, hour: Number(time.slice(0, 2)) };
}

/** At a local hour from 21:00 up to 07:00 in `timeZone`. */
export function inQuietHours(at: Date, timeZone: string): boolean {
  const { hour } = local(at, timeZone);
  return hour >= QUIET_START_HOUR || hour < QUIET_END_HOUR;
}

/** `at` itself outside quiet hours, else the 07:00 that ends them. */
export function afterQuietHours(at: Date, timeZone: string): Date {
  if (!inQuietHours(at, timeZone)) return at;
  const { date, hour } = local(at, timeZone);
  const day = hour >= QUIET_START_HOUR ? addDaysIso(date, 1) : date;
  return new Date(startOfLocalDay(day, timeZone).getTime() + QUIET_END_HOUR * HOUR);
}

/** The 21:00 that began the quiet hours `at` is in. */
function quietHoursStart(at: Date, timeZone: string): Date {
  const { date, hour } = local(at, timeZone);
  const day = hour >= QUIET_START_HOUR ? date : addDaysIso(date, -1);
  return new Date(startOfLocalDay(day, timeZone).getTime() + QUIET_START_HOUR * HOUR);
}

/**
 * When a reminder `leadMs` before `startsAt` is sent. Outside quiet hours, or when the appointment
 * itself is in them (an early or late online consultation: the patient will be up), exactly then.
 * Otherwise at 07:00 when that still leaves at least half the lead (a 2 h reminder of an 8:00
 * appointment goes at 7:00), else at the last minute before the quiet hours began (20:59 the evening before).
 */
export function reminderSendAt(startsAt: Date, leadMs: number, timeZone: string): Date {
  const due = new Date(startsAt.getTime() - leadMs);
  if (!inQuietHours(due, timeZone) || inQuietHours(startsAt, timeZone)) return due;
  const morning = afterQuietHours(due, timeZone);
  if (startsAt.getTime() - morning.getTime() >= leadMs / 2) return morning;
  return new Date(quietHoursStart(due, timeZone).getTime() - 60_000);
}
