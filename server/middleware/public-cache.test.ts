import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { createHarness, type Harness } from '../testing/harness';
import { createFixtures, type Fixtures } from '../db/fixtures';
import { doctors, doctorSpecializations, specializations } from '../db/schema';
import { bookOk, completePatient, slotIn } from '../testing/booking-fixtures';
import type { AppEnv, AppDeps } from '../context';
import { createPublicCache, publicCache } from './public-cache';
import { ResponseCache } from '../lib/response-cache';
import type { DoctorListResponse } from '../../contracts/doctors';

let h: Harness;
beforeAll(async () => { h = await createHarness({ DIRECTORY_CACHE_SECONDS: '3' }); });
afterAll(async () => { await h.close(); });
afterEach(() => { vi.restoreAllMocks(); });

const get = (path: string, headers: Record<string, string> = {}) => h.request(path, { headers });

describe('public directory cache', () => {
  it('serves a second identical request from memory: same body, same ETag, no database', async () => {
    const f = await createFixtures(h.deps.db);
    const url = `/api/v1/upn/get-doctors?specialization=${await slugOf(f)}`;
    const first = await get(url);
    expect(first.status).toBe(200);
    expect(first.headers.get('x-cache')).toBe('miss');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^W\/".+"$/);
    const body = await first.text();
    expect(JSON.parse(body).data.doctors[0].consultationFeePaisa).toBe(50_000);

    // Changed behind the server's back: the cached answer is still served (nothing was asked of PostgreSQL).
    await h.deps.db.update(doctors).set({ consultationFeePaisa: 70_000 }).where(eq(doctors.id, f.doctorId));
    const second = await get(url);
    expect(second.headers.get('x-cache')).toBe('hit');
    expect(second.headers.get('etag')).toBe(etag);
    expect(await second.text()).toBe(body);
    expect(second.headers.get('cache-control')).toBe('public, max-age=60');
    expect(second.headers.get('vary')).toBe('Accept-Encoding, Accept-Language, X-Timezone');
    // Defaults filled in by validation: the same query written differently is the same entry.
    expect((await get(`${url}&page=1&sort=default`)).headers.get('x-cache')).toBe('hit');
  });

  it('answers If-None-Match with 304, and stores the gzip and brotli bytes of the same JSON', async () => {
    const url = '/api/v1/upn/get-doctors?sort=experience&pageSize=20';
    const plain = await get(url);
    const etag = plain.headers.get('etag')!;
    const json = await plain.text();
    const notModified = await get(url, { 'if-none-match': etag });
    expect(notModified.status).toBe(304);
    expect(await notModified.text()).toBe('');
    expect(notModified.headers.get('etag')).toBe(etag);
    expect((await get(url, { 'if-none-match': `"other", ${etag.slice(2)}` })).status).toBe(304);
    expect((await get(url, { 'if-none-match': '"other"' })).status).toBe(200);

    const gz = await get(url, { 'accept-encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gz.headers.get('etag')).toBe(etag);
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(json);
    const br = await get(url, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('x-cache')).toBe('hit');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(json);
  });

  it('keeps a different entry per query, language and time zone (where the answer depends on it)', async () => {
    await createFixtures(h.deps.db);
    const search = (q: string, lang: string) => get(`/api/v1/upn/search-doctors?search=${encodeURIComponent(q)}`, { 'accept-language': lang });
    const en = await search('fixture', 'en');
    expect(en.headers.get('x-cache')).toBe('miss');
    const ne = await search('fixture', 'ne-NP');
    expect(ne.headers.get('x-cache')).toBe('miss');
    expect((await en.json()).data[0].mainSpecialization).toBe('Fixture Medicine');
    expect((await ne.json()).data[0].mainSpecialization).toBe('परीक्षण औषधि');
    expect((await search('fixture', 'ne')).headers.get('x-cache')).toBe('hit');
    // The text as the search sees it: "Dr. Fixture" is the same search as "fixture".
    expect((await search('Dr. FIXTURE', 'en')).headers.get('x-cache')).toBe('hit');
    expect((await search('derma', 'en')).headers.get('x-cache')).toBe('miss');

    const today = (tz: string) => get('/api/v1/upn/get-doctors?availability=today', { 'x-timezone': tz });
    expect((await today('Asia/Kathmandu')).headers.get('x-cache')).toBe('miss');
    expect((await today('America/New_York')).headers.get('x-cache')).toBe('miss');
    expect((await today('Asia/Kathmandu')).headers.get('x-cache')).toBe('hit');
  });

  it('keeps entries fresh within the TTL (each between 75 and 100 % of it), then stale for a minute, then gone', async () => {
    const url = '/api/v1/upn/get-pharmacies?sort=name';
    expect((await get(url)).headers.get('x-cache')).toBe('miss');
    expect((await get(url)).headers.get('x-cache')).toBe('hit');
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 2_200);
    expect((await get(url)).headers.get('x-cache')).toBe('hit');
    vi.spyOn(Date, 'now').mockReturnValue(now + 63_100);
    expect((await get(url)).headers.get('x-cache')).toBe('miss');
  });

  it('forgets the directory when a booking takes a doctor\'s slot on this instance', async () => {
    const f = await createFixtures(h.deps.db);
    const slotId = await slotIn(h, f, 30);
    const url = `/api/v1/upn/get-doctors?specialization=${await slugOf(f)}`;
    const before = ((await (await get(url)).json()) as DoctorListResponse).data.doctors[0]!;
    expect(before.nextAvailableAt).not.toBeNull();
    expect((await get(url)).headers.get('x-cache')).toBe('hit');
    const p = await completePatient(h);
    await bookOk(h, p.token, f, slotId);
    const after = await get(url);
    expect(after.headers.get('x-cache')).toBe('miss');
    expect(((await after.json()) as DoctorListResponse).data.doctors[0]!.nextAvailableAt).toBeNull();
  });

  it('serves signed-in patients the same public answer, and errors are never stored', async () => {
    const p = await h.createPatient();
    const url = '/api/v1/upn/list/blood-groups';
    const guest = await get(url);
    const signedIn = await h.request(url, { token: p.token });
    expect(signedIn.headers.get('x-cache')).toBe('hit');
    expect(await signedIn.text()).toBe(await guest.text());
    for (let i = 0; i < 2; i++) {
      const missing = await get('/api/v1/upn/get-pharmacy-details/00000000-0000-4000-8000-000000000000');
      expect(missing.status).toBe(404);
      expect(missing.headers.get('x-cache')).toBeNull();
    }
  });
});

/** A bare app with the public cache set as app.ts sets it (and its background refetch through the app itself). */
function bareApp(cache: ResponseCache, opts: { refetch?: boolean } = {}): Hono<AppEnv> {
  const a = new Hono<AppEnv>();
  a.use('*', async (c, next) => {
    c.set('deps', {} as AppDeps);
    c.set('locale', 'en');
    c.set('timeZone', 'Asia/Kathmandu');
    c.set('publicCache', cache);
    if (opts.refetch) c.set('publicCacheRefetch', (req, env) => Promise.resolve(a.fetch(req, env)));
    await next();
  });
  return a;
}

describe('what the cache never stores', () => {
  /** A bare app with the middleware, a fake sign-in (as requirePatient sets `caller`) and a clock. */
  function app(clock: { t: number }) {
    const cache = createPublicCache(3, { now: () => clock.t, random: () => 0 })!;
    const a = bareApp(cache);
    const signIn = createMiddleware<AppEnv>(async (c, next) => {
      c.set('caller', { uid: c.req.header('x-user')!, email: undefined, claims: {}, patientId: c.req.header('x-user')! });
      await next();
    });
    a.get('/me', signIn, publicCache(), (c) => c.json({ data: { patientId: c.get('caller').patientId } }));
    a.get('/private', publicCache(), (c) => {
      c.header('Cache-Control', 'private, max-age=60');
      return c.json({ data: { n: Math.random() } });
    });
    a.get('/public', publicCache(), (c) => c.json({ data: { n: Math.random() } }));
    return { a, cache };
  }

  it('never stores an answer given to an identified caller', async () => {
    const { a, cache } = app({ t: 0 });
    const as = async (user: string) => {
      const res = await a.request('/me', { headers: { 'x-user': user } });
      return { cache: res.headers.get('x-cache'), body: await res.json() };
    };
    expect(await as('alice')).toEqual({ cache: null, body: { data: { patientId: 'alice' } } });
    expect(await as('bob')).toEqual({ cache: null, body: { data: { patientId: 'bob' } } });
    expect(await as('alice')).toEqual({ cache: null, body: { data: { patientId: 'alice' } } });
    expect(cache.size).toBe(0);
  });

  it('never stores a private answer; stores a public one until the injected clock passes the TTL', async () => {
    const clock = { t: 1_000 };
    const { a, cache } = app(clock);
    const n = async (p: string) => (await (await a.request(p)).json()).data.n;
    expect(await n('/private')).not.toBe(await n('/private'));
    const first = await n('/public');
    clock.t += 2_999;
    expect(await n('/public')).toBe(first);
    clock.t += 1;
    expect(await n('/public')).not.toBe(first);
    expect(cache.size).toBe(1);
  });
});

describe('stale while revalidate', () => {
  it('answers a stale entry at once, refreshes it once in the background, and drops it after the stale window', async () => {
    const clock = { t: 1_000 };
    const cache = createPublicCache(3, { now: () => clock.t, random: () => 0 })!;
    let version = 1;
    let computed = 0;
    let gate: Promise<void> = Promise.resolve();
    const a = bareApp(cache, { refetch: true });
    a.get('/public', publicCache(), async (c) => {
      computed++;
      const v = version;
      await gate;
      return c.json({ data: { v } });
    });
    const ask = async () => {
      const res = await a.request('/public');
      return [res.headers.get('x-cache'), ((await res.json()) as { data: { v: number } }).data.v];
    };

    expect(await ask()).toEqual(['miss', 1]);
    version = 2;
    clock.t += 3_000; // past its freshness
    let release!: () => void;
    gate = new Promise((resolve) => { release = resolve; });
    expect(await ask()).toEqual(['stale', 1]);
    await vi.waitFor(() => expect(computed).toBe(2));
    // The refresh is still running: the next reader gets the stale answer too, and starts nothing.
    expect(await ask()).toEqual(['stale', 1]);
    expect(computed).toBe(2);
    release();
    await vi.waitFor(async () => expect(await ask()).toEqual(['hit', 2]));
    expect(computed).toBe(2);

    // Past the stale window (a minute after its freshness) nothing old is given: a miss.
    version = 3;
    clock.t += 3_000 + 60_000;
    expect(await ask()).toEqual(['miss', 3]);
  });

  it('refreshes through the real app: a stale answer, then the new one, without the client waiting', async () => {
    const f = await createFixtures(h.deps.db);
    const url = `/api/v1/upn/get-doctors?specialization=${await slugOf(f)}&sort=fee`;
    expect((await get(url)).headers.get('x-cache')).toBe('miss');
    await h.deps.db.update(doctors).set({ consultationFeePaisa: 90_000 }).where(eq(doctors.id, f.doctorId));
    // DIRECTORY_CACHE_SECONDS=3: the cache reads Date.now(), moved past the entry's freshness.
    const later = Date.now() + 3_050;
    const clock = vi.spyOn(Date, 'now').mockImplementation(() => later);
    const stale = await get(url);
    expect(stale.headers.get('x-cache')).toBe('stale');
    expect(((await stale.json()) as DoctorListResponse).data.doctors[0]!.consultationFeePaisa).toBe(50_000);
    await vi.waitFor(async () => {
      const res = await get(url);
      expect(res.headers.get('x-cache')).toBe('hit');
      expect(((await res.json()) as DoctorListResponse).data.doctors[0]!.consultationFeePaisa).toBe(90_000);
    });
    clock.mockRestore();
  });
});

/** The fixture doctor listed under its specialization; its slug, to filter the directory down to that doctor. */
async function slugOf(f: Fixtures): Promise<string> {
  await h.deps.db.insert(doctorSpecializations).values({ doctorId: f.doctorId, specializationId: f.specializationId });
  const [s] = await h.deps.db.select({ slug: specializations.slug }).from(specializations).where(eq(specializations.id, f.specializationId));
  return s!.slug;
}
