// Patients type numbers in either script (a Nepali keyboard gives ०–९): both are read as the same
// number. Tiny and converter-free, so the contracts that use it stay light on the first screen.
const DEVANAGARI_DIGITS = '०१२३४५६७८९';

/** Devanagari digits read as Latin ones ('९८४१' → '9841'). */
export const latinDigits = (text: string) => text.replace(/[०-९]/g, (d) => String(DEVANAGARI_DIGITS.indexOf(d)));

/** Latin digits written in Devanagari ('2083' → '२०८३'). */
export const devanagari = (n: number | string) => String(n).replace(/[0-9]/g, (d) => DEVANAGARI_DIGITS[Number(d)]!);
