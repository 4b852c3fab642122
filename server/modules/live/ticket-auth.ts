// Who opens a live stream: the bearer token when there is one (checked like every other call), else
// the `ticket` query parameter from POST …/events-ticket (EventSource cannot set headers). A ticket
// names an account; the account is checked again here (a patient disabled, a staff member removed or
// moved since the ticket was issued is refused).
import { createMiddleware } from 'hono/factory';
import type { Context } from 'hono';
import type { AppEnv } from '../../context';
import { HttpError } from '../../lib/http-error';
import { requirePatient } from '../../middleware/auth';
import { requireStaff } from '../../middleware/staff';
import { ACCOUNT_MESSAGES as A } from '../../../contracts/account-messages';
import { M } from '../../../contracts/messages';
import { CLINIC_MESSAGES as C } from '../../../contracts/clinic-messages';
import { CONSOLE_PERMISSIONS, isStaffRole } from '../../../contracts/staff-roles';
import { findAccountByUid } from '../patients/repository';
import { findStaffByUid } from '../clinic/repository';
import { pathOf } from '../../../contracts/endpoints/endpoint';
import { clinicEvents, patientEvents } from '../../../contracts/endpoints/live';
import { verifyLiveTicket, type LiveScope } from './tickets';

function ticketOf(c: Context<AppEnv>, scope: LiveScope) {
  const ticket = c.req.query('ticket');
  if (!ticket) throw new HttpError(401, M.unauthenticated);
  const claims = verifyLiveTicket(c.get('deps').env.chatTicketSecret, ticket, scope);
  if (!claims) throw new HttpError(401, A.ticketInvalid);
  return claims;
}

export const patientOrLiveTicket = () => {
  const bearerAuth = requirePatient();
  return createMiddleware<AppEnv>(async (c, next) => {
    if (c.req.header('authorization')) return bearerAuth(c, next);
    const claims = ticketOf(c, 'patient');
    const row = await findAccountByUid(c.get('deps').db, claims.uid);
    if (!row) throw new HttpError(403, M.profileNotFound);
    if (row.disabledAt) throw new HttpError(403, M.accountDisabled);
    c.set('caller', { uid: claims.uid, email: undefined, claims: {}, patientId: row.id });
    await next();
  });
};

export const staffOrLiveTicket = () => {
  const bearerAuth = requireStaff('viewAppointments');
  return createMiddleware<AppEnv>(async (c, next) => {
    if (c.req.header('authorization')) return bearerAuth(c, next);
    const claims = ticketOf(c, 'staff');
    const staff = await findStaffByUid(c.get('deps').db, claims.uid);
    if (!staff || staff.disabledAt || !staff.clinicId || !isStaffRole(staff.role)) throw new HttpError(403, C.staffNotFound);
    if (!(CONSOLE_PERMISSIONS.viewAppointments as readonly string[]).includes(staff.role)) throw new HttpError(403, M.roleMismatch);
    c.set('staffCaller', { uid: claims.uid, staffId: staff.id, role: staff.role, email: staff.email, clinicId: staff.clinicId, doctorId: staff.doctorId });
    await next();
  });
};

const TICKET_STREAM_PATHS = new Set([pathOf(patientEvents), pathOf(clinicEvents)]);

/** A browser's EventSource opening a live stream with a ticket: it sends no x-api-key either (the ticket stands in for it). */
export function isLiveTicketStream(c: Context): boolean {
  return c.req.method === 'GET' && !c.req.header('authorization') && !c.req.header('x-api-key')
    && Boolean(c.req.query('ticket')) && TICKET_STREAM_PATHS.has(c.req.path);
}
