// Live updates without a reload: the server's event stream (contracts/endpoints/live.ts), opened by
// EventSource with a short-lived ticket (EventSource cannot send the token). Events only say what
// changed (`appointment` { id }, `chat` { threadId }, `schedule` { doctorId }, `resync`); the caller asks again for it. The
// server ends each stream after a minute: it is reopened at once with a fresh ticket. When it cannot
// be opened, it is tried again with a growing wait (1 s to 30 s) and when the browser is back online;
// meanwhile the screens' own slow poll (LIVE_FALLBACK_POLL_MS) keeps them current.

type EventSourceLike = Pick<EventSource, 'addEventListener' | 'close'> & { onerror: ((this: EventSource, ev: Event) => unknown) | null };
export type EventSourceFactory = new (url: string) => EventSourceLike;

export type LiveEventType = 'appointment' | 'chat' | 'schedule' | 'resync';

export type LiveEventsOptions = {
  /** The stream's URL with a fresh ticket. */
  openStream: () => Promise<string>;
  /** Each event; `ready` comes as `resync` (what happened while no stream was open is asked again). */
  onEvent: (type: LiveEventType, data: Record<string, unknown>) => void;
  onLive?: (live: boolean) => void;
  EventSource?: EventSourceFactory | undefined;
  events?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> | undefined;
  retryMinMs?: number;
  retryMaxMs?: number;
};

/** Starts following the stream; returns the function that stops it. */
export function startLiveEvents(opts: LiveEventsOptions): () => void {
  const Source = 'EventSource' in opts ? opts.EventSource : (globalThis.EventSource as EventSourceFactory | undefined);
  const events = 'events' in opts ? opts.events : typeof window === 'undefined' ? undefined : window;
  const retryMin = opts.retryMinMs ?? 1_000;
  const retryMax = opts.retryMaxMs ?? 30_000;
  let stopped = false;
  let source: EventSourceLike | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let retryMs = retryMin;
  /** Set once a stream said `ready`: a reconnect after it re-reads what may have been missed. */
  let everReady = false;

  const close = () => {
    source?.close();
    source = null;
  };
  const retry = () => {
    close();
    opts.onLive?.(false);
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => { timer = undefined; void connect(); }, retryMs);
    retryMs = Math.min(retryMs * 2, retryMax);
  };
  const emit = (type: LiveEventType, raw: string) => {
    let data: Record<string, unknown> = {};
    try { data = JSON.parse(raw) as Record<string, unknown>; } catch { /* an event we do not understand: still a change */ }
    if (!stopped) opts.onEvent(type, data);
  };

  async function connect(): Promise<void> {
    if (timer) clearTimeout(timer);
    close();
    if (stopped || !Source) return;
    let url: string;
    try {
      url = await opts.openStream();
    } catch {
      retry();
      return;
    }
    if (stopped) return;
    const es = new Source(url);
    source = es;
    es.addEventListener('ready', () => {
      if (source !== es) return;
      retryMs = retryMin;
      opts.onLive?.(true);
      // Something may have changed while no stream was open (not on the very first open: the screen has just read it).
      if (everReady) emit('resync', '{}');
      everReady = true;
    });
    for (const type of ['appointment', 'chat', 'schedule', 'resync'] as const) {
      es.addEventListener(type, (event) => { if (source === es) emit(type, (event as MessageEvent<string>).data); });
    }
    es.addEventListener('end', () => { if (source === es) void connect(); });
    es.onerror = () => { if (source === es) retry(); };
  }

  const onOnline = () => {
    if (source) return;
    retryMs = retryMin;
    void connect();
  };
  events?.addEventListener('online', onOnline);
  void connect();
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    close();
    events?.removeEventListener('online', onOnline);
  };
}
