// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MutationObserver, onlineManager, QueryClient } from '@tanstack/react-query';
import { i18n } from '@lingui/core';
import type { ChatMessage } from '@contracts/chat';
import { historyMessages } from './cache';
import { chatKeys, type ChatHistory } from './keys';
import { CHAT_SEND_KEY, registerChatOutbox, type ChatSendVariables } from './outbox';
import { message, THREAD_ID } from './test-data';

i18n.loadAndActivate({ locale: 'en', messages: {} });
const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let qc: QueryClient;
let unmount: () => void;
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  qc = new QueryClient();
  qc.mount();
  unmount = () => qc.unmount();
  registerChatOutbox(qc);
});
afterEach(() => {
  unmount();
  onlineManager.setOnline(true);
  vi.unstubAllGlobals();
});

const vars = (over: Partial<ChatSendVariables> = {}): ChatSendVariables => ({
  uid: 'u1', threadId: THREAD_ID, body: 'Namaste doctor', idempotencyKey: 'key-made-at-send', createdAt: '2026-11-21T06:00:00.000Z', ...over,
});
const send = (v: ChatSendVariables) => new MutationObserver<ChatMessage, unknown, ChatSendVariables>(qc, { mutationKey: CHAT_SEND_KEY }).mutate(v);

describe('the chat outbox', () => {
  it('sends with the Idempotency-Key from the variables and puts the message into the conversation', async () => {
    qc.setQueryData<ChatHistory>(chatKeys.messages('u1', THREAD_ID), { pages: [{ messages: [], hasMore: false }], pageParams: [null] });
    const stored = message({ sender: 'patient', body: 'Namaste doctor' });
    fetchMock.mockResolvedValue(json({ data: stored }, 201));
    await expect(send(vars())).resolves.toEqual(stored);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe(`/api/v1/chat/threads/${THREAD_ID}/messages`);
    expect(new Headers(init!.headers).get('Idempotency-Key')).toBe('key-made-at-send');
    expect(JSON.parse(String(init!.body))).toEqual({ body: 'Namaste doctor' });
    expect(historyMessages(qc.getQueryData(chatKeys.messages('u1', THREAD_ID)))).toEqual([stored]);
  });

  it('waits while offline (paused, with its key) and sends once when back online', async () => {
    onlineManager.setOnline(false);
    const stored = message({ sender: 'patient' });
    fetchMock.mockResolvedValue(json({ data: stored }, 201));
    const done = send(vars({ idempotencyKey: 'offline-key' }));
    await vi.waitFor(() => expect(qc.getMutationCache().getAll()[0]?.state.isPaused).toBe(true));
    const paused = qc.getMutationCache().getAll()[0]!;
    expect(paused.state).toMatchObject({ status: 'pending', variables: { idempotencyKey: 'offline-key' } });
    expect(paused.options.mutationKey).toEqual(CHAT_SEND_KEY);
    expect(fetchMock).not.toHaveBeenCalled();

    onlineManager.setOnline(true);
    await expect(done).resolves.toEqual(stored);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(new Headers(fetchMock.mock.calls[0]![1]!.headers).get('Idempotency-Key')).toBe('offline-key');
  });

  it('takes any answer from the server as final (a refusal is not sent again)', async () => {
    fetchMock.mockResolvedValue(json({ message: 'Conversation not found.' }, 404));
    await expect(send(vars())).rejects.toMatchObject({ status: 404 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('tries again while the server cannot be reached, with the same key', async () => {
    vi.useFakeTimers();
    try {
      const stored = message({ sender: 'patient' });
      fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(json({ data: stored }, 201));
      const done = send(vars({ idempotencyKey: 'lost-answer' }));
      await vi.advanceTimersByTimeAsync(2000);
      await expect(done).resolves.toEqual(stored);
      expect(fetchMock.mock.calls.map(([, init]) => new Headers(init!.headers).get('Idempotency-Key'))).toEqual(['lost-answer', 'lost-answer']);
    } finally {
      vi.useRealTimers();
    }
  });
});
