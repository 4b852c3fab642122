// Bikram Sambat (BS), the calendar most patients in Nepal read dates in, for display and input only:
// data stays ISO/AD. Shared by the app and the server. The conversion is nepali-datetime's
// (opensource-nepal; pinned 1.6.0, the last release for Node 20): BS 2000–2099, AD 1944–2042 from AD.
// Outside that it throws (DateOutOfRangeError), never guesses.
import converter from 'nepali-datetime/dateConverter';

export type BsDate = { year: number; month: number; day: number };

/** BS months, 1 = Baisakh … 12 = Chaitra, as Nepal's government writes them in Latin script and in Nepali. */
export const BS_MONTHS_EN = [
  'Baisakh', 'Jestha', 'Asar', 'Shrawan', 'Bhadra', 'Asoj', 'Kartik', 'Mangsir', 'Poush', 'Magh', 'Falgun', 'Chaitra',
] as const;
export const BS_MONTHS_NE = ['बैशाख', 'जेठ', 'असार', 'साउन', 'भदौ', 'असोज', 'कात्तिक', 'मंसिर', 'पुस', 'माघ', 'फागुन', 'चैत'] as const;

const DEVANAGARI_DIGITS = '०१२३४५६७८९';
const devanagari = (n: number) => String(n).replace(/[0-9]/g, (d) => DEVANAGARI_DIGITS[Number(d)]!);

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
  const { year, month, day } = adToBs(isoDate);
  return locale === 'ne'
    ? `${devanagari(day)} ${BS_MONTHS_NE[month - 1]} ${devanagari(year)}`
    : `${day} ${BS_MONTHS_EN[month - 1]} ${year}`;
}
