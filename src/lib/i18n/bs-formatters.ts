// Dates with their Bikram Sambat (BS) form, on the screens a patient keeps (appointments, booking,
// payments): in Nepali BS first, with Devanagari digits, and the AD date in brackets ('८ मंसिर २०८३
// (२४ नोभेम्बर २०२६)'); in English the AD date with BS beside it ('24 Nov 2026 · 8 Mangsir 2083').
// Made for a converter (day → BS text): bs-format.ts with the full one, bs-format-near.ts with the
// directory's light table of the years around now.
import { formatDate, formatDateTime, formatTime, patientTimeZone } from './format';
import { currentLocale, type Locale } from './i18n';

type DateInput = string | number | Date;
type ZoneOptions = { locale?: Locale; timeZone?: string };
/** 'YYYY-MM-DD' (AD) → its BS date written for `locale`; throws or returns null outside the converter's range. */
export type BsWriter = (isoDate: string, locale: Locale) => string | null;

const isoDayFormats = new Map<string, Intl.DateTimeFormat>();
/** The calendar day ('YYYY-MM-DD', AD) of an instant in a zone. */
function isoDay(value: DateInput, timeZone: string): string {
  let f = isoDayFormats.get(timeZone);
  if (!f) isoDayFormats.set(timeZone, (f = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })));
  return f.format(typeof value === 'string' || typeof value === 'number' ? new Date(value) : value);
}

function bsDay(writeBs: BsWriter, value: DateInput, timeZone: string, locale: Locale): string | null {
  try {
    return writeBs(isoDay(value, timeZone), locale);
  } catch {
    return null;
  }
}

/** The date in both calendars for `locale`: '24 Nov 2026 · 8 Mangsir 2083', '८ मंसिर २०८३ (२४ नोभेम्बर २०२६)'; AD alone outside the converter's range. */
export function formatDateBsWith(writeBs: BsWriter, value: DateInput, { locale = currentLocale(), timeZone = patientTimeZone() }: ZoneOptions = {}): string {
  const ad = formatDate(value, { locale, timeZone });
  const bs = bsDay(writeBs, value, timeZone, locale);
  if (!bs) return ad;
  return locale === 'ne' ? `${bs} (${ad})` : `${ad} · ${bs}`;
}

/**
 * A date and time in both calendars, in two parts: ['Sat 21 Nov, 1:15 pm', '5 Mangsir 2083'] in English,
 * ['५ मंसिर २०८३, १:१५ अपराह्न', '(शनि २१ नोभेम्बर)'] in Nepali (BS first, the AD day in brackets); the second
 * is null outside the converter's range. For a screen that sets the second apart (a line of its own).
 */
export function dateTimeBsPartsWith(writeBs: BsWriter, value: DateInput, { locale = currentLocale(), timeZone = patientTimeZone() }: ZoneOptions = {}): [string, string | null] {
  const adDateTime = formatDateTime(value, { locale, timeZone });
  const bs = bsDay(writeBs, value, timeZone, locale);
  if (!bs) return [adDateTime, null];
  if (locale !== 'ne') return [adDateTime, bs];
  const adDay = adDateTime.slice(0, adDateTime.lastIndexOf(','));
  return [`${bs}, ${formatTime(value, { locale, timeZone })}`, `(${adDay})`];
}

/** The same in one line: 'Sat 21 Nov, 1:15 pm · 5 Mangsir 2083', '५ मंसिर २०८३, १:१५ अपराह्न (शनि २१ नोभेम्बर)'. */
export function formatDateTimeBsWith(writeBs: BsWriter, value: DateInput, options: ZoneOptions = {}): string {
  const [first, second] = dateTimeBsPartsWith(writeBs, value, options);
  if (!second) return first;
  return (options.locale ?? currentLocale()) === 'ne' ? `${first} ${second}` : `${first} · ${second}`;
}
