// Graceful stop of the HTTP server (SIGTERM, a deploy): no request a client has sent is cut.
//
// What cut requests before (issue 33): the listener was closed at once. Connections a busy server had
// not accepted yet — a burst's new connections wait in the kernel's accept queue — were reset with
// their requests (about 95 of 100 new connections in server/drain.test.ts when the signal came with
// the first answer). And http.Server.close() closes every idle keep-alive connection at once,
// racing a request a client has just sent on one. Now:
//   1. Every answer from now on says `Connection: close`; background work stops and event streams
//      are told to end (onStopping); /api/health answers 503 "stopping", so a load balancer stops
//      sending new connections here.
//   2. The listener stays open while requests are in flight, and until IDLE_GRACE_MS pass with no new
//      request: what is already queued or on the wire is accepted, read and answered.
//   3. Then the listener closes with the idle connections; a connection still carrying a request
//      closes itself after its answer. What is left at the deadline is cut (and logged).
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Logger } from './logger';

/** How long a stopping server lets requests in flight finish before it cuts what is left. */
export const DRAIN_TIMEOUT_MS = 25_000;
/** How long the listener and kept-alive connections stay open with no request in flight and none new. */
export const IDLE_GRACE_MS = 300;

export type DrainOptions = {
  log: Logger;
  /** Called when the drain starts: stop background work, end event streams (they finish as requests). */
  onStopping: () => void;
  timeoutMs?: number;
  idleGraceMs?: number;
};

/**
 * Tracks `server`'s requests and connections from now on; the returned function drains it (once:
 * later calls return the same promise). Resolves when every connection is closed.
 */
export function drainable(server: Server, opts: DrainOptions): () => Promise<void> {
  const inFlight = new Set<ServerResponse>();
  const sockets = new Set<Socket>();
  let draining = false;
  /** Counts connections and requests, so the grace can tell whether one came in while it waited. */
  let arrivals = 0;
  let changed: (() => void) | undefined;
  const notify = () => changed?.();

  server.on('connection', (socket: Socket) => {
    arrivals += 1;
    sockets.add(socket);
    socket.once('close', () => { sockets.delete(socket); notify(); });
  });
  server.on('request', (_req: IncomingMessage, res: ServerResponse) => {
    arrivals += 1;
    inFlight.add(res);
    // While draining, each answer closes its connection: no keep-alive socket outlives the drain.
    if (draining) res.shouldKeepAlive = false;
    res.once('close', () => { inFlight.delete(res); notify(); });
    notify();
  });

  /** Resolves when `done()` holds, or at `deadline` (false then). */
  const until = (done: () => boolean, deadline: number) => new Promise<boolean>((resolve) => {
    if (done()) return resolve(true);
    const timer = setTimeout(() => { changed = undefined; resolve(done()); }, Math.max(0, deadline - Date.now()));
    changed = () => {
      if (!done()) return;
      clearTimeout(timer);
      changed = undefined;
      resolve(true);
    };
  });
  const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

  let drained: Promise<void> | undefined;
  async function drain(): Promise<void> {
    draining = true;
    const deadline = Date.now() + (opts.timeoutMs ?? DRAIN_TIMEOUT_MS);
    for (const res of inFlight) res.shouldKeepAlive = false;
    opts.onStopping();
    // Requests in flight finish; then a quiet moment with none, in which a connection already queued
    // or a request already sent on a kept-alive connection still arrives (answered, Connection: close).
    for (;;) {
      if (!(await until(() => inFlight.size === 0, deadline))) break;
      const seen = arrivals;
      await pause(Math.min(opts.idleGraceMs ?? IDLE_GRACE_MS, Math.max(0, deadline - Date.now())));
      if (arrivals === seen && inFlight.size === 0) break;
      if (Date.now() >= deadline) break;
    }
    // The listener and the idle connections close now (http.Server.close closes both); a connection
    // carrying a request closes itself after its answer.
    const closed = new Promise<void>((done) => { server.close(() => done()); });
    const allClosed = await until(() => sockets.size === 0, deadline);
    if (!allClosed) {
      opts.log.warn('drain timed out: cutting requests still in flight', { inFlight: inFlight.size, connections: sockets.size });
      server.closeAllConnections();
      for (const socket of sockets) socket.destroy();
    }
    await closed;
  }
  return () => (drained ??= drain());
}
