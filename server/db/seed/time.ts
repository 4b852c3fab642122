// Asia/Kathmandu (UTC+05:45, no daylight saving) wall-clock helpers for the seed.
const KTM_OFFSET_MS = (5 * 60 + 45) * 60_000;
const DAY_MS = 86_400_000;

export interface LocalDay {
  /** YYYY-MM-DD in Kathmandu. */
  iso: string;
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
  /** UTC midnight of the local date (used as a calendar key only). */
  utcMidnight: number;
}

/** The Kathmandu calendar day containing `at`, shifted by `offsetDays`. */
export function kathmanduDay(at: Date, offsetDays = 0): LocalDay {
  const local = new Date(at.getTime() + KTM_OFFSET_MS);
  const utcMidnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) + offsetDays * DAY_MS;
  const d = new Date(utcMidnight);
  return { iso: d.toISOString().slice(0, 10), weekday: d.getUTCDay(), utcMidnight };
}

/** The instant of a Kathmandu wall-clock time ('HH:MM' or minutes after midnight) on a local day. */
export function kathmanduInstant(day: LocalDay, time: string | number): Date {
  const minutes = typeof time === 'number' ? time : toMinutes(time);
  return new Date(day.utcMidnight + minutes * 60_000 - KTM_OFFSET_MS);
}

export function toMinutes(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

export function toHhmm(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

export function addDays(at: Date, days: number): Date {
  return new Date(at.getTime() + days * DAY_MS);
}

/** ISO date (YYYY-MM-DD) of the Kathmandu day `offsetDays` from `at`. */
export function isoDay(at: Date, offsetDays = 0): string {
  return kathmanduDay(at, offsetDays).iso;
}
