// Numbers, money, dates and times through Intl. English uses Nepal's conventions (lakh
// grouping for numbers, day before month); Nepali uses ne-NP with Devanagari digits.
// Some Chromium builds ship ICU without `ne` data and silently fall back to English: numbers
// then ask for Devanagari digits explicitly (`-u-nu-deva`, with en-IN as the fallback), and
// dates go through the design system's fallback that swaps in the Nepali names.
import { dateFormat as intlDateFormat, type DateFormat } from '@/ui/intl';
import { currentLocale, INTL_LOCALES, type Locale } from './i18n';
import { patientTimeZone } from './time-zone';

const DATE_LOCALES: Record<Locale, string> = { en: 'en-GB', ne: 'ne-NP' };
const RUPEE_PREFIX: Record<Locale, string> = { en: 'Rs.', ne: 'रु.' };

// The zones live in time-zone.ts (the app's start-up and every API call read them; the formats are
// only on the pages that show dates and money).
export { browserTimeZone, intlWarmed, PATIENT_ZONE_KEY, patientTimeZone, setPatientTimeZone } from './time-zone';

const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = numberFormats.get(key);
  if (!f) numberFormats.set(key, (f = new Intl.NumberFormat(INTL_LOCALES[locale], options)));
  return f;
}
/** The design system's formatter (made once per locale and options there). */
function dateFormat(locale: Locale, options: Intl.DateTimeFormatOptions): DateFormat {
  return intlDateFormat(DATE_LOCALES[locale], options);
}

export function formatNumber(value: number, locale: Locale = currentLocale(), options: Intl.NumberFormatOptions = {}): string {
  return numberFormat(locale, options).format(value);
}

/** Money arrives in paisa (1 rupee = 100 paisa): 150000 → 'Rs. 1,500' / 'रु. १,५००'. */
export function formatMoney(paisa: number, locale: Locale = currentLocale()): string {
  const rupees = paisa / 100;
  const whole = Number.isInteger(rupees);
  const amount = formatNumber(rupees, locale, {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  });
  return `${RUPEE_PREFIX[locale]} ${amount}`;
}

type DateInput = string | number | Date;
/** Nepali has no abbreviated month names (CLDR's short and long are the same): ask for long. */
const shortMonth = (locale: Locale) => (locale === 'ne' ? 'long' : 'short');
const toDate = (d: DateInput) => (d instanceof Date ? d : new Date(d));

interface ZoneOptions {
  locale?: Locale;
  timeZone?: string;
}

/** '21 Nov 2026' / '२१ नोभेम्बर २०२६' in the patient's zone. */
export function formatDate(value: DateInput, { locale = currentLocale(), timeZone = patientTimeZone() }: ZoneOptions = {}): string {
  return dateFormat(locale, { timeZone, day: 'numeric', month: shortMonth(locale), year: 'numeric' }).format(toDate(value));
}

/** '1:15 pm' / '१:१५ अपराह्न' — 12-hour clock (hourCycle h12, so 12:15 is not '0:15'). */
export function formatTime(value: DateInput, { locale = currentLocale(), timeZone = patientTimeZone() }: ZoneOptions = {}): string {
  return dateFormat(locale, { timeZone, hour: 'numeric', minute: '2-digit', hourCycle: 'h12' }).format(toDate(value));
}

/** 'Sat 21 Nov, 1:15 pm' (date and time formatted apart, so no locale adds an 'at'). */
export function formatDateTime(value: DateInput, { locale = currentLocale(), timeZone = patientTimeZone() }: ZoneOptions = {}): string {
  const day = dateFormat(locale, { timeZone, weekday: 'short', day: 'numeric', month: shortMonth(locale) }).format(toDate(value));
  return `${day}, ${formatTime(value, { locale, timeZone })}`;
}

/** Weekday name for 0 = Sunday … 6 = Saturday. */
export function formatWeekday(weekday: number, locale: Locale = currentLocale(), width: 'long' | 'short' = 'long'): string {
  // 7 January 2024 was a Sunday.
  return dateFormat(locale, { timeZone: 'UTC', weekday: width }).format(new Date(Date.UTC(2024, 0, 7 + weekday)));
}

/** A wall-clock 'HH:MM' (clinic hours, no zone) on the 12-hour clock: '09:30' → '9:30 am'. */
export function formatClockTime(hhmm: string, locale: Locale = currentLocale()): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return dateFormat(locale, { timeZone: 'UTC', hour: 'numeric', minute: '2-digit', hourCycle: 'h12' }).format(
    new Date(Date.UTC(2024, 0, 7, h, m)),
  );
}

const DEVANAGARI_ZERO = 0x0966;

/** Turn Devanagari digits (०-९) into ASCII digits; other characters are kept: '१२३' → '123'. */
export function parseDigits(text: string): string {
  return text.replace(/[०-९]/g, (d) => String(d.charCodeAt(0) - DEVANAGARI_ZERO));
}

/** Parse a number typed in either script, with optional grouping commas: '१,५००' → 1500. */
export function parseNumber(text: string): number {
  const cleaned = parseDigits(text).replace(/[,\s]/g, '');
  return cleaned === '' ? Number.NaN : Number(cleaned);
}
