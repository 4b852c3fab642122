// The outbox (ARCHITECTURE.md "Offline design"): writes made without a connection — booking,
// reschedule, cancel, payment start, refund/complaint requests, chat messages — wait as paused
// TanStack mutations and are sent one after another when the connection returns, or when the app
// next opens (Safari has no Background Sync). Each carries the Idempotency-Key made when the
// patient pressed the button, so a write resent after a lost answer or a closed tab is applied
// once. Pending outbox writes are saved per patient in IndexedDB (src/lib/persist.ts).
import type { Mutation, MutationOptions, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { getIdToken } from './auth';

export const OUTBOX = 'outbox';

export type OutboxKind = 'book' | 'cancel' | 'reschedule' | 'accept' | 'chat-send' | 'payment-start' | 'payment-case';

export function outboxKey(kind: OutboxKind): readonly [typeof OUTBOX, OutboxKind] {
  return [OUTBOX, kind];
}

/** Every outbox write carries the key the server deduplicates it by. */
export type OutboxVariables = { idempotencyKey: string };

type MutationLike = { options: { mutationKey?: readonly unknown[] } };

export function isOutboxMutation(mutation: MutationLike): boolean {
  return mutation.options.mutationKey?.[0] === OUTBOX;
}

// ── sending again ───────────────────────────────────────────────────────────────────────────────
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

/** The `retry` of outbox writes: transient failures, without limit (see above). */
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

// ── screens watching their own write ────────────────────────────────────────────────────────────
// A screen that is still open when its write settles shows the result itself (a confirmation, an
// inline error); a write that settles with nobody watching (sent after the page was left, or
// after the app reopened) tells the patient with a toast instead.
const watched = new Map<string, number>();

/** Mark a write as shown by the screen; returns the function that unmarks it. */
export function watchOutboxWrite(idempotencyKey: string): () => void {
  watched.set(idempotencyKey, (watched.get(idempotencyKey) ?? 0) + 1);
  return () => {
    const left = (watched.get(idempotencyKey) ?? 1) - 1;
    if (left > 0) watched.set(idempotencyKey, left);
    else watched.delete(idempotencyKey);
  };
}

export function isWatched(variables: unknown): boolean {
  const key = (variables as Partial<OutboxVariables> | undefined)?.idempotencyKey;
  return key !== undefined && watched.has(key);
}

/** What a kind of outbox write does (a feature's `outbox.ts` module). */
export interface OutboxHandlers<V, R> {
  send(variables: V): Promise<R>;
  /** After every answer, watched or not (e.g. a doctor's slots changed); `result` on success only. */
  settled?(variables: V, queryClient: QueryClient, result?: R): void;
  /** After a write nobody watched went through. */
  onSent?(result: R, variables: V, queryClient: QueryClient): void;
  /** After a write nobody watched was refused (a slot taken meanwhile, a closed window…). */
  onRefused?(error: unknown, variables: V, queryClient: QueryClient): void;
}

/**
 * Register one kind of outbox write. The sending code is loaded on first use, so registering
 * every kind at start-up costs the first screen nothing.
 */
export function defineOutboxWrite<V extends OutboxVariables, R>(
  queryClient: QueryClient,
  kind: OutboxKind,
  load: () => Promise<OutboxHandlers<V, R>>,
  /** Get a fresh ID token after a 401 (tests give their own). */
  refreshSession: () => Promise<unknown> = () => getIdToken(true)): void {
  const options: MutationOptions<R, unknown, V> = {
    mutationKey: outboxKey(kind),
    // One after another, in the order they were made.
    scope: { id: OUTBOX },
    // Paused (not failed) while the browser is offline; sent when it is back. Between attempts the
    // library waits retryDelay, then pauses too if offline (or the app is hidden) meanwhile.
    networkMode: 'online',
    retry: retryOutbox,
    retryDelay: outboxRetryDelay,
    mutationFn: async (variables) => {
      if (!inOutbox(queryClient, variables)) throw new OutboxWithdrawn();
      try {
        return await (await load()).send(variables);
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) await refreshSession().catch(() => undefined);
        throw error;
      }
    },
    // Screens add their own reactions through mutate()'s callbacks; options given to useMutation
    // would replace these (and a write restored after a reload has only these).
    onSuccess: async (result, variables) => {
      const handlers = await load();
      handlers.settled?.(variables, queryClient, result);
      if (!isWatched(variables)) handlers.onSent?.(result, variables, queryClient);
    },
    onError: async (error, variables) => {
      if (error instanceof OutboxWithdrawn) return;
      const handlers = await load();
      handlers.settled?.(variables, queryClient);
      if (!isWatched(variables)) handlers.onRefused?.(error, variables, queryClient);
    },
  };
  queryClient.setMutationDefaults(outboxKey(kind), options as MutationOptions<unknown, unknown, unknown>);
}

/** After a booking or a change: every screen of the patient's own data is refetched. */
export function refreshPatientData(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: ['patient'] });
}

/** Outbox writes not sent yet (waiting for a connection, or on their way). */
export function isWaiting(mutation: Pick<Mutation, 'state'> & MutationLike): boolean {
  return isOutboxMutation(mutation) && mutation.state.status === 'pending';
}

/**
 * Outbox writes the patient is told are "waiting to send": paused (offline, or behind another
 * write) or being tried again after a failed attempt — not one simply on its way.
 */
export function isWaitingToSend(mutation: Pick<Mutation, 'state'> & MutationLike): boolean {
  return isWaiting(mutation) && (mutation.state.isPaused || mutation.state.failureCount > 0);
}
