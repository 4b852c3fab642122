// What the outbox tries again, and when (loaded with the first outbox write: src/lib/offline/outbox.ts).
import { ApiError } from '../api/api-client';
import type { QueryClient } from '@tanstack/react-query';

// A write stays in the outbox until the server gives a final answer about it. Failing to reach the
// server, or an answer about the server's state rather than the request (5xx: it stores nothing of
// the write; 429; 409 "a request with this key is still being processed"), is not one: the write is
// sent again, with the same Idempotency-Key, for as long as it is in the outbox, so it is applied
// exactly once whatever failed in between. No cap: a cap would turn an outage longer than it into a
// false "refused" (the write may already exist, or would after the outage); the outbox is persisted
// and a restart resumes it; attempts are at most one a minute, and none while offline or hidden.
// The price: a write the server always answers 500 (a bug) keeps those behind it waiting too, and
// goes through once the server is fixed.

/** Longest wait between attempts when the server did not say (1 s, doubling, ±20 %). */
export const MAX_BACKOFF_MS = 60_000;
/** A longer Retry-After is taken as this: a wrong header must not park the outbox for hours. */
export const MAX_RETRY_AFTER_MS = 60 * 60_000;

/**
 * The idempotency "a request with this key is still being processed" conflict
 * (server/middleware/idempotency.ts, M.idempotencyConflict): the first request with the key has not
 * finished yet (or died with the server, and its lease runs out). Its body has no machine-readable
 * code, only the translated message; it is the one 409 the server sends with Retry-After, and a 409
 * about the request (a slot taken) never has one — so the header is the marker.
 */
export function isStillProcessing(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409 && !!error.headers?.has('Retry-After');
}

/** Not a final answer about the write: send it again. */
export function isTransient(error: unknown): boolean {
  if (error instanceof OutboxWithdrawn) return false;
  if (error instanceof ApiError) {
    if (error.kind === 'network') return true;
    // A 2xx the app could not read: the write was applied; sending again replays the same answer.
    if (error.kind === 'contract') return false;
    const { status } = error;
    // 401: the token was refused (the server's clock says expired, revocation not checkable): the
    // next attempt has a fresh one. A session that really ended signs out, and that wipes the outbox.
    return status >= 500 || status === 408 || status === 425 || status === 429 || status === 401 || isStillProcessing(error);
  }
  // fetch() or a lazily loaded module failed to load; Firebase could not refresh the token.
  if (error instanceof TypeError) return true;
  return (error as { code?: unknown } | null)?.code === 'auth/network-request-failed';
}

/**
 * The `retry` of outbox writes: transient failures, without limit (see above).
 * @public outbox.ts calls it through the module it loads with import() (knip does not follow that).
 */
export function retryOutbox(_failureCount: number, error: unknown): boolean {
  return isTransient(error);
}

/** The server's Retry-After (seconds, or an HTTP date) in milliseconds from `now`. */
export function retryAfterMs(error: unknown, now = Date.now()): number | undefined {
  const value = error instanceof ApiError ? error.headers?.get('Retry-After')?.trim() : undefined;
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/**
 * The `retryDelay` of outbox writes (`failureCount` is 0 after the first failure): the server's
 * Retry-After when it gave one (never sooner; up to 20 % later, so phones do not all come back in
 * the same second after an outage), otherwise 1 s, 2 s, 4 s … up to a minute, ±20 %.
 */
export function outboxRetryDelay(failureCount: number, error: unknown, random: () => number = Math.random, now = Date.now()): number {
  const asked = retryAfterMs(error, now);
  if (asked !== undefined) {
    const ms = Math.min(Math.max(asked, 1000), MAX_RETRY_AFTER_MS);
    return Math.round(ms * (1 + 0.2 * random()));
  }
  const ms = Math.min(1000 * 2 ** failureCount, MAX_BACKOFF_MS);
  return Math.round(ms * (0.8 + 0.4 * random()));
}

/**
 * Thrown instead of sending a write that is no longer in the outbox: its patient signed out (the
 * cache was cleared) while it waited to be sent again, and someone else may be signed in now.
 */
export class OutboxWithdrawn extends Error {
  override readonly name = 'OutboxWithdrawn';
}

function inOutbox(queryClient: QueryClient, variables: unknown): boolean {
  return queryClient.getMutationCache().getAll().some((m) => m.state.variables === variables);
}

/**
 * One attempt at an outbox write: never for a write no longer in the outbox (its patient signed
 * out meanwhile); after a 401, a fresh ID token for the next attempt.
 * @public outbox.ts calls it through the module it loads with import() (knip does not follow that).
 */
export async function attempt<R>(queryClient: QueryClient, variables: unknown, send: () => Promise<R>, refreshSession: () => Promise<unknown>): Promise<R> {
  if (!inOutbox(queryClient, variables)) throw new OutboxWithdrawn();
  try {
    return await send();
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) await refreshSession().catch(() => undefined);
    throw error;
  }
}
