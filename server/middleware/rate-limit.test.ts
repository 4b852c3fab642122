import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Hono } from 'hono';
import { like, sql } from 'drizzle-orm';
import { createHarness, type Harness } from '../testing/harness';
import { rateLimitBuckets } from '../db/schema';
import type { AppEnv } from '../context';
import { MEMORY_MIN_LIMIT, rateLimit, type RateLimiter } from './rate-limit';
import { handleError } from './errors';
import { M } from '../../contracts/messages';

let h: Harness;
beforeAll(async () => { h = await createHarness(); });
afterAll(async () => { await h.close(); });

let instanceName = 0;
/**
 * A server instance: its own limiter (its own memory) over the shared database. Instances made
 * with the same `name` share the PostgreSQL bucket, as two servers behind a load balancer do.
 */
function instance(name: string, limit: number, windowSeconds = 60): { app: Hono<AppEnv>; limiter: RateLimiter } {
  const limiter = rateLimit({ name, limit: () => limit, windowSeconds, flushMs: 60_000, by: (c) => c.req.header('x-client') ?? 'anyone' });
  const app = new Hono<AppEnv>();
  app.onError(handleError);
  app.use('*', async (c, next) => {
    c.set('deps', h.deps);
    c.set('locale', 'en');
    await next();
  });
  app.get('/', limiter, (c) => c.json({ data: 'ok' }));
  return { app, limiter };
}
const uniqueName = () => `test-${++instanceName}-${Date.now()}`;
const send = async (app: Hono<AppEnv>, client = 'a') => (await app.request('/', { headers: { 'x-client': client } })).status;
const sendMany = async (app: Hono<AppEnv>, n: number, client = 'a') => {
  const statuses: number[] = [];
  for (let i = 0; i < n; i++) statuses.push(await send(app, client));
  return statuses;
};
const stored = async (name: string) =>
  Object.fromEntries((await h.deps.db.select().from(rateLimitBuckets).where(like(rateLimitBuckets.key, `${name}:%`))).map((r) => [r.key, r.count]));

afterEach(() => { vi.restoreAllMocks(); });

describe('rate limit', () => {
  it('counts small limits in PostgreSQL on every request', async () => {
    const name = uniqueName();
    const { app } = instance(name, 5);
    expect(await sendMany(app, 3)).toEqual([200, 200, 200]);
    expect(await stored(name)).toEqual({ [`${name}:a`]: 3 });
    expect(await sendMany(app, 3)).toEqual([200, 200, 429]);
  });

  it('counts large limits in memory and writes them to PostgreSQL in one statement per flush', async () => {
    const name = uniqueName();
    const { app, limiter } = instance(name, MEMORY_MIN_LIMIT * 2);
    expect(await sendMany(app, 40, 'a')).toEqual(Array(40).fill(200));
    expect(await sendMany(app, 10, 'b')).toEqual(Array(10).fill(200));
    // Only each client's first request went to PostgreSQL.
    expect(await stored(name)).toEqual({ [`${name}:a`]: 1, [`${name}:b`]: 1 });
    await limiter.flush();
    expect(await stored(name)).toEqual({ [`${name}:a`]: 40, [`${name}:b`]: 10 });
    await limiter.flush(); // nothing new: nothing added twice
    expect(await stored(name)).toEqual({ [`${name}:a`]: 40, [`${name}:b`]: 10 });
  });

  it('writes what is left in memory when closed (at shutdown, before the database closes)', async () => {
    const name = uniqueName();
    const { app, limiter } = instance(name, MEMORY_MIN_LIMIT * 2);
    expect(await sendMany(app, 7)).toEqual(Array(7).fill(200));
    expect(await stored(name)).toEqual({ [`${name}:a`]: 1 });
    await limiter.close();
    expect(await stored(name)).toEqual({ [`${name}:a`]: 7 });
  });

  it('refuses at exactly the same request as counting each one in PostgreSQL, with Retry-After', async () => {
    const name = uniqueName();
    const limit = MEMORY_MIN_LIMIT;
    const { app } = instance(name, limit);
    expect(await sendMany(app, limit)).toEqual(Array(limit).fill(200));
    const res = await app.request('/', { headers: { 'x-client': 'a' } });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(res.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect((await res.json()).message).toBe(M.tooManyRequests);
    // Past half the limit every request was counted in PostgreSQL at once: nothing is left unwritten.
    expect(await stored(name)).toEqual({ [`${name}:a`]: limit + 1 });
    // Another client is not affected.
    expect(await send(app, 'b')).toBe(200);
  });

  it('shares one count between instances: past half the limit each request is counted in PostgreSQL', async () => {
    const name = uniqueName();
    const limit = MEMORY_MIN_LIMIT;
    const one = instance(name, limit);
    const two = instance(name, limit);
    expect(await sendMany(one.app, 60)).toEqual(Array(60).fill(200));
    expect(await sendMany(two.app, 40)).toEqual(Array(40).fill(200));
    expect(await send(two.app)).toBe(429);
    expect(await send(one.app)).toBe(429);
  });

  it('sees the other instances\' requests below half the limit once they are flushed', async () => {
    const name = uniqueName();
    const limit = MEMORY_MIN_LIMIT;
    const one = instance(name, limit);
    const two = instance(name, limit);
    expect(await sendMany(one.app, 30)).toEqual(Array(30).fill(200)); // 29 of them only in instance one's memory
    await one.limiter.flush();
    expect(await sendMany(two.app, 70)).toEqual(Array(70).fill(200));
    expect(await send(two.app)).toBe(429);
  });

  it('starts a new window when the old one has passed', async () => {
    const name = uniqueName();
    const { app, limiter } = instance(name, MEMORY_MIN_LIMIT, 1);
    expect(await sendMany(app, 10)).toEqual(Array(10).fill(200));
    // A second and a bit later, for both clocks the limiter reads: this process's (the in-memory
    // window) and PostgreSQL's (the shared bucket's window start, moved back instead).
    const later = Date.now() + 1_100;
    vi.spyOn(Date, 'now').mockReturnValue(later);
    await h.deps.db.execute(sql`update rate_limit_buckets set window_start = window_start - interval '1100 milliseconds' where key like ${`${name}:%`}`);
    expect(await sendMany(app, 10)).toEqual(Array(10).fill(200));
    await limiter.flush();
    expect(await stored(name)).toEqual({ [`${name}:a`]: 10 });
  });
});

describe('client address behind proxies (TRUST_PROXY)', () => {
  /** The real API behind `hops` proxies, its limit two requests a minute per client address. */
  async function behindProxies(hops: string) {
    const proxied = await createHarness({ TRUST_PROXY: hops, RATE_LIMIT_PER_MINUTE: '2' });
    const get = (xff: string) => proxied.request('/api/v1/upn/get-doctors', { headers: { 'x-forwarded-for': xff } }).then((r) => r.status);
    return { proxied, get };
  }

  it('takes the entry the one proxy appended: a forged left-most entry changes nothing', async () => {
    const { proxied, get } = await behindProxies('1');
    try {
      expect(proxied.deps.env.trustProxy).toBe(1);
      // The client 203.0.113.7 writes a fresh address on each request; the proxy appends the real one.
      expect(await get('10.0.0.1, 203.0.113.7')).toBe(200);
      expect(await get('10.0.0.2, 203.0.113.7')).toBe(200);
      expect(await get('10.0.0.3, 203.0.113.7')).toBe(429);
      expect(await get('203.0.113.7')).toBe(429);
      // Another client behind the same proxy has its own count.
      expect(await get('10.0.0.1, 203.0.113.8')).toBe(200);
    } finally {
      await proxied.close();
    }
  });

  it('with two proxies, the client is the second entry from the right', async () => {
    const { proxied, get } = await behindProxies('2');
    try {
      // client-forged, client (appended by the outer proxy), outer proxy (appended by the inner one)
      expect(await get('1.1.1.1, 198.51.100.5, 192.168.0.10')).toBe(200);
      expect(await get('2.2.2.2, 198.51.100.5, 192.168.0.11')).toBe(200);
      expect(await get('3.3.3.3, 198.51.100.5, 192.168.0.10')).toBe(429);
      expect(await get('198.51.100.6, 192.168.0.10')).toBe(200);
    } finally {
      await proxied.close();
    }
  });

  it('keeps TRUST_PROXY=true as one proxy, and false as none (the header is not read)', async () => {
    const yes = await createHarness({ TRUST_PROXY: 'true' });
    const no = await createHarness({ TRUST_PROXY: 'false' });
    try {
      expect(yes.deps.env.trustProxy).toBe(1);
      expect(no.deps.env.trustProxy).toBe(0);
    } finally {
      await Promise.all([yes.close(), no.close()]);
    }
  });
});
