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

export function shiftMonth({ year, month }: YearMonth, by: number): YearMonth {
  const index = year * 12 + (month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export function compareMonth(a: YearMonth, b: YearMonth): number {
  return a.year * 12 + a.month - (b.year * 12 + b.month);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(date: PlainDate): number {
  return utcDate(date).getUTCDay();
}

/** Today's date in a time zone (the app's zone is Asia/Kathmandu). */
export function todayIn(timeZone: string, now: Date = new Date()): PlainDate {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    .formatToParts(now);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  return toPlainDate(get('year'), get('month'), get('day'));
}
