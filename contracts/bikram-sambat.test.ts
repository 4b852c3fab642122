import { describe, expect, it } from 'vitest';
import { adToBs, bsToAd, formatBs } from './bikram-sambat';

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
});
