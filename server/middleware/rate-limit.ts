import { createMiddleware } from 'hono/factory';
import { sql } from 'drizzle-orm';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppEnv } from '../context';
import { HttpError } from '../lib/http-error';
import { M } from '../../contracts/messages';

export function clientIp(c: Context<AppEnv>): string {
  if (c.get('deps').env.trustProxy) {
    const fwd = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (fwd) return fwd;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/**
 * Fixed-window rate limit kept in PostgreSQL so that every server instance shares it.
 * One upsert per request; the window restarts when it has passed.
 */
export const rateLimit = (opts: { name: string; limit: (c: Context<AppEnv>) => number; windowSeconds: number; by?: (c: Context<AppEnv>) => string }) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const { db } = c.get('deps');
    const key = `${opts.name}:${opts.by ? opts.by(c) : clientIp(c)}`;
    const result = await db.execute<{ count: number; reset_in: number }>(sql`
      insert into rate_limit_buckets (key, window_start, count) values (${key}, now(), 1)
      on conflict (key) do update set
        count = case when rate_limit_buckets.window_start <= now() - make_interval(secs => ${opts.windowSeconds}) then 1 else rate_limit_buckets.count + 1 end,
        window_start = case when rate_limit_buckets.window_start <= now() - make_interval(secs => ${opts.windowSeconds}) then now() else rate_limit_buckets.window_start end
      returning count, ceil(extract(epoch from (window_start + make_interval(secs => ${opts.windowSeconds}) - now())))::int as reset_in`);
    const row = result.rows[0];
    const limit = opts.limit(c);
    if (row && row.count > limit) {
      throw new HttpError(429, M.tooManyRequests, undefined, { 'Retry-After': String(Math.max(1, row.reset_in)) });
    }
    await next();
  });
