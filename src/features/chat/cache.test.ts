import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { addMessages, clearUnread, historyMessages, lastMessageId, mergeMessages } from './cache';
import { chatKeys, type ChatHistory } from './keys';
import { message, thread, THREAD_ID } from './test-data';

describe('chat cache', () => {
  it('merges without duplicates, oldest first', () => {
    const [a, b, c] = [message(), message(), message()];
    expect(mergeMessages([a!, c!], [b!, c!, b!]).map((m) => m.id)).toEqual([a!.id, b!.id, c!.id]);
    const same = [a!];
    expect(mergeMessages(same, [a!])).toBe(same);
  });

  it('flattens the pages (latest page first in the cache) into one history', () => {
    const [a, b, c, d] = [message(), message(), message(), message()];
    const history: ChatHistory = { pages: [{ messages: [c!, d!], hasMore: true }, { messages: [a!, b!], hasMore: false }], pageParams: [null, c!.id] };
    expect(historyMessages(history).map((m) => m.body)).toEqual([a, b, c, d].map((m) => m!.body));
  });

  it('adds live messages to the latest page and to the thread summaries', () => {
    const qc = new QueryClient();
    const uid = 'u1';
    const [a, b] = [message(), message({ sender: 'patient' })];
    qc.setQueryData<ChatHistory>(chatKeys.messages(uid, THREAD_ID), { pages: [{ messages: [a!], hasMore: false }], pageParams: [null] });
    const other = thread({ id: 'other', lastMessageAt: '2026-11-21T07:00:00.000Z' });
    qc.setQueryData(chatKeys.threads(uid), { threads: [other, thread({ unreadCount: 2 })] });

    addMessages(qc, uid, THREAD_ID, [b!, a!]);
    expect(historyMessages(qc.getQueryData(chatKeys.messages(uid, THREAD_ID))).map((m) => m.id)).toEqual([a!.id, b!.id]);
    expect(lastMessageId(qc, uid, THREAD_ID)).toBe(b!.id);
    const threads = qc.getQueryData<{ threads: ReturnType<typeof thread>[] }>(chatKeys.threads(uid))!.threads;
    expect(threads.find((t) => t.id === THREAD_ID)).toMatchObject({ lastMessage: { id: b!.id }, lastMessageAt: b!.createdAt });

    clearUnread(qc, uid, THREAD_ID);
    expect(qc.getQueryData<{ threads: ReturnType<typeof thread>[] }>(chatKeys.threads(uid))!.threads.find((t) => t.id === THREAD_ID)!.unreadCount).toBe(0);
  });

  it('asks for the list again when a message comes for a conversation it does not have yet', () => {
    const qc = new QueryClient();
    qc.setQueryData(chatKeys.threads('u1'), { threads: [] });
    addMessages(qc, 'u1', THREAD_ID, [message()]);
    expect(qc.getQueryState(chatKeys.threads('u1'))!.isInvalidated).toBe(true);
    expect(qc.getQueryData(chatKeys.threads('u1'))).toEqual({ threads: [] });
  });

  it('leaves a conversation that is not loaded alone (it is fetched when opened)', () => {
    const qc = new QueryClient();
    addMessages(qc, 'u1', THREAD_ID, [message()]);
    expect(qc.getQueryData(chatKeys.messages('u1', THREAD_ID))).toBeUndefined();
    expect(lastMessageId(qc, 'u1', THREAD_ID)).toBeUndefined();
  });
});
