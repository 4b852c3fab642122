import { describe, expect, it } from 'vitest';
import { formatDocDate, formatDocDateTime, formatDocMoney, formatDocNumber } from './pdf-format';

describe('document dates, numbers and money', () => {
  // 2083-08-08 BS = 2026-11-24 AD (two independent converters agree: shared/FACTS.md).
  it('gives a day in both calendars: BS first in Nepali with Devanagari digits, AD first in English', () => {
    expect(formatDocDate('2026-11-24', 'en')).toBe('24 Nov 2026 · 8 Mangsir 2083');
    expect(formatDocDate('2026-11-24', 'ne')).toBe('८ मंसिर २०८३ (२४ नोभेम्बर २०२६)');
    expect(formatDocDate('2025-04-14', 'en')).toBe('14 Apr 2025 · 1 Baisakh 2082');
  });

  it('gives an instant in the zone asked for, on the 12-hour clock', () => {
    // 06:30 UTC is 12:15 in Kathmandu (UTC+5:45).
    expect(formatDocDateTime('2026-11-24T06:30:00Z', 'Asia/Kathmandu', 'en')).toBe('24 Nov 2026, 12:15 pm · 8 Mangsir 2083');
    expect(formatDocDateTime('2026-11-24T06:30:00Z', 'Asia/Kathmandu', 'ne')).toBe('८ मंसिर २०८३, १२:१५ अपराह्न (२४ नोभेम्बर २०२६)');
    // Still the 23rd in New York: the day is the zone's.
    expect(formatDocDateTime('2026-11-24T03:00:00Z', 'America/New_York', 'en')).toBe('23 Nov 2026, 10:00 pm · 7 Mangsir 2083');
  });

  it('gives the AD date alone outside the converter\'s range', () => {
    expect(formatDocDate('1930-05-01', 'en')).toBe('1 May 1930');
    expect(formatDocDate('1930-05-01', 'ne')).toBe('१ मे १९३०');
  });

  it('writes numbers and money with lakh grouping, in Devanagari digits in Nepali', () => {
    expect(formatDocNumber(1234567, 'en')).toBe('12,34,567');
    expect(formatDocNumber(1234567, 'ne')).toBe('१२,३४,५६७');
    expect(formatDocNumber(12.5, 'ne')).toBe('१२.५');
    expect(formatDocMoney(51_000, 'en')).toBe('Rs. 510');
    expect(formatDocMoney(150_050, 'ne')).toBe('रु. १,५००.५०');
  });
});
