// The outbox (ARCHITECTURE.md "Offline design"): writes made without a connection — booking,
// reschedule, cancel, payment start, refund/complaint requests, chat messages — wait as paused
// TanStack mutations and are sent one after another when the connection returns, or when the app
// next opens (Safari has no Background Sync). Each carries the Idempotency-Key made when the
// patient pressed the button, so a write resent after a lost answer or a closed tab is applied
// once. Pending outbox writes are saved per patient in IndexedDB (src/lib/persist.ts).
import type { Mutation, MutationOptions, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

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

/** Attempts to reach the server while the browser says it is online (a flaky 2G link) before a
 * write is reported as failed; while it says it is offline, the write waits without using any. */
export const UNREACHABLE_RETRIES = 3;

/** Only a failure to reach the server is worth sending again; any answer from it is final. */
export function retryUnreachable(failureCount: number, error: unknown): boolean {
  if (failureCount >= UNREACHABLE_RETRIES) return false;
  return error instanceof ApiError ? error.kind === 'network' : error instanceof TypeError;
}

export function outboxRetryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 30_000);
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
  load: () => Promise<OutboxHandlers<V, R>>): void {
  const options: MutationOptions<R, unknown, V> = {
    mutationKey: outboxKey(kind),
    // One after another, in the order they were made.
    scope: { id: OUTBOX },
    // Paused (not failed) while the browser is offline; sent when it is back.
    networkMode: 'online',
    retry: retryUnreachable,
    retryDelay: outboxRetryDelay,
    mutationFn: async (variables) => (await load()).send(variables),
    // Screens add their own reactions through mutate()'s callbacks; options given to useMutation
    // would replace these (and a write restored after a reload has only these).
    onSuccess: async (result, variables) => {
      const handlers = await load();
      handlers.settled?.(variables, queryClient, result);
      if (!isWatched(variables)) handlers.onSent?.(result, variables, queryClient);
    },
    onError: async (error, variables) => {
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
