// Bookable times laid out from a doctor's weekly hours: back-to-back appointments of one length
// inside each period (a last piece shorter than one appointment is left out). Used by the console's
// weekly hours (modules/clinic/schedule-hours.ts) and the seed's top-up for hours a clinic has set.

/** Minutes after midnight of 'HH:MM' or 'HH:MM:SS'. */
export const clockMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Start minutes (after midnight) of the appointments of one period. */
export function periodStarts(start: string, end: string, slotMinutes: number): number[] {
  const out: number[] = [];
  for (let m = clockMinutes(start); m + slotMinutes <= clockMinutes(end); m += slotMinutes) out.push(m);
  return out;
}

/** The weekday (0 = Sunday) of an ISO calendar date. */
export const weekdayOf = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();
