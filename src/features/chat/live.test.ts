import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '@contracts/chat';
import { startChatLive, type ChatLiveOptions, type LiveMode } from './live';
import { message } from './test-data';

/** A stand-in for the browser's EventSource, driven by the test. */
class FakeSource {
  static all: FakeSource[] = [];
  listeners = new Map<string, ((e: MessageEvent<string>) => void)[]>();
  onerror: (() => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeSource.all.push(this);
  }
  addEventListener(type: string, fn: (e: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), fn]);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data = '{}') {
    for (const fn of this.listeners.get(type) ?? []) fn({ data } as MessageEvent<string>);
  }
  fail() {
    this.onerror?.();
  }
  static latest() {
    return FakeSource.all[FakeSource.all.length - 1]!;
  }
}

const flush = () => vi.advanceTimersByTimeAsync(0);

function harness(over: Partial<ChatLiveOptions> = {}) {
  const received: ChatMessage[] = [];
  const modes: LiveMode[] = [];
  const events = new EventTarget();
  let tickets = 0;
  const openStream = vi.fn(async (after: string | undefined) => `/events?ticket=t${++tickets}${after ? `&after=${after}` : ''}`);
  const fetchNewer = vi.fn(async (_after: string | undefined): Promise<ChatMessage[]> => []);
  const stop = startChatLive({
    openStream,
    fetchNewer,
    lastMessageId: () => received[received.length - 1]?.id ?? 'first-id',
    onMessages: (m) => received.push(...m),
    onMode: (m) => modes.push(m),
    EventSource: FakeSource as unknown as ChatLiveOptions['EventSource'],
    events,
    pollMinMs: 2000,
    pollMaxMs: 8000,
    pollsPerStreamTry: 3,
    reconnectMs: 1000,
    ...over,
  });
  return { received, modes, events, openStream, fetchNewer, stop };
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeSource.all = [];
});
afterEach(() => vi.useRealTimers());

describe('following a conversation', () => {
  it('opens the stream with a ticket after the newest message and delivers what arrives', async () => {
    const h = harness();
    await flush();
    expect(FakeSource.latest().url).toBe('/events?ticket=t1&after=first-id');
    FakeSource.latest().emit('ready');
    const reply = message({ body: 'Take rest' });
    FakeSource.latest().emit('message', JSON.stringify(reply));
    expect(h.received).toEqual([reply]);
    expect(h.modes).toEqual(['connecting', 'live']);
    h.stop();
    expect(FakeSource.latest().closed).toBe(true);
  });

  it('reopens with a fresh ticket from the newest message when the server ends the stream', async () => {
    const h = harness();
    await flush();
    const first = FakeSource.latest();
    first.emit('ready');
    const reply = message();
    first.emit('message', JSON.stringify(reply));
    first.emit('end');
    await flush();
    expect(first.closed).toBe(true);
    expect(FakeSource.latest().url).toBe(`/events?ticket=t2&after=${reply.id}`);
    h.stop();
  });

  it('falls back to polling with backoff when the stream fails twice, then tries the stream again', async () => {
    const h = harness();
    await flush();
    FakeSource.latest().fail(); // once: another try after a second
    await vi.advanceTimersByTimeAsync(1000);
    expect(FakeSource.all).toHaveLength(2);
    FakeSource.latest().fail(); // twice: polling
    expect(h.modes.at(-1)).toBe('polling');

    await vi.advanceTimersByTimeAsync(2000);
    expect(h.fetchNewer).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3999); // nothing new: the wait doubles (4 s)
    expect(h.fetchNewer).toHaveBeenCalledTimes(1);
    const reply = message({ body: 'Polled' });
    h.fetchNewer.mockResolvedValueOnce([reply]);
    await vi.advanceTimersByTimeAsync(1);
    expect(h.fetchNewer).toHaveBeenCalledTimes(2);
    expect(h.received).toEqual([reply]);
    // Something came: back to the short wait; the third poll tries the stream again.
    await vi.advanceTimersByTimeAsync(2000);
    expect(h.fetchNewer).toHaveBeenCalledTimes(3);
    await flush();
    expect(FakeSource.all).toHaveLength(3);
    expect(FakeSource.latest().url).toContain(`after=${reply.id}`);
    FakeSource.latest().emit('ready');
    expect(h.modes.at(-1)).toBe('live');
    h.stop();
  });

  it('polls when the ticket cannot be had, and goes back to the stream when the browser is online again', async () => {
    const h = harness({ openStream: vi.fn().mockRejectedValue(new Error('offline')) });
    await flush();
    await vi.advanceTimersByTimeAsync(1000);
    expect(h.modes.at(-1)).toBe('polling');
    expect(FakeSource.all).toHaveLength(0);
    h.events.dispatchEvent(new Event('online'));
    await flush();
    expect(h.modes.at(-1)).toBe('connecting');
    h.stop();
  });

  it('polls only where there is no EventSource', async () => {
    const h = harness({ EventSource: undefined });
    await flush();
    expect(h.modes).toEqual(['polling']);
    await vi.advanceTimersByTimeAsync(2000 + 4000 + 8000 + 8000);
    expect(h.fetchNewer).toHaveBeenCalledTimes(4);
    h.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(h.fetchNewer).toHaveBeenCalledTimes(4);
  });

  it('fetches what came before the stream opened when the conversation had no message yet', async () => {
    const early = message();
    const h = harness({ lastMessageId: () => undefined, fetchNewer: vi.fn().mockResolvedValue([early]) });
    await flush();
    expect(FakeSource.latest().url).toBe('/events?ticket=t1');
    FakeSource.latest().emit('ready');
    await flush();
    expect(h.received).toEqual([early]);
    h.stop();
  });
});
