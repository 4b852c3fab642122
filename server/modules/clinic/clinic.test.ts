// The clinic console's API: every endpoint as each role, as a patient, as another clinic's staff and
// with no token; the actions reuse the appointment rules and are audited.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../testing/harness';
import { createFixtures, type Fixtures } from '../../db/fixtures';
import { appointmentRow, bookOk, completePatient, eventCounts, slotIn, slotStatus } from '../../testing/booking-fixtures';
import { M } from '../../../contracts/messages';
import { BOOKING_MESSAGES as B } from '../../../contracts/booking-messages';
import { CLINIC_MESSAGES as C } from '../../../contracts/clinic-messages';
import { auditRows, attendanceOf, staffToken } from '../../testing/clinic-fixtures';
import { setClock } from '../../lib/clock';

let h: Harness;
let f: Fixtures;
let other: Fixtures;
const t: Record<string, string> = {};
beforeAll(async () => {
  h = await createHarness({ RATE_LIMIT_PER_MINUTE: '100000' });
  f = await createFixtures(h.deps.db);
  other = await createFixtures(h.deps.db);
  t['doctor'] = await staffToken(h, f, 'doctor');
  t['front-desk'] = await staffToken(h, f, 'front-desk');
  t['clinic-admin'] = await staffToken(h, f, 'clinic-admin');
  t['other-desk'] = await staffToken(h, other, 'front-desk');
  t['other-admin'] = await staffToken(h, other, 'clinic-admin');
  t['patient'] = (await completePatient(h)).token;
});
afterAll(async () => { await h.close(); });

const A = '/api/v1/clinic/appointments';
const post = (path: string, token: string | undefined, body?: unknown, headers?: Record<string, string>) =>
  h.request(path, { method: 'POST', ...(token ? { token } : {}), body: body ?? {}, headers });
const get = (path: string, token?: string) => h.request(path, token ? { token } : {});

/** A booking of the fixture doctor `hours` from now, by a new patient. */
async function booking(hours = 72) {
  const p = await completePatient(h);
  const slotId = await slotIn(h, f, hours);
  return { p, slotId, id: await bookOk(h, p.token, f, slotId) };
}

describe('who may call', () => {
  it('refuses no token (401), a patient, another clinic and a wrong role (403 role mismatch) on every endpoint', async () => {
    const { id } = await booking();
    const endpoints: [string, 'GET' | 'POST', unknown?][] = [
      ['/api/v1/clinic/me', 'GET'], [`${A}/today`, 'GET'], [`${A}/${id}/free-slots`, 'GET'],
      [`${A}/${id}/confirm`, 'POST', {}], [`${A}/${id}/propose`, 'POST', { scheduleId: await slotIn(h, f, 90) }],
      [`${A}/${id}/check-in`, 'POST', {}], [`${A}/${id}/no-show`, 'POST', {}], [`${A}/${id}/complete`, 'POST', {}],
      [`${A}/${id}/cancel`, 'POST', { reason: 'x' }], ['/api/v1/clinic/audit', 'GET'], ['/api/v1/clinic/staff', 'GET'],
      ['/api/v1/clinic/staff/invitations', 'POST', { email: 'x@example.test', role: 'front-desk' }],
    ];
    for (const [path, method, body] of endpoints) {
      const call = (token?: string) => (method === 'GET' ? get(path, token) : post(path, token, body));
      expect((await call()).status, `${path} no token`).toBe(401);
      const asPatient = await call(t['patient']);
      expect(asPatient.status, `${path} patient`).toBe(403);
      expect((await asPatient.json()).message).toBe(M.roleMismatch);
    }
    // Admin-only endpoints refuse the front desk and the doctor with the role-mismatch error.
    for (const role of ['front-desk', 'doctor']) {
      for (const res of [await get('/api/v1/clinic/audit', t[role]), await get('/api/v1/clinic/staff', t[role]),
        await post('/api/v1/clinic/staff/invitations', t[role], { email: 'x@example.test', role: 'front-desk' })]) {
        expect(res.status).toBe(403);
        expect((await res.json()).message).toBe(M.roleMismatch);
      }
    }
    // The front desk makes no clinical write.
    const desk = await post(`${A}/${id}/complete`, t['front-desk']);
    expect(desk.status).toBe(403);
    expect((await desk.json()).message).toBe(M.roleMismatch);
    // Nothing of the booking has changed.
    expect((await appointmentRow(h, id))?.status).toBe('pending');
  });

  it("another clinic's staff find nothing of this clinic: not in their day, 404 on every action", async () => {
    const { id } = await booking(2);
    const day = await (await get(`${A}/today`, t['other-desk'])).json();
    expect(day.data.appointments.map((a: { id: string }) => a.id)).not.toContain(id);
    expect(JSON.stringify(day)).not.toContain(f.doctorId);
    for (const action of ['confirm', 'check-in', 'no-show']) {
      const res = await post(`${A}/${id}/${action}`, t['other-desk']);
      expect(res.status, action).toBe(404);
      expect((await res.json()).message).toBe(B.appointmentNotFound);
    }
    expect((await post(`${A}/${id}/cancel`, t['other-admin'], { reason: 'probe' })).status).toBe(404);
    expect((await get(`${A}/${id}/free-slots`, t['other-admin'])).status).toBe(404);
    // Asking for this clinic's doctor by id shows nothing either.
    const probe = await (await get(`${A}/today?doctorId=${f.doctorId}`, t['other-desk'])).json();
    expect(probe.data.appointments).toEqual([]);
    expect((await appointmentRow(h, id))?.status).toBe('pending');
  });

  it('a token whose claims no longer match the staff row (role changed, account removed) is refused', async () => {
    const email = `forged-${Date.now()}@clinic.test`;
    const user = await h.deps.auth.createUser({ email, password: 'Forged@1234', emailVerified: true });
    await h.deps.auth.setCustomUserClaims(user.uid, { role: 'clinic-admin', clinicId: f.clinicId });
    const token = await h.signIn(email, 'Forged@1234');
    const res = await get('/api/v1/clinic/audit', token);
    expect(res.status).toBe(403);
    expect((await res.json()).message).toBe(C.staffNotFound);
  });
});

describe('the day', () => {
  it("lists the clinic's day, needing an answer first, with the patient's name, type, reason, payment", async () => {
    const later = await booking(3);
    const earlier = await booking(2);
    await post(`${A}/${earlier.id}/confirm`, t['front-desk']);
    const date = new Date(Date.now() + 2.5 * 3_600_000).toLocaleDateString('en-CA', { timeZone: 'Asia/Kathmandu' });
    const res = await get(`${A}/today?date=${date}`, t['front-desk']);
    expect(res.status).toBe(200);
    const list = (await res.json()).data.appointments as { id: string; needsAnswer: boolean; patientName: string; appointmentType: string; reason: string; paymentStatus: string }[];
    const ids = list.map((a) => a.id);
    if (ids.includes(later.id) && ids.includes(earlier.id)) expect(ids.indexOf(later.id)).toBeLessThan(ids.indexOf(earlier.id));
    expect(list.find((a) => a.id === later.id) ?? list.find((a) => a.id === earlier.id)).toMatchObject({
      patientName: 'Sita Rai', appointmentType: 'in_person', reason: 'Fever for three days', paymentStatus: 'unpaid',
    });
    // The doctor's own list and the admin's see it too.
    for (const role of ['doctor', 'clinic-admin']) {
      const d = await (await get(`${A}/today?date=${date}`, t[role])).json();
      expect(d.data.appointments.map((a: { id: string }) => a.id)).toEqual(expect.arrayContaining(ids));
    }
  });

  it('refuses a bad date with a field error', async () => {
    const res = await get(`${A}/today?date=2026-13-40`, t['front-desk']);
    expect(res.status).toBe(400);
    expect((await res.json()).errorList?.[0]?.field).toBe('date');
  });
});

describe('actions', () => {
  it('the front desk confirms: the patient is told, the audit says who; a retried confirm confirms once', async () => {
    const { id } = await booking();
    const key = { 'Idempotency-Key': `confirm-${id}` };
    const first = await post(`${A}/${id}/confirm`, t['front-desk'], {}, key);
    expect(first.status).toBe(200);
    expect((await first.json()).data).toMatchObject({ id, status: 'confirmed', needsAnswer: false });
    const again = await post(`${A}/${id}/confirm`, t['front-desk'], {}, key);
    expect(again.status).toBe(200);
    expect(again.headers.get('Idempotency-Replayed')).toBe('true');
    expect(await eventCounts(h, id)).toEqual({ history: 2, notifications: 2, activities: 2 });
    const audit = await auditRows(h, id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'confirm', clinicId: f.clinicId });
    // The admin reads it, with the patient's name.
    const log = await (await get('/api/v1/clinic/audit', t['clinic-admin'])).json();
    expect(log.data.find((e: { appointmentId: string }) => e.appointmentId === id)).toMatchObject({ action: 'confirm', patientName: 'Sita Rai' });
    // Without the key, a second confirm is a clear 409.
    const twice = await post(`${A}/${id}/confirm`, t['front-desk']);
    expect(twice.status).toBe(409);
  });

  it("proposes one of the doctor's free slots; the patient's slot is freed", async () => {
    const { id, slotId } = await booking();
    const slots = await (await get(`${A}/${id}/free-slots`, t['front-desk'])).json();
    const free = slots.data[0].id as string;
    const res = await post(`${A}/${id}/propose`, t['front-desk'], { scheduleId: free });
    expect(res.status).toBe(200);
    expect((await res.json()).data).toMatchObject({ status: 'rescheduled' });
    expect(await slotStatus(h, free)).toBe('booked');
    expect(await slotStatus(h, slotId)).toBe('booked'); // still held by the appointment until the patient answers
    const bad = await post(`${A}/${id}/propose`, t['front-desk'], { scheduleId: 'nope' });
    expect(bad.status).toBe(400);
  });

  it('check in and complete; the front desk cannot complete, the doctor can', async () => {
    const { id } = await booking(1);
    expect((await post(`${A}/${id}/check-in`, t['front-desk'])).status).toBe(409); // pending: not yet
    await post(`${A}/${id}/confirm`, t['doctor']);
    const inRes = await post(`${A}/${id}/check-in`, t['front-desk']);
    expect(inRes.status).toBe(200);
    expect((await inRes.json()).data.checkedInAt).toBeTruthy();
    expect((await post(`${A}/${id}/check-in`, t['front-desk'])).status).toBe(409);
    expect((await post(`${A}/${id}/complete`, t['doctor'])).status).toBe(200);
    expect((await appointmentRow(h, id))?.status).toBe('completed');
    expect((await attendanceOf(h, id))?.checkedInAt).toBeTruthy();
  });

  it('no-show only once the time has come (the server clock moved, not waited for)', async () => {
    const { id } = await booking(2);
    await post(`${A}/${id}/confirm`, t['front-desk']);
    const early = await post(`${A}/${id}/no-show`, t['front-desk']);
    expect(early.status).toBe(409);
    expect((await early.json()).message).toBe(C.cannotMarkNoShow);
    expect((await attendanceOf(h, id))?.noShowAt ?? null).toBeNull();
    setClock(() => Date.now() + 3 * 3_600_000);
    try {
      const late = await post(`${A}/${id}/no-show`, t['front-desk']);
      expect(late.status).toBe(200);
      expect((await late.json()).data.noShowAt).toBeTruthy();
      // Marked once: neither again nor checked in afterwards.
      expect((await post(`${A}/${id}/no-show`, t['front-desk'])).status).toBe(409);
      expect((await post(`${A}/${id}/check-in`, t['front-desk'])).status).toBe(409);
    } finally {
      setClock(null);
    }
    expect((await auditRows(h, id)).map((r) => r.action).sort()).toEqual(['confirm', 'no-show']);
  });

  it('cancels with a reason the patient reads; a reason is required', async () => {
    const { id, p, slotId } = await booking();
    const none = await post(`${A}/${id}/cancel`, t['front-desk'], { reason: ' ' });
    expect(none.status).toBe(400);
    expect((await none.json()).errorList).toEqual([{ field: 'reason', message: M.required }]);
    const res = await post(`${A}/${id}/cancel`, t['front-desk'], { reason: 'The doctor is away that day' });
    expect(res.status).toBe(200);
    expect(await slotStatus(h, slotId)).toBe('available');
    const mine = await (await h.request(`/api/v1/patient/appointment/details/${id}`, { token: p.token })).json();
    expect(mine.data).toMatchObject({ status: 'canceled', cancelReason: 'The doctor is away that day' });
  });

  it("a doctor acts only on their own appointments (the fixture clinic's other doctor's are not found)", async () => {
    const otherDoctorHere = await createFixtures(h.deps.db);
    const p = await completePatient(h);
    const sid = await slotIn(h, otherDoctorHere, 72);
    const body = { doctorId: otherDoctorHere.doctorId, slot: { scheduleId: sid, fee: 50_000, scheduleType: 'in_person', institutionName: 'x' } };
    const { bookingBody } = await import('../../testing/booking-fixtures');
    const res = await h.request('/api/v1/patient/appointment/book', { method: 'POST', token: p.token, body: { ...bookingBody(otherDoctorHere, sid), ...body } });
    const id = (await res.json()).data.id as string;
    expect((await post(`${A}/${id}/confirm`, t['doctor'])).status).toBe(404);
  });

  it('a confirm racing the patient’s cancel ends in one clear state', async () => {
    const { id, p } = await booking();
    const [c1, c2] = await Promise.all([
      post(`${A}/${id}/confirm`, t['front-desk']),
      h.request(`/api/v1/patient/appointment/cancel/${id}`, { method: 'POST', token: p.token, body: { reason: 'Changed my mind' } }),
    ]);
    const status = (await appointmentRow(h, id))?.status;
    expect(status).toBe('canceled');
    expect([200, 409]).toContain(c1.status);
    expect(c2.status).toBe(200);
  });
});

describe('staff invitations', () => {
  it('an admin invites a front-desk member by e-mail; accepting makes the account with its claims, once', async () => {
    const email = `desk-${Date.now()}@clinic.test`;
    const res = await post('/api/v1/clinic/staff/invitations', t['clinic-admin'], { email, role: 'front-desk' });
    expect(res.status).toBe(201);
    const { readOutbox } = await import('../../mail/mailer');
    const mail = (await readOutbox(h.outboxDir)).find((m) => m.to === email);
    const token = /\/clinic\/join\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
    expect(token).toBeTruthy();
    const accept = await post('/api/v1/clinic/invitations/accept', undefined, { token, displayName: 'Gita Desk', password: 'Desk@12345' });
    expect(accept.status).toBe(200);
    expect((await accept.json()).data).toEqual({ email, role: 'front-desk' });
    expect((await post('/api/v1/clinic/invitations/accept', undefined, { token, displayName: 'Again', password: 'Desk@12345' })).status).toBe(400);
    const me = await (await get('/api/v1/clinic/me', await h.signIn(email, 'Desk@12345'))).json();
    expect(me.data).toMatchObject({ role: 'front-desk', clinicId: f.clinicId, displayName: 'Gita Desk' });
    const staff = await (await get('/api/v1/clinic/staff', t['clinic-admin'])).json();
    expect(staff.data.map((s: { email: string }) => s.email)).toContain(email);
  });

  it("refuses a doctor invitation for another clinic's doctor, and bad input, with field errors", async () => {
    const wrong = await post('/api/v1/clinic/staff/invitations', t['clinic-admin'], { email: 'dr@example.test', role: 'doctor', doctorId: other.doctorId });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).errorList).toEqual([{ field: 'doctorId', message: C.doctorNotAtClinic }]);
    const role = await post('/api/v1/clinic/staff/invitations', t['clinic-admin'], { email: 'x@example.test', role: 'pharmacist' });
    expect(role.status).toBe(400);
    const bad = await post('/api/v1/clinic/invitations/accept', undefined, { token: 'short', displayName: 'x', password: 'weak' });
    expect(bad.status).toBe(400);
  });
});

describe("the doctor's chat", () => {
  it("a console doctor's token works on the doctor chat API (the chat module's own rules); other roles get role mismatch", async () => {
    const { id } = await booking();
    const opened = await post(`/api/v1/doctor/chat/appointments/${id}/thread`, t['doctor']);
    expect(opened.status).toBe(200);
    const threadId = (await opened.json()).data.id as string;
    const sent = await post(`/api/v1/doctor/chat/threads/${threadId}/messages`, t['doctor'], { body: 'Please bring your old reports.' });
    expect(sent.status).toBe(201);
    const list = await (await get('/api/v1/doctor/chat/threads', t['doctor'])).json();
    expect(list.data.threads.map((x: { id: string }) => x.id)).toContain(threadId);
    for (const role of ['front-desk', 'clinic-admin']) {
      const res = await get('/api/v1/doctor/chat/threads', t[role]);
      expect(res.status, role).toBe(403);
      expect((await res.json()).message).toBe(M.roleMismatch);
    }
  });
});
