// Sending a chat message goes through the outbox: a mutation keyed ['outbox', 'chat-send'] whose
// function is registered here on the query client (not in a component), so a send that was paused
// offline, persisted, and resumed after a reload still knows what to do. The Idempotency-Key is in
// the variables, made when the patient pressed Send: however often the send is retried or resumed,
// the server stores the message once.
import type { QueryClient } from '@tanstack/react-query';
import type { ChatMessage } from '../../../contracts/chat';
import { OUTBOX, outboxKey, outboxRetryDelay, retryUnreachable } from '../../lib/outbox';
import { addMessages } from './cache';

/** ['outbox', 'chat-send']: the outbox (src/lib/outbox.ts) keeps and resumes these. */
export const CHAT_SEND_KEY = outboxKey('chat-send');

export type ChatSendVariables = {
  /** The patient whose cache gets the sent message. */
  uid: string;
  threadId: string;
  body: string;
  idempotencyKey: string;
  /** When Send was pressed (orders the waiting bubbles). */
  createdAt: string;
};

export function registerChatOutbox(queryClient: QueryClient): void {
  queryClient.setMutationDefaults(CHAT_SEND_KEY, {
    // The request code (and the chat contract) load with the first send, not with the first screen.
    mutationFn: async (variables: ChatSendVariables): Promise<ChatMessage> =>
      (await import('./api/send-message')).sendChatMessage(variables),
    // Offline, the send waits (paused) instead of failing; it goes when the connection is back,
    // after the outbox writes made before it (one after another, in order). Sent again only while
    // the server cannot be reached; any answer from it is final.
    networkMode: 'online',
    scope: { id: OUTBOX },
    retry: retryUnreachable,
    retryDelay: outboxRetryDelay,
    onSuccess: (message: ChatMessage, variables: ChatSendVariables) => {
      addMessages(queryClient, variables.uid, variables.threadId, [message]);
    },
  });
}
