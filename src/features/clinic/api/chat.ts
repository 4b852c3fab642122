// A doctor's conversations in the console: the chat module's doctor routes (/api/v1/doctor/chat/…),
// with the staff session's token (a doctor account's claims carry doctorId). Kept current by the
// console's event stream (`chat` events, use-console-live.ts); a slow poll is the fallback.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { staffSession } from '@/lib/auth/staff-auth';
import { newIdempotencyKey } from '@/lib/api/idempotency-key';
import { ChatMessageResponseSchema, ChatMessagesResponseSchema, DoctorChatThreadListResponseSchema, MarkReadResponseSchema } from '@contracts/chat';
import { doctorChatMessageSend, doctorChatMessages, doctorChatThreadRead, doctorChatThreads } from '@contracts/endpoints/chat';
import { LIVE_FALLBACK_POLL_MS } from '@contracts/live';

const token = () => staffSession.token();
const PAGE = 50;

export const chatKeys = {
  all: (uid: string) => ['clinic', uid, 'chat'] as const,
  threads: (uid: string) => ['clinic', uid, 'chat', 'threads'] as const,
  messages: (uid: string, threadId: string) => ['clinic', uid, 'chat', 'messages', threadId] as const,
};

export const threadsQuery = (uid: string) => queryOptions({
  queryKey: chatKeys.threads(uid),
  queryFn: async ({ signal }) => (await apiRequest(doctorChatThreads, { schema: DoctorChatThreadListResponseSchema, token, signal })).data.threads,
  refetchInterval: LIVE_FALLBACK_POLL_MS,
});

/** The latest messages of a conversation, oldest first. */
export const messagesQuery = (uid: string, threadId: string) => queryOptions({
  queryKey: chatKeys.messages(uid, threadId),
  queryFn: async ({ signal }) => (await apiRequest(doctorChatMessages, { params: { id: threadId }, query: { limit: PAGE }, schema: ChatMessagesResponseSchema, token, signal })).data,
  refetchInterval: LIVE_FALLBACK_POLL_MS,
});

/** A reply; one idempotency key per message (a retried send is stored once). */
export function useSendReply(uid: string, threadId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: string) => (await apiRequest(doctorChatMessageSend, {
      params: { id: threadId }, body: { body }, schema: ChatMessageResponseSchema, token, idempotencyKey: newIdempotencyKey(),
    })).data,
    onSettled: () => client.invalidateQueries({ queryKey: chatKeys.all(uid) }),
  });
}

export function useMarkRead(uid: string, threadId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => (await apiRequest(doctorChatThreadRead, { params: { id: threadId }, schema: MarkReadResponseSchema, token })).data.marked,
    onSuccess: (marked) => { if (marked > 0) void client.invalidateQueries({ queryKey: chatKeys.threads(uid) }); },
  });
}
