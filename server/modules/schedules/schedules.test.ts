import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../testing/harness';
import { createFixtures, type Fixtures } from '../../db/fixtures';
import { scheduleSlots } from '../../db/schema';
import { M } from '../../../contracts/messages';
import { BOOKING_MESSAGES as B } from '../../../contracts/booking-messages';
import type { ScheduleResponse } from '../../../contracts/schedules';
import { addDaysIso, startOfLocalDay, todayIn } from '../../lib/zoned-time';

let h: Harness;
let f: Fixtures;
const KTM = 'Asia/Kathmandu';
let day: string;
beforeAll(async () => {
  h = await createHarness();
  f = await createFixtures(h.deps.db);
  day = addDaysIso(todayIn(KTM), 3);
  const dayStart = startOfLocalDay(day, KTM).getTime();
  const at = (min: number) => new Date(dayStart + min * 60_000);
  await h.deps.db.insert(scheduleSlots).values([
    // 10:00 and 10:30 Kathmandu on `day`; 00:10 Kathmandu on `day` (still the previous day in UTC).
    { doctorId: f.doctorId, clinicId: f.clinicId, startsAt: at(600), endsAt: at(630), appointmentType: 'in_person', feePaisa: 80_000 },
    { doctorId: f.doctorId, clinicId: f.clinicId, startsAt: at(630), endsAt: at(660), appointmentType: 'in_person', feePaisa: 80_000, status: 'booked' },
    { doctorId: f.doctorId, clinicId: null, startsAt: at(10), endsAt: at(25), appointmentType: 'video', feePaisa: 60_000 },
    // Yesterday 10:00 (past) and next day (outside a one-day query).
    { doctorId: f.doctorId, clinicId: f.clinicId, startsAt: new Date(startOfLocalDay(addDaysIso(todayIn(KTM), -1), KTM).getTime() + 600 * 60_000), endsAt: new Date(startOfLocalDay(addDaysIso(todayIn(KTM), -1), KTM).getTime() + 615 * 60_000), appointmentType: 'in_person', feePaisa: 80_000 },
    { doctorId: f.doctorId, clinicId: f.clinicId, startsAt: at(24 * 60 + 600), endsAt: at(24 * 60 + 615), appointmentType: 'in_person', feePaisa: 80_000 },
  ]);
});
afterAll(async () => { await h.close(); });

const get = async (qs: string, tz = KTM) => h.request(`/api/v1/upn/schedules/${f.doctorId}?${qs}`, { headers: { 'x-timezone': tz } });

describe('GET /api/v1/upn/schedules/{doctorId}', () => {
  it('lists one local day in the spec shape, guests included', async () => {
    const res = await get(`date=${day}`);
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as ScheduleResponse;
    expect(data.slots.map((s) => [s.startTime, s.appointmentType, s.status])).toEqual([
      ['00:10', 'video', 'available'], ['10:00', 'in_person', 'available'], ['10:30', 'in_person', 'booked'],
    ]);
    expect(data.slots[1]).toMatchObject({
      date: day, endTime: '10:30', appointmentFee: 80_000, clinicName: expect.stringContaining('Fixture Clinic'),
      originalTimeRange: { timezone: KTM, start: expect.stringMatching(/Z$/), end: expect.stringMatching(/Z$/) },
    });
    expect(data.slots[0]!.clinicName).toBeNull();
  });

  it('gives dates and times in the caller\'s zone', async () => {
    // 00:10 in Kathmandu is 18:25 of the day before in UTC.
    const { data } = (await (await get(`from=${addDaysIso(day, -1)}&to=${day}`, 'UTC')).json()) as ScheduleResponse;
    const video = data.slots.find((s) => s.appointmentType === 'video')!;
    expect(video).toMatchObject({ date: addDaysIso(day, -1), startTime: '18:25' });
  });

  it('reports past slots as past, and filters by consultation type', async () => {
    const { data } = (await (await get(`from=${addDaysIso(todayIn(KTM), -1)}&to=${addDaysIso(day, 1)}`)).json()) as ScheduleResponse;
    expect(data.slots).toHaveLength(5);
    expect(data.slots[0]!.status).toBe('past');
    const video = (await (await get(`from=${todayIn(KTM)}&to=${addDaysIso(day, 1)}&appointmentType=video`)).json()) as ScheduleResponse;
    expect(video.data.slots.map((s) => s.appointmentType)).toEqual(['video']);
  });

  it("names the first free day after the range, however far, skipping booked slots and other types", async () => {
    const far = addDaysIso(day, 90);
    const farStart = startOfLocalDay(far, KTM).getTime() + 540 * 60_000;
    await h.deps.db.insert(scheduleSlots).values([
      { doctorId: f.doctorId, clinicId: null, startsAt: new Date(farStart), endsAt: new Date(farStart + 900_000), appointmentType: 'video', feePaisa: 60_000 },
    ]);
    // The day before `day`: the next free day is `day` (its 00:10 video slot).
    const before = (await (await get(`date=${addDaysIso(day, -1)}`)).json()) as ScheduleResponse;
    expect(before.data.nextAvailableDate).toBe(day);
    // After `day`: the in-person slot the next day; for video only, the one 90 days ahead.
    const inPerson = (await (await get(`date=${day}&appointmentType=in_person`)).json()) as ScheduleResponse;
    expect(inPerson.data.nextAvailableDate).toBe(addDaysIso(day, 1));
    const video = (await (await get(`date=${day}&appointmentType=video`)).json()) as ScheduleResponse;
    expect(video.data.nextAvailableDate).toBe(far);
    const none = (await (await get(`date=${far}&appointmentType=video`)).json()) as ScheduleResponse;
    expect(none.data.nextAvailableDate).toBeNull();
  });

  it('validates dates and the range, and 404s an unknown doctor', async () => {
    const bad = await get('date=2026-13-40');
    expect(bad.status).toBe(400);
    expect((await bad.json()).errorList).toEqual([{ field: 'date', message: M.invalidDate }]);
    const long = await get(`from=${day}&to=${addDaysIso(day, 62)}`);
    expect(long.status).toBe(400);
    expect((await long.json()).errorList).toEqual([{ field: 'to', message: B.invalidDateRange }]);
    expect((await get(`from=${day}&to=${addDaysIso(day, -1)}`)).status).toBe(400);
    const missing = await h.request('/api/v1/upn/schedules/00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    expect((await missing.json()).message).toBe(M.doctorNotFound);
  });
});
