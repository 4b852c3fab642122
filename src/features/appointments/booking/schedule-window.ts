// Which slots to ask for and how to show them: the chosen date's month (from today on), slots as
// the design system's TimeSlotGrid takes them, and the first day with a free slot.
import type { ScheduleSlot } from '@contracts/schedules';
import { isSlotSelectable, type TimeSlot } from '@/ui/TimeSlotGrid/TimeSlotGrid';
import type { ScheduleWindow } from './api/get-doctor-schedule';

// In its own module: the booking route's search check needs it, and it is part of the first download.
export { isPlainDate } from './plain-date';

function lastDayOfMonth(date: string): string {
  const [y, m] = date.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return `${date.slice(0, 8)}${String(last).padStart(2, '0')}`;
}

/** The slots to load for `date`: its month, from `today` on (at most 31 days, within the API's 62). */
export function monthWindow(date: string | null, today: string, appointmentType?: ScheduleWindow['appointmentType']): ScheduleWindow {
  const anchor = date && date >= today ? date : today;
  const first = `${anchor.slice(0, 8)}01`;
  const from = first < today ? today : first;
  const window: ScheduleWindow = { from, to: lastDayOfMonth(anchor) };
  if (appointmentType) window.appointmentType = appointmentType;
  return window;
}

/**
 * A schedule slot for the TimeSlotGrid. `past` (and a slot the caller must not pick again, such as
 * the appointment's own) becomes unavailable: struck through and disabled.
 */
export function toTimeSlot(slot: ScheduleSlot, unavailableIds: ReadonlySet<string> = new Set()): TimeSlot {
  const status = slot.status === 'past' ? 'blocked' : unavailableIds.has(slot.id) ? 'booked' : slot.status;
  return {
    id: slot.id,
    startsAt: slot.originalTimeRange.start,
    endsAt: slot.originalTimeRange.end,
    status,
    appointmentType: slot.appointmentType,
  };
}

export function slotsOn(slots: readonly ScheduleSlot[], date: string): ScheduleSlot[] {
  return slots.filter((slot) => slot.date === date);
}

/** Whether the patient may pick this slot now (spec 4: available and not started). */
export function isBookable(slot: ScheduleSlot, now: Date | number = Date.now(), unavailableIds: ReadonlySet<string> = new Set()): boolean {
  return isSlotSelectable(toTimeSlot(slot, unavailableIds), now);
}

/** The first date (in the schedule's zone) with a slot that can be picked, or null. */
export function firstBookableDate(
  slots: readonly ScheduleSlot[],
  now: Date | number = Date.now(),
  unavailableIds: ReadonlySet<string> = new Set(),
): string | null {
  let best: string | null = null;
  for (const slot of slots) {
    if (!isBookable(slot, now, unavailableIds)) continue;
    if (best === null || slot.date < best) best = slot.date;
  }
  return best;
}

/**
 * The first day after `date` with a time that can be picked: in the loaded range, else the server's
 * first free day after it (`nextAvailableDate`), or null when the doctor has none.
 */
export function nextFreeDate(
  schedule: { slots: readonly ScheduleSlot[]; nextAvailableDate?: string | null },
  date: string,
  now: Date | number = Date.now(),
  unavailableIds: ReadonlySet<string> = new Set(),
): string | null {
  const later = firstBookableDate(schedule.slots.filter((slot) => slot.date > date), now, unavailableIds);
  if (later) return later;
  const ahead = schedule.nextAvailableDate ?? null;
  return ahead && ahead > date ? ahead : null;
}

/** Dates of the window that have no slot at all (nothing to show: disabled in the calendar). */
export function emptyDates(window: ScheduleWindow, slots: readonly ScheduleSlot[]): Set<string> {
  const withSlots = new Set(slots.map((slot) => slot.date));
  const empty = new Set<string>();
  for (let day = window.from; day <= window.to; day = nextDay(day)) if (!withSlots.has(day)) empty.add(day);
  return empty;
}

function nextDay(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}
