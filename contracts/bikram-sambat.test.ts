import { describe, expect, it } from 'vitest';
import { adToBs, bsDaysInMonth, bsToAd, devanagari, formatBs, isBsDate, latinDigits, parseBsDate } from './bikram-sambat';

describe('Bikram Sambat', () => {
  it('converts the published dates both ways', () => {
    const known: [string, [number, number, number]][] = [
      ['2025-04-14', [2082, 1, 1]], ['2026-04-14', [2083, 1, 1]], ['2026-11-24', [2083, 8, 8]], ['2025-09-19', [2082, 6, 3]],
    ];
    for (const [ad, [year, month, day]] of known) {
      expect(adToBs(ad)).toEqual({ year, month, day });
      expect(bsToAd({ year, month, day })).toBe(ad);
    }
  });

  it('goes AD → BS → AD to the same day for every day from 1944 to 2042, and BS months are 29–32 days', () => {
    const lengths = new Map<string, number>();
    for (let t = Date.UTC(1944, 0, 1); t <= Date.UTC(2042, 11, 31); t += 86_400_000) {
      const ad = new Date(t).toISOString().slice(0, 10);
      const bs = adToBs(ad);
      expect(bsToAd(bs)).toBe(ad);
      const key = `${bs.year}-${bs.month}`;
      lengths.set(key, Math.max(lengths.get(key) ?? 0, bs.day));
    }
    // Whole months only (the first and last of the range are partial).
    const whole = [...lengths.entries()].slice(1, -1).map(([, days]) => days);
    expect(Math.min(...whole)).toBeGreaterThanOrEqual(29);
    expect(Math.max(...whole)).toBeLessThanOrEqual(32);
    // Birth dates back to 2000 BS convert to AD.
    expect(bsToAd({ year: 2000, month: 1, day: 1 })).toBe('1943-04-14');
  });

  it('fails loudly outside the supported range', () => {
    expect(() => adToBs('1900-01-01')).toThrow();
    expect(() => bsToAd({ year: 2150, month: 1, day: 1 })).toThrow();
  });

  it("writes '8 Mangsir 2083' in English and '८ मंसिर २०८३' in Nepali", () => {
    expect(formatBs('2026-11-24', 'en')).toBe('8 Mangsir 2083');
    expect(formatBs('2026-11-24', 'ne')).toBe('८ मंसिर २०८३');
  });

  it('gives each BS month its length, the same as counting its days one by one', () => {
    // 2083 BS (the booking calendar's years) and birth years back to 2000 BS.
    for (const year of [2000, 2030, 2047, 2060, 2081, 2082, 2083, 2084]) {
      for (let month = 1; month <= 12; month += 1) {
        const length = bsDaysInMonth(year, month);
        expect(isBsDate({ year, month, day: length })).toBe(true);
        expect(isBsDate({ year, month, day: length + 1 })).toBe(false);
      }
    }
    // Kartik 2083 began on 2026-10-18 and Mangsir on 2026-11-17: 30 days.
    expect(bsToAd({ year: 2083, month: 7, day: 1 })).toBe('2026-10-18');
    expect(bsDaysInMonth(2083, 7)).toBe(30);
    expect(bsDaysInMonth(2099, 12)).toBeGreaterThanOrEqual(29);
  });

  it('reads a date typed as on a certificate, in either script, and refuses what is not a BS date', () => {
    expect(parseBsDate('2047-05-12')).toEqual({ year: 2047, month: 5, day: 12 });
    expect(parseBsDate('२०४७/५/१२')).toEqual({ year: 2047, month: 5, day: 12 });
    expect(parseBsDate(' 2047.05.12 ')).toEqual({ year: 2047, month: 5, day: 12 });
    expect(parseBsDate('2047-13-01')).toBeNull();
    expect(parseBsDate('2083-08-33')).toBeNull();
    expect(parseBsDate('12-05-2047')).toBeNull();
    expect(devanagari(2047)).toBe('२०४७');
    expect(latinDigits('०९८४१२३४५६७')).toBe('09841234567');
  });

});
