// The one shape of the server's event streams (the live streams, server/modules/live, and a chat
// thread's, server/modules/chat/events.ts): until the client goes away, the server drains or the
// stream's time is up, write what is due, a heartbeat comment every `heartbeatMs`, and otherwise wait
// until woken (something to write), the next heartbeat, the next check the caller asks for, or the
// end; then say `end` (the client reopens it, maybe on another instance).
import type { SSEStreamingApi } from 'hono/streaming';

export type EventLoopOptions = {
  /** How long the stream lasts from now. */
  streamMs: number;
  heartbeatMs: number;
  /** Writes what is due (called each turn). */
  write: () => Promise<void>;
  /** Whether something is to be written at once: no wait then. */
  due: () => boolean;
  /** A time to look anyway (a safety net), besides the heartbeat and the end. */
  checkAt?: () => number;
  /** A write failed while the client was still there (the stream ends). */
  onError: (err: Error) => void;
};

export type EventLoop = {
  /** Whether the client went away. */
  readonly aborted: boolean;
  /** Ends the current wait at once: something is to be written. */
  wake: () => void;
  /** Runs the stream to its end (never throws: a failed write goes to `onError`). */
  run: (opts: EventLoopOptions) => Promise<void>;
};

/**
 * Follows the client and the server's drain (`stopping`) from now: call it first in the streaming
 * callback, subscribe (calling `wake` when something comes), say `ready`, then `run`.
 */
export function eventLoop(stream: SSEStreamingApi, stopping: AbortSignal | undefined): EventLoop {
  let aborted = false;
  let wake: (() => void) | undefined;
  const nudge = () => wake?.();
  stream.onAbort(() => {
    aborted = true;
    nudge();
  });
  stopping?.addEventListener('abort', nudge);
  const going = () => !aborted && !stopping?.aborted;

  async function run(o: EventLoopOptions): Promise<void> {
    const endAt = Date.now() + o.streamMs;
    let heartbeatAt = Date.now() + o.heartbeatMs;
    try {
      while (going() && Date.now() < endAt) {
        await o.write();
        if (Date.now() >= heartbeatAt) {
          await stream.write(': heartbeat\n\n');
          heartbeatAt = Date.now() + o.heartbeatMs;
        }
        if (o.due() || !going()) continue;
        const waitMs = Math.max(0, Math.min(o.checkAt?.() ?? Infinity, heartbeatAt, endAt) - Date.now());
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, waitMs);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wake = undefined;
      }
      if (!aborted) await stream.writeSSE({ event: 'end', data: JSON.stringify({ reconnect: true }) });
    } catch (err) {
      if (!aborted) o.onError(err as Error);
    } finally {
      stopping?.removeEventListener('abort', nudge);
    }
  }

  return {
    get aborted() {
      return aborted;
    },
    wake: nudge,
    run,
  };
}
