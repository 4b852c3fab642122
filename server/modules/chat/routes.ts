import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../context';
import { routesAt } from '../../lib/endpoint';
import { rateLimit } from '../../middleware/rate-limit';
import {
  CHAT_TICKET_SECONDS, ChatDoctorListResponseSchema, ChatEventsQuerySchema, ChatMessageResponseSchema, ChatMessagesQuerySchema,
  ChatMessagesResponseSchema, ChatThreadListResponseSchema, ChatThreadResponseSchema, DoctorIdParamSchema, EventsTicketResponseSchema,
  MarkReadResponseSchema, SendChatMessageSchema, ThreadIdParamSchema,
} from '../../../contracts/chat';
import { CHAT_API } from '../../../contracts/endpoints/bases';
import { pathOf } from '../../../contracts/endpoints/endpoint';
import { chatDoctorList, chatEvents, chatEventsTicket, chatMessageSend, chatMessages, chatThread, chatThreadOpen, chatThreadRead, chatThreads } from '../../../contracts/endpoints/chat';
import { chatDoctors, markThreadRead, openThreadWithDoctor, ownThread, patientThreadList, sendMessage, threadMessages } from './service';
import { patientOrTicket, streamThreadEvents } from './events';
import { issueTicket } from './tickets';

const owner = (c: Context<AppEnv>) => ({ patientId: c.get('caller').patientId });

async function threadView(c: Context<AppEnv>, threadId: string) {
  const [view] = await patientThreadList(c.get('deps'), c.get('caller').patientId, c.get('locale'), threadId);
  return view!;
}

/** Mounted at /api/v1/chat: the patient's conversations with their doctors. */
export function chatRoutes() {
  const app = new Hono<AppEnv>();
  const route = routesAt(app, CHAT_API);

  route(chatThreads, { tag: 'Chat', auth: 'patient', response: ChatThreadListResponseSchema, summary: "The patient's conversations, most recent first, with the doctor, the last message and the unread count" }, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ data: { threads: await patientThreadList(c.get('deps'), c.get('caller').patientId, c.get('locale')) } });
  });

  route(chatDoctorList, { tag: 'Chat', auth: 'patient', response: ChatDoctorListResponseSchema, summary: 'Doctors the patient may message (has or had an appointment with), with the existing thread id if any' }, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ data: { doctors: await chatDoctors(c.get('deps'), c.get('caller').patientId, c.get('locale')) } });
  });

  route(chatThreadOpen, { tag: 'Chat', auth: 'patient', response: ChatThreadResponseSchema, summary: 'Open (or find) the conversation with a doctor; 403 unless the patient has or had an appointment with them', param: DoctorIdParamSchema }, async (c) => {
    const thread = await openThreadWithDoctor(c.get('deps'), c.get('caller').patientId, c.req.valid('param').doctorId);
    return c.json({ data: await threadView(c, thread.id) });
  });

  route(chatThread, { tag: 'Chat', auth: 'patient', response: ChatThreadResponseSchema, summary: 'One conversation (summary)', param: ThreadIdParamSchema }, async (c) => {
    const thread = await ownThread(c.get('deps'), c.req.valid('param').id, owner(c));
    c.header('Cache-Control', 'no-store');
    return c.json({ data: await threadView(c, thread.id) });
  });

  route(chatMessages, { tag: 'Chat', auth: 'patient', query: ChatMessagesQuerySchema, response: ChatMessagesResponseSchema, summary: 'Messages, oldest first: the latest page; `before=<messageId>` pages back through the history; `after=<messageId>` gives what is newer (the polling fallback of the event stream)', param: ThreadIdParamSchema }, async (c) => {
    const thread = await ownThread(c.get('deps'), c.req.valid('param').id, owner(c));
    c.header('Cache-Control', 'no-store');
    return c.json({ data: await threadMessages(c.get('deps'), thread.id, c.req.valid('query')) });
  });

  route(
    chatMessageSend,
    { tag: 'Chat', auth: 'patient', idempotent: true, body: SendChatMessageSchema, response: ChatMessageResponseSchema, status: 201, summary: 'Send a message to the doctor. With an Idempotency-Key (a message written offline) it is stored once however often it is sent', use: [rateLimit({ name: 'chat-send', limit: () => 60, windowSeconds: 60, by: (c) => c.get('caller').patientId })], param: ThreadIdParamSchema },
    async (c) => {
      const message = await sendMessage(c.get('deps'), c.req.valid('param').id, owner(c), c.req.valid('json').body);
      return c.json({ data: message }, 201);
    },
  );

  route(chatThreadRead, { tag: 'Chat', auth: 'patient', response: MarkReadResponseSchema, summary: "Mark the doctor's messages in the conversation read", param: ThreadIdParamSchema }, async (c) => {
    return c.json({ data: { marked: await markThreadRead(c.get('deps'), c.req.valid('param').id, owner(c)) } });
  });

  route(chatEventsTicket, { tag: 'Chat', auth: 'patient', response: EventsTicketResponseSchema, summary: `A signed ticket (valid ${CHAT_TICKET_SECONDS} s) for opening the event stream with EventSource, which cannot send the bearer token`, param: ThreadIdParamSchema }, async (c) => {
    const thread = await ownThread(c.get('deps'), c.req.valid('param').id, owner(c));
    const caller = c.get('caller');
    const { ticket, expiresAt } = issueTicket(c.get('deps').env.chatTicketSecret, { threadId: thread.id, patientId: caller.patientId, uid: caller.uid }, CHAT_TICKET_SECONDS);
    const url = `${pathOf(chatEvents, { id: thread.id })}?ticket=${encodeURIComponent(ticket)}`;
    return c.json({ data: { ticket, expiresAt: expiresAt.toISOString(), url } });
  });

  route(chatEvents, { tag: 'Chat', auth: 'patient', authBy: patientOrTicket(), param: ThreadIdParamSchema, query: ChatEventsQuerySchema, summary: 'text/event-stream of new messages (`event: message`, `id:` the message id, data the message JSON); `: heartbeat` comments; ends after 60 s with `event: end` (reconnect; Last-Event-ID or `after` resumes). Auth: bearer token or `ticket`' }, async (c) => {
    const thread = await ownThread(c.get('deps'), c.req.valid('param').id, owner(c));
    return streamThreadEvents(c, thread.id, c.req.valid('query').after);
  });

  return app;
}
