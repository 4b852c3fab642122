import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../context';
import { routesAt } from '../../lib/endpoint';
import { requireDoctorOnce } from '../../middleware/auth';
import {
  AppointmentIdParamSchema, ChatMessageResponseSchema, ChatMessagesQuerySchema, ChatMessagesResponseSchema,
  DoctorChatThreadListResponseSchema, DoctorChatThreadResponseSchema, MarkReadResponseSchema, SendChatMessageSchema, ThreadIdParamSchema,
} from '../../../contracts/chat';
import { DOCTOR_API } from '../../../contracts/endpoints/bases';
import { doctorChatMessageSend, doctorChatMessages, doctorChatThreadOpen, doctorChatThreadRead, doctorChatThreads } from '../../../contracts/endpoints/chat';
import { doctorThreadList, markThreadRead, openThreadForAppointment, ownThread, sendMessage, threadMessages } from './service';

const owner = (c: Context<AppEnv>) => ({ doctorId: c.get('doctorCaller').doctorId });

/** Mounted at /api/v1/doctor: the doctor's side of the chat (token claims role=doctor + doctorId). */
export function doctorChatRoutes() {
  const app = new Hono<AppEnv>();
  const route = routesAt(app, DOCTOR_API, { auth: 'doctor' });
  app.use('/chat/*', requireDoctorOnce());

  route(doctorChatThreads, { tag: 'Doctor', response: DoctorChatThreadListResponseSchema, summary: "The doctor's conversations with patients, most recent first" }, async (c) => {
    return c.json({ data: { threads: await doctorThreadList(c.get('deps'), c.get('doctorCaller').doctorId) } });
  });

  route(doctorChatThreadOpen, { tag: 'Doctor', response: DoctorChatThreadResponseSchema, summary: 'Open (or find) the conversation with the patient of one of the doctor\'s appointments', param: AppointmentIdParamSchema }, async (c) => {
    const thread = await openThreadForAppointment(c.get('deps'), c.get('doctorCaller').doctorId, c.req.valid('param').appointmentId);
    const [view] = await doctorThreadList(c.get('deps'), c.get('doctorCaller').doctorId, thread.id);
    return c.json({ data: view! });
  });

  route(doctorChatMessages, { tag: 'Doctor', query: ChatMessagesQuerySchema, response: ChatMessagesResponseSchema, summary: 'Messages of one of the doctor\'s conversations (same paging as the patient side)', param: ThreadIdParamSchema }, async (c) => {
    const thread = await ownThread(c.get('deps'), c.req.valid('param').id, owner(c));
    return c.json({ data: await threadMessages(c.get('deps'), thread.id, c.req.valid('query')) });
  });

  route(
    doctorChatMessageSend,
    { tag: 'Doctor', idempotent: { keyOf: (c) => `doctor:${c.get('doctorCaller').uid}` }, body: SendChatMessageSchema, response: ChatMessageResponseSchema, status: 201, summary: 'Reply to the patient', param: ThreadIdParamSchema },
    async (c) => {
      return c.json({ data: await sendMessage(c.get('deps'), c.req.valid('param').id, owner(c), c.req.valid('json').body) }, 201);
    },
  );

  route(doctorChatThreadRead, { tag: 'Doctor', response: MarkReadResponseSchema, summary: "Mark the patient's messages read", param: ThreadIdParamSchema }, async (c) => {
    return c.json({ data: { marked: await markThreadRead(c.get('deps'), c.req.valid('param').id, owner(c)) } });
  });

  return app;
}
