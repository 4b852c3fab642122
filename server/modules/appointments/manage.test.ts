import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createHarness, type Harness } from '../../testing/harness';
import { createFixtures, type Fixtures } from '../../db/fixtures';
import { appointments, rescheduleRequests } from '../../db/schema';
import {
  appointmentRow, bookingBody, bookOk, completePatient, doctorToken, eventCounts, slotIn, slotStatus,
} from '../../testing/booking-fixtures';
import { M } from '../../../contracts/messages';
import { BOOKING_MESSAGES as B } from '../../../contracts/booking-messages';

let h: Harness;
let f: Fixtures;
let other: Fixtures;
let drToken: string;
let otherDrToken: string;
beforeAll(async () => {
  h = await createHarness({ RATE_LIMIT_PER_MINUTE: '100000' });
  f = await createFixtures(h.deps.db);
  other = await createFixtures(h.deps.db);
  drToken = await doctorToken(h, f.doctorId);
  otherDrToken = await doctorToken(h, other.doctorId);
});
afterAll(async () => { await h.close(); });

const P = '/api/v1/patient/appointment';
const D = '/api/v1/doctor/appointment';
const post = (path: string, token: string, body?: unknown, headers?: Record<string, string>) => h.request(path, { method: 'POST', token, body, headers });

describe('cancel', () => {
  it('cancels with a reason: irreversible, frees the slot, sets canceledAt, writes the events', async () => {
    const p = await completePatient(h);
    const slotId = await slotIn(h, f, 72);
    const id = await bookOk(h, p.token, f, slotId);
    const res = await post(`${P}/cancel/${id}`, p.token, { reason: 'Travelling that week' });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.message).toBe(B.appointmentCanceled);
    expect(body.data).toMatchObject({ status: 'canceled', cancelReason: 'Travelling that week', canCancel: false, canReschedule: false });
    expect(body.data.canceledAt).toBeTruthy();
    expect(await slotStatus(h, slotId)).toBe('available');
    expect(await eventCounts(h, id)).toEqual({ history: 2, notifications: 2, activities: 2 });

    const again = await post(`${P}/cancel/${id}`, p.token, { reason: 'again' });
    expect(again.status).toBe(409);
    expect((await again.json()).message).toBe(B.appointmentClosed);
    expect((await post(`${P}/reschedule/${id}`, p.token, { scheduleId: await slotIn(h, f, 90) })).status).toBe(409);
    // The freed slot can be booked by someone else.
    const q = await completePatient(h);
    await bookOk(h, q.token, f, slotId);
  });

  it('needs a reason', async () => {
    const p = await completePatient(h);
    const id = await bookOk(h, p.token, f, await slotIn(h, f, 72));
    const res = await post(`${P}/cancel/${id}`, p.token, { reason: ' ' });
    expect(res.status).toBe(400);
    expect((await res.json()).errorList).toEqual([{ field: 'reason', message: M.required }]);
  });

  it('refuses cancel and reschedule less than 24 hours before the start, in English and Nepali; the views say why', async () => {
    const p = await completePatient(h);
    const slotId = await slotIn(h, f, 3);
    const id = await bookOk(h, p.token, f, slotId);
    const cancel = await post(`${P}/cancel/${id}`, p.token, { reason: 'Cannot come' });
    expect(cancel.status).toBe(422);
    expect((await cancel.json()).message).toBe(B.cancelCutoff);
    const ne = await post(`${P}/cancel/${id}`, p.token, { reason: 'Cannot come' }, { 'accept-language': 'ne' });
    expect((await ne.json()).message).toBe('अपोइन्टमेन्ट तोकिएको समयभन्दा कम्तीमा २४ घण्टाअघि मात्र रद्द गर्न सकिन्छ।');
    const resched = await post(`${P}/reschedule/${id}`, p.token, { scheduleId: await slotIn(h, f, 80) });
    expect(resched.status).toBe(422);
    expect((await resched.json()).message).toBe(B.rescheduleCutoff);

    const details = (await (await h.request(`${P}/details/${id}`, { token: p.token })).json()).data;
    expect(details).toMatchObject({ canCancel: false, cancelBlockedReason: B.cancelCutoff, canReschedule: false, rescheduleBlockedReason: B.rescheduleCutoff });
    const list = (await (await h.request(`${P}/list`, { token: p.token })).json()).data;
    expect(list.appointments[0]).toMatchObject({ id, canCancel: false });
    expect((await appointmentRow(h, id)).status).toBe('pending');
    expect(await slotStatus(h, slotId)).toBe('booked');
  });
});

describe('another patient\'s appointment', () => {
  it('cannot be seen, canceled, rescheduled or accepted (404)', async () => {
    const owner = await completePatient(h);
    const intruder = await completePatient(h);
    const id = await bookOk(h, owner.token, f, await slotIn(h, f, 72));
    const target = await slotIn(h, f, 100);
    for (const res of [
      await h.request(`${P}/details/${id}`, { token: intruder.token }),
      await post(`${P}/cancel/${id}`, intruder.token, { reason: 'mine now' }),
      await post(`${P}/reschedule/${id}`, intruder.token, { scheduleId: target }),
      await post(`${P}/reschedule/${id}/accept`, intruder.token),
    ]) {
      expect(res.status).toBe(404);
      expect((await res.json()).message).toBe(B.appointmentNotFound);
    }
    const list = (await (await h.request(`${P}/list`, { token: intruder.token })).json()).data;
    expect(list.appointments).toHaveLength(0);
    expect((await appointmentRow(h, id)).status).toBe('pending');
    expect(await slotStatus(h, target)).toBe('available');
  });
});

describe('reschedule', () => {
  it('patient asks → slot held, status rescheduled → doctor proposes → patient accepts → moved, confirmed; slots right', async () => {
    const p = await completePatient(h);
    const original = await slotIn(h, f, 72);
    const asked = await slotIn(h, f, 96);
    const proposed = await slotIn(h, f, 120);
    const id = await bookOk(h, p.token, f, original);

    const r1 = await post(`${P}/reschedule/${id}`, p.token, { scheduleId: asked, note: 'Mornings are better' });
    expect(r1.status).toBe(200);
    const b1 = await r1.json();
    expect(b1.message).toBe(B.rescheduleRequested);
    expect(b1.data).toMatchObject({ status: 'rescheduled', slotId: original, reschedule: { status: 'awaiting_doctor', requestedSlot: { id: asked }, proposedSlot: null } });
    expect(await slotStatus(h, asked)).toBe('booked');
    expect(await slotStatus(h, original)).toBe('booked');
    // Nobody else can take the held slot.
    const q = await completePatient(h);
    const taken = await h.request(`${P}/book`, { method: 'POST', token: q.token, body: bookingBody(f, asked) });
    expect(taken.status).toBe(409);

    const r2 = await post(`${D}/propose/${id}`, drToken, { scheduleId: proposed });
    expect(r2.status).toBe(200);
    expect((await r2.json()).data).toMatchObject({ status: 'rescheduled', reschedule: { status: 'doctor_proposed', proposedSlot: { id: proposed } } });
    expect(await slotStatus(h, asked)).toBe('available');
    expect(await slotStatus(h, proposed)).toBe('booked');

    const r3 = await post(`${P}/reschedule/${id}/accept`, p.token);
    expect(r3.status).toBe(200);
    const b3 = await r3.json();
    expect(b3.message).toBe(B.rescheduleAccepted);
    expect(b3.data).toMatchObject({ status: 'confirmed', slotId: proposed, reschedule: null });
    expect(await slotStatus(h, original)).toBe('available');
    expect(await slotStatus(h, proposed)).toBe('booked');
    const requests = await h.deps.db.select().from(rescheduleRequests).where(eq(rescheduleRequests.appointmentId, id));
    expect(requests.map((r) => r.status)).toEqual(['accepted']);
    // booked, requested, proposed, rescheduled: each wrote history, a notification and an activity.
    expect(await eventCounts(h, id)).toEqual({ history: 4, notifications: 4, activities: 4 });
    expect(b3.data.statusHistory.map((s: { toStatus: string }) => s.toStatus)).toEqual(['pending', 'rescheduled', 'rescheduled', 'confirmed']);

    expect((await post(`${P}/reschedule/${id}/accept`, p.token)).status).toBe(409);
  });

  it('patient answers a proposal by picking another slot; the doctor confirms that one', async () => {
    const p = await completePatient(h);
    const original = await slotIn(h, f, 72);
    const asked = await slotIn(h, f, 96);
    const proposed = await slotIn(h, f, 120);
    const picked = await slotIn(h, f, 130);
    const id = await bookOk(h, p.token, f, original);
    expect((await post(`${P}/reschedule/${id}`, p.token, { scheduleId: asked })).status).toBe(200);
    expect((await post(`${D}/propose/${id}`, drToken, { scheduleId: proposed })).status).toBe(200);
    // The doctor cannot confirm while the patient has to answer.
    const early = await post(`${D}/confirm/${id}`, drToken);
    expect(early.status).toBe(409);
    expect((await early.json()).message).toBe(B.awaitingPatient);

    const r = await post(`${P}/reschedule/${id}`, p.token, { scheduleId: picked });
    expect(r.status).toBe(200);
    expect((await r.json()).data.reschedule).toMatchObject({ status: 'awaiting_doctor', requestedSlot: { id: picked } });
    expect(await slotStatus(h, proposed)).toBe('available');
    expect(await slotStatus(h, picked)).toBe('booked');

    const c = await post(`${D}/confirm/${id}`, drToken, { note: 'See you then' });
    expect(c.status).toBe(200);
    expect((await c.json()).data).toMatchObject({ status: 'confirmed', slotId: picked, reschedule: null });
    expect(await slotStatus(h, original)).toBe('available');
    const statuses = (await h.deps.db.select().from(rescheduleRequests).where(eq(rescheduleRequests.appointmentId, id))).map((x) => x.status).sort();
    expect(statuses).toEqual(['accepted', 'declined']);
  });

  it('refuses another doctor\'s slot, a different consultation type, the same slot and a taken slot', async () => {
    const p = await completePatient(h);
    const original = await slotIn(h, f, 72);
    const id = await bookOk(h, p.token, f, original);
    const cases: [string, number, string][] = [
      [await slotIn(h, other, 90), 422, B.slotOtherDoctor],
      [await slotIn(h, f, 90, { type: 'video' }), 422, B.slotTypeMismatch],
      [original, 422, B.sameSlot],
      [await slotIn(h, f, 90, { status: 'booked' }), 409, B.slotTaken],
      [await slotIn(h, f, -1), 422, B.slotPast],
    ];
    for (const [scheduleId, status, message] of cases) {
      const res = await post(`${P}/reschedule/${id}`, p.token, { scheduleId });
      expect(res.status, message).toBe(status);
      expect((await res.json()).errorList).toEqual([{ field: 'scheduleId', message }]);
    }
    expect((await appointmentRow(h, id)).status).toBe('pending');
  });

  it('canceling during a reschedule frees the held slot too', async () => {
    const p = await completePatient(h);
    const original = await slotIn(h, f, 72);
    const asked = await slotIn(h, f, 96);
    const id = await bookOk(h, p.token, f, original);
    await post(`${P}/reschedule/${id}`, p.token, { scheduleId: asked });
    expect((await post(`${P}/cancel/${id}`, p.token, { reason: 'Feeling better' })).status).toBe(200);
    expect(await slotStatus(h, asked)).toBe('available');
    expect(await slotStatus(h, original)).toBe('available');
    const open = await h.deps.db.select().from(rescheduleRequests).where(and(eq(rescheduleRequests.appointmentId, id), eq(rescheduleRequests.status, 'withdrawn')));
    expect(open).toHaveLength(1);
  });
});

describe('doctor API', () => {
  it('refuses a patient token, no token, and another doctor\'s appointment', async () => {
    const p = await completePatient(h);
    const id = await bookOk(h, p.token, f, await slotIn(h, f, 72));
    const asPatient = await post(`${D}/confirm/${id}`, p.token);
    expect(asPatient.status).toBe(403);
    expect((await asPatient.json()).message).toBe(M.roleMismatch);
    expect((await h.request(`${D}/confirm/${id}`, { method: 'POST' })).status).toBe(401);
    const noClaim = await doctorToken(h, 'not-a-uuid');
    expect((await post(`${D}/confirm/${id}`, noClaim)).status).toBe(403);
    for (const action of ['confirm', 'complete']) {
      const res = await post(`${D}/${action}/${id}`, otherDrToken);
      expect(res.status).toBe(404);
    }
    expect((await post(`${D}/cancel/${id}`, otherDrToken, { reason: 'x' })).status).toBe(404);
    expect((await h.request(`${D}/details/${id}`, { token: otherDrToken })).status).toBe(404);
    expect((await appointmentRow(h, id)).status).toBe('pending');
    // A patient cannot use the doctor's token on patient routes either.
    expect((await h.request(`${P}/list`, { token: drToken })).status).toBe(403);
  });

  it('confirm → complete; cancel by the doctor tells the patient the reason; each change writes the events', async () => {
    const p = await completePatient(h);
    const id = await bookOk(h, p.token, f, await slotIn(h, f, 72));
    expect((await post(`${D}/complete/${id}`, drToken)).status).toBe(409);
    const c = await post(`${D}/confirm/${id}`, drToken);
    expect(c.status).toBe(200);
    expect((await c.json()).data.status).toBe('confirmed');
    expect((await post(`${D}/confirm/${id}`, drToken)).status).toBe(409);
    const done = await post(`${D}/complete/${id}`, drToken);
    expect((await done.json()).data.status).toBe('completed');
    expect(await eventCounts(h, id)).toEqual({ history: 3, notifications: 3, activities: 3 });

    const slot2 = await slotIn(h, f, 5);
    const id2 = await bookOk(h, p.token, f, slot2);
    const cancel = await post(`${D}/cancel/${id2}`, drToken, { reason: 'Doctor on leave' });
    expect(cancel.status).toBe(200);
    expect(await slotStatus(h, slot2)).toBe('available');
    const notes = (await (await h.request('/api/v1/patient/notifications/get', { token: p.token })).json()).data.notifications;
    expect(notes[0].message).toContain('Doctor on leave');
    expect(await eventCounts(h, id2)).toEqual({ history: 2, notifications: 2, activities: 2 });
  });

  it('a doctor-initiated proposal moves the appointment when the patient accepts', async () => {
    const p = await completePatient(h);
    const original = await slotIn(h, f, 72);
    const proposed = await slotIn(h, f, 150);
    const id = await bookOk(h, p.token, f, original);
    const r = await post(`${D}/propose/${id}`, drToken, { scheduleId: proposed, note: 'I am away that day' });
    expect(r.status).toBe(200);
    expect((await r.json()).data).toMatchObject({ status: 'rescheduled', reschedule: { status: 'doctor_proposed', proposedSlot: { id: proposed } } });
    expect(await slotStatus(h, original)).toBe('booked');
    expect((await post(`${P}/reschedule/${id}/accept`, p.token)).status).toBe(200);
    const [row] = await h.deps.db.select().from(appointments).where(eq(appointments.id, id));
    expect(row).toMatchObject({ slotId: proposed, status: 'confirmed' });
    expect(await slotStatus(h, original)).toBe('available');
  });
});

describe('list', () => {
  it('filters by status, pages, and puts upcoming first (a canceled one is not upcoming, even ahead in time)', async () => {
    const p = await completePatient(h);
    const later = await bookOk(h, p.token, f, await slotIn(h, f, 200));
    const sooner = await bookOk(h, p.token, f, await slotIn(h, f, 30));
    const canceled = await bookOk(h, p.token, f, await slotIn(h, f, 100));
    await post(`${P}/cancel/${canceled}`, p.token, { reason: 'No longer needed' });
    await post(`${D}/confirm/${later}`, drToken);

    const all = (await (await h.request(`${P}/list?status=all&pageSize=2`, { token: p.token })).json()).data;
    expect(all.pagination).toEqual({ page: 1, pageSize: 2, total: 3, hasNext: true });
    expect(all.appointments.map((a: { id: string }) => a.id)).toEqual([sooner, later]);
    const page2 = (await (await h.request(`${P}/list?pageSize=2&page=2`, { token: p.token })).json()).data;
    expect(page2.appointments.map((a: { id: string }) => a.id)).toEqual([canceled]);
    for (const [status, ids] of [['pending', [sooner]], ['confirmed', [later]], ['canceled', [canceled]], ['completed', []], ['rescheduled', []]] as const) {
      const data = (await (await h.request(`${P}/list?status=${status}`, { token: p.token })).json()).data;
      expect(data.appointments.map((a: { id: string }) => a.id), status).toEqual(ids);
    }
    expect((await h.request(`${P}/list?status=bogus`, { token: p.token })).status).toBe(400);
  });
});
