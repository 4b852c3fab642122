import { describe, expect, it } from 'vitest';
import { dayChoices, dayParts, daysInMonth, monthChoices, yearChoices } from './choices';

const range = (n: number) => Array.from({ length: n }, (_, i) => String(i + 1).padStart(2, '0'));

describe('dayChoices', () => {
  const today = '2026-11-21';

  it('lists zero-padded days of a whole past month', () => {
    expect(dayChoices(2026, 10, today)).toEqual(range(31));
    expect(dayChoices(1990, 4, today)).toEqual(range(30));
    expect(dayChoices(2000, 1, today)[0]).toBe('01');
  });

  it('handles February in leap and common years', () => {
    expect(dayChoices(2024, 2, today)).toHaveLength(29);
    expect(dayChoices(2023, 2, today)).toHaveLength(28);
    expect(dayChoices(2000, 2, today)).toHaveLength(29); // divisible by 400
    expect(dayChoices(1900, 2, today)).toHaveLength(28); // divisible by 100, not 400
  });

  it("cuts off at today's day in the current month", () => {
    expect(dayChoices(2026, 11, today)).toEqual(range(21));
    expect(dayChoices(2024, 2, '2024-02-29')).toEqual(range(29));
    expect(dayChoices(2026, 11, '2026-11-01')).toEqual(['01']);
  });

  it('does not cut off the same month of another year', () => {
    expect(dayChoices(2025, 11, today)).toEqual(range(30));
  });

  it('accepts string year and month from dropdown values', () => {
    expect(dayChoices('2026', '11', today)).toEqual(range(21));
    expect(dayChoices('2026', '09', today)).toEqual(range(30));
  });

  it('is empty for a month outside 1–12 or a year before 1900', () => {
    expect(dayChoices(2026, 0, today)).toEqual([]);
    expect(dayChoices(2026, 13, today)).toEqual([]);
    expect(dayChoices(1899, 5, today)).toEqual([]);
    expect(dayChoices(1900, 1, today)).toHaveLength(31);
    expect(dayChoices('', '', today)).toEqual([]);
    expect(dayChoices(Number.NaN, 1, today)).toEqual([]);
  });

  it('reads a Date in local time', () => {
    expect(dayChoices(2026, 3, new Date(2026, 2, 5, 23, 59))).toEqual(range(5));
  });
});

describe('monthChoices', () => {
  it('lists all twelve months with two-digit values for a past year', () => {
    const months = monthChoices(2020, '2026-11-21', 'en');
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual({ value: '01', label: 'January' });
    expect(months[11]).toEqual({ value: '12', label: 'December' });
  });

  it('stops at the current month in the current year', () => {
    const months = monthChoices(2026, '2026-03-10', 'en');
    expect(months.map((m) => m.value)).toEqual(['01', '02', '03']);
    expect(months.map((m) => m.label)).toEqual(['January', 'February', 'March']);
    expect(monthChoices('2026', '2026-01-31')).toEqual([{ value: '01', label: 'January' }]);
  });

  it('names months in Nepali for the ne locale, with Latin values', () => {
    const months = monthChoices(2020, '2026-11-21', 'ne');
    expect(months[0]?.value).toBe('01');
    expect(months[0]?.label).toBe(new Intl.DateTimeFormat('ne-NP', { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2000, 0, 1))));
    expect(months[0]?.label).not.toBe('January');
  });
});

describe('yearChoices', () => {
  it('is a descending, inclusive range between the bounds', () => {
    expect(yearChoices(2000, 2005)).toEqual([2005, 2004, 2003, 2002, 2001, 2000]);
    expect(yearChoices(2005, 2000)).toEqual([2005, 2004, 2003, 2002, 2001, 2000]);
    expect(yearChoices(2026, 2026)).toEqual([2026]);
    expect(yearChoices(1900, 2026)).toHaveLength(127);
  });

  it('is empty for non-numeric bounds', () => {
    expect(yearChoices(Number.NaN, 2000)).toEqual([]);
  });
});

describe('helpers', () => {
  it('daysInMonth and dayParts', () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2026, 12)).toBe(31);
    expect(dayParts('2026-11-21')).toEqual({ year: 2026, month: 11, day: 21 });
    expect(() => dayParts('21/11/2026')).toThrow(RangeError);
  });
});
