// A screen's handle on one kind of outbox write (src/lib/offline/outbox.ts): the sending function, order and
// retries come from the registered defaults; the screen adds its reactions through mutate()'s
// callbacks and marks the write as watched while it is open, so nobody else toasts its result.
import { useCallback, useEffect, useRef } from 'react';
import { useLatest } from '../hooks/use-latest';
import { useMutation, type MutateOptions } from '@tanstack/react-query';
import { outboxKey, watchOutboxWrite, type OutboxKind, type OutboxVariables } from './outbox';

export type OutboxScreenOptions = { onWaiting?: () => void };

export function useOutboxMutation<V extends OutboxVariables, R>(kind: OutboxKind, opts: OutboxScreenOptions = {}) {
  const mutation = useMutation<R, unknown, V>({ mutationKey: outboxKey(kind) });
  // Waiting: for a connection, or to be tried again after the server could not take it yet (a 503,
  // a lost answer…). Told once per write (a dialog may close and say so).
  const waiting = mutation.isPaused || (mutation.isPending && mutation.failureCount > 0);
  const onWaiting = useLatest(opts.onWaiting);
  useEffect(() => {
    if (waiting) onWaiting.current?.();
  }, [waiting, mutation.submittedAt, onWaiting]);
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
  /** True while the write waits to be sent (it is kept, and sent when the connection or server is back). */
  return { ...mutation, mutate, waiting };
}
