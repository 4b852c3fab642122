// The patient's messages that are not on the server yet: chat sends (['outbox', 'chat-send'])
// waiting offline, on their way, or failed. Shown as bubbles after the conversation.
import { useCallback } from 'react';
import { useMutationState, useQueryClient, type Mutation } from '@tanstack/react-query';
import { CHAT_SEND_KEY, type ChatSendVariables } from './outbox';

export type PendingSend = {
  mutationId: number;
  variables: ChatSendVariables;
  /** pending (on its way, or paused until the connection is back) or error. */
  status: 'pending' | 'error';
  isPaused: boolean;
  error: unknown;
};

const byPressTime = (a: PendingSend, b: PendingSend) =>
  a.variables.createdAt < b.variables.createdAt ? -1 : a.variables.createdAt > b.variables.createdAt ? 1 : 0;

export function usePendingSends(threadId: string): PendingSend[] {
  return useMutationState<PendingSend>({
    filters: {
      mutationKey: CHAT_SEND_KEY,
      predicate: (m: Mutation<unknown, Error, unknown, unknown>) => {
        const v = m.state.variables as ChatSendVariables | undefined;
        return v?.threadId === threadId && (m.state.status === 'pending' || m.state.status === 'error');
      },
    },
    select: (m): PendingSend => ({
      mutationId: m.mutationId,
      variables: m.state.variables as ChatSendVariables,
      status: m.state.status as 'pending' | 'error',
      isPaused: m.state.isPaused,
      error: m.state.error,
    }),
  }).sort(byPressTime);
}

/** Forget a failed send (Delete), or take it out before sending it again (Try again). */
export function useDiscardSend() {
  const queryClient = useQueryClient();
  return useCallback((mutationId: number) => {
    const cache = queryClient.getMutationCache();
    const found = cache.getAll().find((m) => m.mutationId === mutationId);
    if (found) cache.remove(found);
  }, [queryClient]);
}
