// Calendar dates and wall-clock times in a caller's IANA time zone. Times are stored in UTC;
// these helpers only convert at the edges (query bounds in, display fields out).
import { formatBs } from '../../contracts/bikram-sambat';

const partsFormatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let f = partsFormatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23',
    });
    partsFormatters.set(timeZone, f);
  }
  return f;
}

type Wall = { year: number; month: number; day: number; hour: number; minute: number; second: number };

function wallClock(at: Date, timeZone: string): Wall {
  const out: Record<string, number> = {};
  for (const p of partsFormatter(timeZone).formatToParts(at)) {
    if (p.type !== 'literal') out[p.type] = Number(p.value);
  }
  return { year: out.year!, month: out.month!, day: out.day!, hour: out.hour! % 24, minute: out.minute!, second: out.second! };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The calendar date (YYYY-MM-DD) and time (HH:MM) of an instant in a zone. */
export function localDateTime(at: Date, timeZone: string): { date: string; time: string } {
  const w = wallClock(at, timeZone);
  return { date: `${w.year}-${pad(w.month)}-${pad(w.day)}`, time: `${pad(w.hour)}:${pad(w.minute)}` };
}

/** Today's date (YYYY-MM-DD) in a zone. */
export function todayIn(timeZone: string, now = new Date()): string {
  return localDateTime(now, timeZone).date;
}

/** An ISO date plus `days` (calendar arithmetic, zone-free). */
export function addDaysIso(iso: string, days: number): string {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
}

/** Whole days from `a` to `b` (ISO dates). */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

/** Offset of the zone at an instant, in ms (wall clock minus UTC). */
function offsetMs(at: number, timeZone: string): number {
  const w = wallClock(new Date(at), timeZone);
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - Math.floor(at / 1000) * 1000;
}

/** The instant a local calendar date begins in a zone (handles DST and half-hour zones). */
export function startOfLocalDay(iso: string, timeZone: string): Date {
  const [y, m, d] = iso.split('-').map(Number);
  const guess = Date.UTC(y!, m! - 1, d!);
  const first = guess - offsetMs(guess, timeZone);
  const second = guess - offsetMs(first, timeZone);
  return new Date(second);
}

const whenFormats = new Map<string, Intl.DateTimeFormat>();
function whenFormat(locale: 'en' | 'ne', timeZone: string, part: 'day' | 'time'): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}|${part}`;
  let f = whenFormats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale === 'ne' ? 'ne-NP' : 'en-GB', part === 'day'
      // Nepali has no short month names (CLDR's short and long are the same).
      ? { timeZone, weekday: 'short', day: 'numeric', month: locale === 'ne' ? 'long' : 'short' }
      // h12, not hour12: ne-NP writes 12:15 as '०:१५' with hour12.
      : { timeZone, hour: 'numeric', minute: '2-digit', hourCycle: 'h12' });
    whenFormats.set(key, f);
  }
  return f;
}

/**
 * An instant in a zone, in both calendars as the app writes them (src/lib/i18n/bs-format.ts): 'Tue 24 Nov,
 * 2:15 pm · 8 Mangsir 2083'; in Nepali Bikram Sambat first, '८ मंसिर २०८३, २:१५ अपराह्न (मङ्गल २४
 * नोभेम्बर)'. AD alone outside the converter's range. `oneCalendar`: the reader's own only (AD in
 * English, BS in Nepali: '८ मंसिर २०८३, २:१५ अपराह्न'), for an SMS.
 */
export function formatWhen(at: Date, timeZone: string, locale: 'en' | 'ne', opts: { oneCalendar?: boolean } = {}): string {
  const time = whenFormat(locale, timeZone, 'time').format(at);
  // Weekday, day, month in this order in both languages (ne-NP alone would put the month first).
  const parts = Object.fromEntries(whenFormat(locale, timeZone, 'day').formatToParts(at).map((p) => [p.type, p.value]));
  const day = `${parts['weekday']} ${parts['day']} ${parts['month']}`;
  let bs: string | null;
  try {
    bs = formatBs(localDateTime(at, timeZone).date, locale);
  } catch {
    bs = null;
  }
  if (!bs || (opts.oneCalendar && locale === 'en')) return `${day}, ${time}`;
  if (opts.oneCalendar) return `${bs}, ${time}`;
  return locale === 'ne' ? `${bs}, ${time} (${day})` : `${day}, ${time} · ${bs}`;
}
