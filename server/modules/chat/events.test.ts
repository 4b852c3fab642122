import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, TEST_API_KEY, type Harness } from '../../testing/harness';
import { startServer, type RunningServer } from '../../index';
import { ACCOUNT_MESSAGES as A } from '../../../contracts/account-messages';
import type { ChatMessage, ChatThread } from '../../../contracts/chat';
import { appointmentWith, doctorWithToken, readEvents, type SseEvent } from '../../testing/chat-fixtures';
import { issueTicket, verifyTicket } from './tickets';
import { streamThreadEvents } from './events';
import { Hono } from 'hono';
import { createApp } from '../../app';
import { createBus } from '../../lib/bus';
import { createLogger } from '../../lib/logger';
import type { AppEnv } from '../../context';

let h: Harness;
let server: RunningServer;
beforeAll(async () => {
  h = await createHarness({ RATE_LIMIT_PER_MINUTE: '100000' });
  server = await startServer(h.deps, { port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await server?.close();
  await h.close();
});

const C = '/api/v1/chat';
const D = '/api/v1/doctor/chat';

async function setup() {
  const p = await h.createPatient();
  const dr = await doctorWithToken(h);
  await appointmentWith(h, dr.f, p.patientId);
  const thread = ((await (await h.request(`${C}/threads/open/${dr.doctorId}`, { method: 'POST', token: p.token })).json()) as { data: ChatThread }).data;
  return { p, dr, thread };
}
const doctorSays = (token: string, threadId: string, body: string) =>
  h.request(`${D}/threads/${threadId}/messages`, { method: 'POST', token, body: { body } });
/** A readEvents condition that first does `act` (once) when the stream's 'ready' event has come. */
const onceReady = (act: () => void, done: (events: SseEvent[]) => boolean) => {
  let acted = false;
  return (events: SseEvent[]) => {
    if (!acted && events.some((e) => e.event === 'ready')) {
      acted = true;
      act();
    }
    return done(events);
  };
};
const hasMessage = (body: string) => (events: SseEvent[]) => events.some((e) => e.event === 'message' && (JSON.parse(e.data) as ChatMessage).body === body);

describe('chat event stream', () => {
  it("delivers the doctor's reply without a reload (bearer token, real HTTP server)", async () => {
    const { p, dr, thread } = await setup();
    await h.request(`${C}/threads/${thread.id}/messages`, { method: 'POST', token: p.token, body: { body: 'Already here before the stream' } });
    const res = await fetch(`${server.url}${C}/threads/${thread.id}/events`, {
      headers: { 'x-api-key': TEST_API_KEY, authorization: `Bearer ${p.token}`, accept: 'text/event-stream' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(res.headers.get('content-encoding')).toBeNull();
    // The doctor replies once the stream has said it is listening.
    const events = await readEvents(res, onceReady(() => void doctorSays(dr.token, thread.id, 'Reply while you wait'), hasMessage('Reply while you wait')));
    expect(events[0]).toMatchObject({ event: 'ready' });
    const delivered = events.filter((e) => e.event === 'message').map((e) => JSON.parse(e.data) as ChatMessage);
    // Only what is new since the stream opened; the event id is the message id (for Last-Event-ID).
    expect(delivered.map((m) => [m.sender, m.body])).toEqual([['doctor', 'Reply while you wait']]);
    expect(events.find((e) => e.event === 'message')!.id).toBe(delivered[0]!.id);
  });

  it('opens with a short-lived ticket (EventSource cannot send headers) and resumes after a given message', async () => {
    const { p, dr, thread } = await setup();
    const first = ((await (await doctorSays(dr.token, thread.id, 'first')).json()) as { data: ChatMessage }).data;
    await doctorSays(dr.token, thread.id, 'second');
    await doctorSays(dr.token, thread.id, 'third');

    const issued = await h.request(`${C}/threads/${thread.id}/events-ticket`, { method: 'POST', token: p.token });
    expect(issued.status).toBe(200);
    const { data } = (await issued.json()) as { data: { ticket: string; expiresAt: string; url: string } };
    expect(Date.parse(data.expiresAt) - Date.now()).toBeLessThanOrEqual(120_000);
    expect(data.url).toBe(`${C}/threads/${thread.id}/events?ticket=${encodeURIComponent(data.ticket)}`);

    // No Authorization header: the ticket is the credential. Last-Event-ID replays what came after.
    const res = await h.request(data.url, { headers: { 'last-event-id': first.id } });
    expect(res.status).toBe(200);
    const events = await readEvents(res, hasMessage('third'));
    expect(events.filter((e) => e.event === 'message').map((e) => (JSON.parse(e.data) as ChatMessage).body)).toEqual(['second', 'third']);

    const viaQuery = await readEvents(await h.request(`${data.url}&after=${first.id}`), hasMessage('third'));
    expect(viaQuery.filter((e) => e.event === 'message')).toHaveLength(2);
  });

  it('lets a browser EventSource in with the ticket alone (no x-api-key, no Authorization), on the stream route only', async () => {
    const { p, dr, thread } = await setup();
    const first = ((await (await doctorSays(dr.token, thread.id, 'one')).json()) as { data: ChatMessage }).data;
    await doctorSays(dr.token, thread.id, 'two');
    const { data } = (await (await h.request(`${C}/threads/${thread.id}/events-ticket`, { method: 'POST', token: p.token })).json()) as { data: { url: string; ticket: string } };
    // A real HTTP request with no headers at all, as EventSource sends it.
    const res = await fetch(`${server.url}${data.url}&after=${first.id}`, { headers: { accept: 'text/event-stream' } });
    expect(res.status).toBe(200);
    const events = await readEvents(res, hasMessage('two'));
    expect(events.filter((e) => e.event === 'message').map((e) => (JSON.parse(e.data) as ChatMessage).body)).toEqual(['two']);
    // Everything else still needs the key, the ticket notwithstanding.
    const ticket = encodeURIComponent(data.ticket);
    expect((await fetch(`${server.url}${C}/threads/${thread.id}/messages?ticket=${ticket}`)).status).toBe(401);
    expect((await fetch(`${server.url}${C}/threads/${thread.id}/events`)).status).toBe(401);
    expect(((await (await fetch(`${server.url}${C}/threads/${thread.id}/events?ticket=garbage`)).json()) as { message: string }).message).toBe(A.ticketInvalid);
  });

  it('refuses a bad, expired or other-thread ticket, and no credential at all', async () => {
    const { p, thread } = await setup();
    const other = await setup();
    const secret = h.deps.env.chatTicketSecret;
    const own = { threadId: thread.id, patientId: p.patientId, uid: p.uid };
    const expired = issueTicket(secret, own, 60, Date.now() - 120_000).ticket;
    const forged = issueTicket('another-secret-of-thirty-two-characters!', own, 60).ticket;
    const otherThread = issueTicket(secret, { threadId: other.thread.id, patientId: other.p.patientId, uid: other.p.uid }, 60).ticket;
    for (const ticket of [expired, forged, otherThread, 'garbage', `${expired.split('.')[0]}.${forged.split('.')[1]}`]) {
      const res = await h.request(`${C}/threads/${thread.id}/events?ticket=${encodeURIComponent(ticket)}`);
      expect(res.status).toBe(401);
      expect((await res.json()).message).toBe(A.ticketInvalid);
    }
    expect((await h.request(`${C}/threads/${thread.id}/events`)).status).toBe(401);
    // A ticket the other patient got for their thread does not open this one even with the right id in the URL.
    const theirs = ((await (await h.request(`${C}/threads/${other.thread.id}/events-ticket`, { method: 'POST', token: other.p.token })).json()) as { data: { ticket: string } }).data.ticket;
    expect((await h.request(`${C}/threads/${thread.id}/events?ticket=${encodeURIComponent(theirs)}`)).status).toBe(401);
  });

  it('ends the stream after its time with an end event, so that the client reconnects', async () => {
    const { thread } = await setup();
    const app = new Hono<AppEnv>();
    app.use('*', async (c, next) => { c.set('deps', h.deps); await next(); });
    app.get('/events', (c) => streamThreadEvents(c, thread.id, undefined, { streamMs: 300 }));
    const started = Date.now();
    const events = await readEvents(await app.request('/events'), (e) => e.some((x) => x.event === 'end'), 5_000);
    expect(events.map((e) => e.event)).toEqual(['ready', 'end']);
    expect(JSON.parse(events[0]!.data)).toMatchObject({ threadId: thread.id });
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('wakes a stream on one instance when another instance stores a message (NOTIFY), long before its safety-net check', async () => {
    const { dr, thread } = await setup();
    // Instance A holds the stream (its own bus); instance B, with another bus and pool, stores the reply.
    const busA = createBus(h.database.url, createLogger('silent'));
    const a = new Hono<AppEnv>();
    a.use('*', async (c, next) => { c.set('deps', { ...h.deps, bus: busA }); await next(); });
    a.get('/events', (c) => streamThreadEvents(c, thread.id, undefined, { streamMs: 30_000, fallbackMs: 600_000 }));
    const b = createApp({ ...h.deps, bus: createBus(h.database.url, createLogger('silent')) });
    try {
      const res = await a.request('/events');
      let started = 0;
      let said: Promise<Response> | undefined;
      // Once the stream is ready, the reply is stored through instance B.
      const events = await readEvents(res, (e) => {
        if (!said && e.some((x) => x.event === 'ready')) {
          started = Date.now();
          said = Promise.resolve(b.request(`${D}/threads/${thread.id}/messages`, {
            method: 'POST', headers: { 'x-api-key': TEST_API_KEY, authorization: `Bearer ${dr.token}`, 'content-type': 'application/json' }, body: JSON.stringify({ body: 'Through instance B' }),
          }));
        }
        return hasMessage('Through instance B')(e);
      }, 5_000);
      expect((await said!).status).toBe(201);
      expect(hasMessage('Through instance B')(events)).toBe(true);
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await busA.close();
    }
  });

  it('ends open streams with an end event when the server starts draining', async () => {
    const { thread } = await setup();
    const stopping = new AbortController();
    const app = new Hono<AppEnv>();
    app.use('*', async (c, next) => { c.set('deps', h.deps); c.set('stopping', stopping.signal); await next(); });
    app.get('/events', (c) => streamThreadEvents(c, thread.id, undefined, { streamMs: 60_000 }));
    const res = await app.request('/events');
    // The server starts draining once the stream is open.
    const events = await readEvents(res, onceReady(() => stopping.abort(), (e) => e.some((x) => x.event === 'end')), 5_000);
    expect(events.map((e) => e.event)).toEqual(['ready', 'end']);
  });

  it('checks ticket signatures, expiry and thread', () => {
    const claims = { threadId: 't1', patientId: 'p1', uid: 'u1' };
    const { ticket } = issueTicket('s'.repeat(32), claims, 60, 1_000_000);
    expect(verifyTicket('s'.repeat(32), ticket, 't1', 1_000_000 + 59_000)).toMatchObject(claims);
    expect(verifyTicket('s'.repeat(32), ticket, 't1', 1_000_000 + 61_000)).toBeUndefined();
    expect(verifyTicket('s'.repeat(32), ticket, 't2', 1_000_000)).toBeUndefined();
    expect(verifyTicket('x'.repeat(32), ticket, 't1', 1_000_000)).toBeUndefined();
  });
});
