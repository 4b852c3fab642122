import { Plural } from '@lingui/react/macro';
import { useMutationState } from '@tanstack/react-query';
import { isWaitingToSend } from '@/lib/offline/outbox-keys';

/** The number of writes waiting for a connection, or to be tried again (0 when there are none). */
export function useWaitingCount(): number {
  return useMutationState({ filters: { predicate: isWaitingToSend } }).length;
}

/** 'N waiting to send', next to the offline banner's text. */
export function OutboxStatus() {
  const count = useWaitingCount();
  if (count === 0) return null;
  return (
    <span data-testid="outbox-count">
      <Plural value={count} one="# waiting to send" other="# waiting to send" />
    </span>
  );
}
