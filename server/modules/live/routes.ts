import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../context';
import { routesAt } from '../../lib/endpoint';
import { requirePatient } from '../../middleware/auth';
import { requireStaff } from '../../middleware/staff';
import { LIVE_TICKET_SECONDS, LiveEventsQuerySchema, LiveTicketResponseSchema } from '../../../contracts/live';
import { CLINIC_API, PATIENT_API } from '../../../contracts/endpoints/bases';
import { fillPath, type Endpoint } from '../../../contracts/endpoints/endpoint';
import { clinicEvents, clinicEventsTicket, patientEvents, patientEventsTicket } from '../../../contracts/endpoints/live';
import { patientAudience, staffAudience, streamLiveEvents } from './service';
import { issueLiveTicket, type LiveScope } from './tickets';
import { patientOrLiveTicket, staffOrLiveTicket } from './ticket-auth';

const STREAM_DOC = 'text/event-stream: `ready`, then `appointment` ({ id }) when one of the caller\'s appointments changes; `: heartbeat` comments; `resync` (ask everything again); ends after 60 s with `end` (reopen). Auth: bearer token or `ticket`';

function ticketAnswer(c: Context<AppEnv>, scope: LiveScope, uid: string, stream: Endpoint) {
  const { ticket, expiresAt } = issueLiveTicket(c.get('deps').env.chatTicketSecret, { scope, uid }, LIVE_TICKET_SECONDS);
  c.header('Cache-Control', 'no-store');
  return c.json({ data: { ticket, expiresAt: expiresAt.toISOString(), url: `${fillPath(stream)}?ticket=${encodeURIComponent(ticket)}` } });
}

/** Mounted at /api/v1/patient: the patient's live stream (their appointments). */
export function patientLiveRoutes() {
  const app = new Hono<AppEnv>();
  const route = routesAt(app, PATIENT_API);
  route(patientEventsTicket, { tag: 'Live', auth: 'patient', authBy: requirePatient({ checkRevoked: false }), response: LiveTicketResponseSchema, summary: `A signed ticket (valid ${LIVE_TICKET_SECONDS} s) for opening the patient's event stream with EventSource` },
    (c) => ticketAnswer(c, 'patient', c.get('caller').uid, patientEvents));
  route(patientEvents, { tag: 'Live', auth: 'patient', authBy: patientOrLiveTicket(), query: LiveEventsQuerySchema, summary: `${STREAM_DOC}; also \`schedule\` ({ doctorId }) when a clinic sets or removes a doctor's day off` },
    (c) => streamLiveEvents(c, patientAudience(c.get('caller').patientId)));
  return app;
}

/** Mounted at /api/v1/clinic: a staff member's live stream (the clinic's appointments; a doctor's own, and their conversations). */
export function clinicLiveRoutes() {
  const app = new Hono<AppEnv>();
  const route = routesAt(app, CLINIC_API);
  route(clinicEventsTicket, { tag: 'Clinic console', auth: 'staff', authBy: requireStaff('viewAppointments'), response: LiveTicketResponseSchema, summary: `A signed ticket (valid ${LIVE_TICKET_SECONDS} s) for opening the console's event stream with EventSource` },
    (c) => ticketAnswer(c, 'staff', c.get('staffCaller').uid, clinicEvents));
  route(clinicEvents, { tag: 'Clinic console', auth: 'staff', authBy: staffOrLiveTicket(), query: LiveEventsQuerySchema, summary: `${STREAM_DOC}; a doctor's also \`chat\` ({ threadId }) when one of their conversations gets a message` },
    async (c) => streamLiveEvents(c, await staffAudience(c.get('deps'), c.get('staffCaller'))));
  return app;
}
