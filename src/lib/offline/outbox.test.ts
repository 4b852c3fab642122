// The outbox: a write made offline waits (paused), is saved at once, survives a "closed tab" (a new
// query client restoring from the same storage), is sent once and in order when the connection is
// back, and an answer nobody watched reaches the patient through onSent/onRefused.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onlineManager } from '@tanstack/react-query';
import { ApiError } from '../api/api-client';
import { watchOutboxWrite, type OutboxHandlers } from './outbox';
import { MAX_RETRY_AFTER_MS } from './outbox-retry';
import { outboxStorageKey, snapshotOutbox, startOutbox } from './persist-outbox';
import { memoryStorage, fakeServer, client, write, tick, snapshotOf, type Vars } from './outbox-test-support';

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

  it('a write the page being left saved after the next page started is kept, then sent once when the signal returns', async () => {
    const storage = memoryStorage();
    onlineManager.setOnline(false);
    // The next page starts first (the store is empty for it)...
    const server = fakeServer();
    const next = client(server.handlers);
    await startOutbox(next, 'u1', storage);
    // ...then the page being left gets its last save in: the write the patient made there.
    const left = client(fakeServer().handlers);
    const leftStop = await startOutbox(left, 'u1', storage);
    void write(left, { idempotencyKey: 'kL', text: 'booked as the page was left' });
    await vi.waitFor(() => expect(storage.data.get(outboxStorageKey('u1'))?.mutations).toHaveLength(1));
    leftStop();
    left.unmount();

    // The next page's own writes save the store without losing it.
    const own = write(next, { idempotencyKey: 'kN', text: 'made on the next page' });
    await vi.waitFor(() => expect(storage.data.get(outboxStorageKey('u1'))?.mutations.map((m) => (m.state.variables as Vars).idempotencyKey).sort()).toEqual(['kL', 'kN']));

    // The signal returns: the next page takes in the other write and sends both, each once.
    onlineManager.setOnline(true);
    await expect(own).resolves.toBe('ok:made on the next page');
    await vi.waitFor(() => expect(server.received.map((v) => v.idempotencyKey).sort()).toEqual(['kL', 'kN']));
    await vi.waitFor(() => expect(storage.data.has(outboxStorageKey('u1'))).toBe(false));
    expect(server.handlers.send).toHaveBeenCalledTimes(2);
  });

  it('a page removes from the store only the writes it held: another tab\'s waiting write stays', async () => {
    const storage = memoryStorage();
    const other = snapshotOf('kOther', 'from the other tab');
    onlineManager.setOnline(true);
    const server = fakeServer();
    const tab = client(server.handlers);
    await startOutbox(tab, 'u1', storage);
    // Another tab saved a write this one never held (it started before it was saved).
    storage.data.set(outboxStorageKey('u1'), other);
    await expect(write(tab, { idempotencyKey: 'kMine', text: 'mine' })).resolves.toBe('ok:mine');
    await tick();
    expect(storage.data.get(outboxStorageKey('u1'))?.mutations.map((m) => (m.state.variables as Vars).idempotencyKey)).toEqual(['kOther']);
    expect(server.received.map((v) => v.idempotencyKey)).toEqual(['kMine']);
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

  it('a 409 about the request (a slot taken) or a 422 is refused at once, never sent again', async () => {
    vi.useFakeTimers();
    try {
      const taken = new ApiError(409, { message: 'This time slot has just been booked', errorList: [{ field: 'slot.scheduleId', message: 'taken' }] }, 'taken');
      const invalid = new ApiError(422, { message: 'Invalid', errorList: [] }, 'Invalid');
      for (const refusal of [taken, invalid]) {
        const handlers: OutboxHandlers<Vars, string> = { send: vi.fn(async () => Promise.reject(refusal)), onRefused: vi.fn() };
        const qc = client(handlers);
        const result = write(qc, { idempotencyKey: `refused-${refusal.status}`, text: 'a' });
        await expect(result).rejects.toBe(refusal);
        expect(handlers.onRefused).toHaveBeenCalledWith(refusal, expect.anything(), qc);
        await vi.advanceTimersByTimeAsync(MAX_RETRY_AFTER_MS);
        expect(handlers.send).toHaveBeenCalledTimes(1);
      }
    } finally {
      vi.useRealTimers();
    }
  });
});
