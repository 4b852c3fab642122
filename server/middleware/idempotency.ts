import { createMiddleware } from 'hono/factory';
import { and, eq, lt, sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { AppEnv } from '../context';
import { HttpError } from '../lib/http-error';
import { M } from '../../contracts/messages';
import { idempotencyRecords } from '../db/schema';

const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,100}$/;
/** Records older than this are ignored (and may be purged): a queued write is replayed well within it. */
export const IDEMPOTENCY_TTL_HOURS = 72;

/**
 * `Idempotency-Key` for writes a patient may queue offline. The first response per (user, key)
 * is stored in PostgreSQL and replayed; a concurrent duplicate gets 409; the same key with a
 * different request gets 422. Needs the caller (mount after requirePatient), or `keyOf` for
 * unauthenticated routes.
 */
export const idempotency = (opts: { required?: boolean; keyOf?: (c: Context<AppEnv>) => string } = {}) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const key = c.req.header('idempotency-key');
    if (!key) {
      if (opts.required) throw new HttpError(400, M.invalidValue, [{ field: 'Idempotency-Key', message: M.required }]);
      return next();
    }
    if (!KEY_PATTERN.test(key)) throw new HttpError(400, M.invalidValue, [{ field: 'Idempotency-Key', message: M.invalidValue }]);

    const { db } = c.get('deps');
    const userKey = opts.keyOf ? opts.keyOf(c) : c.get('caller').uid;
    const bodyText = await c.req.raw.clone().text();
    const requestHash = createHash('sha256').update(`${c.req.method} ${c.req.path}\n${bodyText}`).digest('hex');

    // Expired records are forgotten so the key space does not grow for ever.
    await db.delete(idempotencyRecords).where(
      and(eq(idempotencyRecords.userKey, userKey), eq(idempotencyRecords.key, key),
        lt(idempotencyRecords.createdAt, sql`now() - make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})`)),
    );
    const inserted = await db
      .insert(idempotencyRecords)
      .values({ userKey, key, method: c.req.method, path: c.req.path, requestHash, state: 'in_progress' })
      .onConflictDoNothing()
      .returning({ key: idempotencyRecords.key });

    if (inserted.length === 0) {
      const [existing] = await db.select().from(idempotencyRecords)
        .where(and(eq(idempotencyRecords.userKey, userKey), eq(idempotencyRecords.key, key))).limit(1);
      if (!existing) throw new HttpError(409, M.idempotencyConflict, undefined, { 'Retry-After': '1' });
      if (existing.requestHash !== requestHash) throw new HttpError(422, M.idempotencyMismatch);
      if (existing.state !== 'done') throw new HttpError(409, M.idempotencyConflict, undefined, { 'Retry-After': '1' });
      c.header('Idempotency-Replayed', 'true');
      return c.json(existing.responseBody as object, (existing.statusCode ?? 200) as 200);
    }

    const release = () => db.delete(idempotencyRecords)
      .where(and(eq(idempotencyRecords.userKey, userKey), eq(idempotencyRecords.key, key)));
    try {
      await next();
    } catch (err) {
      // Client errors are answers too (e.g. 409 slot taken): store them; anything else may be retried.
      if (err instanceof HttpError && err.status < 500) {
        await db.update(idempotencyRecords)
          .set({ state: 'done', statusCode: err.status, responseBody: { message: err.message, ...(err.errorList ? { errorList: err.errorList } : {}) } })
          .where(and(eq(idempotencyRecords.userKey, userKey), eq(idempotencyRecords.key, key)));
      } else {
        await release();
      }
      throw err;
    }
    const res = c.res;
    if (res.status >= 500 || !res.headers.get('content-type')?.includes('application/json')) {
      await release();
      return;
    }
    const responseBody = await res.clone().json();
    await db.update(idempotencyRecords)
      .set({ state: 'done', statusCode: res.status, responseBody })
      .where(and(eq(idempotencyRecords.userKey, userKey), eq(idempotencyRecords.key, key)));
  });
