import { describe, expect, it } from 'vitest';
import { flagFor, isDosePattern, parseRange } from './lab-flags';

describe('dose patterns', () => {
  it('takes morning-noon-night (and four times a day, halves, Devanagari digits)', () => {
    for (const ok of ['1-0-1', '1-1-1-1', '½-0-½', '0-0-1', '१-०-१', ' 2-0-2 ', '1.5-0-1']) expect(isDosePattern(ok), ok).toBe(true);
  });
  it('refuses anything else, and no dose at all', () => {
    for (const bad of ['1-x-1', '1-0', '1-0-1-1-1', '101', '0-0-0', '', '1--1', 'twice daily']) expect(isDosePattern(bad), bad).toBe(false);
  });
});

describe('flags against the reference range', () => {
  it('reads "low-high", "< n", "> n" and says low, normal or high', () => {
    expect(parseRange('4-5.6')).toEqual({ low: 4, high: 5.6 });
    expect(parseRange('70 – 100')).toEqual({ low: 70, high: 100 });
    expect(parseRange('< 200')).toEqual({ high: 200 });
    expect(parseRange('>40')).toEqual({ low: 40 });
    expect(flagFor('7.9', '4-5.6')).toBe('high');
    expect(flagFor('3.1', '4-5.6')).toBe('low');
    expect(flagFor('5.6', '4-5.6')).toBe('normal');
    expect(flagFor('210', '< 200')).toBe('high');
    expect(flagFor('३५', '>40')).toBe('low');
  });
  it('gives no flag for text values or ranges it cannot read', () => {
    expect(flagFor('Negative', '4-5.6')).toBeNull();
    expect(flagFor('5', 'see report')).toBeNull();
    expect(flagFor('5', null)).toBeNull();
    expect(parseRange('9-3')).toBeUndefined();
  });
});
