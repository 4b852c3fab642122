import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../context';
import { validate } from '../../lib/validate';
import { describeRoute } from '../../lib/openapi';
import { requireDoctorOnce } from '../../middleware/auth';
import { idempotency } from '../../middleware/idempotency';
import {
  AppointmentIdParamSchema, ChatMessageResponseSchema, ChatMessagesQuerySchema, ChatMessagesResponseSchema,
  DoctorChatThreadListResponseSchema, DoctorChatThreadResponseSchema, MarkReadResponseSchema, SendChatMessageSchema, ThreadIdParamSchema,
} from '../../../contracts/chat';
import { doctorThreadList, markThreadRead, openThreadForAppointment, ownThread, sendMessage, threadMessages } from './service';

const D = '/api/v1/doctor/chat';
const owner = (c: Context<AppEnv>) => ({ doctorId: c.get('doctorCaller').doctorId });

/** Mounted at /api/v1/doctor: the doctor's side of the chat (token claims role=doctor + doctorId). */
export function doctorChatRoutes() {
  const app = new Hono<AppEnv>();
  app.use('/chat/*', requireDoctorOnce());

  describeRoute({ method: 'get', path: `${D}/threads`, tag: 'Doctor', auth: 'doctor', response: DoctorChatThreadListResponseSchema, summary: "The doctor's conversations with patients, most recent first" });
  app.get('/chat/threads', async (c) => {
    return c.json({ data: { threads: await doctorThreadList(c.get('deps'), c.get('doctorCaller').doctorId) } });
  });

  describeRoute({ method: 'post', path: `${D}/appointments/{appointmentId}/thread`, tag: 'Doctor', auth: 'doctor', response: DoctorChatThreadResponseSchema, summary: 'Open (or find) the conversation with the patient of one of the doctor\'s appointments' });
  app.post('/chat/appointments/:appointmentId/thread', validate('param', AppointmentIdParamSchema), async (c) => {
    const thread = await openThreadForAppointment(c.get('deps'), c.get('doctorCaller').doctorId, c.req.valid('param').appointmentId);
    const [view] = await doctorThreadList(c.get('deps'), c.get('doctorCaller').doctorId, thread.id);
    return c.json({ data: view! });
  });

  describeRoute({ method: 'get', path: `${D}/threads/{id}/messages`, tag: 'Doctor', auth: 'doctor', query: ChatMessagesQuerySchema, response: ChatMessagesResponseSchema, summary: 'Messages of one of the doctor\'s conversations (same paging as the patient side)' });
  app.get('/chat/threads/:id/messages', validate('param', ThreadIdParamSchema), validate('query', ChatMessagesQuerySchema), async (c) => {
    const thread = await ownThread(c.get('deps'), c.req.valid('param').id, owner(c));
    return c.json({ data: await threadMessages(c.get('deps'), thread.id, c.req.valid('query')) });
  });

  describeRoute({ method: 'post', path: `${D}/threads/{id}/messages`, tag: 'Doctor', auth: 'doctor', idempotent: true, body: SendChatMessageSchema, response: ChatMessageResponseSchema, status: 201, summary: 'Reply to the patient' });
  app.post(
    '/chat/threads/:id/messages',
    idempotency({ keyOf: (c) => `doctor:${c.get('doctorCaller').uid}` }),
    validate('param', ThreadIdParamSchema),
    validate('json', SendChatMessageSchema),
    async (c) => {
      return c.json({ data: await sendMessage(c.get('deps'), c.req.valid('param').id, owner(c), c.req.valid('json').body) }, 201);
    },
  );

  describeRoute({ method: 'post', path: `${D}/threads/{id}/read`, tag: 'Doctor', auth: 'doctor', response: MarkReadResponseSchema, summary: "Mark the patient's messages read" });
  app.post('/chat/threads/:id/read', validate('param', ThreadIdParamSchema), async (c) => {
    return c.json({ data: { marked: await markThreadRead(c.get('deps'), c.req.valid('param').id, owner(c)) } });
  });

  return app;
}
