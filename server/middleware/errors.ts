import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from '../context';
import { HttpError } from '../lib/http-error';
import { M, translateMessage } from '../../contracts/messages';

/** Errors as `{ message, errorList? }` in the caller's language; unexpected ones are logged, not leaked. */
export function handleError(err: Error, c: Context<AppEnv>) {
  const locale = c.get('locale') ?? 'en';
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
  c.get('deps')?.log.error('unhandled error', {
    requestId: c.get('requestId'),
    route: c.req.routePath,
    error: err.name,
    detail: err.message.slice(0, 300),
  });
  return c.json({ message: translateMessage(M.somethingWrong, locale) }, 500);
}

export function apiNotFound(c: Context<AppEnv>) {
  return c.json({ message: translateMessage(M.routeNotFound, c.get('locale') ?? 'en') }, 404);
}
