// Date-picker choice rules (spec section 5), as pure functions. The date-of-birth picker
// offers past dates: "today" is the upper bound of the choices.
import { intlLocale } from '../locale';
import { dateFormat } from '../intl';

/** A calendar day: a `Date` (read in local time) or an ISO `YYYY-MM-DD` string. */
export type Today = Date | string;

export type MonthChoice = { value: string; label: string };

export type DayParts = { year: number; month: number; day: number };

export const MIN_YEAR = 1900;

/** Year, month (1–12) and day of `today`; a string is read as `YYYY-MM-DD`. */
export function dayParts(today: Today): DayParts {
  if (typeof today === 'string') {
    const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(today);
    if (!match) throw new RangeError(`Not an ISO date: ${today}`);
    return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  }
  return { year: today.getFullYear(), month: today.getMonth() + 1, day: today.getDate() };
}

const toInt = (value: number | string): number => (typeof value === 'number' ? value : value.trim() === '' ? NaN : Number(value));

const pad = (value: number): string => String(value).padStart(2, '0');

/** Number of days in a month (1–12) of a Gregorian year, leap years included. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * Zero-padded two-digit days ('01', '02', …) of the given year and month, cut off at
 * today's day when that is the current month (today included). Empty when the month is
 * outside 1–12 or the year is before 1900.
 */
export function dayChoices(year: number | string, month: number | string, today: Today): string[] {
  const y = toInt(year);
  const m = toInt(month);
  if (!Number.isInteger(y) || !Number.isInteger(m) || y < MIN_YEAR || m < 1 || m > 12) return [];
  const now = dayParts(today);
  const last = y === now.year && m === now.month ? now.day : daysInMonth(y, m);
  return Array.from({ length: last }, (_, index) => pad(index + 1));
}

/**
 * The month names of a year with two-digit values ('01' … '12'): up to the current month
 * (included) when the year is the current one, otherwise all twelve. `locale` is the app
 * locale ('en', 'ne') or any BCP 47 tag.
 */
export function monthChoices(year: number | string, today: Today, locale = 'en'): MonthChoice[] {
  const y = toInt(year);
  const now = dayParts(today);
  const count = y === now.year ? now.month : 12;
  const format = dateFormat(intlLocale(locale), { month: 'long', timeZone: 'UTC' });
  return Array.from({ length: count }, (_, index) => ({
    value: pad(index + 1),
    label: format.format(new Date(Date.UTC(2000, index, 1))),
  }));
}

/** Every year between the two bounds (both included), newest first, whatever their order. */
export function yearChoices(from: number, to: number): number[] {
  if (!Number.isFinite(from) || !Number.isFinite(to)) return [];
  const high = Math.floor(Math.max(from, to));
  const low = Math.ceil(Math.min(from, to));
  return Array.from({ length: Math.max(0, high - low + 1) }, (_, index) => high - index);
}
