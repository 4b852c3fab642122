import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { createHarness, type Harness } from '../testing/harness';
import { IDEMPOTENCY_LEASE_SECONDS, idempotency } from './idempotency';
import { handleError } from './errors';
import { HttpError } from '../lib/http-error';
import { M } from '../../contracts/messages';
import { sql } from 'drizzle-orm';
import { idempotencyRecords } from '../db/schema';

let h: Harness;
beforeAll(async () => { h = await createHarness(); });
afterAll(async () => { await h.close(); });

/**
 * A write with visible effects behind the real middleware and the real database: a counter of
 * handler runs, and a row written through `deps.db` (which the middleware binds to its transaction).
 */
function appWithCounter(gate?: Promise<void>) {
  let effects = 0;
  const app = new Hono<AppEnv>();
  app.onError(handleError);
  app.use('*', async (c, next) => {
    c.set('deps', h.deps);
    c.set('locale', 'en');
    c.set('caller', { uid: c.req.header('x-user') ?? 'u1', email: undefined, claims: {}, patientId: 'p' });
    await next();
  });
  app.post('/book', idempotency(), async (c) => {
    await gate;
    effects += 1;
    const body = await c.req.json<{ slot: string }>();
    await c.get('deps').db.execute(sql`insert into idem_effects (slot) values (${body.slot})`);
    if (body.slot === 'taken') throw new HttpError(409, 'Slot taken');
    if (body.slot === 'boom') throw new Error('a bug');
    return c.json({ data: { booking: effects, slot: body.slot } }, 201);
  });
  const post = (key: string, body: object, user = 'u1') =>
    app.request('/book', { method: 'POST', headers: { 'idempotency-key': key, 'content-type': 'application/json', 'x-user': user }, body: JSON.stringify(body) });
  return { post, effects: () => effects };
}

/** Sessions of this test's database waiting for a lock. */
async function lockWaiters(): Promise<number> {
  const res = await h.deps.db.execute<{ n: number }>(sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`);
  return res.rows[0]!.n;
}

async function rowsFor(slot: string): Promise<number> {
  const res = await h.deps.db.execute<{ n: number }>(sql`select count(*)::int as n from idem_effects where slot = ${slot}`);
  return res.rows[0]!.n;
}

beforeAll(async () => {
  await h.deps.db.execute(sql`create table if not exists idem_effects (id serial primary key, slot text not null)`);
});

describe('Idempotency-Key', () => {
  it('replays the first response and applies the write once', async () => {
    const { post, effects } = appWithCounter();
    const first = await post('key-aaaaaaaa-1', { slot: 's1' });
    const second = await post('key-aaaaaaaa-1', { slot: 's1' });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(await second.json()).toEqual(await first.json());
    expect(second.headers.get('idempotency-replayed')).toBe('true');
    expect(effects()).toBe(1);
  });

  it('keeps keys per user', async () => {
    const { post, effects } = appWithCounter();
    await post('shared-key-0001', { slot: 's1' }, 'alice');
    await post('shared-key-0001', { slot: 's1' }, 'bob');
    expect(effects()).toBe(2);
  });

  it('refuses the same key with a different request', async () => {
    const { post } = appWithCounter();
    await post('key-bbbbbbbb-1', { slot: 's1' });
    const res = await post('key-bbbbbbbb-1', { slot: 's2' });
    expect(res.status).toBe(422);
    expect((await res.json()).message).toBe(M.idempotencyMismatch);
  });

  it('lets a duplicate sent while the first is running wait for it and get its answer: one write', async () => {
    // The first request to take the key is held in its handler until the duplicate waits for it
    // (on the record's row lock, seen in pg_stat_activity): no timing is assumed.
    let open!: () => void;
    const { post, effects } = appWithCounter(new Promise<void>((resolve) => { open = resolve; }));
    const both = Promise.all([post('key-cccccccc-1', { slot: 'c1' }), post('key-cccccccc-1', { slot: 'c1' })]);
    await vi.waitFor(async () => expect(await lockWaiters()).toBeGreaterThan(0), { timeout: 10_000 });
    open();
    const [a, b] = await both;
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(await b.json()).toEqual(await a.json());
    expect([a, b].filter((r) => r.headers.get('idempotency-replayed') === 'true')).toHaveLength(1);
    expect(effects()).toBe(1);
    expect(await rowsFor('c1')).toBe(1);
  });

  it('commits the write and its record together: both or neither', async () => {
    const { post } = appWithCounter();
    expect((await post('key-eeeeeeee-1', { slot: 'e1' })).status).toBe(201);
    const [record] = await h.deps.db.select().from(idempotencyRecords).where(sql`${idempotencyRecords.key} = 'key-eeeeeeee-1'`);
    expect(record?.state).toBe('done');
    expect(record?.statusCode).toBe(201);
    expect(await rowsFor('e1')).toBe(1);
  });

  it('replays a client error (e.g. slot taken) instead of trying again, and undoes what the refused request wrote', async () => {
    const { post, effects } = appWithCounter();
    const first = await post('key-dddddddd-1', { slot: 'taken' });
    const second = await post('key-dddddddd-1', { slot: 'taken' });
    expect(first.status).toBe(409);
    expect(second.status).toBe(409);
    expect((await second.json()).message).toBe('Slot taken');
    expect(effects()).toBe(1);
    expect(await rowsFor('taken')).toBe(0);
  });

  it('keeps nothing of a request that failed with a server error: the same key runs again', async () => {
    const { post, effects } = appWithCounter();
    expect((await post('key-ffffffff-1', { slot: 'boom' })).status).toBe(500);
    expect(await rowsFor('boom')).toBe(0);
    expect((await post('key-ffffffff-1', { slot: 'boom' })).status).toBe(500);
    expect(effects()).toBe(2);
    const records = await h.deps.db.select().from(idempotencyRecords).where(sql`${idempotencyRecords.key} = 'key-ffffffff-1'`);
    expect(records).toHaveLength(0);
  });

  it('lets a retry take over an in_progress record older than its lease, and not a younger one', async () => {
    const { post, effects } = appWithCounter();
    const body = JSON.stringify({ slot: 'g1' });
    const { createHash } = await import('node:crypto');
    const requestHash = createHash('sha256').update(`POST /book\n${body}`).digest('hex');
    // As a crashed older server left them: committed in_progress, one just now, one past the lease.
    await h.deps.db.insert(idempotencyRecords).values([
      { userKey: 'u1', key: 'key-young-0001', method: 'POST', path: '/book', requestHash, state: 'in_progress' },
      { userKey: 'u1', key: 'key-stale-0001', method: 'POST', path: '/book', requestHash, state: 'in_progress',
        createdAt: new Date(Date.now() - (IDEMPOTENCY_LEASE_SECONDS + 5) * 1000) },
    ]);
    const young = await post('key-young-0001', { slot: 'g1' });
    expect(young.status).toBe(409);
    expect(young.headers.get('retry-after')).toBe('1');
    const stale = await post('key-stale-0001', { slot: 'g1' });
    expect(stale.status).toBe(201);
    expect(effects()).toBe(1);
    expect(await rowsFor('g1')).toBe(1);
    const replay = await post('key-stale-0001', { slot: 'g1' });
    expect(replay.headers.get('idempotency-replayed')).toBe('true');
    expect(effects()).toBe(1);
  });

  it('rejects a malformed key', async () => {
    const { post, effects } = appWithCounter();
    const res = await post('bad key!', { slot: 's1' });
    expect(res.status).toBe(400);
    expect(effects()).toBe(0);
  });
});
