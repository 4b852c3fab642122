// The two calendars a patient in Nepal reads: AD (Gregorian) and Bikram Sambat (BS). The calendar
// grid and the date-of-birth picker work in either; the value is always an AD 'YYYY-MM-DD' date, the
// calendar only decides how months are cut and named. BS months come from the shared converter.
import { BS_MONTHS_EN, BS_MONTHS_NE, adToBs, bsDaysInMonth, bsToAd, devanagari } from '@contracts/bikram-sambat';
import { addDays, daysIn, parsePlainDate, shiftMonth, toPlainDate, utcDate, weekday, type PlainDate, type YearMonth } from './dates';
import { dateFormat, numberFormat } from '../intl';
import { intlLocale } from '../locale';

export type CalendarKind = 'ad' | 'bs';

export const CALENDAR_KINDS: readonly CalendarKind[] = ['bs', 'ad'];

/** The calendar a reader sees first: BS in Nepali, AD in English. */
export function defaultCalendar(locale: string): CalendarKind {
  return locale === 'ne' ? 'bs' : 'ad';
}

export type CalendarSystem = {
  kind: CalendarKind;
  /** The month (in this calendar) an AD date falls in. */
  monthOf(date: PlainDate): YearMonth;
  /** The day of the month (in this calendar) of an AD date. */
  dayOf(date: PlainDate): number;
  /** The AD date of a day of a month of this calendar. */
  dateOf(month: YearMonth, day: number): PlainDate;
  daysIn(month: YearMonth): number;
  /** A month's name in the app locale ('en', 'ne'). */
  monthName(month: number, locale: string): string;
  /** A year or day number in the app locale's digits. */
  number(n: number, locale: string): string;
};

const numberIn = (n: number, locale: string) => numberFormat(intlLocale(locale), { useGrouping: false }).format(n);

export const AD: CalendarSystem = {
  kind: 'ad',
  monthOf: (date) => {
    const { year, month } = parsePlainDate(date);
    return { year, month };
  },
  dayOf: (date) => parsePlainDate(date).day,
  dateOf: (month, day) => toPlainDate(month.year, month.month, day),
  daysIn,
  monthName: (month, locale) =>
    dateFormat(intlLocale(locale), { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2000, month - 1, 1))),
  number: numberIn,
};

export const BS: CalendarSystem = {
  kind: 'bs',
  monthOf: (date) => {
    const { year, month } = adToBs(date);
    return { year, month };
  },
  dayOf: (date) => adToBs(date).day,
  dateOf: (month, day) => bsToAd({ ...month, day }),
  daysIn: (month) => bsDaysInMonth(month.year, month.month),
  monthName: (month, locale) => (locale === 'ne' ? BS_MONTHS_NE : BS_MONTHS_EN)[month - 1]!,
  number: (n, locale) => (locale === 'ne' ? devanagari(n) : String(n)),
};

export function calendarSystem(kind: CalendarKind): CalendarSystem {
  return kind === 'bs' ? BS : AD;
}

/** Weeks of a month of `system` starting on Sunday, as AD dates; `null` pads the first and last week. */
export function monthWeeksIn(system: CalendarSystem, view: YearMonth): (PlainDate | null)[][] {
  const first = system.dateOf(view, 1);
  const cells: (PlainDate | null)[] = Array.from({ length: weekday(first) }, () => null);
  const length = system.daysIn(view);
  for (let day = 0; day < length; day += 1) cells.push(addDays(first, day));
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (PlainDate | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** The same day of the month `months` later in `system`, clamped to that month's length. */
export function addMonthsIn(system: CalendarSystem, date: PlainDate, months: number): PlainDate {
  const target = shiftMonth(system.monthOf(date), months);
  return system.dateOf(target, Math.min(system.dayOf(date), system.daysIn(target)));
}

/** "Mangsir 2083" / "मंसिर २०८३", or "November 2026". */
export function monthTitle(system: CalendarSystem, view: YearMonth, locale: string): string {
  if (system.kind === 'ad') {
    return dateFormat(intlLocale(locale), { month: 'long', year: 'numeric', timeZone: 'UTC' })
      .format(new Date(Date.UTC(view.year, view.month - 1, 1)));
  }
  return `${system.monthName(view.month, locale)} ${system.number(view.year, locale)}`;
}

/** The AD months a BS month spans ("Nov–Dec 2026"), shown under its title so both calendars can be read. */
export function adSpan(view: YearMonth, locale: string): string {
  const first = BS.dateOf(view, 1);
  const last = addDays(first, BS.daysIn(view) - 1);
  // Chromium's Nepali short months are English ('Nov'): the long Devanagari names in Nepali.
  const month = dateFormat(intlLocale(locale), { month: locale === 'ne' ? 'long' : 'short', timeZone: 'UTC' });
  const year = (date: PlainDate) => numberIn(parsePlainDate(date).year, locale);
  const from = utcDate(first);
  const to = utcDate(last);
  return parsePlainDate(first).year === parsePlainDate(last).year
    ? `${month.format(from)}–${month.format(to)} ${year(last)}`
    : `${month.format(from)} ${year(first)} – ${month.format(to)} ${year(last)}`;
}
