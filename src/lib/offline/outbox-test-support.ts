// What the outbox's tests share (outbox.test.ts, outbox-retry.test.ts): an in-memory store, fake
// servers (deduplicating by Idempotency-Key like ours, or answering from a script), a client with
// one kind of write, and the server's "not now" answers.
import { vi } from 'vitest';
import { MutationObserver, onlineManager, QueryClient, type DehydratedState, type Mutation } from '@tanstack/react-query';
import { ApiError } from '../api/api-client';
import { defineOutboxWrite, outboxKey, type OutboxHandlers } from './outbox';
import { snapshotOutbox, type OutboxStorage } from './persist-outbox';

export type Vars = { idempotencyKey: string; text: string };

export function memoryStorage(): OutboxStorage & { data: Map<string, DehydratedState> } {
  const data = new Map<string, DehydratedState>();
  return {
    data,
    get: async (key) => structuredClone(data.get(key)),
    update: async (key, next) => {
      const value = next(structuredClone(data.get(key)));
      if (value) data.set(key, structuredClone(value));
      else data.delete(key);
    },
  };
}

/** A server that records what reached it, deduplicating by Idempotency-Key like ours does. */
export function fakeServer() {
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

export function client(handlers: OutboxHandlers<Vars, string>): QueryClient {
  const qc = new QueryClient();
  qc.mount();
  defineOutboxWrite(qc, 'chat-send', async () => handlers);
  return qc;
}

export function write(qc: QueryClient, v: Vars): Promise<string> {
  const observer = new MutationObserver<string, unknown, Vars>(qc, { mutationKey: outboxKey('chat-send') });
  return observer.mutate(v);
}

export const tick = () => new Promise((r) => setTimeout(r, 0));

/** The store's entry as another page writes it: one waiting write. */
export function snapshotOf(idempotencyKey: string, text: string): DehydratedState {
  const other = client(fakeServer().handlers);
  onlineManager.setOnline(false);
  void write(other, { idempotencyKey, text });
  const state = snapshotOutbox(other);
  other.unmount();
  return structuredClone(state);
}

export const headers = (retryAfter: string) => new Headers({ 'Retry-After': retryAfter });
export const unavailable = () => new ApiError(503, { message: 'Service unavailable' }, 'Service unavailable', 'http', headers('2'));
export const stillProcessing = () => new ApiError(409, { message: 'This request is already being processed.' }, 'in progress', 'http', headers('1'));
export const unreachable = () => new ApiError(0, null, 'offline', 'network');
export const slotTaken = () =>
  new ApiError(409, { message: 'This time slot has just been booked', errorList: [{ field: 'slot.scheduleId', message: 'taken' }] }, 'taken');

/** A server answering each attempt with the next of `answers` (an error to throw, or success). */
export function scripted(answers: (Error | 'ok')[]) {
  const attempts: string[] = [];
  const handlers: OutboxHandlers<Vars, string> = {
    send: vi.fn(async (v: Vars) => {
      attempts.push(v.idempotencyKey);
      const answer = answers.shift() ?? 'ok';
      if (answer !== 'ok') throw answer;
      return `ok:${v.text}`;
    }),
    onSent: vi.fn(),
    onRefused: vi.fn(),
  };
  return { attempts, handlers };
}

export const only = (qc: QueryClient) => qc.getMutationCache().getAll()[0] as Mutation;
/** Let promises and due timers run, without moving the clock. */
export const settle = () => vi.advanceTimersByTimeAsync(0);
