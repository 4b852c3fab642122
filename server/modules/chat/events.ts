// New messages without a reload: a server-sent event stream per thread. Across instances: a stored
// message is announced by NOTIFY (server/lib/bus.ts) and every open stream of its thread, on any
// instance, reads what is new at once (and every 15 s anyway, as a safety net). Each writes a
// heartbeat comment every 15 s and ends after 60 s or when the server drains (EventSource
// reconnects, sending Last-Event-ID, so nothing is missed).
import { createMiddleware } from 'hono/factory';
import { streamSSE } from 'hono/streaming';
import type { Context } from 'hono';
import type { AppEnv } from '../../context';
import { HttpError } from '../../lib/http-error';
import { requirePatient } from '../../middleware/auth';
import { ACCOUNT_MESSAGES as A } from '../../../contracts/account-messages';
import { M } from '../../../contracts/messages';
import { CHAT_STREAM_SECONDS } from '../../../contracts/chat';
import { findAccountById } from '../patients/repository';
import { latestMessageId, messageInThread, messagesSince } from './repository';
import { verifyTicket } from './tickets';
import { CHANNELS } from '../../lib/bus';
import { eventLoop } from '../../lib/event-stream';

/** How often the app polls when it has no event stream (told in the `ready` event). */
export const CHAT_POLL_MS = 1500;
/** A stream looks for new messages at least this often even with no notification (a safety net). */
export const CHAT_FALLBACK_MS = 15_000;
export const CHAT_HEARTBEAT_MS = 15_000;
/** Messages committed up to this long after their timestamp are still delivered. */
const OVERLAP_SECONDS = 10;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The bearer token when there is one (checked like every patient route), else the `ticket`
 * query parameter from POST …/events-ticket (for EventSource, which cannot set headers).
 */
export const patientOrTicket = () => {
  const bearerAuth = requirePatient();
  return createMiddleware<AppEnv>(async (c, next) => {
    if (c.req.header('authorization')) return bearerAuth(c, next);
    const ticket = c.req.query('ticket');
    if (!ticket) throw new HttpError(401, M.unauthenticated);
    const { db, env } = c.get('deps');
    const claims = verifyTicket(env.chatTicketSecret, ticket, c.req.param('id') ?? '');
    if (!claims) throw new HttpError(401, A.ticketInvalid);
    const row = await findAccountById(db, claims.patientId);
    if (!row) throw new HttpError(403, M.profileNotFound);
    if (row.disabledAt) throw new HttpError(403, M.accountDisabled);
    c.set('caller', { uid: claims.uid, email: undefined, claims: {}, patientId: row.id });
    await next();
  });
};

const TICKET_STREAM_PATH = /\/v1\/chat\/threads\/[^/]+\/events$/;

/**
 * A browser's EventSource opening the stream with a ticket: it can send no header at all, so not
 * the x-api-key either. The app (API key and token checked) got the ticket from POST
 * …/events-ticket, so the ticket stands in for the key on this one route; `patientOrTicket` checks it.
 */
export function isTicketEventStream(c: Context): boolean {
  return c.req.method === 'GET' && !c.req.header('authorization') && !c.req.header('x-api-key')
    && Boolean(c.req.query('ticket')) && TICKET_STREAM_PATH.test(c.req.path);
}

/** Streams the thread's new messages as `event: message` (id = message id, data = the message JSON). */
export async function streamThreadEvents(c: Context<AppEnv>, threadId: string, after: string | undefined, opts: { streamMs?: number; fallbackMs?: number } = {}) {
  const { db, log } = c.get('deps');
  const lastEventId = c.req.header('last-event-id');
  const resumeFrom = [lastEventId, after].find((id): id is string => Boolean(id && UUID.test(id)));
  let cursor = resumeFrom && (await messageInThread(db, threadId, resumeFrom)) ? resumeFrom : await latestMessageId(db, threadId);
  const replay = Boolean(resumeFrom && cursor === resumeFrom);
  c.header('X-Accel-Buffering', 'no');
  const { bus } = c.get('deps');
  const stopping = c.get('stopping');
  return streamSSE(c, async (stream) => {
    const loop = eventLoop(stream, stopping);
    // Set when there may be something new to send (a notification for this thread, a reconnect);
    // waking the loop ends its current wait at once. The read below, made once listening, covers the rest.
    let pending = replay; // resuming: what came after the resume point goes out at once
    const nudge = () => { pending = true; loop.wake(); };
    // Woken by a NOTIFY from whichever instance stored a message in this thread; after the bus
    // reconnects (notifications may have been missed) and as a slow safety net, it looks anyway.
    const unsubscribe = bus.subscribe(CHANNELS.chatMessage, (thread) => { if (thread === threadId) nudge(); });
    const unReconnect = bus.onReconnect(nudge);
    // Listening before the first read: a message stored after it is announced, one before it is read.
    await bus.listening(CHANNELS.chatMessage);
    // Already known to the client: up to the resume point, or (no resume point) everything so far,
    // which the app read through GET …/messages.
    const sent = new Set<string>();
    for (const m of cursor ? await messagesSince(db, threadId, cursor, OVERLAP_SECONDS) : []) {
      sent.add(m.id);
      if (replay && m.id === cursor) break;
    }
    if (cursor) sent.add(cursor);
    await stream.writeSSE({ event: 'ready', data: JSON.stringify({ threadId, pollMs: CHAT_POLL_MS }), retry: 2000 });
    const fallbackMs = opts.fallbackMs ?? CHAT_FALLBACK_MS;
    let checkAt = Date.now() + fallbackMs;
    try {
      // The stream's time is up, or the server is draining: `end`, and the client reconnects (to another instance).
      await loop.run({
        streamMs: opts.streamMs ?? CHAT_STREAM_SECONDS * 1000,
        heartbeatMs: CHAT_HEARTBEAT_MS,
        write: async () => {
          if (!pending && Date.now() < checkAt) return;
          pending = false;
          checkAt = Date.now() + fallbackMs;
          for (const m of await messagesSince(db, threadId, cursor, OVERLAP_SECONDS)) {
            if (sent.has(m.id)) continue;
            sent.add(m.id);
            cursor = m.id;
            await stream.writeSSE({ event: 'message', id: m.id, data: JSON.stringify(m) });
          }
        },
        due: () => pending,
        checkAt: () => checkAt,
        onError: (err) => log.warn('chat event stream ended by an error', { error: err.message.slice(0, 200) }),
      });
    } finally {
      unsubscribe();
      unReconnect();
    }
  });
}
