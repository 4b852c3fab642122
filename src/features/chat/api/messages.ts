// A conversation's messages: GET /api/v1/chat/threads/{id}/messages — the latest page first, then
// older pages with `before=<oldest id>`; `after=<newest id>` for what is newer (the polling
// fallback). POST …/read marks the doctor's messages read.
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  CHAT_PAGE_SIZE, ChatMessagesResponseSchema, EventsTicketResponseSchema, MarkReadResponseSchema, type ChatMessage,
} from '@contracts/chat';
import { chatEventsTicket, chatMessages, chatThreadRead } from '@contracts/endpoints/chat';
import { apiRequest } from '@/lib/api/api-client';
import { clearUnread } from '../cache';
import { chatKeys, type ChatHistory, type ChatPage } from '../keys';

export async function getMessages(threadId: string, cursor: { before?: string; after?: string; limit?: number }, signal?: AbortSignal): Promise<ChatPage> {
  const res = await apiRequest(chatMessages, { params: { id: threadId }, query: cursor, schema: ChatMessagesResponseSchema, signal });
  return res.data;
}

/** Everything newer than `after` (the latest page when there is no message yet). */
export async function getNewerMessages(threadId: string, after: string | undefined, signal?: AbortSignal): Promise<ChatMessage[]> {
  if (!after) return (await getMessages(threadId, {}, signal)).messages;
  const found: ChatMessage[] = [];
  let cursor = after;
  // A bounded catch-up: five pages of a hundred.
  for (let round = 0; round < 5; round++) {
    const page = await getMessages(threadId, { after: cursor, limit: 100 }, signal);
    found.push(...page.messages);
    const last = page.messages[page.messages.length - 1];
    if (!page.hasMore || !last) break;
    cursor = last.id;
  }
  return found;
}

export const messagesQueryOptions = (uid: string, threadId: string) =>
  infiniteQueryOptions<ChatPage, Error, ChatHistory, ReturnType<typeof chatKeys.messages>, string | null>({
    queryKey: chatKeys.messages(uid, threadId),
    queryFn: ({ pageParam, signal }) => getMessages(threadId, pageParam ? { before: pageParam, limit: CHAT_PAGE_SIZE } : { limit: CHAT_PAGE_SIZE }, signal),
    initialPageParam: null,
    // "Next" pages are older ones.
    getNextPageParam: (page: ChatPage) => (page.hasMore && page.messages[0] ? page.messages[0].id : undefined),
    // The event stream (or polling) keeps a loaded conversation current.
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useMessages(uid: string, threadId: string) {
  return useInfiniteQuery(messagesQueryOptions(uid, threadId));
}

export function markThreadRead(threadId: string): Promise<number> {
  return apiRequest(chatThreadRead, { params: { id: threadId }, schema: MarkReadResponseSchema }).then((r) => r.data.marked);
}

export function useMarkRead(uid: string, threadId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => markThreadRead(threadId),
    onSuccess: () => clearUnread(queryClient, uid, threadId),
  });
}

/** POST …/events-ticket: the event stream's address with a short-lived ticket (EventSource sends no token). */
export async function eventStreamUrl(threadId: string, after: string | undefined): Promise<string> {
  const res = await apiRequest(chatEventsTicket, { params: { id: threadId }, schema: EventsTicketResponseSchema });
  return after ? `${res.data.url}&after=${encodeURIComponent(after)}` : res.data.url;
}
