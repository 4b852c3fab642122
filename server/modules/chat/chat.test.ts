import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../testing/harness';
import { ACCOUNT_MESSAGES as A } from '../../../contracts/account-messages';
import { M } from '../../../contracts/messages';
import type { ChatMessage, ChatThread } from '../../../contracts/chat';
import { appointmentWith, doctorWithToken } from '../../testing/chat-fixtures';

let h: Harness;
beforeAll(async () => { h = await createHarness({ RATE_LIMIT_PER_MINUTE: '100000' }); });
afterAll(async () => { await h.close(); });

const C = '/api/v1/chat';
const D = '/api/v1/doctor/chat';
const json = async <T = { data: unknown }>(res: Response) => (await res.json()) as T;

/** A patient with an appointment with a fresh doctor, and their open thread. */
async function setup() {
  const p = await h.createPatient();
  const dr = await doctorWithToken(h);
  await appointmentWith(h, dr.f, p.patientId);
  const open = await h.request(`${C}/threads/open/${dr.doctorId}`, { method: 'POST', token: p.token });
  expect(open.status).toBe(200);
  const thread = (await json<{ data: ChatThread }>(open)).data;
  return { p, dr, thread };
}
const send = (token: string, threadId: string, body: unknown, headers: Record<string, string> = {}) =>
  h.request(`${C}/threads/${threadId}/messages`, { method: 'POST', token, body, headers });
const messages = async (token: string, path: string) => (await json<{ data: { messages: ChatMessage[]; hasMore: boolean } }>(await h.request(path, { token }))).data;

describe('chat threads', () => {
  it('opens a thread only with a doctor the patient has or had an appointment with', async () => {
    const p = await h.createPatient();
    const dr = await doctorWithToken(h);
    const refused = await h.request(`${C}/threads/open/${dr.doctorId}`, { method: 'POST', token: p.token });
    expect(refused.status).toBe(403);
    expect((await refused.json()).message).toBe(A.chatNotAllowed);
    expect((await h.request(`${C}/threads/open/00000000-0000-4000-8000-000000000000`, { method: 'POST', token: p.token })).status).toBe(404);
    expect((await json<{ data: { doctors: unknown[] } }>(await h.request(`${C}/doctors`, { token: p.token }))).data.doctors).toEqual([]);

    await appointmentWith(h, dr.f, p.patientId);
    const doctors = (await json<{ data: { doctors: { id: string; threadId: string | null; specialization: string }[] } }>(await h.request(`${C}/doctors`, { token: p.token }))).data.doctors;
    expect(doctors).toEqual([expect.objectContaining({ id: dr.doctorId, threadId: null, specialization: 'Fixture Medicine' })]);
    const first = (await json<{ data: ChatThread }>(await h.request(`${C}/threads/open/${dr.doctorId}`, { method: 'POST', token: p.token }))).data;
    const again = (await json<{ data: ChatThread }>(await h.request(`${C}/threads/open/${dr.doctorId}`, { method: 'POST', token: p.token }))).data;
    expect(again.id).toBe(first.id);
    expect(first).toMatchObject({ doctor: { id: dr.doctorId, firstName: 'Ram', lastName: 'Thapa' }, lastMessage: null, unreadCount: 0 });
  });

  it('round-trips messages between patient and doctor with unread counts and read marks', async () => {
    const { p, dr, thread } = await setup();
    const sent = await send(p.token, thread.id, { body: '  Namaste doctor, my fever is back.  ' });
    expect(sent.status).toBe(201);
    const mine = (await json<{ data: ChatMessage }>(sent)).data;
    expect(mine).toMatchObject({ threadId: thread.id, sender: 'patient', body: 'Namaste doctor, my fever is back.', readAt: null });

    const drThreads = (await json<{ data: { threads: { id: string; unreadCount: number; patient: { id: string } }[] } }>(await h.request(`${D}/threads`, { token: dr.token }))).data.threads;
    expect(drThreads).toEqual([expect.objectContaining({ id: thread.id, unreadCount: 1, patient: expect.objectContaining({ id: p.patientId, firstName: 'Test' }) })]);
    expect((await json<{ data: { marked: number } }>(await h.request(`${D}/threads/${thread.id}/read`, { method: 'POST', token: dr.token }))).data.marked).toBe(1);

    const reply = await h.request(`${D}/threads/${thread.id}/messages`, { method: 'POST', token: dr.token, body: { body: 'Please take paracetamol and rest.' } });
    expect(reply.status).toBe(201);

    const list = await messages(p.token, `${C}/threads/${thread.id}/messages`);
    expect(list.messages.map((m) => [m.sender, m.body])).toEqual([['patient', 'Namaste doctor, my fever is back.'], ['doctor', 'Please take paracetamol and rest.']]);
    expect(list.messages[0]!.readAt).not.toBeNull();
    const threads = (await json<{ data: { threads: ChatThread[] } }>(await h.request(`${C}/threads`, { token: p.token }))).data.threads;
    expect(threads).toEqual([expect.objectContaining({ id: thread.id, unreadCount: 1, lastMessage: expect.objectContaining({ sender: 'doctor' }) })]);
    await h.request(`${C}/threads/${thread.id}/read`, { method: 'POST', token: p.token });
    expect((await json<{ data: ChatThread }>(await h.request(`${C}/threads/${thread.id}`, { token: p.token }))).data.unreadCount).toBe(0);
  });

  it('stores a message sent twice with the same Idempotency-Key once', async () => {
    const { p, thread } = await setup();
    const key = 'offline-msg-0001';
    const a = await send(p.token, thread.id, { body: 'Written offline' }, { 'idempotency-key': key });
    const b = await send(p.token, thread.id, { body: 'Written offline' }, { 'idempotency-key': key });
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(b.headers.get('idempotency-replayed')).toBe('true');
    expect((await json<{ data: ChatMessage }>(b)).data.id).toBe((await json<{ data: ChatMessage }>(a)).data.id);
    expect((await messages(p.token, `${C}/threads/${thread.id}/messages`)).messages).toHaveLength(1);
    expect((await send(p.token, thread.id, { body: 'Something else' }, { 'idempotency-key': key })).status).toBe(422);
  });

  it('pages the history back with before, and forward with after (polling fallback)', async () => {
    const { p, dr, thread } = await setup();
    for (let i = 1; i <= 35; i++) {
      await (i % 2 ? send(p.token, thread.id, { body: `m${i}` }) : h.request(`${D}/threads/${thread.id}/messages`, { method: 'POST', token: dr.token, body: { body: `m${i}` } }));
    }
    const latest = await messages(p.token, `${C}/threads/${thread.id}/messages`);
    expect(latest.messages.map((m) => m.body)).toEqual(Array.from({ length: 30 }, (_, i) => `m${i + 6}`));
    expect(latest.hasMore).toBe(true);
    const older = await messages(p.token, `${C}/threads/${thread.id}/messages?before=${latest.messages[0]!.id}`);
    expect(older.messages.map((m) => m.body)).toEqual(['m1', 'm2', 'm3', 'm4', 'm5']);
    expect(older.hasMore).toBe(false);
    const newer = await messages(p.token, `${C}/threads/${thread.id}/messages?after=${latest.messages[27]!.id}`);
    expect(newer.messages.map((m) => m.body)).toEqual(['m34', 'm35']);
    expect(newer.hasMore).toBe(false);
    const small = await messages(p.token, `${C}/threads/${thread.id}/messages?after=${older.messages[0]!.id}&limit=2`);
    expect([small.messages.map((m) => m.body), small.hasMore]).toEqual([['m2', 'm3'], true]);
    // The doctor pages the same way.
    expect((await messages(dr.token, `${D}/threads/${thread.id}/messages?limit=1`)).messages[0]!.body).toBe('m35');
  });

  it("never shows one patient's (or doctor's) conversation to another", async () => {
    const { p, dr, thread } = await setup();
    await send(p.token, thread.id, { body: 'Private symptoms' });
    const other = await h.createPatient();
    const otherDr = await doctorWithToken(h);
    for (const [method, path] of [
      ['GET', `${C}/threads/${thread.id}`], ['GET', `${C}/threads/${thread.id}/messages`], ['POST', `${C}/threads/${thread.id}/read`],
      ['POST', `${C}/threads/${thread.id}/events-ticket`], ['GET', `${C}/threads/${thread.id}/events`],
    ] as const) {
      const res = await h.request(path, { method, token: other.token });
      expect(res.status, path).toBe(404);
      expect((await res.json()).message).toBe(A.threadNotFound);
    }
    expect((await send(other.token, thread.id, { body: 'hi' })).status).toBe(404);
    expect((await json<{ data: { threads: unknown[] } }>(await h.request(`${C}/threads`, { token: other.token }))).data.threads).toEqual([]);
    expect((await h.request(`${D}/threads/${thread.id}/messages`, { token: otherDr.token })).status).toBe(404);
    expect((await h.request(`${D}/threads/${thread.id}/messages`, { method: 'POST', token: otherDr.token, body: { body: 'x' } })).status).toBe(404);
    expect((await json<{ data: { threads: unknown[] } }>(await h.request(`${D}/threads`, { token: otherDr.token }))).data.threads).toEqual([]);
    // A patient token is not a doctor token, and no token is nothing.
    expect((await h.request(`${D}/threads`, { token: p.token })).status).toBe(403);
    expect((await h.request(`${C}/threads`)).status).toBe(401);
    expect((await h.request(`${C}/threads`, { token: dr.token })).status).toBe(403);
  });

  it('refuses bad input with errorList', async () => {
    const { p, dr, thread } = await setup();
    const other = await setup();
    const cases: [Response, string, string][] = [
      [await send(p.token, thread.id, { body: '   ' }), 'body', M.required],
      [await send(p.token, thread.id, {}), 'body', M.required],
      [await send(p.token, thread.id, { body: 'x'.repeat(4001) }), 'body', M.tooLong],
      [await send(p.token, 'not-a-uuid', { body: 'x' }), 'id', 'Invalid UUID: Received "not-a-uuid"'],
      [await h.request(`${C}/threads/${thread.id}/messages?before=${thread.id}&after=${thread.id}`, { token: p.token }), 'after', A.beforeOrAfter],
      [await h.request(`${C}/threads/${thread.id}/messages?limit=500`, { token: p.token }), 'limit', ''],
      [await h.request(`${C}/threads/${thread.id}/messages?before=${thread.id}`, { token: p.token }), 'before', A.cursorNotFound],
      [await h.request(`${D}/threads/${thread.id}/messages`, { method: 'POST', token: dr.token, body: { body: '' } }), 'body', M.required],
      [await h.request(`${D}/appointments/not-a-uuid/thread`, { method: 'POST', token: dr.token }), 'appointmentId', ''],
    ];
    for (const [res, field, message] of cases) {
      expect(res.status, field).toBe(400);
      const err = (await res.json()).errorList[0];
      expect(err.field).toBe(field);
      if (message) expect(err.message).toBe(message);
    }
    // A message id of another thread is not a cursor here.
    const foreign = (await json<{ data: ChatMessage }>(await send(other.p.token, other.thread.id, { body: 'elsewhere' }))).data;
    expect((await h.request(`${C}/threads/${thread.id}/messages?after=${foreign.id}`, { token: p.token })).status).toBe(400);
  });

  it('lets the doctor open the thread from an appointment of theirs only', async () => {
    const p = await h.createPatient();
    const dr = await doctorWithToken(h);
    const otherDr = await doctorWithToken(h);
    const appointmentId = await appointmentWith(h, dr.f, p.patientId);
    expect((await h.request(`${D}/appointments/${appointmentId}/thread`, { method: 'POST', token: otherDr.token })).status).toBe(404);
    const res = await h.request(`${D}/appointments/${appointmentId}/thread`, { method: 'POST', token: dr.token });
    expect(res.status).toBe(200);
    const thread = (await json<{ data: { id: string; patient: { id: string } } }>(res)).data;
    expect(thread.patient.id).toBe(p.patientId);
    await h.request(`${D}/threads/${thread.id}/messages`, { method: 'POST', token: dr.token, body: { body: 'Your report is ready.' } });
    const threads = (await json<{ data: { threads: ChatThread[] } }>(await h.request(`${C}/threads`, { token: p.token }))).data.threads;
    expect(threads.map((t) => [t.id, t.unreadCount])).toEqual([[thread.id, 1]]);
  });
});
