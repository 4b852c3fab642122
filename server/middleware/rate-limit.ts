import { createMiddleware } from 'hono/factory';
import { getConnInfo } from '@hono/node-server/conninfo';
import { isPublicCacheRefresh } from './public-cache';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';
import type { Db } from '../db/client';
import type { Logger } from '../lib/logger';
import { HttpError } from '../lib/http-error';
import { isDatabaseUnavailable } from '../lib/db-errors';
import { M } from '../../contracts/messages';
import { addCounts, type RateCountRow as Row } from './rate-limit.repository';

/**
 * The client's address. Behind `TRUST_PROXY=N` proxies it is the entry the outermost trusted proxy
 * appended to X-Forwarded-For: the N-th from the right. Entries to its left were written by the
 * client (or proxies nobody vouches for) and are never read, so a forged one changes nothing.
 * A request with fewer entries than N did not pass every proxy: its left-most entry is used.
 */
export function clientIp(c: Context<AppEnv>): string {
  const hops = c.get('deps').env.trustProxy;
  if (hops > 0) {
    const entries = (c.req.header('x-forwarded-for') ?? '').split(',').map((e) => e.trim()).filter(Boolean);
    const entry = entries[Math.max(0, entries.length - hops)];
    if (entry) return entry;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** Limits from this size up are counted in memory first (see rateLimit); smaller ones exactly, per request. */
export const MEMORY_MIN_LIMIT = 100;
/** How often an instance writes its in-memory counts to PostgreSQL. */
export const FLUSH_MS = 1_000;

type Bucket = {
  /** End of the window as PostgreSQL reported it, on this instance's clock (ms). */
  windowEnd: number;
  /** The shared count PostgreSQL last reported (every instance's written requests). */
  shared: number;
  /** Requests let through here and not yet written to PostgreSQL. */
  pending: number;
};

/**
 * Counts one use of `key` in PostgreSQL, exactly (shared by every instance), and refuses with 429
 * past `limit` in the window: for limits keyed on something only the handler knows (e.g. the
 * phone number a code is sent to).
 */
export async function consumeLimit(db: Db, key: string, limit: number, windowSeconds: number): Promise<void> {
  const [row] = await addCounts(db, windowSeconds, [{ key, n: 1 }]);
  if (row && row.count > limit) {
    throw new HttpError(429, M.tooManyRequests, undefined, { 'Retry-After': String(Math.max(1, Math.ceil(row.reset_ms / 1000))) });
  }
}

export type RateLimiter = MiddlewareHandler<AppEnv> & {
  /** Writes the in-memory counts to PostgreSQL now (the timer does it every FLUSH_MS). */
  flush(): Promise<void>;
  /** At shutdown, before the database closes: stops the timer and writes what is left. */
  close(): Promise<void>;
};

/**
 * Fixed-window rate limit kept in PostgreSQL (rate_limit_buckets) so that every server instance
 * shares it; the window restarts when it has passed.
 *
 * Small limits (under MEMORY_MIN_LIMIT: sign-up and password e-mails, support messages, uploads,
 * chat sends) are counted exactly: one upsert per request, as the limit is what protects them.
 *
 * Large limits (the whole API's 600 a minute per client IP) sit on every request's path, and one
 * upsert each was a PostgreSQL write per request. They are counted in memory and written in one
 * statement for all clients every FLUSH_MS, which also brings back the shared count. A request
 * still goes to PostgreSQL itself, carrying this instance's unwritten count, when the client has
 * no current window here (first request, or the window has passed), and whenever the shared count
 * plus the unwritten requests would pass half the limit: from there on every request is counted
 * exactly, so on one instance the 429 comes at exactly the same request as before. With several
 * instances, one cannot see another's requests of the last second while they are under half the
 * limit: a client spreading requests over N instances within one second can get at most
 * (N − 1) × limit / 2 more before the first refusal. Refused requests count too (as before).
 */
export const rateLimit = (opts: {
  name: string;
  limit: (c: Context<AppEnv>) => number;
  windowSeconds: number;
  by?: (c: Context<AppEnv>) => string;
  /** How often the in-memory counts are written (tests set it long and call flush()). */
  flushMs?: number;
}): RateLimiter => {
  const buckets = new Map<string, Bucket>();
  let db: Db | undefined;
  let log: Logger | undefined;
  let timer: ReturnType<typeof setInterval> | undefined;
  let flushing: Promise<void> | undefined;

  const refuse = (resetMs: number) =>
    new HttpError(429, M.tooManyRequests, undefined, { 'Retry-After': String(Math.max(1, Math.ceil(resetMs / 1000))) });

  async function writePending(): Promise<void> {
    const now = Date.now();
    const batch: { key: string; n: number }[] = [];
    for (const [key, b] of buckets) {
      if (now >= b.windowEnd) buckets.delete(key); // its window is over: what was not written belonged to it
      else if (b.pending > 0) batch.push({ key, n: b.pending });
    }
    if (batch.length > 0 && db) {
      const rows = await addCounts(db, opts.windowSeconds, batch);
      const sent = new Map(batch.map((x) => [x.key, x.n]));
      const at = Date.now();
      for (const r of rows) {
        const b = buckets.get(r.key);
        if (!b) continue;
        b.pending = Math.max(0, b.pending - (sent.get(r.key) ?? 0));
        b.shared = r.count;
        b.windowEnd = at + r.reset_ms;
      }
    }
    if (buckets.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  }

  const flush = (): Promise<void> => {
    flushing ??= writePending()
      .catch((err: unknown) => {
        // The counts stay pending and go with the next flush.
        log?.warn('rate limit flush failed', { name: opts.name, error: err instanceof Error ? err.message.slice(0, 200) : String(err) });
      })
      .finally(() => { flushing = undefined; });
    return flushing;
  };

  /**
   * While PostgreSQL is unreachable the limit is kept per instance in memory, so requests that need
   * no database (cached directory answers) are still served, and still limited.
   */
  const fallback = new Map<string, { count: number; windowEnd: number }>();
  function countLocally(key: string): Row {
    const now = Date.now();
    let f = fallback.get(key);
    if (!f || now >= f.windowEnd) {
      if (fallback.size > 10_000) for (const [k, old] of fallback) if (now >= old.windowEnd) fallback.delete(k);
      f = { count: 0, windowEnd: now + opts.windowSeconds * 1000 };
      fallback.set(key, f);
    }
    f.count += 1;
    return { key, count: f.count, reset_ms: f.windowEnd - now };
  }

  const middleware = createMiddleware<AppEnv>(async (c, next) => {
    // The server's own refresh of a cached public answer is no client's request.
    if (isPublicCacheRefresh(c.req.raw)) return next();
    const deps = c.get('deps');
    const key = `${opts.name}:${opts.by ? opts.by(c) : clientIp(c)}`;
    const limit = opts.limit(c);

    if (limit < MEMORY_MIN_LIMIT) {
      let row: Row | undefined;
      try {
        [row] = await addCounts(deps.db, opts.windowSeconds, [{ key, n: 1 }]);
      } catch (err) {
        if (!isDatabaseUnavailable(err)) throw err;
        row = countLocally(key);
      }
      if (row && row.count > limit) throw refuse(row.reset_ms);
      return next();
    }

    db = deps.db;
    log = deps.log;
    const now = Date.now();
    let b = buckets.get(key);
    if (b && now >= b.windowEnd) b.pending = 0; // the window is over: its unwritten requests go with it
    if (b && now < b.windowEnd && b.shared + b.pending + 1 <= limit / 2) {
      b.pending += 1;
      timer ??= setInterval(() => void flush(), opts.flushMs ?? FLUSH_MS).unref();
      return next();
    }
    // Counted in PostgreSQL now, with what this instance let through and has not written yet.
    const carried = b?.pending ?? 0;
    if (b) b.pending = 0;
    let row: Row | undefined;
    try {
      [row] = await addCounts(deps.db, opts.windowSeconds, [{ key, n: carried + 1 }]);
    } catch (err) {
      if (b) b.pending += carried;
      if (!isDatabaseUnavailable(err)) throw err;
      // PostgreSQL is out of reach: this instance's own count decides until it is back.
      const local = countLocally(key);
      if (local.count > limit) throw refuse(local.reset_ms);
      return next();
    }
    if (row) {
      b = buckets.get(key) ?? { windowEnd: 0, shared: 0, pending: 0 };
      b.shared = row.count;
      b.windowEnd = Date.now() + row.reset_ms;
      buckets.set(key, b);
      timer ??= setInterval(() => void flush(), opts.flushMs ?? FLUSH_MS).unref();
      if (row.count > limit) throw refuse(row.reset_ms);
    }
    await next();
  });
  const close = async (): Promise<void> => {
    if (timer) clearInterval(timer);
    timer = undefined;
    await flushing;
    await flush();
  };
  return Object.assign(middleware, { flush, close });
};
