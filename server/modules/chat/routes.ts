import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../context';
import { validate } from '../../lib/validate';
import { describeRoute } from '../../lib/openapi';
import { requirePatient } from '../../middleware/auth';
import { idempotency } from '../../middleware/idempotency';
import { rateLimit } from '../../middleware/rate-limit';
import {
  CHAT_TICKET_SECONDS, ChatDoctorListResponseSchema, ChatEventsQuerySchema, ChatMessageResponseSchema, ChatMessagesQuerySchema,
  ChatMessagesResponseSchema, ChatThreadListResponseSchema, ChatThreadResponseSchema, DoctorIdParamSchema, EventsTicketResponseSchema,
  MarkReadResponseSchema, SendChatMessageSchema, ThreadIdParamSchema,
} from '../../../contracts/chat';
import { chatDoctors, markThreadRead, openThreadWithDoctor, ownThread, patientThreadList, sendMessage, threadMessages } from './service';
import { patientOrTicket, streamThreadEvents } from './events';
import { issueTicket } from './tickets';

const C = '/api/v1/chat';
const owner = (c: Context<AppEnv>) => ({ patientId: c.get('caller').patientId });

async function threadView(c: Context<AppEnv>, threadId: string) {
  const [view] = await patientThreadList(c.get('deps'), c.get('caller').patientId, c.get('locale'), threadId);
  return view!;
}

/** Mounted at /api/v1/chat: the patient's conversations with their doctors. */
export function chatRoutes() {
  const app = new Hono<AppEnv>();

  describeRoute({ method: 'get', path: `${C}/threads`, tag: 'Chat', auth: 'patient', response: ChatThreadListResponseSchema, summary: "The patient's conversations, most recent first, with the doctor, the last message and the unread count" });
  app.get('/threads', requirePatient(), async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ data: { threads: await patientThreadList(c.get('deps'), c.get('caller').patientId, c.get('locale')) } });
  });

  describeRoute({ method: 'get', path: `${C}/doctors`, tag: 'Chat', auth: 'patient', response: ChatDoctorListResponseSchema, summary: 'Doctors the patient may message (has or had an appointment with), with the existing thread id if any' });
  app.get('/doctors', requirePatient(), async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ data: { doctors: await chatDoctors(c.get('deps'), c.get('caller').patientId, c.get('locale')) } });
  });

  describeRoute({ method: 'post', path: `${C}/threads/open/{doctorId}`, tag: 'Chat', auth: 'patient', response: ChatThreadResponseSchema, summary: 'Open (or find) the conversation with a doctor; 403 unless the patient has or had an appointment with them' });
  app.post('/threads/open/:doctorId', requirePatient(), validate('param', DoctorIdParamSchema), async (c) => {
    const thread = await openThreadWithDoctor(c.get('deps'), c.get('caller').patientId, c.req.valid('param').doctorId);
    return c.json({ data: await threadView(c, thread.id) });
  });

  describeRoute({ method: 'get', path: `${C}/threads/{id}`, tag: 'Chat', auth: 'patient', response: ChatThreadResponseSchema, summary: 'One conversation (summary)' });
  app.get('/threads/:id', requirePatient(), validate('param', ThreadIdParamSchema), async (c) => {
    const thread = await ownThread(c.get('deps'), c.req.valid('param').id, owner(c));
    c.header('Cache-Control', 'no-store');
    return c.json({ data: await threadView(c, thread.id) });
  });

  describeRoute({ method: 'get', path: `${C}/threads/{id}/messages`, tag: 'Chat', auth: 'patient', query: ChatMessagesQuerySchema, response: ChatMessagesResponseSchema, summary: 'Messages, oldest first: the latest page; `before=<messageId>` pages back through the history; `after=<messageId>` gives what is newer (the polling fallback of the event stream)' });
  app.get('/threads/:id/messages', requirePatient(), validate('param', ThreadIdParamSchema), validate('query', ChatMessagesQuerySchema), async (c) => {
    const thread = await ownThread(c.get('deps'), c.req.valid('param').id, owner(c));
    c.header('Cache-Control', 'no-store');
    return c.json({ data: await threadMessages(c.get('deps'), thread.id, c.req.valid('query')) });
  });

  describeRoute({ method: 'post', path: `${C}/threads/{id}/messages`, tag: 'Chat', auth: 'patient', idempotent: true, body: SendChatMessageSchema, response: ChatMessageResponseSchema, status: 201, summary: 'Send a message to the doctor. With an Idempotency-Key (a message written offline) it is stored once however often it is sent' });
  app.post(
    '/threads/:id/messages',
    requirePatient(),
    rateLimit({ name: 'chat-send', limit: () => 60, windowSeconds: 60, by: (c) => c.get('caller').patientId }),
    idempotency(),
    validate('param', ThreadIdParamSchema),
    validate('json', SendChatMessageSchema),
    async (c) => {
      const message = await sendMessage(c.get('deps'), c.req.valid('param').id, owner(c), c.req.valid('json').body);
      return c.json({ data: message }, 201);
    },
  );

  describeRoute({ method: 'post', path: `${C}/threads/{id}/read`, tag: 'Chat', auth: 'patient', response: MarkReadResponseSchema, summary: "Mark the doctor's messages in the conversation read" });
  app.post('/threads/:id/read', requirePatient(), validate('param', ThreadIdParamSchema), async (c) => {
    return c.json({ data: { marked: await markThreadRead(c.get('deps'), c.req.valid('param').id, owner(c)) } });
  });

  describeRoute({ method: 'post', path: `${C}/threads/{id}/events-ticket`, tag: 'Chat', auth: 'patient', response: EventsTicketResponseSchema, summary: `A signed ticket (valid ${CHAT_TICKET_SECONDS} s) for opening the event stream with EventSource, which cannot send the bearer token` });
  app.post('/threads/:id/events-ticket', requirePatient(), validate('param', ThreadIdParamSchema), async (c) => {
    const thread = await ownThread(c.get('deps'), c.req.valid('param').id, owner(c));
    const caller = c.get('caller');
    const { ticket, expiresAt } = issueTicket(c.get('deps').env.chatTicketSecret, { threadId: thread.id, patientId: caller.patientId, uid: caller.uid }, CHAT_TICKET_SECONDS);
    const url = `${C}/threads/${thread.id}/events?ticket=${encodeURIComponent(ticket)}`;
    return c.json({ data: { ticket, expiresAt: expiresAt.toISOString(), url } });
  });

  describeRoute({ method: 'get', path: `${C}/threads/{id}/events`, tag: 'Chat', auth: 'patient', query: ChatEventsQuerySchema, summary: 'text/event-stream of new messages (`event: message`, `id:` the message id, data the message JSON); `: heartbeat` comments; ends after 60 s with `event: end` (reconnect; Last-Event-ID or `after` resumes). Auth: bearer token or `ticket`' });
  app.get('/threads/:id/events', validate('param', ThreadIdParamSchema), validate('query', ChatEventsQuerySchema), patientOrTicket(), async (c) => {
    const thread = await ownThread(c.get('deps'), c.req.valid('param').id, owner(c));
    return streamThreadEvents(c, thread.id, c.req.valid('query').after);
  });

  return app;
}
