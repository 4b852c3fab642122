import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { compileQuery, queryPrepared } from '../../db/prepared';

/**
 * How long a directory total (the number of doctors matching a filter) is reused. Paging and
 * re-sorting a list ask for the same total again and again, and it costs as much as the page
 * itself (a count over every matching doctor, 0.5–4 ms of PostgreSQL at 5,000 doctors). It changes
 * only when doctors join, leave or change city, fee or specialization; availability filters are
 * keyed by their window's size as well, and their doctor sets are themselves up to a minute old.
 * A total a minute old at most matches the `Cache-Control: max-age=60` the list already sends.
 */
export const COUNT_TTL_MS = 60_000;
const MAX_COUNTS = 2_000;

/** Per database (each test harness has its own): SQL text + parameters → total and expiry. */
const caches = new WeakMap<Db, Map<string, { n: number; expiresAt: number }>>();

/** `select count(*)::int as n …` through queryPrepared, reused for COUNT_TTL_MS. `extraKey`: what else the total depends on. */
export async function cachedCount(db: Db, query: SQL, extraKey = ''): Promise<number> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const compiled = compileQuery(query);
  const key = `${compiled.sql}\u0000${JSON.stringify(compiled.params)}\u0000${extraKey}`;
  const now = Date.now();
  const hit = cache.get(key);
  if (hit && now < hit.expiresAt) return hit.n;
  const n = (await queryPrepared<{ n: number }>(db, compiled))[0]?.n ?? 0;
  cache.delete(key);
  cache.set(key, { n, expiresAt: now + COUNT_TTL_MS });
  // Oldest first (insertion order): drop past the bound.
  for (const k of cache.keys()) {
    if (cache.size <= MAX_COUNTS) break;
    cache.delete(k);
  }
  return n;
}
