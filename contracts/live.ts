// The live event streams' answers (contracts/endpoints/live.ts).
import * as v from 'valibot';
import { envelope } from './common';
import * as M from './message-texts';

/** A stream ends after this long with `event: end`; the app reopens it with a fresh ticket. */
export const LIVE_STREAM_SECONDS = 60;
export const LIVE_TICKET_SECONDS = 120;
/** What the app asks again with no stream (the fallback poll), and with one (a safety net). */
export const LIVE_FALLBACK_POLL_MS = 30_000;

export const LiveTicketResponseSchema = envelope(v.object({
  ticket: v.string(),
  expiresAt: v.string(),
  /** Ready to open: `new EventSource(url)`. */
  url: v.string(),
}));

export const LiveEventsQuerySchema = v.object({
  ticket: v.optional(v.pipe(v.string(), v.maxLength(1000, M.tooLong))),
});

// The events' data: `event: appointment` → { id }; `event: chat` (a doctor's conversation got a
// message) → { threadId }; `event: schedule` (the patient's stream: a clinic set or removed a doctor's
// day off) → { doctorId }.
