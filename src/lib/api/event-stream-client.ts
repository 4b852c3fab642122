// The one EventSource client the app's live streams are built on: the live events
// (src/lib/api/live-events.ts) and a chat thread's messages (src/features/chat/live.ts). It holds one
// stream at a time (opening one closes the one before, and a replaced stream's late events are
// dropped), one pending timer, the 'online' listener, and the stop: what both wrote alike before.

type EventSourceLike = Pick<EventSource, 'addEventListener' | 'close'> & { onerror: ((this: EventSource, ev: Event) => unknown) | null };
export type EventSourceFactory = new (url: string) => EventSourceLike;

export type StreamClientOptions = {
  /** The browser's EventSource by default; none → no stream is ever opened. */
  EventSource?: EventSourceFactory | undefined;
  /** Where 'online' is listened for (window by default). */
  events?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> | undefined;
};

/** What one opened stream does: each named event's data, and its error. */
export type StreamHandlers = { on: Record<string, (data: string) => void>; onError: () => void };

export type StreamClient = {
  /** The EventSource to open streams with (undefined: none here). */
  readonly Source: EventSourceFactory | undefined;
  readonly stopped: boolean;
  /** Whether a stream is open (or opening). */
  readonly open: boolean;
  /** Closes the open stream (if any) and opens `url` with `handlers`, which only it reaches. */
  connectTo: (url: string, handlers: StreamHandlers) => void;
  close: () => void;
  /** Runs `fn` after `ms` unless stopped first; replaces the pending one. */
  later: (fn: () => void, ms: number) => void;
  cancelLater: () => void;
  /** Starts (`connect` now, `onOnline` whenever the browser is back online); returns the stop. */
  start: (connect: () => void, onOnline: () => void) => () => void;
};

export function streamClient(opts: StreamClientOptions): StreamClient {
  const Source = 'EventSource' in opts ? opts.EventSource : (globalThis.EventSource as EventSourceFactory | undefined);
  const events = 'events' in opts ? opts.events : typeof window === 'undefined' ? undefined : window;
  let stopped = false;
  let source: EventSourceLike | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const close = () => {
    source?.close();
    source = null;
  };
  const cancelLater = () => {
    if (timer) clearTimeout(timer);
  };
  return {
    Source,
    get stopped() {
      return stopped;
    },
    get open() {
      return source !== null;
    },
    connectTo(url, handlers) {
      close();
      if (!Source) return;
      const es = new Source(url);
      source = es;
      for (const [type, fn] of Object.entries(handlers.on)) {
        es.addEventListener(type, (event) => {
          if (source === es) fn((event as MessageEvent<string>).data);
        });
      }
      es.onerror = () => {
        if (source === es) handlers.onError();
      };
    },
    close,
    later(fn, ms) {
      cancelLater();
      timer = setTimeout(() => {
        timer = undefined;
        if (!stopped) fn();
      }, ms);
    },
    cancelLater,
    start(connect, onOnline) {
      events?.addEventListener('online', onOnline);
      connect();
      return () => {
        stopped = true;
        cancelLater();
        close();
        events?.removeEventListener('online', onOnline);
      };
    },
  };
}
