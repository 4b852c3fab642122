import { createMiddleware } from 'hono/factory';
import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { AppEnv } from '../context';
import { HttpError, pgErrorCode } from '../lib/http-error';
import { M } from '../../contracts/messages';
import { claimKey, completeRecord, deleteRecord, findRecord, forgetStaleRecord } from './idempotency.repository';

const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,100}$/;
/** Records older than this are ignored (and may be purged): a queued write is replayed well within it. */
export const IDEMPOTENCY_TTL_HOURS = 72;
/**
 * An `in_progress` record older than this is taken over by a retry. Records are written in the
 * write's own transaction, so none is ever committed `in_progress` by this code; the lease frees
 * keys left so by an older server version (or written by hand) instead of blocking them for 72 h.
 */
export const IDEMPOTENCY_LEASE_SECONDS = 30;
/** How long a duplicate waits for the first request with its key to finish before it is told 409 (retry). */
export const IDEMPOTENCY_WAIT_MS = 10_000;

const conflict = () => new HttpError(409, M.idempotencyConflict, undefined, { 'Retry-After': '1' });
/** Thrown inside the transaction to roll it back without an error of its own. */
class Rollback extends Error {}

/**
 * The body as the request's hash reads it. A multipart body is read without its boundary: a form sent
 * again (the outbox resending a photo after a lost answer) is the same request with a new random boundary.
 * Bytes as latin1 text: one character per byte, nothing lost.
 */
async function hashedBody(request: Request, contentType: string | undefined): Promise<string> {
  const boundary = /^multipart\/form-data\s*;.*\bboundary="?([^";]+)"?/i.exec(contentType ?? '')?.[1];
  if (!boundary) return request.clone().text();
  return Buffer.from(await request.clone().arrayBuffer()).toString('latin1').split(boundary).join('');
}

/**
 * `Idempotency-Key` for writes a patient may queue offline: pressed once, applied once, whatever
 * fails in between. Needs the caller (mount after requirePatient), or `keyOf` for others.
 *
 * The key's record and the write it protects commit in ONE transaction: the handler runs with
 * `deps.db` bound to that transaction. So:
 * - the process dying before the commit leaves neither (the retry runs the write);
 * - dying after the commit, before the answer reached the client, leaves both: the retry gets the
 *   stored answer (`Idempotency-Replayed: true`), and the write is not applied twice;
 * - a concurrent duplicate waits on the record's row lock until the first commits, then replays
 *   it (or, after IDEMPOTENCY_WAIT_MS, gets 409 with Retry-After);
 * - an answer about the request (4xx, e.g. 409 slot taken) is stored and replayed, and whatever
 *   the handler wrote before refusing is undone (it ran in a savepoint);
 * - a 5xx (e.g. 503, the database went away) stores nothing: the same key may be retried.
 * The same key with a different request gets 422.
 */
export const idempotency = (opts: { required?: boolean; keyOf?: (c: Context<AppEnv>) => string } = {}) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const key = c.req.header('idempotency-key');
    if (!key) {
      if (opts.required) throw new HttpError(400, M.invalidValue, [{ field: 'Idempotency-Key', message: M.required }]);
      return next();
    }
    if (!KEY_PATTERN.test(key)) throw new HttpError(400, M.invalidValue, [{ field: 'Idempotency-Key', message: M.invalidValue }]);

    const deps = c.get('deps');
    const userKey = opts.keyOf ? opts.keyOf(c) : c.get('caller').uid;
    const requestHash = createHash('sha256').update(`${c.req.method} ${c.req.path}\n`).update(await hashedBody(c.req.raw, c.req.header('content-type'))).digest('hex');
    const thisKey = { userKey, key };

    let replay: { statusCode: number | null; responseBody: unknown } | undefined;
    try {
      await deps.db.transaction(async (tx) => {
        // Forgotten: records past the TTL, and in_progress ones past their lease (see above).
        await forgetStaleRecord(tx, thisKey, { ttlHours: IDEMPOTENCY_TTL_HOURS, leaseSeconds: IDEMPOTENCY_LEASE_SECONDS });
        const claimed = await claimKey(tx, { ...thisKey, method: c.req.method, path: c.req.path, requestHash }, IDEMPOTENCY_WAIT_MS);

        if (!claimed) {
          const existing = await findRecord(tx, thisKey);
          if (!existing) throw conflict();
          if (existing.requestHash !== requestHash) throw new HttpError(422, M.idempotencyMismatch);
          if (existing.state !== 'done') throw conflict();
          replay = existing;
          return;
        }

        // The handler's writes: in a savepoint, so an answer about the request can undo them.
        try {
          await tx.transaction(async (sp) => {
            c.set('deps', { ...deps, db: sp });
            await next();
            if (c.error || c.res.status >= 400) throw new Rollback();
          });
        } catch (err) {
          if (!(err instanceof Rollback)) throw err;
        } finally {
          c.set('deps', deps);
        }
        const res = c.res;
        // A server error: nothing of this request stays, the same key may be tried again.
        if (res.status >= 500) throw new Rollback();
        // Not an answer that can be stored (not JSON): the write stands, the key is free again.
        if (!res.headers.get('content-type')?.includes('application/json')) {
          await deleteRecord(tx, thisKey);
          return;
        }
        const responseBody = await res.clone().json();
        await completeRecord(tx, thisKey, { statusCode: res.status, responseBody });
      });
    } catch (err) {
      if (err instanceof Rollback) return;
      // 55P03: the first request with this key still holds it after IDEMPOTENCY_WAIT_MS.
      if (pgErrorCode(err) === '55P03') throw conflict();
      throw err;
    }
    if (replay) {
      c.header('Idempotency-Replayed', 'true');
      return c.json(replay.responseBody as object, (replay.statusCode ?? 200) as 200);
    }
    // The fault tests' hook (injected by their server entry; none in production): e.g. die here.
    deps.faults?.afterCommit?.(c);
  });
