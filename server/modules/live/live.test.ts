// The live event streams (issue 29): a change made on one side reaches the other's open stream
// without a reload; each stream tells its caller only what is theirs to see; tickets are checked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../testing/harness';
import { startServer, type RunningServer } from '../../index';
import { createFixtures, type Fixtures } from '../../db/fixtures';
import { bookOk, completePatient, slotIn } from '../../testing/booking-fixtures';
import { staffToken } from '../../testing/clinic-fixtures';
import { readEvents, type SseEvent } from '../../testing/chat-fixtures';
import { ACCOUNT_MESSAGES as A } from '../../../contracts/account-messages';
import { M } from '../../../contracts/messages';
import { issueLiveTicket } from './tickets';
import { eq } from 'drizzle-orm';
import { clinicStaff } from '../../db/schema';

let h: Harness;
let server: RunningServer;
let f: Fixtures;
let other: Fixtures;
const t: Record<string, string> = {};
beforeAll(async () => {
  h = await createHarness({ RATE_LIMIT_PER_MINUTE: '100000' });
  server = await startServer(h.deps, { port: 0, host: '127.0.0.1' });
  f = await createFixtures(h.deps.db);
  other = await createFixtures(h.deps.db);
  for (const role of ['doctor', 'front-desk', 'clinic-admin'] as const) t[role] = await staffToken(h, f, role);
  t['other-desk'] = await staffToken(h, other, 'front-desk');
});
afterAll(async () => {
  await server?.close();
  await h.close();
});

const CLINIC_TICKET = '/api/v1/clinic/events-ticket';
const PATIENT_TICKET = '/api/v1/patient/events-ticket';
const post = (path: string, token: string | undefined, body: unknown = {}) => h.request(path, { method: 'POST', ...(token ? { token } : {}), body });

async function ticketUrl(path: string, token: string): Promise<string> {
  const res = await post(path, token);
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { url: string } }).data.url;
}
/** Opens a stream as EventSource does (a real HTTP request, no headers but Accept). */
const open = (url: string) => fetch(`${server.url}${url}`, { headers: { accept: 'text/event-stream' } });
const ready = (events: SseEvent[]) => events.some((e) => e.event === 'ready');
const appointmentIds = (events: SseEvent[]) => events.filter((e) => e.event === 'appointment').map((e) => (JSON.parse(e.data) as { id: string }).id);

/** Opens the streams, waits for each to say `ready`, does `act`, then reads each for `ms`. */
async function watch(urls: string[], act: () => Promise<void>, until: (id: number, events: SseEvent[]) => boolean, ms = 4_000) {
  const streams = await Promise.all(urls.map(open));
  for (const s of streams) expect(s.status).toBe(200);
  // Each stream is read by one reader for its whole life: ready first, the acting after all are ready.
  const readyAll: Promise<void>[] = [];
  const results = streams.map((s, i) => {
    let markReady!: () => void;
    readyAll.push(new Promise<void>((r) => { markReady = r; }));
    let marked = false;
    return readEvents(s, (events) => {
      if (!marked && ready(events)) { marked = true; markReady(); }
      return until(i, events);
    }, ms);
  });
  await Promise.all(readyAll);
  await act();
  return Promise.all(results);
}

describe('live event streams', () => {
  it("the front desk's confirm reaches the patient's stream; the patient's cancel reaches the clinic's; another clinic hears nothing", async () => {
    const p = await completePatient(h);
    const id = await bookOk(h, p.token, f, await slotIn(h, f, 50));
    const patientUrl = await ticketUrl(PATIENT_TICKET, p.token);
    const deskUrl = await ticketUrl(CLINIC_TICKET, t['front-desk']!);
    const doctorUrl = await ticketUrl(CLINIC_TICKET, t['doctor']!);
    const otherUrl = await ticketUrl(CLINIC_TICKET, t['other-desk']!);

    const [patient, desk, doctor, otherClinic] = await watch([patientUrl, deskUrl, doctorUrl, otherUrl], async () => {
      expect((await post(`/api/v1/clinic/appointments/${id}/confirm`, t['front-desk'])).status).toBe(200);
      expect((await post(`/api/v1/patient/appointment/cancel/${id}`, p.token, { reason: 'Feeling better' })).status).toBe(200);
    }, (i, events) => (i === 3 ? false : appointmentIds(events).length >= 2), 3_000);
    // Confirm and cancel: two events each, for the patient, the front desk and the doctor.
    expect(appointmentIds(patient!)).toEqual([id, id]);
    expect(appointmentIds(desk!)).toEqual([id, id]);
    expect(appointmentIds(doctor!)).toEqual([id, id]);
    // Another clinic's stream stayed quiet (it was read for the whole window).
    expect(otherClinic!.filter((e) => e.event === 'ready')).toHaveLength(1);
    expect(appointmentIds(otherClinic!)).toEqual([]);
  });

  it("another patient's stream hears nothing of this patient's appointments; check-in is announced", async () => {
    const p = await completePatient(h);
    const stranger = await completePatient(h);
    const id = await bookOk(h, p.token, f, await slotIn(h, f, 0.1));
    expect((await post(`/api/v1/clinic/appointments/${id}/confirm`, t['front-desk'])).status).toBe(200);
    const [own, theirs] = await watch([await ticketUrl(PATIENT_TICKET, p.token), await ticketUrl(PATIENT_TICKET, stranger.token)], async () => {
      expect((await post(`/api/v1/clinic/appointments/${id}/check-in`, t['front-desk'])).status).toBe(200);
    }, (i, events) => i === 0 && appointmentIds(events).length >= 1, 2_500);
    expect(appointmentIds(own!)).toEqual([id]);
    expect(appointmentIds(theirs!)).toEqual([]);
  });

  it("a doctor's stream says when one of their conversations gets a message", async () => {
    const p = await completePatient(h);
    await bookOk(h, p.token, f, await slotIn(h, f, 30));
    const thread = ((await (await post(`/api/v1/chat/threads/open/${f.doctorId}`, p.token)).json()) as { data: { id: string } }).data;
    const [doctor, desk] = await watch([await ticketUrl(CLINIC_TICKET, t['doctor']!), await ticketUrl(CLINIC_TICKET, t['front-desk']!)], async () => {
      expect((await post(`/api/v1/chat/threads/${thread.id}/messages`, p.token, { body: 'Is the clinic open on Saturday?' })).status).toBe(201);
    }, (i, events) => i === 0 && events.some((e) => e.event === 'chat'), 2_500);
    expect(doctor!.filter((e) => e.event === 'chat').map((e) => JSON.parse(e.data))).toEqual([{ threadId: thread.id }]);
    // Chat is the doctor's: the front desk's stream carries none.
    expect(desk!.some((e) => e.event === 'chat')).toBe(false);
    // The console doctor's reply, sent twice with one Idempotency-Key (a retry), is stored once.
    const reply = () => h.request(`/api/v1/doctor/chat/threads/${thread.id}/messages`, {
      method: 'POST', token: t['doctor']!, body: { body: 'Yes, from 10 to 1.' }, headers: { 'Idempotency-Key': `reply-${thread.id}` },
    });
    const [one, two] = [await reply(), await reply()];
    expect([one.status, two.status]).toEqual([201, 201]);
    expect((await two.json()).data.id).toBe((await one.json()).data.id);
    const messages = (await (await h.request(`/api/v1/chat/threads/${thread.id}/messages`, { token: p.token })).json()).data.messages as { body: string }[];
    expect(messages.filter((m) => m.body === 'Yes, from 10 to 1.')).toHaveLength(1);
  });

  it("a day off set or removed reaches every patient's stream with the doctor's id, not the console's", async () => {
    const p = await completePatient(h);
    const date = new Date(Date.now() + 12 * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Asia/Kathmandu' });
    const schedules = (events: SseEvent[]) => events.filter((e) => e.event === 'schedule').map((e) => JSON.parse(e.data) as unknown);
    const [patient, desk] = await watch([await ticketUrl(PATIENT_TICKET, p.token), await ticketUrl(CLINIC_TICKET, t['front-desk']!)], async () => {
      expect((await post('/api/v1/clinic/days-off', t['clinic-admin'], { doctorId: f.doctorId, date })).status).toBe(200);
      expect((await post('/api/v1/clinic/days-off/remove', t['clinic-admin'], { doctorId: f.doctorId, date })).status).toBe(200);
    }, (i, events) => i === 0 && schedules(events).length >= 2, 2_500);
    expect(schedules(patient!)).toEqual([{ doctorId: f.doctorId }, { doctorId: f.doctorId }]);
    expect(schedules(desk!)).toEqual([]);
  });

  it('tickets: no token (401), the other side (403), bad, expired, forged or the other scope (401)', async () => {
    const p = await completePatient(h);
    expect((await post(CLINIC_TICKET, undefined)).status).toBe(401);
    expect((await post(PATIENT_TICKET, undefined)).status).toBe(401);
    const patientAsStaff = await post(CLINIC_TICKET, p.token);
    expect(patientAsStaff.status).toBe(403);
    expect((await patientAsStaff.json()).message).toBe(M.roleMismatch);
    expect((await post(PATIENT_TICKET, t['front-desk'])).status).toBe(403);
    // No credential at all on the streams.
    expect((await open('/api/v1/clinic/events')).status).toBe(401);
    expect((await open('/api/v1/patient/events')).status).toBe(401);
    const secret = h.deps.env.chatTicketSecret;
    const patientTicket = issueLiveTicket(secret, { scope: 'patient', uid: p.uid }, 60).ticket;
    const expired = issueLiveTicket(secret, { scope: 'patient', uid: p.uid }, 60, Date.now() - 120_000).ticket;
    const forged = issueLiveTicket('another-secret-of-thirty-two-characters!', { scope: 'patient', uid: p.uid }, 60).ticket;
    for (const [path, ticket] of [['/api/v1/patient/events', expired], ['/api/v1/patient/events', forged], ['/api/v1/patient/events', 'garbage'],
      ['/api/v1/clinic/events', patientTicket]] as const) {
      const res = await open(`${path}?ticket=${encodeURIComponent(ticket)}`);
      expect(res.status, `${path} ${ticket.slice(0, 12)}`).toBe(401);
      expect((await res.json()).message).toBe(A.ticketInvalid);
    }
    // A staff ticket of a removed account no longer opens the stream.
    const staffUrl = await ticketUrl(CLINIC_TICKET, t['clinic-admin']!);
    const uid = JSON.parse(Buffer.from(new URL(staffUrl, 'http://x').searchParams.get('ticket')!.split('.')[0]!, 'base64url').toString()).uid as string;
    await h.deps.db.update(clinicStaff).set({ disabledAt: new Date() }).where(eq(clinicStaff.firebaseUid, uid));
    expect((await open(staffUrl)).status).toBe(403);
  });
});
