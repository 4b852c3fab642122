// Live updates without a reload: the server's event stream (contracts/endpoints/live.ts), opened by
// EventSource (./event-stream-client.ts) with a short-lived ticket (EventSource cannot send the
// token). Events only say what changed (`appointment` { id }, `chat` { threadId }, `schedule`
// { doctorId }, `resync`); the caller asks again for it. The server ends each stream after a
// minute: it is reopened at once with a fresh ticket. When it cannot
// be opened, it is tried again with a growing wait (1 s to 30 s) and when the browser is back online;
// meanwhile the screens' own slow poll (LIVE_FALLBACK_POLL_MS) keeps them current.
import { streamClient, type StreamClientOptions } from './event-stream-client';

export type LiveEventType = 'appointment' | 'chat' | 'schedule' | 'resync';

export type LiveEventsOptions = StreamClientOptions & {
  /** The stream's URL with a fresh ticket. */
  openStream: () => Promise<string>;
  /** Each event; `ready` comes as `resync` (what happened while no stream was open is asked again). */
  onEvent: (type: LiveEventType, data: Record<string, unknown>) => void;
  onLive?: (live: boolean) => void;
  retryMinMs?: number;
  retryMaxMs?: number;
};

/** Starts following the stream; returns the function that stops it. */
export function startLiveEvents(opts: LiveEventsOptions): () => void {
  const client = streamClient(opts);
  const retryMin = opts.retryMinMs ?? 1_000;
  const retryMax = opts.retryMaxMs ?? 30_000;
  let retryMs = retryMin;
  /** Set once a stream said `ready`: a reconnect after it re-reads what may have been missed. */
  let everReady = false;

  const retry = () => {
    client.close();
    opts.onLive?.(false);
    if (client.stopped) return;
    client.later(() => void connect(), retryMs);
    retryMs = Math.min(retryMs * 2, retryMax);
  };
  const emit = (type: LiveEventType, raw: string) => {
    let data: Record<string, unknown> = {};
    try { data = JSON.parse(raw) as Record<string, unknown>; } catch { /* an event we do not understand: still a change */ }
    if (!client.stopped) opts.onEvent(type, data);
  };

  async function connect(): Promise<void> {
    client.cancelLater();
    client.close();
    if (client.stopped || !client.Source) return;
    let url: string;
    try {
      url = await opts.openStream();
    } catch {
      retry();
      return;
    }
    if (client.stopped) return;
    const on: Record<string, (data: string) => void> = {
      ready: () => {
        retryMs = retryMin;
        opts.onLive?.(true);
        // Something may have changed while no stream was open (not on the very first open: the screen has just read it).
        if (everReady) emit('resync', '{}');
        everReady = true;
      },
      end: () => void connect(),
    };
    for (const type of ['appointment', 'chat', 'schedule', 'resync'] as const) on[type] = (data) => emit(type, data);
    client.connectTo(url, { on, onError: retry });
  }

  return client.start(() => void connect(), () => {
    if (client.open) return;
    retryMs = retryMin;
    void connect();
  });
}
