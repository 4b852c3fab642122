// The home dashboard over the seeded demo data set, and the seeded bookings against the booking rules.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createHarness, type Harness } from '../../testing/harness';
import { DEMO_PATIENT, seedDatabase } from '../../db/seed/index';
import { createFixtures } from '../../db/fixtures';
import { bookOk, completePatient, slotIn } from '../../testing/booking-fixtures';
import { BOOKING_MESSAGES as B } from '../../../contracts/booking-messages';
import type { Activity } from '../../../contracts/activities';
import type { Appointment } from '../../../contracts/appointments';

let h: Harness;
let demoToken: string;
beforeAll(async () => {
  h = await createHarness({ RATE_LIMIT_PER_MINUTE: '100000' });
  await seedDatabase(h.deps.db);
  await h.deps.db.execute(sql`analyze`);
  // The demo patient's Firebase user (the seed creates only the database rows); the emulator is shared by test files.
  try {
    await h.deps.auth.createUser({ uid: DEMO_PATIENT.uid, email: DEMO_PATIENT.email, password: DEMO_PATIENT.password, emailVerified: true });
  } catch (err) {
    if ((err as { code?: string }).code !== 'auth/uid-already-exists' && (err as { code?: string }).code !== 'auth/email-already-exists') throw err;
  }
  await h.deps.auth.setCustomUserClaims(DEMO_PATIENT.uid, { role: 'patient' });
  demoToken = await h.signIn(DEMO_PATIENT.email, DEMO_PATIENT.password);
});
afterAll(async () => { await h.close(); });

const P = '/api/v1/patient';
const get = async (path: string, token = demoToken) => {
  const res = await h.request(`${P}${path}`, { token, headers: { 'x-timezone': 'Asia/Kathmandu' } });
  expect(res.status, path).toBe(200);
  return (await res.json()).data;
};

describe('seeded bookings follow the booking rules', () => {
  it('every live appointment holds a future booked slot, one per slot; canceled ones freed theirs', async () => {
    const res = await h.deps.db.execute<{ problem: string; n: number }>(sql`
      select 'live on a slot that is not booked' as problem, count(*)::int as n
        from appointments a join schedule_slots s on s.id = a.slot_id
        where a.status in ('pending','confirmed','rescheduled') and s.status <> 'booked'
      union all
      select 'live in the past', count(*)::int from appointments a join schedule_slots s on s.id = a.slot_id
        where a.status in ('pending','confirmed','rescheduled') and s.ends_at < now()
      union all
      select 'rescheduled without an open request', count(*)::int from appointments a
        where a.status = 'rescheduled' and not exists (select 1 from reschedule_requests r where r.appointment_id = a.id and r.status in ('awaiting_doctor','doctor_proposed'))
      union all
      select 'canceled without canceledAt or reason', count(*)::int from appointments where status = 'canceled' and (canceled_at is null or cancel_reason is null)
      union all
      select 'booked future slot held by nothing', count(*)::int from schedule_slots s
        where s.status = 'booked' and s.starts_at > now()
          and not exists (select 1 from appointments a where a.slot_id = s.id and a.status in ('pending','confirmed','rescheduled'))
          and not exists (select 1 from reschedule_requests r where r.status in ('awaiting_doctor','doctor_proposed') and s.id in (r.requested_slot_id, r.proposed_slot_id))
    `);
    expect(Object.fromEntries(res.rows.map((r) => [r.problem, r.n]))).toEqual({
      'live on a slot that is not booked': 0, 'live in the past': 0, 'rescheduled without an open request': 0,
      'canceled without canceledAt or reason': 0, 'booked future slot held by nothing': 0,
    });
  });

  it('the demo patient sees upcoming appointments first, changeable (more than 24 h away)', async () => {
    const data = await get('/appointment/list?status=all');
    const live = (data.appointments as Appointment[]).filter((a) => ['pending', 'confirmed'].includes(a.status));
    expect(live.length).toBeGreaterThanOrEqual(2);
    expect(data.appointments.slice(0, live.length).map((a: Appointment) => a.id)).toEqual(live.map((a) => a.id));
    for (const a of live) expect(a).toMatchObject({ canCancel: true, canReschedule: true, cancelBlockedReason: null });
    const closed = (data.appointments as Appointment[]).filter((a) => a.status === 'completed' || a.status === 'canceled');
    for (const a of closed) expect(a).toMatchObject({ canCancel: false, cancelBlockedReason: B.appointmentClosed });
    expect(closed.some((a) => a.patientInfo.relation === 'daughter')).toBe(true);
  });
});

describe('home', () => {
  it('upcoming consultation is the soonest live appointment', async () => {
    const upcoming = (await get('/consultation/upcoming')) as Appointment;
    const list = (await get('/appointment/list?status=all')).appointments as Appointment[];
    const soonest = list.filter((a) => ['pending', 'confirmed', 'rescheduled'].includes(a.status)).sort((a, b) => a.startsAt.localeCompare(b.startsAt))[0]!;
    expect(upcoming.id).toBe(soonest.id);
    const fresh = await h.createPatient();
    expect(await get('/consultation/upcoming', fresh.token)).toBeNull();
  });

  it('active medications are the started, not yet stopped prescriptions', async () => {
    const { medications } = await get('/medications/active');
    expect(medications.map((m: { medication: string }) => m.medication).sort()).toEqual(['Amlodipine', 'Paracetamol', 'Vitamin D3 (Cholecalciferol)']);
    expect(medications[0]).toMatchObject({ doctor: { name: expect.not.stringMatching(/^Dr\b/) }, familyMember: null });
  });

  it('recent and archived activity, archive and unarchive, only one\'s own', async () => {
    const recent = await get('/recent-activity/activity?archived=false');
    const archived = await get('/recent-activity/activity?archived=true');
    expect(recent.activities.every((a: Activity) => !a.isArchived)).toBe(true);
    expect(archived.activities.every((a: Activity) => a.isArchived)).toBe(true);
    expect(archived.activities.length).toBeGreaterThanOrEqual(2);
    const first = recent.activities[0] as Activity;

    const res = await h.request(`${P}/recent-activity/archive/${first.id}`, { method: 'PATCH', token: demoToken });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ message: B.activityArchived, data: { id: first.id, isArchived: true } });
    expect((await get('/recent-activity/activity?archived=true')).activities.map((a: Activity) => a.id)).toContain(first.id);
    expect((await get('/recent-activity/activity?archived=false')).activities.map((a: Activity) => a.id)).not.toContain(first.id);

    const other = await h.createPatient();
    expect((await h.request(`${P}/recent-activity/unarchive/${first.id}`, { method: 'PATCH', token: other.token })).status).toBe(404);
    const back = await h.request(`${P}/recent-activity/unarchive/${first.id}`, { method: 'PATCH', token: demoToken });
    expect((await back.json()).data.isArchived).toBe(false);

    const paged = await get('/recent-activity/activity?archived=false&limit=2&page=1');
    expect(paged.activities).toHaveLength(2);
    expect(paged.pagination).toEqual({ page: 1, limit: 2, hasNext: true });
  });

  it('a booking shows up as the newest activity and notification', async () => {
    const f = await createFixtures(h.deps.db);
    const p = await completePatient(h);
    const id = await bookOk(h, p.token, f, await slotIn(h, f, 50));
    const acts = (await get('/recent-activity/activity', p.token)).activities as Activity[];
    expect(acts[0]).toMatchObject({ kind: 'appointment_booked', appointmentId: id, title: B.nBookedTitle });
    const notes = await get('/notifications/get', p.token);
    expect(notes.summary.unread).toBe(1);
    expect(notes.notifications[0]).toMatchObject({ title: B.nBookedTitle, link: `/appointments/${id}` });
    expect(notes.notifications[0].message).toContain('Dr. Ram Thapa');
    expect((await get('/consultation/upcoming', p.token)).id).toBe(id);
  });
});

describe("the patient's records name the doctor in both scripts", () => {
  // The seeded doctors have Devanagari names: every answer that names a doctor carries them beside the Latin ones.
  const at = async (path: string) => {
    const res = await h.request(path, { token: demoToken, headers: { 'x-timezone': 'Asia/Kathmandu' } });
    expect(res.status, path).toBe(200);
    return (await res.json()).data;
  };
  const named = expect.objectContaining({ firstNameNe: expect.stringMatching(/^\p{Script=Devanagari}/u), lastNameNe: expect.any(String) });

  it('appointments, home, prescriptions, lab tests, invoices, payments, chats, family and the health feed', async () => {
    const list = await at(`${P}/appointment/list?status=all`);
    expect(list.appointments.length).toBeGreaterThan(0);
    for (const a of list.appointments) expect(a.doctor, 'appointment').toEqual(named);
    expect((await at(`${P}/appointment/details/${list.appointments[0].id}`)).doctor).toEqual(named);
    expect((await at(`${P}/consultation/upcoming`)).doctor).toEqual(named);
    const { medications } = await at(`${P}/medications/active`);
    for (const m of medications) expect(m.doctor, 'medication').toEqual(named);
    const { prescriptions } = await at(`${P}/prescriptions/active`);
    expect(prescriptions.length).toBeGreaterThan(0);
    for (const rx of prescriptions) expect(rx.doctor, 'prescription').toEqual(named);
    for (const t of (await at('/api/diagnostic/v1/lab-tests')).labTests) expect(t.doctor, 'lab test').toEqual(named);
    const { invoices } = await at('/api/v1/payment/invoices');
    expect(invoices.length).toBeGreaterThan(0);
    for (const i of invoices) expect(i.doctor, 'invoice').toEqual(named);
    expect((await at(`/api/v1/payment/invoices/${invoices[0].id}`)).doctor).toEqual(named);
    const { payments } = await at('/api/v1/payment/history');
    for (const p of payments) expect(p.doctor, 'payment').toEqual(named);
    const { threads } = await at('/api/v1/chat/threads');
    for (const t of threads) expect(t.doctor, 'chat thread').toEqual(named);
    const { doctors } = await at('/api/v1/chat/doctors');
    expect(doctors.length).toBeGreaterThan(0);
    for (const d of doctors) expect(d, 'chat doctor').toEqual(named);
    const { members } = await at(`${P}/family-member/list`);
    for (const m of members) if (m.doctor) expect(m.doctor, 'family doctor').toEqual(named);
    const { posts } = await at('/api/v1/upn/health-feed');
    expect(posts.length).toBeGreaterThan(0);
    for (const post of posts) expect(post.doctor, 'health-feed author').toEqual(named);
  });
});
