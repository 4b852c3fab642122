// The outbox (ARCHITECTURE.md "Offline design"): writes made without a connection — booking,
// reschedule, cancel, payment start, refund/complaint requests, chat messages — wait as paused
// TanStack mutations and are sent one after another when the connection returns, or when the app
// next opens (Safari has no Background Sync). Each carries the Idempotency-Key made when the
// patient pressed the button, so a write resent after a lost answer or a closed tab is applied
// once. Pending outbox writes are saved per patient in IndexedDB (src/lib/offline/persist.ts).
import type { MutationOptions, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/api-client';
import { getIdToken } from '../auth/auth';

// The keys and states are in ./outbox-keys (small: the shell counts waiting writes from the first
// screen, and a module it imports is bundled whole with it); the rest loads with the first write.
import { OUTBOX, outboxKey, type OutboxKind, type OutboxVariables } from './outbox-keys';
export { isOutboxMutation, isWaiting, isWaitingToSend, outboxKey, type OutboxKind, type OutboxVariables } from './outbox-keys';

// ── sending again ───────────────────────────────────────────────────────────────────────────────
// The rule (what is tried again, and when) is ./outbox-retry; it loads with the first write, since
// retry() is only asked after an attempt. Should its code fail to load, a failed fetch is tried
// again after 1 s doubling (to a minute), which is what it would say too.
let policy: typeof import('./outbox-retry') | undefined;
const loadPolicy = () => import('./outbox-retry').then((m) => { policy = m; }, () => undefined);
const retryOutbox = (failureCount: number, error: unknown): boolean =>
  policy ? policy.retryOutbox(failureCount, error) : error instanceof TypeError || (error instanceof ApiError && error.kind === 'network');
const retryDelay = (failureCount: number, error: unknown): number =>
  policy ? policy.outboxRetryDelay(failureCount, error) : Math.min(1000 * 2 ** failureCount, 60_000);

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
    retryDelay,
    mutationFn: async (variables) => {
      await loadPolicy();
      const send = async () => (await load()).send(variables);
      return policy ? policy.attempt(queryClient, variables, send, refreshSession) : send();
    },
    // Screens add their own reactions through mutate()'s callbacks; options given to useMutation
    // would replace these (and a write restored after a reload has only these).
    onSuccess: async (result, variables) => {
      const handlers = await load();
      handlers.settled?.(variables, queryClient, result);
      if (!isWatched(variables)) handlers.onSent?.(result, variables, queryClient);
    },
    onError: async (error, variables) => {
      // Its patient signed out while it waited: nobody to tell.
      if ((error as Error | null)?.name === 'OutboxWithdrawn') return;
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
