// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ChatMessage } from '@contracts/chat';
import { jsonResponse, renderWithRouter, testQueryClient } from '@/app/test-router';
import { registerChatOutbox } from '../outbox';
import { message, thread, THREAD_ID } from '../test-data';
import { Conversation } from './Conversation';

class FakeSource {
  static all: FakeSource[] = [];
  listeners = new Map<string, ((e: { data: string }) => void)[]>();
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSource.all.push(this);
  }
  addEventListener(type: string, fn: (e: { data: string }) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), fn]);
  }
  close() {}
  emit(type: string, data: string) {
    for (const fn of this.listeners.get(type) ?? []) fn({ data });
  }
}

const BASE = `/api/v1/chat/threads/${THREAD_ID}`;
const fetchMock = vi.fn<typeof fetch>();
let history: ChatMessage[];
let onSend: (init: RequestInit) => Promise<Response>;
const calls = (method: string, path: string) =>
  fetchMock.mock.calls.filter(([url, init]) => String(url).split('?')[0] === path && (init?.method ?? 'GET') === method);

beforeEach(() => {
  FakeSource.all = [];
  vi.stubGlobal('EventSource', FakeSource);
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  history = [message({ body: 'How are you feeling today?' }), message({ sender: 'patient', body: 'Better, thank you', readAt: '2026-11-21T06:10:00.000Z' })];
  onSend = async (init) => jsonResponse({ data: message({ sender: 'patient', body: JSON.parse(String(init.body)).body }) }, 201);
  fetchMock.mockImplementation(async (input, init = {}) => {
    const url = String(input);
    const path = url.split('?')[0];
    const method = init.method ?? 'GET';
    if (path === BASE && method === 'GET') return jsonResponse({ data: thread({ unreadCount: 1 }) });
    if (path === `${BASE}/messages` && method === 'GET') return jsonResponse({ data: { messages: history, hasMore: false } });
    if (path === `${BASE}/messages` && method === 'POST') return onSend(init);
    if (path === `${BASE}/events-ticket`) return jsonResponse({ data: { ticket: 't', expiresAt: '2026-11-21T07:00:00.000Z', url: `${BASE}/events?ticket=t` } });
    if (path === `${BASE}/read`) return jsonResponse({ data: { marked: 1 } });
    return jsonResponse({ message: `unexpected ${method} ${url}` }, 500);
  });
});
afterEach(() => vi.unstubAllGlobals());

async function open() {
  const queryClient = testQueryClient();
  registerChatOutbox(queryClient);
  const view = await renderWithRouter(<Conversation uid="u1" threadId={THREAD_ID} showBack />, { path: `/messages/${THREAD_ID}`, queryClient });
  const log = await screen.findByRole('log', { name: 'Messages with Dr. Nirmala Sampang' });
  return { ...view, log };
}

describe('Conversation', () => {
  it('shows the history in a polite live log, marks it read, and shows a reply from the event stream without a reload', async () => {
    const { log } = await open();
    expect(log.getAttribute('aria-live')).toBe('polite');
    expect(within(log).getByText('How are you feeling today?')).toBeTruthy();
    expect(within(log).getByText('Better, thank you')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Dr. Nirmala Sampang' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '← All conversations' }).getAttribute('href')).toBe('/messages');
    await waitFor(() => expect(calls('POST', `${BASE}/read`)).toHaveLength(1));

    await waitFor(() => expect(FakeSource.all).toHaveLength(1));
    expect(FakeSource.all[0]!.url).toBe(`${BASE}/events?ticket=t&after=${history[1]!.id}`);
    act(() => {
      FakeSource.all[0]!.emit('ready', '{}');
      FakeSource.all[0]!.emit('message', JSON.stringify(message({ body: 'Please drink water' })));
    });
    expect(await within(log).findByText('Please drink water')).toBeTruthy();
    // A new unread message from the doctor on screen: marked read again.
    await waitFor(() => expect(calls('POST', `${BASE}/read`)).toHaveLength(2));
  });

  it('shows a message as waiting to send until the server has it, sent with an Idempotency-Key', async () => {
    let answer!: (r: Response) => void;
    onSend = (init) => new Promise((resolve) => {
      answer = resolve;
      void init;
    });
    const { log } = await open();
    const box = screen.getByRole('textbox', { name: 'Message' });
    fireEvent.change(box, { target: { value: 'My fever is gone' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    const waiting = await within(log).findByText('Waiting to send');
    expect(waiting.closest('li')!.textContent).toContain('My fever is gone');
    expect((box as HTMLTextAreaElement).value).toBe('');
    await waitFor(() => expect(calls('POST', `${BASE}/messages`)).toHaveLength(1));
    const key = new Headers(calls('POST', `${BASE}/messages`)[0]![1]!.headers).get('Idempotency-Key');
    expect(key).toMatch(/^[0-9a-f-]{36}$/);

    await act(async () => answer(jsonResponse({ data: message({ sender: 'patient', body: 'My fever is gone' }) }, 201)));
    await waitFor(() => expect(within(log).queryByText('Waiting to send')).toBeNull());
    expect(within(log).getAllByText('My fever is gone')).toHaveLength(1);
  });

  it('keeps a refused message with the reason, and sends it again with the same key', async () => {
    onSend = async () => jsonResponse({ message: 'You can message this doctor only about an appointment.' }, 403);
    const { log } = await open();
    const box = screen.getByRole('textbox', { name: 'Message' });
    fireEvent.change(box, { target: { value: 'Hello?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    // A refusal about the request is final (an unreachable server, a 5xx, a 429 are tried again).
    const failed = await within(log).findByText(/Not sent\./);
    expect(failed.textContent).toContain('You can message this doctor only about an appointment.');
    const firstKey = new Headers(calls('POST', `${BASE}/messages`)[0]![1]!.headers).get('Idempotency-Key');

    onSend = async (init) => jsonResponse({ data: message({ sender: 'patient', body: JSON.parse(String(init.body)).body }) }, 201);
    fireEvent.click(within(log).getByRole('button', { name: 'Send again' }));
    await waitFor(() => expect(within(log).queryByText(/Not sent\./)).toBeNull());
    expect(within(log).getByText('Hello?')).toBeTruthy();
    const sends = calls('POST', `${BASE}/messages`);
    expect(sends).toHaveLength(2);
    expect(new Headers(sends[1]![1]!.headers).get('Idempotency-Key')).toBe(firstKey);
  });

  it('asks for text before sending an empty message; Shift+Enter does not send', async () => {
    await open();
    const box = screen.getByRole('textbox', { name: 'Message' });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alert').textContent).toBe('Write a message first.');
    fireEvent.change(box, { target: { value: 'line one' } });
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    expect(calls('POST', `${BASE}/messages`)).toHaveLength(0);
  });

  it('says so when the conversation does not exist', async () => {
    fetchMock.mockImplementation(async () => jsonResponse({ message: 'Conversation not found.' }, 404));
    await renderWithRouter(<Conversation uid="u1" threadId={THREAD_ID} showBack={false} />, { queryClient: testQueryClient() });
    expect(await screen.findByRole('heading', { name: 'Conversation not found' })).toBeTruthy();
  });
});
