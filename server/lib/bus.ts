// Events between server instances through PostgreSQL's LISTEN/NOTIFY: a write on one instance
// (a booking, a review, a chat message) reaches the others at once, with no broker to run.
// `notify` runs on the writer's connection, inside its transaction if it has one: PostgreSQL
// delivers the notification at COMMIT, and never for a write that rolled back.
import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Logger } from './logger';

/** The channels in use, with what their payload is. */
export const CHANNELS = {
  /** The public directory's answers changed (free slots, ratings): every instance drops its cache. Payload: ''. */
  directoryChanged: 'directory_changed',
  /** A chat message was stored. Payload: the thread id. */
  chatMessage: 'chat_message',
  /** An appointment changed (booked, confirmed, moved, canceled, checked in…). Payload: JSON `{ a, p, d, c }` (appointment, patient, doctor, the slot's clinic or null). */
  appointmentChanged: 'appointment_changed',
  /** A doctor's bookable times changed by the clinic (a day off set or removed). Payload: the doctor's id. */
  scheduleChanged: 'schedule_changed',
  /** Deliveries were queued (notifications for SMS, e-mail, WhatsApp, push): a delivery worker wakes. Payload: ''. */
  deliveryQueued: 'delivery_queued',
} as const;
export type Channel = (typeof CHANNELS)[keyof typeof CHANNELS];

export function notify(db: Db, channel: Channel, payload = ''): Promise<unknown> {
  return db.execute(sql`select pg_notify(${channel}, ${payload})`);
}

export type Bus = {
  /** `listener` gets each payload of `channel`, from every instance (this one included). */
  subscribe(channel: Channel, listener: (payload: string) => void): () => void;
  /**
   * Called after the listening connection was lost and made again: what was notified meanwhile is
   * lost, so a subscriber re-reads what it keeps (drops a cache, re-queries a thread).
   */
  onReconnect(listener: () => void): () => void;
  /**
   * Resolves once `channel` is being listened to (at most `timeoutMs`): what is read after it
   * cannot miss a later notification. A stream subscribes, awaits this, then reads what is there.
   */
  listening(channel: Channel, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
};

type Deferred = { promise: Promise<void>; resolve: () => void };
function deferred(): Deferred {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => { resolve = r; });
  return { promise, resolve };
}

const RETRY_MIN_MS = 500;
const RETRY_MAX_MS = 10_000;

/**
 * One LISTEN connection per process, opened at the first subscription, shared by every subscriber
 * (e.g. hundreds of open chat streams). It survives the database going away: its errors are
 * handled (an unhandled 'error' on a pg client ends the process), and it reconnects with backoff.
 */
export function createBus(databaseUrl: string, log: Logger, opts: { onConnected?: (pid: number) => void } = {}): Bus {
  const listeners = new Map<Channel, Set<(payload: string) => void>>();
  const reconnectListeners = new Set<() => void>();
  /** Per channel: resolved while LISTEN is active on the current connection. */
  const listened = new Map<Channel, Deferred>();
  let client: pg.Client | undefined;
  let connecting: Promise<void> | undefined;
  let retryMs = RETRY_MIN_MS;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let everConnected = false;
  let closed = false;

  const lost = (c: pg.Client, why: string) => {
    if (client !== c) return;
    client = undefined;
    c.removeAllListeners('notification');
    for (const [channel, d] of listened) {
      d.resolve(); // whoever waited goes on (and re-reads after the reconnect)
      listened.set(channel, deferred());
    }
    c.end().catch(() => undefined);
    if (closed) return;
    log.warn('event bus connection lost; reconnecting', { detail: why.slice(0, 200), retryMs });
    retryTimer = setTimeout(() => { retryTimer = undefined; void connect(); }, retryMs);
    retryTimer.unref?.();
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  };

  function connect(): Promise<void> {
    if (closed || client) return Promise.resolve();
    connecting ??= (async () => {
      const c = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5_000 });
      c.on('error', (err) => lost(c, err.message));
      c.on('end', () => lost(c, 'connection ended'));
      c.on('notification', (n) => {
        for (const fn of listeners.get(n.channel as Channel) ?? []) {
          try { fn(n.payload ?? ''); } catch (err) { log.warn('event bus listener failed', { channel: n.channel, error: (err as Error).message }); }
        }
      });
      try {
        await c.connect();
        for (const channel of listeners.keys()) await c.query(`LISTEN ${channel}`);
        for (const d of listened.values()) d.resolve();
      } catch (err) {
        client = c;
        lost(c, (err as Error).message);
        return;
      }
      if (closed) { await c.end().catch(() => undefined); return; }
      client = c;
      retryMs = RETRY_MIN_MS;
      opts.onConnected?.((c as unknown as { processID: number }).processID);
      if (everConnected) for (const fn of reconnectListeners) fn();
      everConnected = true;
    })().finally(() => { connecting = undefined; });
    return connecting;
  }

  return {
    subscribe(channel, listener) {
      let set = listeners.get(channel);
      if (!set) {
        set = new Set();
        listeners.set(channel, set);
        const d = deferred();
        listened.set(channel, d);
        // A new channel on a live connection; otherwise connect() listens to every channel.
        const c = client;
        if (c) c.query(`LISTEN ${channel}`).then(() => d.resolve(), (err: Error) => lost(c, err.message));
      }
      set.add(listener);
      void connect();
      return () => { set.delete(listener); };
    },
    async listening(channel, timeoutMs = 2_000) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([
        listened.get(channel)?.promise,
        new Promise<void>((r) => { timer = setTimeout(r, timeoutMs); }),
      ]);
      clearTimeout(timer);
    },
    onReconnect(listener) {
      reconnectListeners.add(listener);
      return () => { reconnectListeners.delete(listener); };
    },
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      for (const d of listened.values()) d.resolve();
      await connecting;
      const c = client;
      client = undefined;
      await c?.end().catch(() => undefined);
    },
  };
}
