// How a Bikram Sambat (BS) date is written, apart from how it is computed: month names and the
// '8 Mangsir 2083' / '८ मंसिर २०८३' forms. Converter-free, so a screen that only writes BS dates
// (with contracts/bs-near.ts) stays light.
import { devanagari } from './digits';

export type BsDate = { year: number; month: number; day: number };

/** BS months, 1 = Baisakh … 12 = Chaitra, as Nepal's government writes them in Latin script and in Nepali. */
export const BS_MONTHS_EN = [
  'Baisakh', 'Jestha', 'Asar', 'Shrawan', 'Bhadra', 'Asoj', 'Kartik', 'Mangsir', 'Poush', 'Magh', 'Falgun', 'Chaitra',
] as const;
export const BS_MONTHS_NE = ['बैशाख', 'जेठ', 'असार', 'साउन', 'भदौ', 'असोज', 'कात्तिक', 'मंसिर', 'पुस', 'माघ', 'फागुन', 'चैत'] as const;

/** '8 Mangsir 2083' (en) or '८ मंसिर २०८३' (ne). */
export function writeBs({ year, month, day }: BsDate, locale: 'en' | 'ne'): string {
  return locale === 'ne'
    ? `${devanagari(day)} ${BS_MONTHS_NE[month - 1]} ${devanagari(year)}`
    : `${day} ${BS_MONTHS_EN[month - 1]} ${year}`;
}
