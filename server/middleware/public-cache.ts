import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context';
import { etagMatches, pickEncoding, ResponseCache, type CacheEntry } from '../lib/response-cache';
import { captureJson, replaceResponse } from './compress-json';

/**
 * Bounds of the directory cache: a few thousand answers of the public directory (a page of
 * doctors is ~9 KB of JSON, ~1.2 KB compressed) in at most 32 MB.
 */
export const PUBLIC_CACHE_MAX_ENTRIES = 5_000;
export const PUBLIC_CACHE_MAX_BYTES = 32 * 1024 * 1024;
/**
 * How long past its freshness an answer may still be given while it is refreshed in the
 * background: the minute these answers' Cache-Control already grants every browser and proxy.
 */
export const PUBLIC_CACHE_STALE_MS = 60_000;
/**
 * While PostgreSQL is unreachable (the answer would be a 503), the last answer is given for up to
 * this long past its stale window: a directory hours old beats no directory. Memory stays bounded
 * by PUBLIC_CACHE_MAX_ENTRIES and PUBLIC_CACHE_MAX_BYTES (least recently used first), and a write
 * that changes the directory clears it.
 */
export const PUBLIC_CACHE_IF_ERROR_MS = 24 * 60 * 60_000;

export function createPublicCache(ttlSeconds: number, test: { now?: () => number; random?: () => number } = {}): ResponseCache | undefined {
  if (ttlSeconds <= 0) return undefined;
  return new ResponseCache({
    ttlMs: ttlSeconds * 1000, staleMs: PUBLIC_CACHE_STALE_MS, errorMs: PUBLIC_CACHE_IF_ERROR_MS, maxEntries: PUBLIC_CACHE_MAX_ENTRIES, maxBytes: PUBLIC_CACHE_MAX_BYTES, ...test,
  });
}

/** The server's own background refreshes of stale entries (never a client's request). */
const REFRESHES = new WeakSet<Request>();

/** True for a background refresh of the public cache: not a client's request (no rate limit). */
export function isPublicCacheRefresh(req: Request): boolean {
  return REFRESHES.has(req);
}

/** The same GET as `c`'s, made by the server itself to refresh the entry (uncompressed, unconditional). */
function refreshRequest(c: Context<AppEnv>): Request {
  const headers = new Headers(c.req.raw.headers);
  headers.delete('accept-encoding');
  headers.delete('if-none-match');
  const req = new Request(c.req.url, { method: 'GET', headers });
  REFRESHES.add(req);
  return req;
}

const UNCACHEABLE = Symbol('uncacheable');

/** This request's answer must not be stored (e.g. built from data known to be stale). */
export function skipPublicCache(c: Context<AppEnv>): void {
  (c as { [UNCACHEABLE]?: boolean })[UNCACHEABLE] = true;
}

/**
 * Short-lived in-process cache of PUBLIC directory reads (doctors, search, places, option lists):
 * the answer's JSON is stored once with its ETag, and its gzip/brotli bytes as clients ask for
 * them, so a repeated request costs no database query, no JSON and no compression; a client that
 * sends the ETag back in If-None-Match gets 304.
 *
 * Key: the path, the validated query (defaults filled in, so `?` and `?page=1` are one entry) or
 * `opts.key`, the resolved language (en/ne), and with `byTimeZone` the resolved x-timezone (for
 * answers with "today"). Only 200 JSON answers are stored, never one whose Cache-Control says
 * private/no-store, never one that sets a cookie, and never one of a request in which an auth
 * middleware identified the caller: the routes that use this read no user, and if one ever did,
 * its answers would simply not be cached.
 *
 * Stale while revalidate: past its freshness an entry is still answered (X-Cache: stale) for up
 * to PUBLIC_CACHE_STALE_MS while the server asks itself the same question once in the background
 * (app.ts gives the middleware `publicCacheRefetch`); so a popular query's expiry costs no client
 * the database's time. Without a refetcher a stale entry is a miss.
 *
 * Why a few seconds is safe (the TTL is DIRECTORY_CACHE_SECONDS, 3 by default; each entry lives
 * 75–100 % of it, see ResponseCacheOptions.jitter): these answers
 * already tell browsers and proxies `Cache-Control: public, max-age=60` or more, so clients accept
 * answers a minute old; the availability filter's doctor sets are themselves recomputed once a
 * minute (and a response built from a set being refreshed is not stored); a slot shown as free
 * that was taken seconds ago is refused at booking with "Choose another time". Writes that change
 * the directory (a review, a booking or its cancellation) clear the cache at once, on this
 * instance and, by NOTIFY, on every other (see app.ts), so a patient sees their own change on the
 * next read whichever instance answers it.
 */
export const publicCache = (opts: { byTimeZone?: boolean; key?: (c: Context<AppEnv>) => string } = {}) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const cache = c.get('publicCache');
    if (!cache || c.req.method !== 'GET') return next();
    const vary = opts.byTimeZone ? 'Accept-Encoding, Accept-Language, X-Timezone' : 'Accept-Encoding, Accept-Language';
    const key = [
      c.req.path,
      opts.key ? opts.key(c) : JSON.stringify(c.req.valid('query' as never) ?? null),
      c.get('locale'),
      opts.byTimeZone ? c.get('timeZone') : '',
    ].join('\u0000');

    const hit = cache.get(key);
    // A background refresh computes the answer anew, whatever is stored.
    if (hit && !REFRESHES.has(c.req.raw)) {
      if (cache.isFresh(hit)) {
        cache.hits++;
        return respond(c, cache, hit, vary, 'hit');
      }
      const refetch = c.get('publicCacheRefetch');
      if (refetch) {
        cache.hits++;
        cache.refreshOnce(key, async () => {
          const res = await refetch(refreshRequest(c), c.env);
          await res.body?.cancel();
        });
        return respond(c, cache, hit, vary, 'stale');
      }
    }
    const { entry, shared } = await cache.once(key, async () => {
      const captured = captureJson(c);
      await next();
      return store(c, cache, key, captured);
    });
    if (!entry) {
      // Not storable: this request's own answer stands; a request that waited on it runs its own.
      if (shared) await next();
      // The database is out of reach: the last answer, however stale, rather than an error.
      const last = c.res.status === 503 ? cache.getIfError(key) : undefined;
      if (last) replaceResponse(c, respond(c, cache, last, vary, 'stale-if-error'));
      return;
    }
    if (shared) {
      cache.hits++;
      return respond(c, cache, entry, vary, 'hit');
    }
    cache.misses++;
    replaceResponse(c, respond(c, cache, entry, vary, 'miss'));
  });

function store(c: Context<AppEnv>, cache: ResponseCache, key: string, captured: ReturnType<typeof captureJson>): CacheEntry | undefined {
  const cap = captured();
  const res = c.res;
  if (!cap || res.status !== 200) return undefined;
  if ((c as { [UNCACHEABLE]?: boolean })[UNCACHEABLE]) return undefined;
  // Per-user data never goes in: an auth middleware ran and identified someone.
  if (c.get('caller') !== undefined || c.get('doctorCaller') !== undefined) return undefined;
  if (res.headers.has('Set-Cookie')) return undefined;
  const cacheControl = res.headers.get('Cache-Control') ?? undefined;
  if (cacheControl && /private|no-store/i.test(cacheControl)) return undefined;
  return cache.set(key, Buffer.from(cap.text), cacheControl);
}

function respond(c: Context<AppEnv>, cache: ResponseCache, entry: CacheEntry, vary: string, status: 'hit' | 'stale' | 'miss' | 'stale-if-error'): Response {
  const headers: Record<string, string> = { ETag: entry.etag, Vary: vary, 'X-Cache': status };
  if (entry.cacheControl) headers['Cache-Control'] = entry.cacheControl;
  if (etagMatches(c.req.header('if-none-match'), entry.etag)) return c.body(null, 304, headers);
  const enc = pickEncoding(c.req.header('accept-encoding'));
  headers['Content-Type'] = 'application/json';
  if (enc !== 'identity') headers['Content-Encoding'] = enc;
  return c.body(cache.body(entry, enc) as Uint8Array<ArrayBuffer>, 200, headers);
}
