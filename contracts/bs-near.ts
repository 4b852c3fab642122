// BS dates of the years around now (2082–2090 BS, April 2025 – April 2034), for the directory's
// first screen, where the full converter (nepali-datetime, ~2 KB) would not fit the budget: a doctor's
// next free time is days or weeks away. The month lengths are nepali-datetime's own, written out
// here; contracts/bs-near.test.ts checks every day of the range against it, so they cannot drift.
import type { BsDate } from './bs-names';

const FIRST_YEAR = 2082;
/** Day number (days since 1970-01-01) of 1 Baisakh 2082 = 2025-04-14. */
const FIRST_DAY = 20192;
/** Each month's length minus 29, Baisakh 2082 … Chaitra 2090. */
const LENGTHS = '223222101011223222101011232321110012132321110102223222101011223321101011232321110012132321110102223222101011';

/** The BS date of an AD calendar date 'YYYY-MM-DD' in the years above, else null. */
export function nearBs(isoDate: string): BsDate | null {
  let day = Date.parse(`${isoDate}T00:00:00Z`) / 86_400_000 - FIRST_DAY;
  if (!(day >= 0)) return null;
  for (let i = 0; i < LENGTHS.length; i += 1) {
    const length = 29 + Number(LENGTHS[i]);
    if (day < length) return { year: FIRST_YEAR + Math.floor(i / 12), month: (i % 12) + 1, day: day + 1 };
    day -= length;
  }
  return null;
}
