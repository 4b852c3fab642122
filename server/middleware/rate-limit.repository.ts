// SQL of the rate limits' shared counts (rate_limit_buckets), one fixed window per key.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

export type RateCountRow = { key: string; count: number; reset_ms: number };

/**
 * Adds `n` to each key's bucket (restarting windows that have passed) in one statement and returns
 * the new counts and the milliseconds left in each window.
 */
export async function addCounts(db: Db, windowSeconds: number, counts: { key: string; n: number }[]): Promise<RateCountRow[]> {
  const passed = sql`rate_limit_buckets.window_start <= now() - make_interval(secs => ${windowSeconds})`;
  const result = await db.execute<RateCountRow>(sql`
    insert into rate_limit_buckets (key, window_start, count)
    select t.key, now(), t.n from json_to_recordset(${JSON.stringify(counts)}::json) as t(key text, n int)
    on conflict (key) do update set
      count = case when ${passed} then excluded.count else rate_limit_buckets.count + excluded.count end,
      window_start = case when ${passed} then now() else rate_limit_buckets.window_start end
    returning key, count,
      (extract(epoch from (window_start + make_interval(secs => ${windowSeconds}) - now())) * 1000)::float8 as reset_ms`);
  return result.rows;
}
