// The outbox sending again: the server answered "not now" (or could not be reached), or a 401 asked
// for a fresh token; and the retry policy itself.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@lingui/core';
import { MutationObserver, onlineManager, QueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../api/api-client';
import { defineOutboxWrite, isWaitingToSend, outboxKey } from './outbox';
import { isStillProcessing, isTransient, MAX_BACKOFF_MS, MAX_RETRY_AFTER_MS, outboxRetryDelay, retryAfterMs } from './outbox-retry';
import { outboxStorageKey, startOutbox } from './persist-outbox';
import { memoryStorage, client, write, headers, unavailable, stillProcessing, unreachable, slotTaken, scripted, only, settle, type Vars } from './outbox-test-support';

// The session's ID token: a forced refresh (after a 401) gives a new one.
const session = vi.hoisted(() => ({ token: 'stale' as string | null, refreshes: 0 }));
vi.mock('../auth/auth', () => ({
  getIdToken: vi.fn(async (force?: boolean) => {
    if (force) {
      session.refreshes += 1;
      session.token = 'fresh';
    }
    return session.token;
  }),
}));

afterEach(() => {
  onlineManager.setOnline(true);
});

describe('outbox retries', () => {
  beforeEach(() => {
    // A failed fetch becomes an ApiError with a translated message.
    i18n.loadAndActivate({ locale: 'en', messages: {} });
    vi.useFakeTimers();
    session.token = 'stale';
    session.refreshes = 0;
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it.each([
    ['503 with Retry-After: 2', unavailable, 2000, 2400],
    ['409 "already being processed" (Retry-After: 1)', stillProcessing, 1000, 1200],
    ['a network error (no answer)', unreachable, 800, 1200],
    ['fetch failing (TypeError)', () => new TypeError('Failed to fetch'), 800, 1200],
  ])('%s: waits, is sent again with the same key after the delay, and ends as sent', async (_name, failure, earliest, latest) => {
    const server = scripted([failure(), 'ok']);
    const qc = client(server.handlers);
    const result = write(qc, { idempotencyKey: 'k1', text: 'booking' });
    await settle();
    expect(server.attempts).toEqual(['k1']);
    // Waiting to send (counted by the banner), not refused.
    expect(isWaitingToSend(only(qc))).toBe(true);
    expect(only(qc).state.status).toBe('pending');
    expect(server.handlers.onRefused).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(earliest - 1);
    expect(server.attempts).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(latest - earliest + 1);
    await settle();
    expect(server.attempts).toEqual(['k1', 'k1']);
    await expect(result).resolves.toBe('ok:booking');
    expect(isWaitingToSend(only(qc))).toBe(false);
    expect(server.handlers.onSent).toHaveBeenCalledOnce();
    expect(server.handlers.onRefused).not.toHaveBeenCalled();
  });

  it('keeps trying for as long as it takes, backing off up to a minute', async () => {
    const failures = Array.from({ length: 12 }, unreachable);
    const server = scripted([...failures, 'ok']);
    const qc = client(server.handlers);
    const result = write(qc, { idempotencyKey: 'k1', text: 'long outage' });
    // 1 + 2 + 4 + 8 + 16 + 32 s, then a minute each (±20 %): well within 15 minutes.
    await vi.advanceTimersByTimeAsync(15 * 60_000);
    await expect(result).resolves.toBe('ok:long outage');
    expect(server.attempts).toHaveLength(13);
    expect(new Set(server.attempts)).toEqual(new Set(['k1']));
    expect(server.handlers.onRefused).not.toHaveBeenCalled();
  });

  it('does not try again while offline; goes on when the connection is back', async () => {
    const server = scripted([unreachable(), 'ok']);
    const qc = client(server.handlers);
    const result = write(qc, { idempotencyKey: 'k1', text: 'a' });
    await settle();
    onlineManager.setOnline(false);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(server.attempts).toHaveLength(1);
    expect(only(qc).state.isPaused).toBe(true);
    expect(isWaitingToSend(only(qc))).toBe(true);
    onlineManager.setOnline(true);
    await settle();
    await expect(result).resolves.toBe('ok:a');
    expect(server.attempts).toEqual(['k1', 'k1']);
  });

  it('a write waiting to be sent again holds back the writes made after it (order is kept)', async () => {
    const server = scripted([unavailable(), 'ok', 'ok']);
    const qc = client(server.handlers);
    const first = write(qc, { idempotencyKey: 'k1', text: 'book' });
    const second = write(qc, { idempotencyKey: 'k2', text: 'message' });
    await settle();
    expect(server.attempts).toEqual(['k1']);
    expect(qc.getMutationCache().getAll().filter(isWaitingToSend)).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(2400);
    await settle();
    await expect(first).resolves.toBe('ok:book');
    await expect(second).resolves.toBe('ok:message');
    expect(server.attempts).toEqual(['k1', 'k1', 'k2']);
  });

  it('a 409 slot taken (no Retry-After) after a 503 is the final answer: refused, not tried again', async () => {
    const server = scripted([unavailable(), slotTaken()]);
    const qc = client(server.handlers);
    const result = write(qc, { idempotencyKey: 'k1', text: 'a' });
    result.catch(() => undefined);
    await vi.advanceTimersByTimeAsync(2400);
    await settle();
    await expect(result).rejects.toMatchObject({ status: 409 });
    expect(server.handlers.onRefused).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(MAX_RETRY_AFTER_MS);
    expect(server.attempts).toEqual(['k1', 'k1']);
  });

  it('a write being retried when the app died is resumed at the next start and sent once', async () => {
    const storage = memoryStorage();
    const before = scripted([unavailable()]);
    const died = client(before.handlers);
    const stop = await startOutbox(died, 'u1', storage);
    write(died, { idempotencyKey: 'k1', text: 'booked during the outage' }).catch(() => undefined);
    await settle();
    expect(before.attempts).toEqual(['k1']);
    expect(isWaitingToSend(only(died))).toBe(true);
    // Saved while it waits to be tried again.
    const saved = storage.data.get(outboxStorageKey('u1'))?.mutations;
    expect(saved).toHaveLength(1);
    expect(saved?.[0]?.state).toMatchObject({ status: 'pending', isPaused: true, failureReason: null });

    // The app dies: its timers die with it (here: its outbox stops and its cache is emptied).
    stop();
    died.clear();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(before.attempts).toEqual(['k1']);

    const after = scripted(['ok']);
    const reopened = client(after.handlers);
    await startOutbox(reopened, 'u1', storage);
    expect(isWaitingToSend(only(reopened))).toBe(true);
    await settle();
    expect(after.attempts).toEqual(['k1']);
    expect(after.handlers.onSent).toHaveBeenCalledWith('ok:booked during the outage', expect.objectContaining({ idempotencyKey: 'k1' }), reopened);
    expect(after.handlers.onRefused).not.toHaveBeenCalled();
    expect(storage.data.has(outboxStorageKey('u1'))).toBe(false);
    await vi.advanceTimersByTimeAsync(MAX_RETRY_AFTER_MS);
    expect(after.attempts).toEqual(['k1']);
  });

  it('a write of a patient who signed out while it waited is never sent again, nor reported', async () => {
    const server = scripted([unavailable(), 'ok']);
    const qc = client(server.handlers);
    const result = write(qc, { idempotencyKey: 'k1', text: 'a' });
    result.catch(() => undefined);
    await settle();
    // Sign-out clears the query client (AuthProvider); another patient may sign in.
    qc.clear();
    await vi.advanceTimersByTimeAsync(MAX_RETRY_AFTER_MS);
    expect(server.attempts).toEqual(['k1']);
    await expect(result).rejects.toMatchObject({ name: 'OutboxWithdrawn' });
    expect(server.handlers.onRefused).not.toHaveBeenCalled();
    expect(server.handlers.onSent).not.toHaveBeenCalled();
  });
});

// ── the same, through the real API client: what goes over the wire ────────────────────────────────
describe('outbox retries over HTTP', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const json = (body: unknown, status: number, extra: Record<string, string> = {}) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...extra } });
  const sent = () => fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers));

  function httpClient(): QueryClient {
    const qc = new QueryClient();
    qc.mount();
    defineOutboxWrite<Vars, unknown>(qc, 'book', async () => ({
      send: (v) => apiRequest('POST /api/v1/patient/appointment/book', { body: { text: v.text }, idempotencyKey: v.idempotencyKey }),
    }));
    return qc;
  }
  const book = (qc: QueryClient, v: Vars) => new MutationObserver<unknown, unknown, Vars>(qc, { mutationKey: outboxKey('book') }).mutate(v);

  beforeEach(() => {
    // A failed fetch becomes an ApiError with a translated message.
    i18n.loadAndActivate({ locale: 'en', messages: {} });
    vi.useFakeTimers();
    session.token = 'stale';
    session.refreshes = 0;
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('503 (Retry-After: 2), a dropped connection, 409 in progress, then 201: one Idempotency-Key on every attempt', async () => {
    fetchMock
      .mockResolvedValueOnce(json({ message: 'Service unavailable' }, 503, { 'Retry-After': '2' }))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(json({ message: 'This request is already being processed.' }, 409, { 'Retry-After': '1' }))
      .mockResolvedValueOnce(json({ data: { id: 'a1' }, message: 'Booked' }, 201));
    const qc = httpClient();
    const result = book(qc, { idempotencyKey: 'key-0001', text: 'booking' });
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // 2–2.4 s, then the dropped connection's 2nd backoff (1.6–2.4 s), then the 409's Retry-After (1–1.2 s).
    await vi.advanceTimersByTimeAsync(2400 - 1999 + 2400 + 1200);
    await settle();
    await expect(result).resolves.toEqual({ data: { id: 'a1' }, message: 'Booked' });
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(sent().map((h) => h.get('Idempotency-Key'))).toEqual(['key-0001', 'key-0001', 'key-0001', 'key-0001']);
  });

  it('a Retry-After given as an HTTP date is honoured', async () => {
    const at = new Date(Date.now() + 30_000);
    at.setMilliseconds(0);
    fetchMock
      .mockResolvedValueOnce(json({ message: 'Service unavailable' }, 503, { 'Retry-After': at.toUTCString() }))
      .mockResolvedValueOnce(json({ data: {} }, 201));
    const qc = httpClient();
    const result = book(qc, { idempotencyKey: 'key-0002', text: 'a' });
    await settle();
    await vi.advanceTimersByTime(at.getTime() - Date.now() - 1);
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(30_000 * 0.2 + 1);
    await expect(result).resolves.toEqual({ data: {} });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('a 401 gets a fresh token and the write is sent again with it (and the same key)', async () => {
    fetchMock
      .mockResolvedValueOnce(json({ message: 'Your session has expired.' }, 401))
      .mockResolvedValueOnce(json({ data: {} }, 201));
    const qc = httpClient();
    const result = book(qc, { idempotencyKey: 'key-0003', text: 'a' });
    await vi.advanceTimersByTimeAsync(1200);
    await expect(result).resolves.toEqual({ data: {} });
    expect(session.refreshes).toBe(1);
    expect(sent().map((h) => [h.get('Authorization'), h.get('Idempotency-Key')])).toEqual([
      ['Bearer stale', 'key-0003'],
      ['Bearer fresh', 'key-0003'],
    ]);
  });
});

describe('outbox retry policy', () => {
  it('tries again what is not an answer about the request; refuses what is', () => {
    expect(isTransient(unreachable())).toBe(true);
    expect(isTransient(new TypeError('Failed to fetch'))).toBe(true);
    expect(isTransient({ code: 'auth/network-request-failed' })).toBe(true);
    for (const status of [500, 502, 503, 504, 408, 429, 401]) expect(isTransient(new ApiError(status, null, ''))).toBe(true);
    expect(isTransient(stillProcessing())).toBe(true);
    expect(isStillProcessing(stillProcessing())).toBe(true);

    for (const status of [400, 403, 404, 410, 413, 422]) expect(isTransient(new ApiError(status, null, ''))).toBe(false);
    expect(isTransient(slotTaken())).toBe(false);
    expect(isStillProcessing(slotTaken())).toBe(false);
    // A 2xx the app could not read: the write was applied, sending it again changes nothing.
    expect(isTransient(new ApiError(201, null, 'unexpected', 'contract'))).toBe(false);
    expect(isTransient(new Error('a bug'))).toBe(false);
  });

  it('waits what the server asked (seconds or a date, never less), else 1 s doubling up to a minute, with jitter', () => {
    const now = Date.UTC(2026, 0, 1, 6, 0, 0);
    expect(retryAfterMs(unavailable(), now)).toBe(2000);
    expect(retryAfterMs(new ApiError(503, null, '', 'http', headers(new Date(now + 90_000).toUTCString())), now)).toBe(90_000);
    expect(retryAfterMs(new ApiError(503, null, '', 'http', headers(new Date(now - 5000).toUTCString())), now)).toBe(0);
    expect(retryAfterMs(new ApiError(503, null, '', 'http', headers('soon')), now)).toBeUndefined();
    expect(retryAfterMs(unreachable(), now)).toBeUndefined();

    const low = () => 0;
    const high = () => 1;
    expect(outboxRetryDelay(0, unavailable(), low, now)).toBe(2000);
    expect(outboxRetryDelay(5, unavailable(), high, now)).toBe(2400);
    // A past date or 0 is still a second's wait; a huge one is capped.
    expect(outboxRetryDelay(0, new ApiError(503, null, '', 'http', headers('0')), low, now)).toBe(1000);
    expect(outboxRetryDelay(0, new ApiError(429, null, '', 'http', headers('86400')), low, now)).toBe(MAX_RETRY_AFTER_MS);

    expect([0, 1, 2, 3].map((n) => outboxRetryDelay(n, unreachable(), () => 0.5, now))).toEqual([1000, 2000, 4000, 8000]);
    expect(outboxRetryDelay(0, unreachable(), low, now)).toBe(800);
    expect(outboxRetryDelay(0, unreachable(), high, now)).toBe(1200);
    expect(outboxRetryDelay(20, unreachable(), () => 0.5, now)).toBe(MAX_BACKOFF_MS);
  });
});

