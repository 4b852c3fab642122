import { describe, expect, it } from 'vitest';
import type { ScheduleSlot } from '@contracts/schedules';
import { emptyDates, firstBookableDate, isBookable, isPlainDate, monthWindow, slotsOn, toTimeSlot } from './schedule-window';

const NOW = Date.parse('2026-11-21T04:00:00Z'); // 09:45 in Kathmandu

function slot(id: string, start: string, status: ScheduleSlot['status'] = 'available', date = start.slice(0, 10)): ScheduleSlot {
  return {
    id, doctorId: 'd1', date, startTime: '10:00', endTime: '10:15', status, appointmentType: 'in_person', clinicId: 'c1',
    clinicName: 'Bir Clinic', appointmentFee: 50_000,
    originalTimeRange: { start, end: new Date(Date.parse(start) + 15 * 60_000).toISOString(), timezone: 'Asia/Kathmandu' },
  };
}

describe('monthWindow', () => {
  it("asks for the chosen date's month, from today on", () => {
    expect(monthWindow('2026-11-25', '2026-11-21')).toEqual({ from: '2026-11-21', to: '2026-11-30' });
    expect(monthWindow('2026-12-03', '2026-11-21')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(monthWindow('2027-02-10', '2026-11-21', 'video')).toEqual({ from: '2027-02-01', to: '2027-02-28', appointmentType: 'video' });
  });

  it("uses today's month for no date or a past date", () => {
    expect(monthWindow(null, '2026-11-21')).toEqual({ from: '2026-11-21', to: '2026-11-30' });
    expect(monthWindow('2026-10-02', '2026-11-21')).toEqual({ from: '2026-11-21', to: '2026-11-30' });
  });
});

describe('slot selectability (spec 4)', () => {
  it('is selectable only when available and not started', () => {
    expect(isBookable(slot('a', '2026-11-21T05:00:00Z'), NOW)).toBe(true);
    expect(isBookable(slot('b', '2026-11-21T03:00:00Z'), NOW)).toBe(false); // started
    expect(isBookable(slot('c', '2026-11-21T05:00:00Z', 'booked'), NOW)).toBe(false);
    expect(isBookable(slot('d', '2026-11-21T05:00:00Z', 'blocked'), NOW)).toBe(false);
    expect(isBookable(slot('e', '2026-11-21T05:00:00Z', 'past'), NOW)).toBe(false);
  });

  it("never offers the slots the caller rules out (the appointment's own time)", () => {
    expect(isBookable(slot('a', '2026-11-21T05:00:00Z'), NOW, new Set(['a']))).toBe(false);
  });

  it("maps to the grid's slot: past → blocked, ruled out → booked, instants from originalTimeRange", () => {
    expect(toTimeSlot(slot('p', '2026-11-21T05:00:00Z', 'past'))).toMatchObject({ id: 'p', status: 'blocked', startsAt: '2026-11-21T05:00:00Z' });
    expect(toTimeSlot(slot('x', '2026-11-21T05:00:00Z'), new Set(['x'])).status).toBe('booked');
    expect(toTimeSlot(slot('y', '2026-11-21T05:00:00Z')).status).toBe('available');
  });
});

describe('days', () => {
  const slots = [
    slot('a', '2026-11-21T03:00:00Z'), // started
    slot('b', '2026-11-23T05:00:00Z', 'booked'),
    slot('c', '2026-11-24T05:00:00Z'),
    slot('d', '2026-11-22T05:00:00Z'),
  ];

  it('finds the first day with a slot that can be picked', () => {
    expect(firstBookableDate(slots, NOW)).toBe('2026-11-22');
    expect(firstBookableDate(slots, NOW, new Set(['d']))).toBe('2026-11-24');
    expect(firstBookableDate([slots[0]!, slots[1]!], NOW)).toBeNull();
  });

  it("lists a day's slots and the days without any (disabled in the calendar)", () => {
    expect(slotsOn(slots, '2026-11-23').map((s) => s.id)).toEqual(['b']);
    const empty = emptyDates({ from: '2026-11-21', to: '2026-11-25' }, slots);
    expect([...empty]).toEqual(['2026-11-25']);
  });

  it('accepts only real YYYY-MM-DD dates', () => {
    expect(isPlainDate('2026-11-21')).toBe(true);
    expect(isPlainDate('2026-13-01')).toBe(false);
    expect(isPlainDate('21-11-2026')).toBe(false);
    expect(isPlainDate(20261121)).toBe(false);
  });
});
