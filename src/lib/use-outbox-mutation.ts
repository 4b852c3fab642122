// A screen's handle on one kind of outbox write (src/lib/outbox.ts): the sending function, order and
// retries come from the registered defaults; the screen adds its reactions through mutate()'s
// callbacks and marks the write as watched while it is open, so nobody else toasts its result.
import { useCallback, useEffect, useRef } from 'react';
import { useMutation, type MutateOptions } from '@tanstack/react-query';
import { outboxKey, watchOutboxWrite, type OutboxKind, type OutboxVariables } from './outbox';

export type OutboxScreenOptions = { onWaiting?: () => void };

export function useOutboxMutation<V extends OutboxVariables, R>(kind: OutboxKind, opts: OutboxScreenOptions = {}) {
  const mutation = useMutation<R, unknown, V>({ mutationKey: outboxKey(kind) });
  // Told once per write when it has to wait for a connection (a dialog may close and say so).
  const onWaiting = useRef(opts.onWaiting);
  onWaiting.current = opts.onWaiting;
  useEffect(() => {
    if (mutation.isPaused) onWaiting.current?.();
  }, [mutation.isPaused, mutation.submittedAt]);
  const unwatch = useRef<(() => void) | null>(null);
  useEffect(() => () => unwatch.current?.(), []);
  const { mutate: send } = mutation;
  const mutate = useCallback(
    (variables: V, options?: MutateOptions<R, unknown, V>) => {
      unwatch.current?.();
      unwatch.current = watchOutboxWrite(variables.idempotencyKey);
      send(variables, options);
    },
    [send],
  );
  /** True while the write waits for a connection (it is kept, and sent when one returns). */
  return { ...mutation, mutate, waiting: mutation.isPaused };
}
