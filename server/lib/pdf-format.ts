// Dates, numbers and money as the printed documents show them, in the reader's language. The forms
// are the app's (src/lib/i18n/bs-format.ts, which the server cannot import), with the year kept, since a
// document is kept: in Nepali the Bikram Sambat date first, Devanagari digits and the AD date in
// brackets ('८ मंसिर २०८३ (२४ नोभेम्बर २०२६)'); in English the AD date with the BS date beside it
// ('24 Nov 2026 · 8 Mangsir 2083').
import { formatBs } from '../../contracts/bikram-sambat';
import type { Locale } from '../../contracts/messages';
import { formatRupees } from '../../contracts/payments';
import { localDateTime } from './zoned-time';

const DEVANAGARI_DIGITS = '०१२३४५६७८९';

/** ASCII digits as Devanagari ones in Nepali; the text unchanged in English. */
export function localDigits(text: string, locale: Locale): string {
  return locale === 'ne' ? text.replace(/[0-9]/g, (d) => DEVANAGARI_DIGITS[Number(d)]!) : text;
}

/** 1234567 → '12,34,567' / '१२,३४,५६७' (Nepal's lakh grouping in both). */
export function formatDocNumber(value: number, locale: Locale): string {
  return localDigits(new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 }).format(value), locale);
}

/** Paisa as 'Rs. 1,500.50' / 'रु. १,५००.५०', the app's prefixes. */
export function formatDocMoney(paisa: number, locale: Locale): string {
  return locale === 'ne' ? `रु. ${localDigits(formatRupees(paisa), 'ne')}` : `Rs. ${formatRupees(paisa)}`;
}

const formats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = formats.get(key);
  if (!f) formats.set(key, (f = new Intl.DateTimeFormat(locale === 'ne' ? 'ne-NP' : 'en-GB', options)));
  return f;
}

/** '24 Nov 2026' / '२४ नोभेम्बर २०२६' for a calendar day 'YYYY-MM-DD'. */
function adDate(isoDate: string, locale: Locale): string {
  // Nepali has no short month names; its ICU pattern puts the year first, the app shows day month year.
  const parts = dateFormat(locale, { timeZone: 'UTC', day: 'numeric', month: locale === 'ne' ? 'long' : 'short', year: 'numeric' })
    .formatToParts(new Date(`${isoDate}T00:00:00Z`));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return localDigits(`${part('day')} ${part('month')} ${part('year')}`, locale);
}

/** The BS form of a calendar day, or null outside the converter's range (then the AD date stands alone). */
function bsDate(isoDate: string, locale: Locale): string | null {
  try {
    return formatBs(isoDate, locale);
  } catch {
    return null;
  }
}

/** A calendar day 'YYYY-MM-DD' in both calendars. */
export function formatDocDate(isoDate: string, locale: Locale): string {
  const ad = adDate(isoDate, locale);
  const bs = bsDate(isoDate, locale);
  if (!bs) return ad;
  return locale === 'ne' ? `${bs} (${ad})` : `${ad} · ${bs}`;
}

/**
 * An instant's date and time in `timeZone`, in both calendars: '24 Nov 2026, 12:15 pm · 8 Mangsir 2083'
 * or '८ मंसिर २०८३, १२:१५ अपराह्न (२४ नोभेम्बर २०२६)'.
 */
export function formatDocDateTime(instant: string | Date, timeZone: string, locale: Locale): string {
  const at = new Date(instant);
  const day = localDateTime(at, timeZone).date;
  // hourCycle h12: 'hour12: true' shows 12:15 as 0:15 in some locales.
  const time = localDigits(dateFormat(locale, { timeZone, hour: 'numeric', minute: '2-digit', hourCycle: 'h12' }).format(at), locale);
  const ad = adDate(day, locale);
  const bs = bsDate(day, locale);
  if (!bs) return `${ad}, ${time}`;
  return locale === 'ne' ? `${bs}, ${time} (${ad})` : `${ad}, ${time} · ${bs}`;
}
