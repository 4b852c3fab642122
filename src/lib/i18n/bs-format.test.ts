import { describe, expect, it } from 'vitest';
import { formatDateBs, formatDateTimeBs } from './bs-format';

describe('formatDateBs', () => {
  it('gives English AD with BS beside it, and Nepali BS first with the AD date in brackets', () => {
    // 18:30 UTC on 23 Nov is already 24 Nov in Kathmandu (8 Mangsir 2083).
    const at = '2026-11-23T18:30:00Z';
    expect(formatDateBs(at, { locale: 'en', timeZone: 'Asia/Kathmandu' })).toBe('24 Nov 2026 · 8 Mangsir 2083');
    expect(formatDateBs(at, { locale: 'en', timeZone: 'UTC' })).toBe('23 Nov 2026 · 7 Mangsir 2083');
    const ne = formatDateBs(at, { locale: 'ne', timeZone: 'Asia/Kathmandu' });
    expect(ne.startsWith('८ मंसिर २०८३ (')).toBe(true);
    expect(ne).toContain('२०२६');
  });

  it('falls back to the AD date outside the calendar range', () => {
    expect(formatDateBs('1900-06-01T12:00:00Z', { locale: 'en', timeZone: 'UTC' })).toBe('1 Jun 1900');
  });

  it('writes a date and time in both calendars', () => {
    const at = '2026-11-21T07:30:00Z'; // 1:15 pm in Kathmandu, 5 Mangsir 2083 (24 Nov is 8 Mangsir)
    expect(formatDateTimeBs(at, { locale: 'en', timeZone: 'Asia/Kathmandu' })).toBe('Sat 21 Nov, 1:15 pm · 5 Mangsir 2083');
    const ne = formatDateTimeBs(at, { locale: 'ne', timeZone: 'Asia/Kathmandu' });
    expect(ne.startsWith('५ मंसिर २०८३, ')).toBe(true);
    expect(ne).toMatch(/\(.*२१.*\)$/);
  });
});
