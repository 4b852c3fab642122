// Calendar dates and wall-clock times in a caller's IANA time zone. Times are stored in UTC;
// these helpers only convert at the edges (query bounds in, display fields out).

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

/** "Tue, 25 Nov, 10:30 am" / Nepali digits and month names, in the given zone. */
export function formatWhen(at: Date, timeZone: string, locale: 'en' | 'ne'): string {
  return new Intl.DateTimeFormat(locale === 'ne' ? 'ne-NP' : 'en-GB', {
    timeZone, weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', hourCycle: 'h12',
  }).format(at);
}
