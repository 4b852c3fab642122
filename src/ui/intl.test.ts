import { describe, expect, it } from 'vitest';
import { dateFormat, hasLocaleData, numberFormat } from './intl';

const d = new Date(Date.UTC(2026, 10, 21, 6, 30)); // Saturday 21 November 2026, 12:15 in Kathmandu

describe('Nepali fallback formatting (engines without ne data)', () => {
  it('uses Nepali month and weekday names with Devanagari digits', () => {
    expect(dateFormat('ne-NP', { month: 'long', timeZone: 'UTC' }, true).format(d)).toBe('नोभेम्बर');
    expect(dateFormat('ne-NP', { month: 'long', year: 'numeric', timeZone: 'UTC' }, true).format(d)).toBe('नोभेम्बर २०२६');
    expect(dateFormat('ne-NP', { day: 'numeric', timeZone: 'UTC' }, true).format(d)).toBe('२१');
    expect(dateFormat('ne-NP', { weekday: 'short', timeZone: 'UTC' }, true).format(d)).toBe('शनि');
    expect(dateFormat('ne-NP', { weekday: 'long', timeZone: 'UTC' }, true).format(d)).toBe('शनिबार');
    expect(dateFormat('ne-NP', { dateStyle: 'full', timeZone: 'UTC' }, true).format(d)).toMatch(/शनिबार,? २१ नोभेम्बर २०२६/);
  });

  it('formats 12-hour times with Nepali day periods', () => {
    const time = dateFormat('ne-NP', { hour: 'numeric', minute: '2-digit', hourCycle: 'h12', timeZone: 'Asia/Kathmandu' }, true);
    expect(time.format(d)).toBe('१२:१५ अपराह्न');
    expect(time.format(new Date(Date.UTC(2026, 10, 21, 3, 15)))).toBe('९:०० पूर्वाह्न');
  });

  it('formats numbers with Devanagari digits and lakh grouping', () => {
    expect(numberFormat('ne-NP', {}, true).format(1234567.5)).toBe('१२,३४,५६७.५');
    expect(numberFormat('ne-NP', { useGrouping: false }, true).format(2026)).toBe('२०२६');
  });

  it('uses the engine when it has the data, and leaves other locales alone', () => {
    expect(hasLocaleData('en-GB')).toBe(true);
    expect(dateFormat('en-GB', { month: 'long', timeZone: 'UTC' }).format(d)).toBe('November');
    if (hasLocaleData('ne-NP')) {
      expect(dateFormat('ne-NP', { day: 'numeric', timeZone: 'UTC' }).format(d)).toBe('२१');
    }
  });
});

describe('formatters are made once', () => {
  it('returns the same formatter for the same locale and options, another for other options', () => {
    const a = numberFormat('en-GB', { maximumFractionDigits: 1 });
    expect(numberFormat('en-GB', { maximumFractionDigits: 1 })).toBe(a);
    expect(numberFormat('en-GB', { maximumFractionDigits: 2 })).not.toBe(a);
    expect(numberFormat('ne-NP', { maximumFractionDigits: 1 }, true)).not.toBe(numberFormat('ne-NP', { maximumFractionDigits: 1 }));
    const d = dateFormat('ne-NP', { month: 'long' }, true);
    expect(dateFormat('ne-NP', { month: 'long' }, true)).toBe(d);
    expect(d.format(new Date(Date.UTC(2026, 10, 23)))).toBe('नोभेम्बर');
  });
});
