// Sending a chat message goes through the outbox: a mutation keyed ['outbox', 'chat-send'] whose
// function is registered here on the query client (not in a component), so a send that was paused
// offline, persisted, and resumed after a reload still knows what to do. The Idempotency-Key is in
// the variables, made when the patient pressed Send: however often the send is retried or resumed,
// the server stores the message once.
import type { QueryClient } from '@tanstack/react-query';
import type { ChatMessage } from '@contracts/chat';
import { defineOutboxWrite, outboxKey, type OutboxHandlers } from '@/lib/offline/outbox';
import { addMessages } from './cache';

/** ['outbox', 'chat-send']: the outbox (src/lib/offline/outbox.ts) keeps and resumes these. */
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

/** A chat send as an outbox write: the sent message goes straight into the conversation's cache. */
export const chatSend: OutboxHandlers<ChatSendVariables, ChatMessage> = {
  // The request code (and the chat contract) load with the first send, not with the first screen.
  send: async (variables) => (await import('./api/send-message')).sendChatMessage(variables),
  settled: (variables, queryClient, message) => {
    if (message) addMessages(queryClient, variables.uid, variables.threadId, [message]);
  },
};

/** Register chat sends alone (the app registers every kind in src/app/outbox-writes.ts). */
export function registerChatOutbox(queryClient: QueryClient): void {
  defineOutboxWrite(queryClient, 'chat-send', async () => chatSend);
}
