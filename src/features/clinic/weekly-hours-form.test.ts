import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { WeeklyHoursSchema } from '@contracts/clinic-schedule';
import { fieldOf, formFrom, newPeriod, timeChoices, toInput } from './weekly-hours-form';

const data = {
  doctor: { id: 'd', name: 'Ram Thapa' },
  hours: [{ weekday: 1, start: '09:00', end: '12:00' }, { weekday: 1, start: '14:00', end: '17:00' }, { weekday: 3, start: '10:10', end: '13:00' }],
  slotMinutes: null, feeRupees: 800, discountPercent: 0,
};

describe('weekly hours form', () => {
  it('reads the week into days (Sunday first) and back into the contract, numbers typed in either script', () => {
    const form = formFrom(data);
    expect(form.days.map((d) => d.length)).toEqual([0, 2, 0, 1, 0, 0, 0]);
    expect(form.slotMinutes).toBe('15');
    const { input, rows } = toInput({ ...form, fee: '१,२००', discount: '१०' });
    expect(input).toEqual({ hours: data.hours, slotMinutes: 15, feeRupees: 1200, discountPercent: 10 });
    expect(rows).toEqual([{ day: 1, index: 0 }, { day: 1, index: 1 }, { day: 3, index: 0 }]);
    expect(v.safeParse(WeeklyHoursSchema, input).success).toBe(true);
    expect(Number.isNaN(toInput({ ...form, fee: '12.5' }).input.feeRupees)).toBe(true);
    expect(Number.isNaN(toInput({ ...form, fee: '' }).input.feeRupees)).toBe(true);
  });

  it("puts a contract path's error on the form's row", () => {
    const { rows } = toInput(formFrom(data));
    const of = fieldOf(rows);
    expect(of('hours.1.start')).toBe('d1.1.start');
    expect(of('hours.2.end')).toBe('d3.0.end');
    expect(of('feeRupees')).toBe('feeRupees');
    expect(of('somethingElse')).toBeNull();
  });

  it('offers quarter hours plus a time already set, and a new period after the last one', () => {
    const times = timeChoices(['10:10']);
    expect(times).toHaveLength(97);
    expect(times).toContain('10:10');
    expect(newPeriod([])).toMatchObject({ start: '10:00', end: '17:00' });
    expect(newPeriod([{ key: 'a', start: '09:00', end: '12:00' }])).toMatchObject({ start: '13:00', end: '15:00' });
  });
});
