// Plain calendar dates as ISO strings ('YYYY-MM-DD'): no time, no time zone, so a day
// never shifts when formatted. Arithmetic goes through UTC.

export type PlainDate = string;
export type YearMonth = { year: number; month: number };

const pad = (n: number) => String(n).padStart(2, '0');

export function toPlainDate(year: number, month: number, day: number): PlainDate {
  return `${String(year).padStart(4, '0')}-${pad(month)}-${pad(day)}`;
}

export function parsePlainDate(date: PlainDate): { year: number; month: number; day: number } {
  const [y, m, d] = date.split('-').map(Number);
  return { year: y ?? NaN, month: m ?? NaN, day: d ?? NaN };
}

export function isPlainDate(value: unknown): value is PlainDate {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
}

/** The date as a UTC midnight `Date`, for `Intl` formatting with `timeZone: 'UTC'`. */
export function utcDate(date: PlainDate): Date {
  const { year, month, day } = parsePlainDate(date);
  return new Date(Date.UTC(year, month - 1, day));
}

function fromUtc(d: Date): PlainDate {
  return toPlainDate(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
}

export function addDays(date: PlainDate, days: number): PlainDate {
  const d = utcDate(date);
  d.setUTCDate(d.getUTCDate() + days);
  return fromUtc(d);
}

export function daysIn({ year, month }: YearMonth): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Same day of another month, clamped to that month's length. */
export function addMonths(date: PlainDate, months: number): PlainDate {
  const { year, month, day } = parsePlainDate(date);
  const target = shiftMonth({ year, month }, months);
  return toPlainDate(target.year, target.month, Math.min(day, daysIn(target)));
}

export function shiftMonth({ year, month }: YearMonth, by: number): YearMonth {
  const index = year * 12 + (month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export function compareMonth(a: YearMonth, b: YearMonth): number {
  return a.year * 12 + a.month - (b.year * 12 + b.month);
}

export function monthOf(date: PlainDate): YearMonth {
  const { year, month } = parsePlainDate(date);
  return { year, month };
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(date: PlainDate): number {
  return utcDate(date).getUTCDay();
}

/** Weeks of a month starting on Sunday; `null` pads the first and last week. */
export function monthWeeks(view: YearMonth): (PlainDate | null)[][] {
  const first = toPlainDate(view.year, view.month, 1);
  const cells: (PlainDate | null)[] = Array.from({ length: weekday(first) }, () => null);
  for (let day = 1; day <= daysIn(view); day += 1) cells.push(toPlainDate(view.year, view.month, day));
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (PlainDate | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** Today's date in a time zone (the app's zone is Asia/Kathmandu). */
export function todayIn(timeZone: string, now: Date = new Date()): PlainDate {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    .formatToParts(now);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  return toPlainDate(get('year'), get('month'), get('day'));
}
