// A doctor's weekly hours, slot length, fee and discount (issue 29): only the clinic's admin reads or
// sets them; saving lays the free times out again (bookings stay, days off stay off); the patient's
// booking page, the booking summary and the directory show the new times and price; a retry applies once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createHarness, type Harness } from '../../testing/harness';
import { createFixtures, type Fixtures } from '../../db/fixtures';
import { bookOk, completePatient } from '../../testing/booking-fixtures';
import { staffToken } from '../../testing/clinic-fixtures';
import { createPharmacy, pharmacistToken } from '../../testing/medicine-order-fixtures';
import { addDaysIso, todayIn } from '../../lib/zoned-time';
import { scheduleSlots, staffAudit } from '../../db/schema';
import { M } from '../../../contracts/messages';
import { CLINIC_MESSAGES as C, CLINIC_SCHEDULE_MESSAGES as CS } from '../../../contracts/clinic-messages';

let h: Harness;
let f: Fixtures;
let other: Fixtures;
const t: Record<string, string> = {};
beforeAll(async () => {
  h = await createHarness({ RATE_LIMIT_PER_MINUTE: '100000' });
  f = await createFixtures(h.deps.db);
  other = await createFixtures(h.deps.db);
  for (const role of ['doctor', 'front-desk', 'clinic-admin', 'lab', 'accounts'] as const) t[role] = await staffToken(h, f, role);
  t['pharmacist'] = await pharmacistToken(h, await createPharmacy(h));
  t['other-admin'] = await staffToken(h, other, 'clinic-admin');
  t['patient'] = (await completePatient(h)).token;
});
afterAll(async () => { await h.close(); });

const W = (doctorId: string) => `/api/v1/clinic/doctors/${doctorId}/weekly-hours`;
const post = (path: string, token: string | undefined, body: unknown, headers?: Record<string, string>) =>
  h.request(path, { method: 'POST', ...(token ? { token } : {}), body, headers });
const today = () => todayIn('Asia/Kathmandu');
/** An instant at a Kathmandu wall-clock time. */
const at = (date: string, hhmm: string) => new Date(`${date}T${hhmm}:00+05:45`);
const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
const slot = async (fx: Fixtures, date: string, start: string, minutes: number, status: 'available' | 'blocked' = 'available') => {
  const startsAt = at(date, start);
  const [row] = await h.deps.db.insert(scheduleSlots).values({
    doctorId: fx.doctorId, clinicId: fx.clinicId, startsAt, endsAt: new Date(startsAt.getTime() + minutes * 60_000),
    appointmentType: 'in_person', feePaisa: 50_000, status,
  }).returning({ id: scheduleSlots.id });
  return row!.id;
};
type Slot = { id: string; startTime: string; status: string; appointmentFee: number; clinicId: string | null };
const schedule = async (doctorId: string, date: string) => {
  const res = await h.request(`/api/v1/upn/schedules/${doctorId}?date=${date}`, { headers: { 'x-timezone': 'Asia/Kathmandu' } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { slots: Slot[] } }).data.slots;
};
const valid = (date: string) => ({
  hours: [{ weekday: weekday(date), start: '09:00', end: '11:00' }, { weekday: weekday(date), start: '14:00', end: '15:00' }],
  slotMinutes: 20, feeRupees: 800, discountPercent: 10,
});

describe('weekly hours', () => {
  it('refuses no token, every other role, a patient (role mismatch); another clinic reads and changes nothing', async () => {
    const body = valid(addDaysIso(today(), 5));
    for (const send of [(tk?: string) => h.request(W(f.doctorId), tk ? { token: tk } : {}), (tk?: string) => post(W(f.doctorId), tk, body)]) {
      expect((await send()).status).toBe(401);
      for (const who of ['patient', 'doctor', 'front-desk', 'lab', 'accounts', 'pharmacist']) {
        const res = await send(t[who]);
        expect(res.status, who).toBe(403);
        expect((await res.json()).message).toBe(M.roleMismatch);
      }
      const res = await send(t['other-admin']);
      expect(res.status).toBe(404);
      expect((await res.json()).message).toBe(C.doctorNotAtClinic);
    }
    const own = (await (await h.request(W(f.doctorId), { token: t['clinic-admin'] })).json()).data;
    expect(own).toMatchObject({ hours: [], slotMinutes: null, feeRupees: 500, discountPercent: 0 });
    expect(own.doctor.id).toBe(f.doctorId);
    const audits = await h.deps.db.select().from(staffAudit).where(eq(staffAudit.action, 'weekly-hours'));
    expect(audits.filter((a) => a.clinicId === other.clinicId)).toHaveLength(0);
  });

  it('refuses bad input with a field error, never a 500', async () => {
    const date = addDaysIso(today(), 5);
    const d = weekday(date);
    const ok = valid(date);
    const cases: [unknown, string][] = [
      [{ ...ok, hours: [{ weekday: d, start: '11:00', end: '09:00' }] }, 'hours.0.end'],
      [{ ...ok, hours: [{ weekday: d, start: '09:00', end: '12:00' }, { weekday: d, start: '11:30', end: '13:00' }] }, 'hours.1.start'],
      [{ ...ok, hours: [{ weekday: d, start: '09:00', end: '09:10' }] }, 'hours.0.end'],
      [{ ...ok, hours: [{ weekday: d, start: '9:00', end: '11:00' }] }, 'hours.0.start'],
      [{ ...ok, hours: [{ weekday: 7, start: '09:00', end: '11:00' }] }, 'hours.0.weekday'],
      [{ ...ok, hours: ['08:00', '09:00', '10:00', '11:00', '12:00'].map((s, i) => ({ weekday: d, start: s, end: `${String(8 + i)}:45`.padStart(5, '0') })) }, 'hours.4.start'],
      [{ ...ok, slotMinutes: 25 }, 'slotMinutes'],
      [{ ...ok, feeRupees: -1 }, 'feeRupees'],
      [{ ...ok, feeRupees: 100_001 }, 'feeRupees'],
      [{ ...ok, feeRupees: 12.5 }, 'feeRupees'],
      [{ ...ok, feeRupees: '800' }, 'feeRupees'],
      [{ ...ok, discountPercent: 101 }, 'discountPercent'],
      [{ ...ok, discountPercent: 5.5 }, 'discountPercent'],
      [{ slotMinutes: 20, feeRupees: 800, discountPercent: 0 }, 'hours'],
    ];
    for (const [body, field] of cases) {
      const res = await post(W(f.doctorId), t['clinic-admin'], body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await res.json()).errorList?.map((e: { field: string }) => e.field), JSON.stringify(body)).toContain(field);
    }
    const overlap = await post(W(f.doctorId), t['clinic-admin'], cases[1]![0], { 'Accept-Language': 'en' });
    expect((await overlap.json()).errorList).toEqual([{ field: 'hours.1.start', message: CS.periodsOverlap }]);
    expect((await post(W('not-a-uuid'), t['clinic-admin'], ok)).status).toBe(400);
  });

  it('lays the week out again: new times and fee on the booking page and in the directory, bookings kept, days off kept; a retry applies once', async () => {
    const fx = await createFixtures(h.deps.db);
    const admin = await staffToken(h, fx, 'clinic-admin');
    const date = addDaysIso(today(), 10);
    const dayOff = addDaysIso(today(), 12);
    const oldFree = await slot(fx, date, '07:00', 15);
    const p = await completePatient(h);
    const kept = await bookOk(h, p.token, fx, await slot(fx, date, '10:00', 15));
    await bookOk(h, p.token, fx, await slot(fx, date, '17:00', 15));
    await slot(fx, dayOff, '09:00', 15, 'blocked');
    const body = { ...valid(date), hours: [...valid(date).hours, { weekday: weekday(dayOff), start: '09:00', end: '10:00' }] };

    const key = { 'Idempotency-Key': `hours-${fx.doctorId}` };
    const res = await post(W(fx.doctorId), admin, body, key);
    expect(res.status).toBe(200);
    const first = await res.json();
    expect(first.message).toBe(CS.hoursSaved);
    expect(first.data.removed).toBe(1 + 1); // the old free time and the day off's one
    expect(first.data.outsideHours).toBe(1); // the 17:00 booking
    const count = async () => (await h.deps.db.select().from(scheduleSlots).where(eq(scheduleSlots.doctorId, fx.doctorId))).length;
    const slotsAfter = await count();
    const again = await post(W(fx.doctorId), admin, body, key);
    expect(await again.json()).toEqual(first);
    expect(await count()).toBe(slotsAfter);
    const audits = await h.deps.db.select().from(staffAudit).where(and(eq(staffAudit.clinicId, fx.clinicId), eq(staffAudit.action, 'weekly-hours')));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.detail).toContain('20 min; Rs 800; 10%');

    // The patient's booking page: 20-minute times inside the hours at the new fee; the bookings where they were.
    const day = await schedule(fx.doctorId, date);
    expect(day.find((s) => s.id === oldFree)).toBeUndefined();
    const free = day.filter((s) => s.status === 'available');
    expect(free.map((s) => s.startTime)).toEqual(['09:00', '09:20', '09:40', '10:20', '10:40', '14:00', '14:20', '14:40']);
    expect(new Set(free.map((s) => s.appointmentFee))).toEqual(new Set([80_000]));
    expect(day.filter((s) => s.status === 'booked').map((s) => s.startTime)).toEqual(['10:00', '17:00']);
    const details = await (await h.request(`/api/v1/patient/appointment/details/${kept}`, { token: p.token })).json();
    expect(details.data.status).toBe('pending');
    // The day off stays off: its new times are there, not bookable.
    expect((await schedule(fx.doctorId, dayOff)).map((s) => `${s.startTime} ${s.status}`)).toEqual(['09:00 blocked', '09:20 blocked', '09:40 blocked']);

    // The booking summary takes the new discount; the directory shows the new fee and discount.
    const summary = await (await h.request(`/api/v1/patient/appointment/summary?scheduleId=${free[0]!.id}&paymentOption=offline`, { token: p.token })).json();
    expect(summary.data).toMatchObject({ appointmentFee: 80_000, discount: 8_000, discountPercent: 10 });
    const profile = await (await h.request(`/api/v1/upn/get-doctor-details/${fx.doctorId}`)).json();
    expect(profile.data).toMatchObject({ consultationFeePaisa: 80_000, discountPercent: 10 });
    expect(profile.data.clinics[0].hours.map((x: { opensAt: string }) => x.opensAt)).toEqual(
      weekday(date) < weekday(dayOff) ? ['09:00', '14:00', '09:00'] : ['09:00', '09:00', '14:00']);

    // The admin reads back what was saved, sorted.
    const read = (await (await h.request(W(fx.doctorId), { token: admin })).json()).data;
    expect(read).toMatchObject({ slotMinutes: 20, feeRupees: 800, discountPercent: 10 });
    expect(read.hours).toHaveLength(3);

    // Fewer hours later: the free times outside them go; no day is left with two layouts.
    const shorter = await post(W(fx.doctorId), admin, { ...body, hours: [{ weekday: weekday(date), start: '14:00', end: '15:00' }], slotMinutes: 30 });
    expect(shorter.status).toBe(200);
    expect((await schedule(fx.doctorId, date)).map((s) => `${s.startTime} ${s.status}`)).toEqual(['10:00 booked', '14:00 available', '14:30 available', '17:00 booked']);
  });
});
