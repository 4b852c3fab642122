// LISTEN/NOTIFY between instances, on the real PostgreSQL: delivery on commit only, survival of a
// lost connection, and the directory cache dropped on every instance after a booking on one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createHarness, TEST_API_KEY, type Harness } from '../testing/harness';
import { createFixtures } from '../db/fixtures';
import { bookingBody, completePatient, slotIn } from '../testing/booking-fixtures';
import { createApp } from '../app';
import { waitFor } from '../../scripts/lib/free-port';
import { CHANNELS, createBus, notify, type Bus } from './bus';
import { createLogger } from './logger';

let h: Harness;
const buses: Bus[] = [];
beforeAll(async () => { h = await createHarness(); });
afterAll(async () => {
  await Promise.all(buses.map((b) => b.close()));
  await h.close();
});

function bus(onConnected?: (pid: number) => void): Bus {
  const b = createBus(h.database.url, createLogger('silent'), { onConnected });
  buses.push(b);
  return b;
}

describe('event bus', () => {
  it('delivers a notification to every instance, and never one from a transaction that rolled back', async () => {
    const [a, b] = [bus(), bus()];
    const got = { a: [] as string[], b: [] as string[] };
    a.subscribe(CHANNELS.chatMessage, (p) => got.a.push(p));
    b.subscribe(CHANNELS.chatMessage, (p) => got.b.push(p));
    await Promise.all([a.listening(CHANNELS.chatMessage), b.listening(CHANNELS.chatMessage)]);
    await h.deps.db.transaction(async (tx) => {
      await notify(tx, CHANNELS.chatMessage, 'rolled-back');
      tx.rollback();
    }).catch(() => undefined);
    await notify(h.deps.db, CHANNELS.chatMessage, 'committed');
    await waitFor(async () => got.a.length > 0 && got.b.length > 0, { timeoutMs: 5_000, what: 'the notification' });
    expect(got).toEqual({ a: ['committed'], b: ['committed'] });
  });

  it('reconnects after its connection is killed, tells its subscribers, and delivers again; the process lives on', async () => {
    const pids: number[] = [];
    const b = bus((pid) => pids.push(pid));
    const got: string[] = [];
    let reconnects = 0;
    b.subscribe(CHANNELS.directoryChanged, (p) => got.push(p));
    b.onReconnect(() => { reconnects++; });
    await b.listening(CHANNELS.directoryChanged);
    await h.deps.db.execute(sql`select pg_terminate_backend(${pids[0]!})`);
    await waitFor(async () => reconnects === 1, { timeoutMs: 10_000, what: 'the reconnection' });
    await b.listening(CHANNELS.directoryChanged);
    await notify(h.deps.db, CHANNELS.directoryChanged, 'after');
    await waitFor(async () => got.includes('after'), { timeoutMs: 5_000, what: 'delivery after the reconnection' });
    expect(pids).toHaveLength(2);
    expect(pids[1]).not.toBe(pids[0]);
  });
});

describe('the public directory cache on several instances', () => {
  it('a booking through instance A drops the cached directory of instance B', async () => {
    const f = await createFixtures(h.deps.db);
    const p = await completePatient(h);
    const slotId = await slotIn(h, f, 30);
    const b = createApp({ ...h.deps, bus: bus() });
    const a = createApp({ ...h.deps, bus: bus() });
    const directory = () => b.request(`/api/v1/upn/get-doctors?search=${encodeURIComponent('Ram Thapa')}`, { headers: { 'x-api-key': TEST_API_KEY } });
    expect((await directory()).headers.get('x-cache')).toBe('miss');
    expect((await directory()).headers.get('x-cache')).toBe('hit');
    await buses.at(-2)!.listening(CHANNELS.directoryChanged);

    const booked = await a.request('/api/v1/patient/appointment/book', {
      method: 'POST', body: JSON.stringify(bookingBody(f, slotId)),
      headers: { 'x-api-key': TEST_API_KEY, authorization: `Bearer ${p.token}`, 'content-type': 'application/json' },
    });
    expect(booked.status).toBe(201);
    // B's next answer is computed anew (its cache was cleared by A's announcement), well within B's 3 s freshness.
    await waitFor(async () => (await directory()).headers.get('x-cache') === 'miss', { timeoutMs: 2_000, what: "B's cache to be dropped", intervalMs: 20 });
  });
});
