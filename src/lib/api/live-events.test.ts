import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startLiveEvents, type LiveEventType, type LiveEventsOptions } from './live-events';

/** A stand-in for the browser's EventSource, driven by the test. */
class FakeSource {
  static all: FakeSource[] = [];
  listeners = new Map<string, ((e: MessageEvent<string>) => void)[]>();
  onerror: (() => void) | null = null;
  closed = false;
  constructor(readonly url: string) { FakeSource.all.push(this); }
  addEventListener(type: string, fn: (e: MessageEvent<string>) => void) { this.listeners.set(type, [...(this.listeners.get(type) ?? []), fn]); }
  close() { this.closed = true; }
  emit(type: string, data = '{}') { for (const fn of this.listeners.get(type) ?? []) fn({ data } as MessageEvent<string>); }
  static latest() { return FakeSource.all[FakeSource.all.length - 1]!; }
}

const flush = () => vi.advanceTimersByTimeAsync(0);

function harness(over: Partial<LiveEventsOptions> = {}) {
  const got: [LiveEventType, Record<string, unknown>][] = [];
  const live: boolean[] = [];
  const events = new EventTarget();
  let tickets = 0;
  const openStream = vi.fn(async () => `/events?ticket=t${++tickets}`);
  const stop = startLiveEvents({
    openStream, onEvent: (type, data) => got.push([type, data]), onLive: (l) => live.push(l),
    EventSource: FakeSource as unknown as LiveEventsOptions['EventSource'], events, retryMinMs: 1000, retryMaxMs: 4000, ...over,
  });
  return { got, live, events, openStream, stop };
}

beforeEach(() => { vi.useFakeTimers(); FakeSource.all = []; });
afterEach(() => { vi.useRealTimers(); });

describe('live events', () => {
  it('passes on what changed, reopens with a fresh ticket when the server ends the stream, and re-reads after a reopen', async () => {
    const h = harness();
    await flush();
    expect(FakeSource.latest().url).toBe('/events?ticket=t1');
    FakeSource.latest().emit('ready');
    // The first open: the screen has just read everything, no resync.
    expect(h.got).toEqual([]);
    FakeSource.latest().emit('appointment', '{"id":"a1"}');
    FakeSource.latest().emit('chat', '{"threadId":"t9"}');
    FakeSource.latest().emit('schedule', '{"doctorId":"d4"}');
    expect(h.got).toEqual([['appointment', { id: 'a1' }], ['chat', { threadId: 't9' }], ['schedule', { doctorId: 'd4' }]]);
    const first = FakeSource.latest();
    first.emit('end');
    await flush();
    expect(first.closed).toBe(true);
    expect(FakeSource.latest().url).toBe('/events?ticket=t2');
    FakeSource.latest().emit('ready');
    expect(h.got.at(-1)).toEqual(['resync', {}]);
    // An event of the closed stream is ignored.
    first.emit('appointment', '{"id":"old"}');
    expect(h.got.filter(([, d]) => d['id'] === 'old')).toEqual([]);
    h.stop();
  });

  it('retries a failing stream with a growing wait (bounded), and at once when the browser is back online', async () => {
    const failing = vi.fn(async (): Promise<string> => { throw new Error('offline'); });
    const h = harness({ openStream: failing });
    await flush();
    expect(h.live).toEqual([false]);
    // Waits of 1 s, 2 s, 4 s, then 4 s again (the bound).
    for (const [wait, calls] of [[999, 1], [1, 2], [2000, 3], [4000, 4], [3999, 4], [1, 5]] as const) {
      await vi.advanceTimersByTimeAsync(wait);
      expect(failing).toHaveBeenCalledTimes(calls);
    }
    h.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(failing).toHaveBeenCalledTimes(5);

    const ok = harness();
    await flush();
    FakeSource.latest().onerror?.();
    expect(ok.live.at(-1)).toBe(false);
    ok.events.dispatchEvent(new Event('online'));
    await flush();
    expect(FakeSource.all).toHaveLength(2);
    FakeSource.latest().emit('ready');
    expect(ok.live.at(-1)).toBe(true);
    ok.stop();
    expect(FakeSource.latest().closed).toBe(true);
  });
});
