// A doctor's day off (issue 29): only the clinic-admin sets it; that day's free slots leave the
// patient's booking page and the booking refuses them; a retried write applies once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../testing/harness';
import { createFixtures, type Fixtures } from '../../db/fixtures';
import { book, bookingBody, bookOk, completePatient, slotIn, slotStatus } from '../../testing/booking-fixtures';
import { staffToken } from '../../testing/clinic-fixtures';
import { M } from '../../../contracts/messages';
import { CLINIC_MESSAGES as C } from '../../../contracts/clinic-messages';
import { BOOKING_MESSAGES as B } from '../../../contracts/booking-messages';
import { and, eq } from 'drizzle-orm';
import { staffAudit } from '../../db/schema';

let h: Harness;
let f: Fixtures;
let other: Fixtures;
const t: Record<string, string> = {};
beforeAll(async () => {
  h = await createHarness({ RATE_LIMIT_PER_MINUTE: '100000' });
  f = await createFixtures(h.deps.db);
  other = await createFixtures(h.deps.db);
  for (const role of ['doctor', 'front-desk', 'clinic-admin'] as const) t[role] = await staffToken(h, f, role);
  t['other-admin'] = await staffToken(h, other, 'clinic-admin');
  t['patient'] = (await completePatient(h)).token;
});
afterAll(async () => { await h.close(); });

const D = '/api/v1/clinic/days-off';
const post = (path: string, token: string | undefined, body: unknown, headers?: Record<string, string>) =>
  h.request(path, { method: 'POST', ...(token ? { token } : {}), body, headers });
const kathmandu = (at: Date) => at.toLocaleDateString('en-CA', { timeZone: 'Asia/Kathmandu' });
/**
 * Noon in Kathmandu `days` ahead, as hours from now, and its date: slots made there stay on that day
 * at any hour the test runs (from 21:00 in Kathmandu, "now + 3 h" and the minutes slotIn adds crossed midnight).
 */
const noonAhead = (days: number) => {
  const date = kathmandu(new Date(Date.now() + days * 86_400_000));
  return { date, hours: (Date.parse(`${date}T12:00:00+05:45`) - Date.now()) / 3_600_000 };
};
const schedule = async (date: string) => {
  const res = await h.request(`/api/v1/upn/schedules/${f.doctorId}?date=${date}`, { headers: { 'x-timezone': 'Asia/Kathmandu' } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { slots: { id: string; status: string }[] } }).data.slots;
};

describe('days off', () => {
  it('refuses no token (401), a patient, the doctor and the front desk (403 role mismatch); another clinic cannot touch this doctor', async () => {
    const date = kathmandu(new Date(Date.now() + 10 * 86_400_000));
    const body = { doctorId: f.doctorId, date };
    for (const [path, send] of [[D, (tk?: string) => h.request(D, tk ? { token: tk } : {})], [D, (tk?: string) => post(D, tk, body)],
      [`${D}/remove`, (tk?: string) => post(`${D}/remove`, tk, body)]] as const) {
      expect((await send()).status, `${path} no token`).toBe(401);
      for (const who of ['patient', 'doctor', 'front-desk']) {
        const res = await send(t[who]);
        expect(res.status, `${path} ${who}`).toBe(403);
        expect((await res.json()).message).toBe(M.roleMismatch);
      }
    }
    // Another clinic's admin: this doctor is not theirs (a field error), and their list shows nothing of it.
    const slotId = await slotIn(h, f, 10 * 24 + 2);
    const probe = await post(D, t['other-admin'], { doctorId: f.doctorId, date: kathmandu(new Date(Date.now() + (10 * 24 + 2) * 3_600_000)) });
    expect(probe.status).toBe(400);
    expect((await probe.json()).errorList).toEqual([{ field: 'doctorId', message: C.doctorNotAtClinic }]);
    expect(await slotStatus(h, slotId)).toBe('available');
    expect(JSON.stringify(await (await h.request(D, { token: t['other-admin'] })).json())).not.toContain(f.doctorId);
  });

  it("takes the day's free slots off the booking page and the booking; lists the bookings already on it; a retry applies once; removal gives them back", async () => {
    const { date, hours } = noonAhead(20);
    const free = await slotIn(h, f, hours);
    const online = await slotIn(h, f, hours, { type: 'video' });
    const p = await completePatient(h);
    const bookedId = await bookOk(h, p.token, f, await slotIn(h, f, hours));
    expect((await schedule(date)).find((s) => s.id === free)?.status).toBe('available');

    const key = { 'Idempotency-Key': `day-off-${date}` };
    const res = await post(D, t['clinic-admin'], { doctorId: f.doctorId, date }, key);
    expect(res.status).toBe(200);
    const first = await res.json();
    expect(first.message).toBe(C.dayOffAdded);
    expect(first.data.slots).toBeGreaterThanOrEqual(2);
    expect(first.data.appointments.map((a: { id: string }) => a.id)).toEqual([bookedId]);
    // The retry answers the same and writes nothing more.
    const again = await post(D, t['clinic-admin'], { doctorId: f.doctorId, date }, key);
    expect(await again.json()).toEqual(first);
    const audits = await h.deps.db.select().from(staffAudit).where(and(eq(staffAudit.clinicId, f.clinicId), eq(staffAudit.action, 'day-off')));
    expect(audits.filter((a) => a.detail?.startsWith(date))).toHaveLength(1);

    // The patient's booking page: no longer bookable; the booking itself refuses it.
    const slots = await schedule(date);
    expect(slots.find((s) => s.id === free)?.status).toBe('blocked');
    expect(slots.find((s) => s.id === online)?.status).toBe('blocked');
    const refused = await book(h, (await completePatient(h)).token, bookingBody(f, free));
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toBe(B.slotUnavailable);
    // The booked one keeps its appointment.
    expect(await slotStatus(h, (await h.request(`/api/v1/patient/appointment/details/${bookedId}`, { token: p.token }).then((r) => r.json())).data.slotId)).toBe('booked');
    // The admin's list.
    const list = (await (await h.request(D, { token: t['clinic-admin'] })).json()).data as { doctors: { id: string }[]; days: { doctor: { id: string }; date: string; blockedSlots: number }[] };
    expect(list.doctors.map((d) => d.id)).toEqual([f.doctorId]);
    expect(list.days).toContainEqual(expect.objectContaining({ doctor: expect.objectContaining({ id: f.doctorId }), date }));

    // A day with one slot blocked among free ones is no day off.
    const { date: date2, hours: hours2 } = noonAhead(30);
    await slotIn(h, f, hours2, { status: 'blocked' });
    await slotIn(h, f, hours2);
    const again2 = (await (await h.request(D, { token: t['clinic-admin'] })).json()).data as typeof list;
    expect(again2.days.map((d) => d.date)).toContain(date);
    expect(again2.days.map((d) => d.date)).not.toContain(date2);

    const removed = await post(`${D}/remove`, t['clinic-admin'], { doctorId: f.doctorId, date });
    expect(removed.status).toBe(200);
    expect(await slotStatus(h, free)).toBe('available');
  });

  it('refuses a day in the past or too far ahead, and bad input, with field errors', async () => {
    const cases: [unknown, string][] = [
      [{ doctorId: f.doctorId, date: kathmandu(new Date(Date.now() - 2 * 86_400_000)) }, 'date'],
      [{ doctorId: f.doctorId, date: kathmandu(new Date(Date.now() + 200 * 86_400_000)) }, 'date'],
      [{ doctorId: f.doctorId, date: '2026-02-30' }, 'date'],
      [{ doctorId: 'not-a-uuid', date: kathmandu(new Date()) }, 'doctorId'],
    ];
    for (const [body, field] of cases) {
      const res = await post(D, t['clinic-admin'], body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await res.json()).errorList?.[0]?.field).toBe(field);
    }
  });
});
