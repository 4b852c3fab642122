// What the first screen needs of the outbox (src/lib/offline/outbox.ts): its mutation keys and whether a
// write is still waiting. Kept apart so the shell does not carry the outbox itself.
import type { Mutation } from '@tanstack/react-query';

export const OUTBOX = 'outbox';

export type OutboxKind = 'book' | 'cancel' | 'reschedule' | 'accept' | 'chat-send' | 'payment-start' | 'payment-case' | 'medicine-order-start' | 'medicine-order-photo';

export function outboxKey(kind: OutboxKind): readonly [typeof OUTBOX, OutboxKind] {
  return [OUTBOX, kind];
}

/** Every outbox write carries the key the server deduplicates it by. */
export type OutboxVariables = { idempotencyKey: string };

type MutationLike = { options: { mutationKey?: readonly unknown[] } };

export function isOutboxMutation(mutation: MutationLike): boolean {
  return mutation.options.mutationKey?.[0] === OUTBOX;
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
