// Faults on the real stack: a PostgreSQL of this file's own that is killed with SIGKILL, server
// processes (the production entry plus the tests' fault hook, server/testing/server-entry.ts)
// killed between commit and answer or sent SIGTERM mid-burst. The promise under test: a write pressed once lands once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import type pg from 'pg';
import { createDb, type Db } from './db/client';
import { runMigrations } from './db/migrate';
import { createFixtures, type Fixtures } from './db/fixtures';
import { appointments, idempotencyRecords } from './db/schema';
import { bookingBody } from './testing/booking-fixtures';
import { startKillablePostgres, type KillablePostgres } from './testing/processes';
import { PROCESS_API_KEY as API_KEY, futureSlots, patientsWithTokens as makePatients, serverProcesses, type ServerProcesses } from './testing/process-world';
import { waitFor } from '../scripts/lib/free-port';

let dir: string;
let database: KillablePostgres;
let db: Db;
let pool: pg.Pool;
let f: Fixtures;
let servers: ServerProcesses | undefined;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'swasthya-faults-'));
  // PostgreSQL runs as the `postgres` OS user when we are root: it must be able to enter the directory.
  await chmod(dir, 0o755);
  database = await startKillablePostgres(path.join(dir, 'postgres'));
  // This side's pool sees the database die too: its errors must not end the test process either.
  ({ db, pool } = createDb(database.url, { max: 4 }));
  await runMigrations(db);
  f = await createFixtures(db);
  servers = serverProcesses(database.url, dir);
}, 120_000);

afterAll(async () => {
  servers?.killAll();
  await pool?.end().catch(() => undefined);
  await database?.stop().catch(() => undefined);
  if (dir) await rm(dir, { recursive: true, force: true });
});

const server = () => servers!.start();
const patientsWithTokens = (n: number) => makePatients(db, n, 'fault');
const slots = (n: number) => futureSlots(db, f, n);

function bookRequest(url: string, token: string, slotId: string, key: string, headers: Record<string, string> = {}) {
  return fetch(`${url}/api/v1/patient/appointment/book`, {
    method: 'POST',
    headers: { 'x-api-key': API_KEY, authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': key, ...headers },
    body: JSON.stringify(bookingBody(f, slotId)),
  });
}

type Final = { status: number; body: { data?: { id: string } }; attempts: number; retryAfterSeen: boolean };

/**
 * What the app's outbox does: the same key until a final answer; network errors, 5xx and 409
 * "in progress" are tried again (here after 100 ms instead of Retry-After's seconds, to keep the test short).
 */
const RETRY_PAUSE_MS = 100;

async function bookUntilFinal(url: () => string, token: string, slotId: string, key: string): Promise<Final> {
  let retryAfterSeen = false;
  for (let attempts = 1; ; attempts++) {
    try {
      const res = await bookRequest(url(), token, slotId, key);
      const retryAfter = res.headers.get('retry-after');
      if (res.status < 500 && !(res.status === 409 && retryAfter)) return { status: res.status, body: await res.json(), attempts, retryAfterSeen };
      if (res.status === 503) retryAfterSeen ||= Boolean(retryAfter);
      await res.body?.cancel();
    } catch {
      // The connection failed or was cut: the answer is unknown, so the same key goes again.
    }
    if (attempts > 600) throw new Error(`no final answer for ${key}`);
    // A client's pause between attempts (the app's outbox waits longer, with Retry-After).
    await new Promise((r) => setTimeout(r, RETRY_PAUSE_MS));
  }
}

async function appointmentsOn(slotIds: string[]) {
  return db.select({ id: appointments.id, slotId: appointments.slotId }).from(appointments).where(inArray(appointments.slotId, slotIds));
}

describe('PostgreSQL goes away', () => {
  it('answers 503 with Retry-After while it is down, keeps the directory, and serves again when it is back, in the same process', async () => {
    const s = await server();
    const [patient] = await patientsWithTokens(1);
    const [slotId] = await slots(1);
    const directory = `${s.url}/api/v1/upn/doctors/specializations`;
    const before = await fetch(directory, { headers: { 'x-api-key': API_KEY } });
    expect(before.status).toBe(200);
    const listed = await before.json();

    await database.kill9();
    const health = await fetch(`${s.url}/api/health`);
    expect(health.status).toBe(503);
    expect(health.headers.get('retry-after')).toMatch(/^\d+$/);
    const booking = await bookRequest(s.url, patient!.token, slotId!, `down-${randomUUID()}`);
    expect(booking.status).toBe(503);
    expect(booking.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(booking.headers.get('cache-control')).toBe('no-store');
    expect((await booking.json()).message).toBe('The service is unavailable for a moment. Please try again shortly.');
    // The public directory is answered from memory (the rate limiter counts in memory meanwhile).
    const during = await fetch(directory, { headers: { 'x-api-key': API_KEY } });
    expect(during.status).toBe(200);
    expect(await during.json()).toEqual(listed);

    await database.restart();
    await waitFor(async () => (await fetch(`${s.url}/api/health`)).status === 200, { timeoutMs: 20_000, what: 'health after restart' });
    const after = await bookRequest(s.url, patient!.token, slotId!, `up-${randomUUID()}`);
    expect(after.status).toBe(201);
    expect(s.child.exitCode).toBeNull();
    expect(s.child.signalCode).toBeNull();
  });

  it('killed during a burst of bookings: the process stays up, and every booking lands exactly once after it restarts', async () => {
    const s = await server();
    const people = await patientsWithTokens(30);
    const slotIds = await slots(30);
    let finished = 0;
    const burst = people.map((p, i) => bookUntilFinal(() => s.url, p.token, slotIds[i]!, `burst-${randomUUID()}`).finally(() => { finished++; }));
    // Mid-burst: some bookings answered, most not yet.
    await waitFor(async () => finished >= 3, { timeoutMs: 30_000, what: 'the first bookings', intervalMs: 5 });
    await database.kill9();
    await waitFor(async () => (await fetch(`${s.url}/api/health`)).status === 503, { timeoutMs: 10_000, what: 'health 503' });
    await database.restart();
    const results = await Promise.all(burst);

    expect(s.child.exitCode).toBeNull();
    expect(s.child.signalCode).toBeNull();
    expect(results.map((r) => r.status)).toEqual(results.map(() => 201));
    const rows = await appointmentsOn(slotIds);
    // Nothing lost, nothing doubled: one appointment per slot, and it is the one each patient was told of.
    expect(rows).toHaveLength(30);
    expect(new Set(rows.map((r) => r.slotId)).size).toBe(30);
    expect(new Set(results.map((r) => r.body.data!.id))).toEqual(new Set(rows.map((r) => r.id)));
    // The outage was seen by the clients as retryable answers or failed connections, not refusals.
    expect(results.some((r) => r.attempts > 1)).toBe(true);
  });
});

describe('the server dies between commit and answer', () => {
  it('the retry with the same key gets the original 201, and there is one appointment', async () => {
    const first = await server();
    const [patient] = await patientsWithTokens(1);
    const [slotId] = await slots(1);
    const key = `crash-${randomUUID()}`;
    const cut = await bookRequest(first.url, patient!.token, slotId!, key, { 'x-fault': 'crash-after-commit' }).then(
      (res) => `answered ${res.status}`,
      () => 'connection lost',
    );
    expect(cut).toBe('connection lost');
    expect((await first.exited).signal).toBe('SIGKILL');
    const committed = await appointmentsOn([slotId!]);
    expect(committed).toHaveLength(1);

    const second = await server();
    const retry = await bookRequest(second.url, patient!.token, slotId!, key);
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotency-replayed')).toBe('true');
    expect(((await retry.json()) as { data: { id: string } }).data.id).toBe(committed[0]!.id);
    expect(await appointmentsOn([slotId!])).toHaveLength(1);
    const [record] = await db.select().from(idempotencyRecords).where(sql`${idempotencyRecords.key} = ${key}`);
    expect(record?.state).toBe('done');
  });
});

describe('SIGTERM (a deploy)', () => {
  it('during 100 concurrent bookings: no request is cut, every accepted booking is committed once, then the process exits 0', async () => {
    const s = await server();
    const people = await patientsWithTokens(100);
    const slotIds = await slots(100);
    // 100 connections the server has accepted (each answered once), kept alive for the bookings.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 100 });
    const get = (p: string) => new Promise<number>((resolve, reject) => {
      http.get(`${s.url}${p}`, { agent }, (res) => { res.resume(); res.on('end', () => resolve(res.statusCode!)); }).on('error', reject);
    });
    expect(new Set(await Promise.all(Array.from({ length: 100 }, () => get('/api/health'))))).toEqual(new Set([200]));

    let answered = 0;
    let firstAnswer: () => void = () => {};
    const someAnswered = new Promise<void>((r) => { firstAnswer = r; });
    const post = (token: string, slotId: string) => new Promise<{ status: number; id?: string } | { error: string }>((resolve) => {
      const body = JSON.stringify(bookingBody(f, slotId));
      const req = http.request(`${s.url}/api/v1/patient/appointment/book`, {
        method: 'POST', agent,
        headers: { 'x-api-key': API_KEY, authorization: `Bearer ${token}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'idempotency-key': `term-${randomUUID()}` },
      }, (res) => {
        let text = '';
        res.on('data', (b: Buffer) => { text += b.toString(); });
        res.on('end', () => {
          answered++;
          firstAnswer();
          resolve({ status: res.statusCode!, id: (JSON.parse(text) as { data?: { id: string } }).data?.id });
        });
        res.on('error', (e) => resolve({ error: e.message }));
      });
      req.on('error', (e) => resolve({ error: e.message }));
      req.end(body);
    });
    const sent = people.map((p, i) => post(p.token, slotIds[i]!));
    await someAnswered;
    s.child.kill('SIGTERM');
    const outcomes = await Promise.all(sent);
    agent.destroy();

    const cut = outcomes.filter((o) => 'error' in o);
    expect(cut, `cut: ${JSON.stringify(cut.slice(0, 3))}`).toHaveLength(0);
    expect(answered).toBe(100);
    const created = outcomes.filter((o): o is { status: number; id: string } => 'status' in o && o.status === 201);
    expect(created).toHaveLength(100);
    const rows = await appointmentsOn(slotIds);
    expect(rows).toHaveLength(100);
    expect(new Set(rows.map((r) => r.id))).toEqual(new Set(created.map((o) => o.id)));
    expect(await s.exited).toEqual({ code: 0, signal: null });
  });
});
