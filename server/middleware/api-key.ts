import { createMiddleware } from 'hono/factory';
import { timingSafeEqual } from 'node:crypto';
import type { AppEnv } from '../context';
import { HttpError } from '../lib/http-error';
import { M } from '../../contracts/messages';

function matches(given: string, keys: string[]): boolean {
  const a = Buffer.from(given);
  return keys.some((k) => {
    const b = Buffer.from(k);
    return a.length === b.length && timingSafeEqual(a, b);
  });
}

/** Every API call names the client app with `x-api-key` (spec 7). */
export const requireApiKey = createMiddleware<AppEnv>(async (c, next) => {
  const given = c.req.header('x-api-key');
  if (!given || !matches(given, c.get('deps').env.apiKeys)) throw new HttpError(401, M.missingApiKey);
  await next();
});
