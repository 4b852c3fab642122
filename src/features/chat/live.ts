// New messages without a reload. First choice: the server's event stream (EventSource, opened with a
// short-lived ticket because EventSource cannot send the token). The server ends each stream after a
// minute; we reopen it with a fresh ticket and `after=<newest message>`, so nothing is missed. When
// the stream cannot be opened (twice in a row), we poll `…/messages?after=` instead, backing off from
// 2 s to 30 s while nothing comes, and try the stream again every few polls and when the browser
// says it is back online.
import type { ChatMessage } from '@contracts/chat';
import { streamClient, type StreamClientOptions } from '@/lib/api/event-stream-client';

export type LiveMode = 'connecting' | 'live' | 'polling';

export type ChatLiveOptions = StreamClientOptions & {
  /** The stream's URL (with its ticket) resuming after `after`. */
  openStream: (after: string | undefined) => Promise<string>;
  /** Messages newer than `after` (the latest ones when undefined). */
  fetchNewer: (after: string | undefined) => Promise<ChatMessage[]>;
  /** The newest message the app has. */
  lastMessageId: () => string | undefined;
  onMessages: (messages: ChatMessage[]) => void;
  onMode?: (mode: LiveMode) => void;
  pollMinMs?: number;
  pollMaxMs?: number;
  /** Polls between two tries of the stream. */
  pollsPerStreamTry?: number;
  /** Wait before reopening a stream that failed once (or broke after working). */
  reconnectMs?: number;
};

export const POLL_MIN_MS = 2_000;
export const POLL_MAX_MS = 30_000;

/** Starts following a conversation; returns the function that stops it. */
export function startChatLive(opts: ChatLiveOptions): () => void {
  const client = streamClient(opts);
  const pollMin = opts.pollMinMs ?? POLL_MIN_MS;
  const pollMax = opts.pollMaxMs ?? POLL_MAX_MS;
  const pollsPerTry = opts.pollsPerStreamTry ?? 5;
  const reconnectMs = opts.reconnectMs ?? 1_000;

  let mode: LiveMode | undefined;
  /** Stream opens that failed in a row (before the server said `ready`). */
  let failures = 0;
  let pollDelay = pollMin;
  let polls = 0;

  const setMode = (next: LiveMode) => {
    if (next === mode) return;
    mode = next;
    opts.onMode?.(next);
  };
  const deliver = (messages: ChatMessage[]) => {
    if (!client.stopped && messages.length > 0) opts.onMessages(messages);
  };

  function streamFailed(): void {
    failures += 1;
    if (failures < 2) client.later(() => void connect(), reconnectMs);
    else startPolling();
  }

  async function connect(): Promise<void> {
    client.cancelLater();
    client.close();
    if (client.stopped) return;
    if (!client.Source) return startPolling();
    setMode('connecting');
    const after = opts.lastMessageId();
    let url: string;
    try {
      url = await opts.openStream(after);
    } catch {
      if (!client.stopped) streamFailed();
      return;
    }
    if (client.stopped) return;
    let ready = false;
    client.connectTo(url, {
      on: {
        ready: () => {
          ready = true;
          failures = 0;
          pollDelay = pollMin;
          setMode('live');
          // Without a cursor the stream starts at "now": fetch once what came before it opened.
          if (!after) void opts.fetchNewer(undefined).then(deliver, () => undefined);
        },
        message: (data) => {
          try {
            deliver([JSON.parse(data) as ChatMessage]);
          } catch {
            // Not a message we understand: the next catch-up brings it.
          }
        },
        // The server ends every stream after a while: reopen with a fresh ticket from the newest message.
        end: () => void connect(),
      },
      onError: () => {
        client.close();
        if (ready) client.later(() => void connect(), reconnectMs);
        else streamFailed();
      },
    });
  }

  function startPolling(): void {
    client.close();
    setMode('polling');
    polls = 0;
    client.later(() => void poll(), pollDelay);
  }

  async function poll(): Promise<void> {
    try {
      const found = await opts.fetchNewer(opts.lastMessageId());
      deliver(found);
      pollDelay = found.length > 0 ? pollMin : Math.min(pollDelay * 2, pollMax);
    } catch {
      pollDelay = Math.min(pollDelay * 2, pollMax);
    }
    if (client.stopped) return;
    polls += 1;
    if (client.Source && polls >= pollsPerTry) {
      failures = 1; // one more failure goes straight back to polling
      void connect();
    } else client.later(() => void poll(), pollDelay);
  }

  return client.start(() => void connect(), () => {
    if (mode !== 'polling') return;
    failures = 0;
    pollDelay = pollMin;
    void connect();
  });
}
