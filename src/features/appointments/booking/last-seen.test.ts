import { describe, expect, it } from 'vitest';
import type { ScheduleSlot } from '@contracts/schedules';
import { ApiError } from '@/lib/api/api-client';
import type { DoctorSchedule, ScheduleWindow } from './api/get-doctor-schedule';
import { isUnreachable, lastSeenCopy, lastSeenSlot, scheduleWithin, type ScheduleCopy } from './last-seen';

function slot(id: string, date: string, type: ScheduleSlot['appointmentType'] = 'in_person', status: ScheduleSlot['status'] = 'available'): ScheduleSlot {
  const start = `${date}T04:15:00.000Z`;
  return {
    id, doctorId: 'd1', date, startTime: '10:00', endTime: '10:15', status, appointmentType: type, clinicId: 'c1', clinicName: 'Bir Clinic',
    appointmentFee: 80_000, originalTimeRange: { start, end: `${date}T04:30:00.000Z`, timezone: 'Asia/Kathmandu' },
  };
}

function copy(window: ScheduleWindow, slots: ScheduleSlot[], dataUpdatedAt: number, nextAvailableDate: string | null = null): ScheduleCopy {
  const data: DoctorSchedule = { doctorId: 'd1', timeZone: 'Asia/Kathmandu', from: window.from, to: window.to, slots, nextAvailableDate };
  return { queryKey: ['upn', 'schedules', 'd1', window], queryHash: JSON.stringify(['upn', 'schedules', 'd1', window]), state: { data, dataUpdatedAt } };
}

describe('the times last seen', () => {
  // Seen yesterday (the 20th): the month from that day. Today the window starts on the 21st.
  const yesterday = copy({ from: '2026-11-20', to: '2026-11-30' }, [slot('a', '2026-11-20'), slot('b', '2026-11-25'), slot('v', '2026-11-26', 'video')], 1_000);
  const today: ScheduleWindow = { from: '2026-11-21', to: '2026-11-30' };

  it('takes the newest kept answer whose window holds the one asked for, also one asked on an earlier day', () => {
    const older = copy({ from: '2026-11-19', to: '2026-11-30' }, [], 500);
    expect(lastSeenCopy([older, yesterday], today)).toBe(yesterday);
    // A month never looked at is not shown (as empty or otherwise).
    expect(lastSeenCopy([yesterday], { from: '2026-12-01', to: '2026-12-31' })).toBeNull();
    // Nor an answer that covers only part of it.
    expect(lastSeenCopy([copy({ from: '2026-11-25', to: '2026-11-30' }, [], 2_000)], today)).toBeNull();
  });

  it('takes an answer of every type for one type (a reschedule), never one of another type', () => {
    expect(lastSeenCopy([yesterday], { ...today, appointmentType: 'video' })).toBe(yesterday);
    const videoOnly = copy({ from: '2026-11-21', to: '2026-11-30', appointmentType: 'video' }, [], 3_000);
    expect(lastSeenCopy([videoOnly], today)).toBeNull();
    expect(lastSeenCopy([videoOnly], { ...today, appointmentType: 'in_person' })).toBeNull();
  });

  it('cuts the kept answer to the window asked for, and its type', () => {
    const cut = scheduleWithin(yesterday.state.data as DoctorSchedule, today);
    expect(cut.slots.map((s) => s.id)).toEqual(['b', 'v']);
    expect(cut).toMatchObject({ from: '2026-11-21', to: '2026-11-30' });
    expect(scheduleWithin(yesterday.state.data as DoctorSchedule, { ...today, appointmentType: 'video' }).slots.map((s) => s.id)).toEqual(['v']);
  });

  it('points on to the first free day after the window: its own later slots, else what the server said', () => {
    const month = copy({ from: '2026-11-21', to: '2026-12-31' }, [slot('dec', '2026-12-04'), slot('taken', '2026-12-02', 'in_person', 'booked')], 1_000, '2027-01-05');
    const cut = scheduleWithin(month.state.data as DoctorSchedule, today);
    expect(cut.slots).toEqual([]);
    expect(cut.nextAvailableDate).toBe('2026-12-04');
    const same = copy(today, [], 1_000, '2026-12-09');
    expect(scheduleWithin(same.state.data as DoctorSchedule, today).nextAvailableDate).toBe('2026-12-09');
    // The server's answer counted every type: of no use for one type.
    const mixed = copy(today, [slot('v', '2026-11-26', 'video')], 1_000, '2026-12-09');
    expect(scheduleWithin(mixed.state.data as DoctorSchedule, { ...today, appointmentType: 'in_person' }).nextAvailableDate).toBeNull();
  });

  it('finds a chosen slot in the newest kept answer that has it', () => {
    const newer = copy(today, [{ ...slot('b', '2026-11-25'), status: 'booked' }], 2_000);
    expect(lastSeenSlot([yesterday, newer], 'b')).toEqual({ slot: expect.objectContaining({ id: 'b', status: 'booked' }), seenAt: 2_000 });
    expect(lastSeenSlot([yesterday], 'a')?.seenAt).toBe(1_000);
    expect(lastSeenSlot([yesterday], 'nope')).toBeNull();
  });

  it('stands in only when the server could not be reached, not for an answer about the request', () => {
    expect(isUnreachable(new ApiError(0, null, 'offline', 'network'))).toBe(true);
    expect(isUnreachable(new ApiError(503, null, 'down', 'http'))).toBe(true);
    expect(isUnreachable(new TypeError('Failed to fetch'))).toBe(true);
    expect(isUnreachable(new ApiError(404, null, 'not found', 'http'))).toBe(false);
    expect(isUnreachable(new ApiError(200, null, 'odd', 'contract'))).toBe(false);
  });
});
