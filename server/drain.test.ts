// SIGTERM (a deploy) during a burst of mixed traffic, against the production entry (server/index.ts)
// in a process of its own: 200 requests at once on kept-alive connections — 100 bookings, 99 reads,
// one open chat event stream — and the signal right after the first answer. Ten times over: none
// is cut, every booking is committed once, the stream ends with the server's own `end` event, and
// the process exits 0 (server/lib/drain.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from './db/testing';
import { createFixtures, type Fixtures } from './db/fixtures';
import { appointments, chatThreads } from './db/schema';
import { bookingBody } from './testing/booking-fixtures';
import type { ServerProcess } from './testing/processes';
import { PROCESS_API_KEY as API_KEY, futureSlots, patientsWithTokens, serverProcesses, type ServerProcesses } from './testing/process-world';

const RUNS = Number(process.env['DRAIN_RUNS'] ?? 10);
const BOOKINGS = 100;
const READS = 99;

let dir: string;
let t: TestDatabase;
let f: Fixtures;
let servers: ServerProcesses | undefined;
let people: { token: string; patientId: string }[];
let threadId: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'swasthya-drain-'));
  t = await createTestDatabase({ max: 4 });
  f = await createFixtures(t.db);
  servers = serverProcesses(t.url, dir);
  people = await patientsWithTokens(t.db, BOOKINGS, 'drain');
  const [thread] = await t.db.insert(chatThreads).values({ patientId: people[0]!.patientId, doctorId: f.doctorId }).returning({ id: chatThreads.id });
  threadId = thread!.id;
}, 180_000);

afterAll(async () => {
  servers?.killAll();
  await t?.drop().catch(() => undefined);
  if (dir) await rm(dir, { recursive: true, force: true });
});

type Outcome = { status: number; body: string; keepAlive: boolean } | { error: string };

/** One request on `agent`; its whole answer (and whether the connection may carry another), or how it failed. */
function send(agent: http.Agent, url: string, init: { method?: string; headers?: Record<string, string>; body?: string }): Promise<Outcome> {
  return new Promise((resolve) => {
    const req = http.request(url, { method: init.method ?? 'GET', agent, headers: { 'x-api-key': API_KEY, accept: 'application/json', ...init.headers } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => { text += chunk; });
      res.on('end', () => {
        resolve(res.complete ? { status: res.statusCode!, body: text, keepAlive: res.headers.connection !== 'close' } : { error: `answer cut after ${text.length} characters` });
      });
      res.on('error', (e) => resolve({ error: e.message }));
      res.on('aborted', () => resolve({ error: 'aborted' }));
    });
    req.on('error', (e) => resolve({ error: e.message }));
    req.end(init.body);
  });
}

type Sent = { kind: 'booking' | 'read'; outcome: Outcome };

/**
 * 200 clients at once, each on a kept-alive connection of its own (opened and answered once before):
 * one holds a chat event stream open; 100 book, then read; 99 read. Each goes on with its next request
 * on the same connection as soon as an answer lets it keep the connection (up to ROUNDS requests), as
 * a browser or a proxy does; one told `Connection: close` stops (it would go to another instance).
 * Every other client connects with its first request (a busy server leaves new connections in the
 * kernel's accept queue a while). SIGTERM comes with the `termAfter`th answer: the first (most
 * requests still queued or unread) or mid-burst (clients sending their next request on a
 * connection the server sees idle).
 */
async function burstAndTerm(termAfter: number): Promise<{ sent: Sent[]; stream: Outcome; slotIds: string[]; exited: Awaited<ServerProcess['exited']>; afterTerm: number }> {
  const ROUNDS = 3;
  const s = await servers!.start();
  const slotIds = await futureSlots(t.db, f, BOOKINGS);
  const clients = Array.from({ length: BOOKINGS + READS + 1 }, () => new http.Agent({ keepAlive: true, maxSockets: 1 }));
  // Every other client connects with its first request, as a browser opening the app does.
  const warm = await Promise.all(clients.filter((_, i) => i % 2 === 0).map((agent) => send(agent, `${s.url}/api/health`, {})));
  expect(warm.every((o) => 'status' in o && o.status === 200)).toBe(true);

  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
  const readPaths = ['/api/v1/patient/appointment/list?page=1&limit=10', '/api/v1/upn/doctors/specializations', `/api/v1/upn/get-doctor-details/${f.doctorId}`];
  const sent: Sent[] = [];
  let answered = 0;
  let termAt = Number.POSITIVE_INFINITY;
  let term: () => void = () => {};
  const termed = new Promise<void>((r) => { term = r; });
  const record = (entry: Sent) => {
    sent.push(entry);
    answered += 1;
    if (answered === termAfter) term();
  };
  const client = async (i: number) => {
    const agent = clients[i + 1]!;
    const person = people[i % people.length]!;
    for (let round = 0; round < ROUNDS; round++) {
      let entry: Sent;
      if (i < BOOKINGS && round === 0) {
        const body = JSON.stringify(bookingBody(f, slotIds[i]!));
        entry = {
          kind: 'booking',
          outcome: await send(agent, `${s.url}/api/v1/patient/appointment/book`, {
            method: 'POST', body,
            headers: { ...auth(person.token), 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), 'idempotency-key': `drain-${randomUUID()}` },
          }),
        };
      } else {
        entry = { kind: 'read', outcome: await send(agent, `${s.url}${readPaths[(i + round) % readPaths.length]}`, { headers: auth(person.token) }) };
      }
      record(entry);
      if (!('keepAlive' in entry.outcome) || !entry.outcome.keepAlive) break;
    }
  };
  // The chat stream: answered at once (its `ready` event), open until the server ends it.
  const stream = send(clients[0]!, `${s.url}/api/v1/chat/threads/${threadId}/events`, { headers: { ...auth(people[0]!.token), accept: 'text/event-stream' } });
  const done = Promise.all(Array.from({ length: BOOKINGS + READS }, (_, i) => client(i)));
  await termed;
  termAt = answered;
  s.child.kill('SIGTERM');
  await done;
  const result = { sent, stream: await stream, slotIds, exited: await s.exited, afterTerm: sent.length - termAt };
  for (const agent of clients) agent.destroy();
  return result;
}

describe('SIGTERM during 200 concurrent mixed requests (a deploy)', () => {
  it.each(Array.from({ length: RUNS }, (_, i) => [i + 1, i % 2 === 0 ? 1 : 150]))('run %i, SIGTERM with answer %i: none is cut, every booking lands once, the stream ends with its close event, exit 0', async (_run, termAfter) => {
    const { sent, stream, slotIds, exited, afterTerm } = await burstAndTerm(termAfter);
    const cut = sent.filter((x) => 'error' in x.outcome);
    console.log(`sent ${sent.length}, answered after SIGTERM ${afterTerm}, told to close ${sent.filter((x) => 'keepAlive' in x.outcome && !x.outcome.keepAlive).length}, cut ${cut.length}`);
    expect(cut, `cut: ${JSON.stringify(cut.slice(0, 3))} of ${sent.length}`).toHaveLength(0);
    // Answers kept coming after the signal: the drain is what is tested, not a quiet server.
    expect(afterTerm).toBeGreaterThan(0);
    const answered = sent as { kind: Sent['kind']; outcome: { status: number; body: string } }[];
    const bookings = answered.filter((x) => x.kind === 'booking');
    expect(bookings.map((x) => x.outcome.status)).toEqual(Array(BOOKINGS).fill(201));
    expect(answered.filter((x) => x.kind === 'read' && x.outcome.status !== 200).map((x) => `${x.outcome.status} ${x.outcome.body.slice(0, 80)}`)).toEqual([]);
    const created = bookings.map((x) => (JSON.parse(x.outcome.body) as { data: { id: string } }).data.id);
    const rows = await t.db.select({ id: appointments.id }).from(appointments).where(inArray(appointments.slotId, slotIds));
    expect(new Set(rows.map((r) => r.id))).toEqual(new Set(created));
    // The stream was answered, then ended by the server's own close event (not cut).
    expect('status' in stream ? stream.status : stream.error).toBe(200);
    const events = (stream as { body: string }).body.split('\n\n').map((block) => /^event: (\w+)/m.exec(block)?.[1]).filter(Boolean);
    expect(events[0]).toBe('ready');
    expect(events.at(-1)).toBe('end');
    expect(exited).toEqual({ code: 0, signal: null });
  }, 120_000);
});
