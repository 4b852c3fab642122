// Patient–doctor messages (/api/v1/chat, and the doctor side under /api/v1/doctor/chat).
import * as v from 'valibot';
import { doctorNameNeEntries, envelope, UuidSchema } from './common';
import { intFromQuery } from './query-params';
import * as M from './message-texts';
import { ACCOUNT_MESSAGES as A } from './account-messages';
import { CHAT_SENDERS } from './record-options';

export const CHAT_MESSAGE_MAX_LENGTH = 4000;
export const CHAT_PAGE_SIZE = 30;
/** The event stream ends after this long; the client reconnects (EventSource does so by itself). */
export const CHAT_STREAM_SECONDS = 60;
/** Lifetime of an event-stream ticket (EventSource cannot send the bearer token). */
export const CHAT_TICKET_SECONDS = 120;

export const ChatMessageSchema = v.object({
  id: v.string(),
  threadId: v.string(),
  sender: v.picklist(CHAT_SENDERS),
  body: v.string(),
  createdAt: v.string(),
  /** When the other side read it; null while unread. */
  readAt: v.nullable(v.string()),
});
export type ChatMessage = v.InferOutput<typeof ChatMessageSchema>;

export const ChatDoctorSchema = v.object({
  id: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  ...doctorNameNeEntries,
  profilePictureUrl: v.nullable(v.string()),
  specialization: v.string(),
});
export const ChatPatientSchema = v.object({ id: v.string(), firstName: v.string(), lastName: v.string() });

export const ChatThreadSchema = v.object({
  id: v.string(),
  doctor: ChatDoctorSchema,
  lastMessage: v.nullable(ChatMessageSchema),
  /** Messages from the other side not yet read by the caller. */
  unreadCount: v.number(),
  lastMessageAt: v.nullable(v.string()),
  createdAt: v.string(),
});
export type ChatThread = v.InferOutput<typeof ChatThreadSchema>;
export const ChatThreadListResponseSchema = envelope(v.object({ threads: v.array(ChatThreadSchema) }));
export const ChatThreadResponseSchema = envelope(ChatThreadSchema);

/** The doctor's view of a thread (patient instead of doctor). */
export const DoctorChatThreadSchema = v.object({
  id: v.string(),
  patient: ChatPatientSchema,
  lastMessage: v.nullable(ChatMessageSchema),
  unreadCount: v.number(),
  lastMessageAt: v.nullable(v.string()),
  createdAt: v.string(),
});
export const DoctorChatThreadListResponseSchema = envelope(v.object({ threads: v.array(DoctorChatThreadSchema) }));
export const DoctorChatThreadResponseSchema = envelope(DoctorChatThreadSchema);

/** Doctors the patient may open a conversation with (has or had an appointment with). */
export const ChatDoctorListResponseSchema = envelope(v.object({ doctors: v.array(v.object({ ...ChatDoctorSchema.entries, threadId: v.nullable(v.string()) })) }));

/**
 * GET …/messages: no cursor = the latest page; `before` = older history (page back);
 * `after` = newer than a message (the polling fallback). Messages are always oldest first.
 */
export const ChatMessagesQuerySchema = v.pipe(
  v.object({
    before: v.optional(v.pipe(v.string(), v.uuid(M.invalidValue))),
    after: v.optional(v.pipe(v.string(), v.uuid(M.invalidValue))),
    limit: intFromQuery(1, 100, CHAT_PAGE_SIZE),
  }),
  v.forward(v.check((q) => !(q.before && q.after), A.beforeOrAfter), ['after']),
);
export type ChatMessagesQuery = v.InferOutput<typeof ChatMessagesQuerySchema>;
export const ChatMessagesResponseSchema = envelope(v.object({
  messages: v.array(ChatMessageSchema),
  /** More messages exist beyond this page (older for before/latest, newer for after). */
  hasMore: v.boolean(),
}));

export const SendChatMessageSchema = v.object({
  body: v.pipe(v.string(M.required), v.trim(), v.nonEmpty(M.required), v.maxLength(CHAT_MESSAGE_MAX_LENGTH, M.tooLong)),
}, M.required);
export const ChatMessageResponseSchema = envelope(ChatMessageSchema);

export const MarkReadResponseSchema = envelope(v.object({ marked: v.number() }));

export const EventsTicketResponseSchema = envelope(v.object({
  ticket: v.string(),
  expiresAt: v.string(),
  /** Ready to open: `new EventSource(url)` (path + ticket; prefix the API origin). */
  url: v.string(),
}));

/** GET …/events: bearer token or ticket; `after` (or the Last-Event-ID header) replays what was missed. */
export const ChatEventsQuerySchema = v.object({
  ticket: v.optional(v.pipe(v.string(), v.maxLength(1000, M.tooLong))),
  after: v.optional(v.pipe(v.string(), v.uuid(M.invalidValue))),
});

export const ThreadIdParamSchema = v.object({ id: UuidSchema });
export const DoctorIdParamSchema = v.object({ doctorId: UuidSchema });
export const AppointmentIdParamSchema = v.object({ appointmentId: UuidSchema });
