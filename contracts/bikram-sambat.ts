// Bikram Sambat (BS), the calendar most patients in Nepal read dates in, for display and input only:
// data stays ISO/AD. Shared by the app and the server. The conversion is nepali-datetime's
// (opensource-nepal; pinned 1.6.0, the last release for Node 20): BS 2000–2099, AD 1944–2042 from AD.
// Outside that it throws (DateOutOfRangeError), never guesses.
import converter from 'nepali-datetime/dateConverter';
import { devanagari, latinDigits } from './digits';
import { BS_MONTHS_EN, BS_MONTHS_NE, writeBs, type BsDate } from './bs-names';

export { BS_MONTHS_EN, BS_MONTHS_NE, devanagari, latinDigits, type BsDate };

/** The BS years the converter knows (2000–2099). */
export const BS_MIN_YEAR = converter.npMinYear();

/** 'YYYY-MM-DD' (AD) → its BS date. */
export function adToBs(isoDate: string): BsDate {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const [year, month, day] = converter.englishToNepali(y, m - 1, d);
  return { year, month: month + 1, day };
}

/** A BS date → 'YYYY-MM-DD' (AD). */
export function bsToAd({ year, month, day }: BsDate): string {
  const [y, m, d] = converter.nepaliToEnglish(year, month - 1, day);
  return `${y}-${String(m + 1).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** '8 Mangsir 2083' (en) or '८ मंसिर २०८३' (ne) for an AD calendar date 'YYYY-MM-DD'. */
export function formatBs(isoDate: string, locale: 'en' | 'ne'): string {
  return writeBs(adToBs(isoDate), locale);
}

/** Whether the BS date exists (the converter refuses a day past its month's end, and years outside 2000–2099). */
export function isBsDate({ year, month, day }: BsDate): boolean {
  if (![year, month, day].every(Number.isInteger) || month < 1 || month > 12 || day < 1 || day > 32) return false;
  try {
    bsToAd({ year, month, day });
    return true;
  } catch {
    return false;
  }
}

/** Days in a BS month (29–32; they vary from year to year, so they come from the converter's table). */
export function bsDaysInMonth(year: number, month: number): number {
  let day = 32;
  while (day > 29 && !isBsDate({ year, month, day })) day -= 1;
  return day;
}

/**
 * A date typed as on a Nepali certificate, year first: '2047-05-12', '2047/5/12', '२०४७.०५.१२'.
 * Null when it is not a date of that form.
 */
export function parseBsDate(text: string): BsDate | null {
  const match = /^\s*(\d{4})\s*[-/.]\s*(\d{1,2})\s*[-/.]\s*(\d{1,2})\s*$/.exec(latinDigits(text));
  if (!match) return null;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return isBsDate(date) ? date : null;
}
