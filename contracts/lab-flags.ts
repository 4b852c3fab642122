// Small shared rules of the console's clinical forms (issue 30): a dose pattern (morning-noon-night,
// e.g. 1-0-1 or ½-0-½) and a lab value's flag against its reference range. Client and server agree.
import { latinDigits } from './digits';

const DOSE_PART = String.raw`(?:\d{1,2}(?:\.\d)?|\d?½)`;
const DOSE = new RegExp(`^${DOSE_PART}(?:-${DOSE_PART}){2,3}$`);

/** "1-0-1", "1-1-1-1", "½-0-½" (Devanagari digits too); at least one dose a day. */
export function isDosePattern(text: string): boolean {
  const t = latinDigits(text.trim());
  if (!DOSE.test(t)) return false;
  return t.split('-').some((p) => p !== '0' && p !== '0.0');
}

const num = (s: string): number | undefined => {
  const n = Number(latinDigits(s.trim()).replace(/,/g, ''));
  return s.trim() !== '' && Number.isFinite(n) ? n : undefined;
};

/** A range as written on reports: "70-100", "70 – 100", "< 200", "<=5.7", "> 40". */
export function parseRange(range: string): { low?: number; high?: number } | undefined {
  const r = latinDigits(range).trim();
  const between = /^(-?[\d.,]+)\s*(?:-|–|to)\s*([\d.,]+)$/.exec(r);
  if (between) {
    const low = num(between[1]!);
    const high = num(between[2]!);
    return low !== undefined && high !== undefined && low <= high ? { low, high } : undefined;
  }
  const bound = /^(<=?|>=?|≤|≥)\s*([\d.,]+)$/.exec(r);
  if (!bound) return undefined;
  const n = num(bound[2]!);
  if (n === undefined) return undefined;
  return bound[1]!.startsWith('<') || bound[1] === '≤' ? { high: n } : { low: n };
}

/** normal / low / high when the value is a number and the range can be read; null otherwise. */
export function flagFor(value: string, range: string | null | undefined): 'normal' | 'low' | 'high' | null {
  if (!range) return null;
  const n = num(value);
  const r = parseRange(range);
  if (n === undefined || !r) return null;
  if (r.low !== undefined && n < r.low) return 'low';
  if (r.high !== undefined && n > r.high) return 'high';
  return 'normal';
}

/** A result's value as a number for a chart (undefined when it is text such as "Negative"). */
export const numericValue = num;
