import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { createHarness, type Harness } from '../testing/harness';
import { idempotency } from './idempotency';
import { handleError } from './errors';
import { HttpError } from '../lib/http-error';
import { M } from '../../contracts/messages';

let h: Harness;
beforeAll(async () => { h = await createHarness(); });
afterAll(async () => { await h.close(); });

/** A write with a visible effect (a counter) behind the real middleware and the real database. */
function appWithCounter(delayMs = 0) {
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
    await new Promise((r) => setTimeout(r, delayMs));
    effects += 1;
    const body = await c.req.json<{ slot: string }>();
    if (body.slot === 'taken') throw new HttpError(409, 'Slot taken');
    return c.json({ data: { booking: effects, slot: body.slot } }, 201);
  });
  const post = (key: string, body: object, user = 'u1') =>
    app.request('/book', { method: 'POST', headers: { 'idempotency-key': key, 'content-type': 'application/json', 'x-user': user }, body: JSON.stringify(body) });
  return { post, effects: () => effects };
}

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

  it('answers 409 to a duplicate sent while the first is still running, and runs it once', async () => {
    const { post, effects } = appWithCounter(300);
    const [a, b] = await Promise.all([post('key-cccccccc-1', { slot: 's1' }), post('key-cccccccc-1', { slot: 's1' })]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    expect(effects()).toBe(1);
  });

  it('replays a client error (e.g. slot taken) instead of trying again', async () => {
    const { post, effects } = appWithCounter();
    const first = await post('key-dddddddd-1', { slot: 'taken' });
    const second = await post('key-dddddddd-1', { slot: 'taken' });
    expect(first.status).toBe(409);
    expect(second.status).toBe(409);
    expect((await second.json()).message).toBe('Slot taken');
    expect(effects()).toBe(1);
  });

  it('rejects a malformed key', async () => {
    const { post, effects } = appWithCounter();
    const res = await post('bad key!', { slot: 's1' });
    expect(res.status).toBe(400);
    expect(effects()).toBe(0);
  });
});
