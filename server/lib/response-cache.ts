import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip' | 'identity';

/** One stored answer: the JSON bytes once, and each encoding as it is first asked for. */
export type CacheEntry = {
  key: string;
  /** Weak: the same for every encoding of the same JSON. */
  etag: string;
  /** Cache-Control of the answer as the route set it. */
  cacheControl: string | undefined;
  identity: Buffer;
  gzip?: Buffer;
  br?: Buffer;
  /** Served as it is until then; after it, served stale while one refresh runs (see staleMs). */
  freshUntil: number;
  /** Dropped after this (freshUntil + staleMs). */
  expiresAt: number;
  bytes: number;
};

export type ResponseCacheOptions = {
  ttlMs: number;
  /** Bounds: the least recently used entries go first past either. */
  maxEntries: number;
  maxBytes: number;
  /**
   * Entries live between (1 − jitter) × ttlMs and ttlMs, at random (default 0.25): entries made
   * together (a burst of different queries, a restart) then expire at different moments instead
   * of all being recomputed in the same instant, again and again.
   */
  jitter?: number;
  /**
   * How long past its freshness an entry may still be answered while it is being refreshed
   * (stale-while-revalidate; default 0: an entry past its freshness is a miss).
   */
  staleMs?: number;
  /**
   * At most this many background refreshes at a time (default 2); past it a stale entry is
   * answered stale and left for a later reader to refresh. Refreshes are background work: let
   * loose together (entries made together go stale together) they would take every core from
   * the requests being answered.
   */
  maxRefreshes?: number;
  /**
   * How long past expiresAt an entry is kept for when its answer cannot be made at all (the
   * database is unreachable: stale-if-error, see getIfError; default 0).
   */
  errorMs?: number;
  /** Injectable clock and randomness (tests). */
  now?: () => number;
  random?: () => number;
};

export const etagOf = (body: Buffer) => `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;

/** RFC 9110 weak comparison of If-None-Match against an ETag. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = (t: string) => t.trim().replace(/^W\//, '');
  const want = opaque(etag);
  return ifNoneMatch.split(',').some((t) => opaque(t) === want);
}

/** The best encoding the client accepts: brotli, then gzip (equal q: brotli, the smaller), else none. */
export function pickEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  let best: Encoding = 'identity';
  let bestQ = 0;
  let star: number | undefined;
  const q: Partial<Record<string, number>> = {};
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const qp = params.find((p) => p.trim().startsWith('q='));
    const value = qp ? Number(qp.trim().slice(2)) : 1;
    if (name === '*') star = value;
    else q[name] = Number.isFinite(value) ? value : 0;
  }
  for (const enc of ['br', 'gzip'] as const) {
    const v = q[enc] ?? star ?? 0;
    if (v > bestQ) {
      best = enc;
      bestQ = v;
    }
  }
  return best;
}

export function encode(body: Buffer, enc: Exclude<Encoding, 'identity'>, level: 'stored' | 'fast'): Buffer {
  if (enc === 'gzip') return gzipSync(body, { level: level === 'stored' ? 6 : 4 });
  return brotliCompressSync(body, {
    params: { [zlibConstants.BROTLI_PARAM_QUALITY]: level === 'stored' ? 5 : 4, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
}

/**
 * A small in-process LRU of public JSON answers. Nothing here knows about HTTP requests or users:
 * the middleware (server/middleware/public-cache.ts) decides what may be stored and under what key.
 */
export class ResponseCache {
  readonly ttlMs: number;
  private readonly entries = new Map<string, CacheEntry>();
  private readonly inflight = new Map<string, Promise<CacheEntry | undefined>>();
  /** Keys whose refresh has been started (a stale entry is refreshed once, not by every reader). */
  private readonly refreshing = new Set<string>();
  private bytes = 0;
  private readonly now: () => number;
  private readonly random: () => number;
  hits = 0;
  misses = 0;

  constructor(private readonly opts: ResponseCacheOptions) {
    this.ttlMs = opts.ttlMs;
    this.now = opts.now ?? (() => Date.now());
    this.random = opts.random ?? Math.random;
  }

  get size() {
    return this.entries.size;
  }

  get totalBytes() {
    return this.bytes;
  }

  /** The entry for `key`, fresh or stale (marked most recently used), or undefined. */
  get(key: string): CacheEntry | undefined {
    const e = this.entries.get(key);
    if (!e) return undefined;
    if (this.now() >= e.expiresAt) {
      if (this.now() >= e.expiresAt + (this.opts.errorMs ?? 0)) this.delete(key);
      return undefined;
    }
    this.entries.delete(key);
    this.entries.set(key, e);
    return e;
  }

  isFresh(entry: CacheEntry): boolean {
    return this.now() < entry.freshUntil;
  }

  /**
   * Runs `refresh` for a stale `key` unless one is already running for it or maxRefreshes are
   * running (true when this call started it). The refresh stores its answer itself; its failure leaves the stale entry to expire.
   */
  refreshOnce(key: string, refresh: () => Promise<unknown>): boolean {
    if (this.refreshing.has(key) || this.inflight.has(key)) return false;
    if (this.refreshing.size >= (this.opts.maxRefreshes ?? 2)) return false;
    this.refreshing.add(key);
    void refresh().catch(() => undefined).finally(() => this.refreshing.delete(key));
    return true;
  }

  /** Stores the JSON bytes of an answer: fresh for at most ttlMs, then stale for staleMs. */
  set(key: string, identity: Buffer, cacheControl: string | undefined): CacheEntry {
    this.delete(key);
    const life = this.opts.ttlMs * (1 - (this.opts.jitter ?? 0.25) * this.random());
    const freshUntil = this.now() + life;
    const entry: CacheEntry = {
      key, etag: etagOf(identity), cacheControl, identity, freshUntil, expiresAt: freshUntil + (this.opts.staleMs ?? 0), bytes: identity.length,
    };
    this.entries.set(key, entry);
    this.bytes += entry.bytes;
    this.evict();
    return entry;
  }

  /** The entry's body in `enc`, compressed on first use and kept with the entry. */
  body(entry: CacheEntry, enc: Encoding): Buffer {
    if (enc === 'identity') return entry.identity;
    let out = entry[enc];
    if (!out) {
      out = entry[enc] = encode(entry.identity, enc, 'stored');
      entry.bytes += out.length;
      // Still in the map (not evicted or cleared meanwhile): count it against the bound.
      if (this.entries.get(entry.key) === entry) {
        this.bytes += out.length;
        this.evict();
      }
    }
    return out;
  }

  /**
   * One computation per key at a time: concurrent misses for the same key wait for the first
   * (at 500 requests/s, an expired popular entry would otherwise be recomputed by every request
   * that arrives before the first answer).
   */
  async once(key: string, compute: () => Promise<CacheEntry | undefined>): Promise<{ entry: CacheEntry | undefined; shared: boolean }> {
    const running = this.inflight.get(key);
    if (running) return { entry: await running, shared: true };
    const p = compute();
    this.inflight.set(key, p);
    try {
      return { entry: await p, shared: false };
    } finally {
      this.inflight.delete(key);
    }
  }

  /** The last answer stored for `key`, however old (within errorMs past expiry): for when none can be made now. */
  getIfError(key: string): CacheEntry | undefined {
    const e = this.entries.get(key);
    return e && this.now() < e.expiresAt + (this.opts.errorMs ?? 0) ? e : undefined;
  }

  /** Forgets everything (something changed the answers). */
  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  private delete(key: string): void {
    const e = this.entries.get(key);
    if (!e) return;
    this.entries.delete(key);
    this.bytes -= e.bytes;
  }

  private evict(): void {
    for (const [key] of this.entries) {
      if (this.entries.size <= this.opts.maxEntries && this.bytes <= this.opts.maxBytes) return;
      this.delete(key);
    }
  }
}
