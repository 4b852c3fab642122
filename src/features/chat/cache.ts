// Putting messages into the query cache: from the event stream, the polling fallback and a
// finished send. Messages are kept oldest first; one that is already there is not added twice.
import type { QueryClient } from '@tanstack/react-query';
import type { ChatMessage, ChatThread } from '@contracts/chat';
import { chatKeys, type ChatHistory } from './keys';

const byTime = (a: ChatMessage, b: ChatMessage) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0);

/** `existing` plus those of `incoming` it does not have, oldest first (stable for equal times). */
export function mergeMessages(existing: readonly ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  const known = new Set(existing.map((m) => m.id));
  const fresh = incoming.filter((m) => !known.has(m.id) && (known.add(m.id), true));
  if (fresh.length === 0) return existing as ChatMessage[];
  return [...existing, ...fresh].sort(byTime);
}

/** Every loaded message of a conversation, oldest first, each once. */
export function historyMessages(history: ChatHistory | undefined): ChatMessage[] {
  if (!history) return [];
  return history.pages.slice().reverse().reduce<ChatMessage[]>((all, page) => mergeMessages(all, page.messages), []);
}

/** The newest message id known for a conversation (the cursor for catching up). */
export function lastMessageId(queryClient: QueryClient, uid: string, threadId: string): string | undefined {
  const all = historyMessages(queryClient.getQueryData<ChatHistory>(chatKeys.messages(uid, threadId)));
  return all[all.length - 1]?.id;
}

/** Adds messages to the conversation (when loaded) and updates its summary in the thread list. */
export function addMessages(queryClient: QueryClient, uid: string, threadId: string, messages: readonly ChatMessage[]): void {
  if (messages.length === 0) return;
  // Written only when something changes: a write marks the data fresh (and drops an invalidation).
  const history = queryClient.getQueryData<ChatHistory>(chatKeys.messages(uid, threadId));
  const latest = history?.pages[0];
  if (history && latest) {
    const merged = mergeMessages(latest.messages, messages);
    if (merged !== latest.messages) {
      queryClient.setQueryData<ChatHistory>(chatKeys.messages(uid, threadId), { ...history, pages: [{ ...latest, messages: merged }, ...history.pages.slice(1)] });
    }
  }
  const sorted = [...messages].sort(byTime);
  const newest = sorted[sorted.length - 1]!;
  const isNewer = (t: ChatThread) => t.lastMessage?.id !== newest.id && !(t.lastMessage && t.lastMessage.createdAt > newest.createdAt);
  const summarise = (t: ChatThread): ChatThread => ({ ...t, lastMessage: newest, lastMessageAt: newest.createdAt });

  const list = queryClient.getQueryData<{ threads: ChatThread[] }>(chatKeys.threads(uid));
  const listed = list?.threads.find((t) => t.id === threadId);
  if (list && !listed) void queryClient.invalidateQueries({ queryKey: chatKeys.threads(uid) });
  else if (list && listed && isNewer(listed)) {
    const time = (t: ChatThread) => t.lastMessageAt ?? t.createdAt;
    const threads = list.threads.map((t) => (t.id === threadId ? summarise(t) : t))
      .sort((a, b) => (time(a) < time(b) ? 1 : time(a) > time(b) ? -1 : 0));
    queryClient.setQueryData(chatKeys.threads(uid), { threads });
  }
  const one = queryClient.getQueryData<ChatThread>(chatKeys.thread(uid, threadId));
  if (one && isNewer(one)) queryClient.setQueryData(chatKeys.thread(uid, threadId), summarise(one));
}

/** The patient has read the doctor's messages: no unread count on the conversation any more. */
export function clearUnread(queryClient: QueryClient, uid: string, threadId: string): void {
  const list = queryClient.getQueryData<{ threads: ChatThread[] }>(chatKeys.threads(uid));
  if (list?.threads.some((t) => t.id === threadId && t.unreadCount > 0)) {
    queryClient.setQueryData(chatKeys.threads(uid), { threads: list.threads.map((t) => (t.id === threadId ? { ...t, unreadCount: 0 } : t)) });
  }
  const one = queryClient.getQueryData<ChatThread>(chatKeys.thread(uid, threadId));
  if (one && one.unreadCount > 0) queryClient.setQueryData(chatKeys.thread(uid, threadId), { ...one, unreadCount: 0 });
}
