// The outbox: a write made offline waits (paused), is saved at once, survives a "closed tab" (a new
// query client restoring from the same storage), is sent once and in order when the connection is
// back, and an answer nobody watched reaches the patient through onSent/onRefused.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MutationObserver, onlineManager, QueryClient, type DehydratedState } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { defineOutboxWrite, outboxKey, retryUnreachable, watchOutboxWrite, type OutboxHandlers } from './outbox';
import { outboxStorageKey, snapshotOutbox, startOutbox, type OutboxStorage } from './persist';

type Vars = { idempotencyKey: string; text: string };

function memoryStorage(): OutboxStorage & { data: Map<string, DehydratedState> } {
  const data = new Map<string, DehydratedState>();
  return {
    data,
    get: async (key) => structuredClone(data.get(key)),
    set: async (key, value) => void data.set(key, structuredClone(value)),
    del: async (key) => void data.delete(key),
  };
}

/** A server that records what reached it, deduplicating by Idempotency-Key like ours does. */
function fakeServer() {
  const received: Vars[] = [];
  const seen = new Map<string, string>();
  const handlers: OutboxHandlers<Vars, string> = {
    send: vi.fn(async (v: Vars) => {
      if (!seen.has(v.idempotencyKey)) {
        seen.set(v.idempotencyKey, `ok:${v.text}`);
        received.push(v);
      }
      return seen.get(v.idempotencyKey)!;
    }),
    onSent: vi.fn(),
    onRefused: vi.fn(),
  };
  return { received, handlers };
}

function client(handlers: OutboxHandlers<Vars, string>): QueryClient {
  const qc = new QueryClient();
  qc.mount();
  defineOutboxWrite(qc, 'chat-send', async () => handlers);
  return qc;
}

function write(qc: QueryClient, v: Vars): Promise<string> {
  const observer = new MutationObserver<string, unknown, Vars>(qc, { mutationKey: outboxKey('chat-send') });
  return observer.mutate(v);
}

const tick = () => new Promise((r) => setTimeout(r, 0));

afterEach(() => {
  onlineManager.setOnline(true);
});

describe('outbox', () => {
  it('keeps writes made offline, sends them in order once back online, exactly once', async () => {
    const server = fakeServer();
    const storage = memoryStorage();
    const qc = client(server.handlers);
    await startOutbox(qc, 'u1', storage);
    onlineManager.setOnline(false);

    const first = write(qc, { idempotencyKey: 'k1', text: 'first' });
    const second = write(qc, { idempotencyKey: 'k2', text: 'second' });
    await tick();
    expect(server.received).toEqual([]);
    const waiting = qc.getMutationCache().getAll().filter((m) => m.state.isPaused);
    expect(waiting).toHaveLength(2);
    // Saved at once, both marked paused.
    await vi.waitFor(() => expect(storage.data.get(outboxStorageKey('u1'))?.mutations).toHaveLength(2));

    onlineManager.setOnline(true);
    await expect(first).resolves.toBe('ok:first');
    await expect(second).resolves.toBe('ok:second');
    expect(server.received.map((v) => v.text)).toEqual(['first', 'second']);
    // Nothing left to send, and the store follows.
    await vi.waitFor(() => expect(storage.data.has(outboxStorageKey('u1'))).toBe(false));
  });

  it('a write queued when the tab closed is sent once when the app reopens online', async () => {
    const storage = memoryStorage();
    const before = fakeServer();
    const closed = client(before.handlers);
    await startOutbox(closed, 'u1', storage);
    onlineManager.setOnline(false);
    void write(closed, { idempotencyKey: 'k1', text: 'booked offline' });
    await vi.waitFor(() => expect(storage.data.get(outboxStorageKey('u1'))?.mutations).toHaveLength(1));
    closed.unmount();
    onlineManager.setOnline(true);
    expect(before.received).toEqual([]);

    // The app opens again: a new client restores the write and sends it.
    const after = fakeServer();
    const reopened = client(after.handlers);
    await startOutbox(reopened, 'u1', storage);
    await vi.waitFor(() => expect(after.received.map((v) => v.text)).toEqual(['booked offline']));
    // Nobody was watching it: the patient hears about it.
    await vi.waitFor(() => expect(after.handlers.onSent).toHaveBeenCalledWith('ok:booked offline', expect.objectContaining({ idempotencyKey: 'k1' }), reopened));
    // Starting again (another render, a second start) never restores it twice.
    await startOutbox(reopened, 'u1', storage);
    await tick();
    expect(after.handlers.send).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(storage.data.has(outboxStorageKey('u1'))).toBe(false));
  });

  it('a write in flight when the tab closed is kept as paused (its key makes resending safe)', async () => {
    const qc = client({ send: () => new Promise<string>(() => undefined) });
    void write(qc, { idempotencyKey: 'k9', text: 'in flight' });
    await tick();
    const [saved] = snapshotOutbox(qc).mutations;
    expect(saved?.state.status).toBe('pending');
    expect(saved?.state.isPaused).toBe(true);
    expect(saved?.state.variables).toEqual({ idempotencyKey: 'k9', text: 'in flight' });
  });

  it('a refusal reaches onRefused only when no screen is watching the write', async () => {
    const conflict = new ApiError(409, { message: 'This time slot has just been booked', errorList: [] }, 'taken');
    const handlers: OutboxHandlers<Vars, string> = { send: vi.fn(async () => Promise.reject(conflict)), onRefused: vi.fn() };
    const qc = client(handlers);

    const unwatch = watchOutboxWrite('watched');
    await expect(write(qc, { idempotencyKey: 'watched', text: 'a' })).rejects.toBe(conflict);
    unwatch();
    expect(handlers.onRefused).not.toHaveBeenCalled();

    await expect(write(qc, { idempotencyKey: 'alone', text: 'b' })).rejects.toBe(conflict);
    expect(handlers.onRefused).toHaveBeenCalledWith(conflict, { idempotencyKey: 'alone', text: 'b' }, qc);
    // An answer from the server is final: sent once each, no retries.
    expect(handlers.send).toHaveBeenCalledTimes(2);
  });

  it('retries only when the server could not be reached', () => {
    expect(retryUnreachable(0, new ApiError(0, null, 'offline', 'network'))).toBe(true);
    expect(retryUnreachable(3, new ApiError(0, null, 'offline', 'network'))).toBe(false);
    expect(retryUnreachable(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(retryUnreachable(0, new ApiError(409, null, 'taken'))).toBe(false);
    expect(retryUnreachable(0, new ApiError(500, null, 'boom'))).toBe(false);
  });
});
