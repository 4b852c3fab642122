import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from '../context';
import { HttpError } from '../lib/http-error';
import { M, SERVER_MESSAGES } from '../../contracts/messages';
import { translateMessage } from '../lib/i18n';
import { DB_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../lib/db-errors';

/** Errors as `{ message, errorList? }` in the caller's language; unexpected ones are logged, not leaked. */
export function handleError(err: Error, c: Context<AppEnv>) {
  const locale = c.get('locale') ?? 'en';
  // An error is never cached (a route may have set a public Cache-Control before failing).
  c.header('Cache-Control', 'no-store');
  if (err instanceof HttpError) {
    for (const [k, val] of Object.entries(err.headers ?? {})) c.header(k, val);
    const body = {
      message: translateMessage(err.message, locale),
      ...(err.errorList ? { errorList: err.errorList.map((e) => ({ field: e.field, message: translateMessage(e.message, locale) })) } : {}),
    };
    return c.json(body, err.status);
  }
  if (err instanceof HTTPException && err.status < 500) {
    return c.json({ message: translateMessage(err.status === 413 ? M.tooLong : M.invalidValue, locale) }, err.status);
  }
  if (isDatabaseUnavailable(err)) {
    // PostgreSQL is restarting or out of reach: this request failed whole (its transaction rolled
    // back), and the same request later will work. 503 + Retry-After tells clients to try again.
    c.get('deps')?.log.warn('database unavailable', { requestId: c.get('requestId'), route: c.req.routePath, detail: err.message.slice(0, 200) });
    c.header('Retry-After', String(DB_RETRY_AFTER_SECONDS));
    return c.json({ message: translateMessage(SERVER_MESSAGES.serviceUnavailable, locale) }, 503);
  }
  c.get('deps')?.log.error('unhandled error', {
    requestId: c.get('requestId'),
    route: c.req.routePath,
    error: err.name,
    detail: err.message.slice(0, 300),
  });
  return c.json({ message: translateMessage(M.somethingWrong, locale) }, 500);
}

export function apiNotFound(c: Context<AppEnv>) {
  c.header('Cache-Control', 'no-store');
  return c.json({ message: translateMessage(M.routeNotFound, c.get('locale') ?? 'en') }, 404);
}
