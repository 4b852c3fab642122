// Query keys of the messages area, all under the signed-in patient (['patient', uid, 'chat', …]),
// so they are wiped with the rest of the patient's cache at sign-out.
import type { InfiniteData } from '@tanstack/react-query';
import type { ChatMessage } from '@contracts/chat';

export const chatKeys = {
  all: (uid: string) => ['patient', uid, 'chat'] as const,
  threads: (uid: string) => ['patient', uid, 'chat', 'threads'] as const,
  thread: (uid: string, threadId: string) => ['patient', uid, 'chat', 'thread', threadId] as const,
  messages: (uid: string, threadId: string) => ['patient', uid, 'chat', 'messages', threadId] as const,
  doctors: (uid: string) => ['patient', uid, 'chat', 'doctors'] as const,
};

/** One page of a conversation, oldest first. */
export type ChatPage = { messages: ChatMessage[]; hasMore: boolean };
/** pages[0] is the latest page (live messages are added to it); later pages go back in time. */
export type ChatHistory = InfiniteData<ChatPage, string | null>;
