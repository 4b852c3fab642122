import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../context';
import { routesAt } from '../../lib/endpoint';
import { translateMessage } from '../../lib/i18n';
import { requireStaff } from '../../middleware/staff';
import { rateLimit } from '../../middleware/rate-limit';
import { UuidSchema } from '../../../contracts/common';
import { BOOKING_MESSAGES as B } from '../../../contracts/booking-messages';
import { CLINIC_MESSAGES as C } from '../../../contracts/clinic-messages';
import { CancelAppointmentSchema, DoctorNoteSchema, ProposeSlotSchema } from '../../../contracts/appointments';
import {
  AcceptInvitationResponseSchema, AcceptInvitationSchema, AuditResponseSchema, ConsoleActionResponseSchema, FreeSlotsResponseSchema,
  InviteStaffResponseSchema, InviteStaffSchema, StaffListResponseSchema, StaffMeSchema, TodayQuerySchema, TodayResponseSchema,
} from '../../../contracts/clinic-console';
import { CLINIC_API } from '../../../contracts/endpoints/bases';
import {
  clinicAppointmentCancel, clinicAppointmentCheckIn, clinicAppointmentComplete, clinicAppointmentConfirm, clinicAppointmentFreeSlots,
  clinicAppointmentNoShow, clinicAppointmentPropose, clinicAudit, clinicInvitationAccept, clinicMe, clinicStaffInvite, clinicStaffList,
  clinicToday,
} from '../../../contracts/endpoints/clinic';
import { actOnAppointment, clinicToday as today, proposableSlots, staffMe, type ConsoleAction, type ConsoleContext } from './service';
import { acceptInvitation, auditLog, clinicStaffList as staffList, inviteStaff, staffDisplayName } from './staff';

const IdParam = v.object({ id: UuidSchema });
const ctxOf = (c: Context<AppEnv>): ConsoleContext => ({ timeZone: c.get('timeZone'), locale: c.get('locale') });
/** A staff member's retried write is applied once (the same Idempotency-Key handling as a patient's). */
const staffIdempotent = { keyOf: (c: Context<AppEnv>) => `staff:${c.get('staffCaller').uid}` };
const TAG = 'Clinic console';

/** Mounted at /api/v1/clinic: the clinic console (staff roles by Firebase custom claims, scoped to one clinic). */
export function clinicConsoleRoutes() {
  const app = new Hono<AppEnv>();
  const route = routesAt(app, CLINIC_API);
  const view = requireStaff('viewAppointments');
  const manage = requireStaff('manageAppointments');
  const admin = requireStaff('administer');

  route(clinicMe, { tag: TAG, auth: 'staff', authBy: requireStaff('signIn'), summary: 'The signed-in staff member: role, clinic, doctor', response: StaffMeSchema }, async (c) => {
    const s = c.get('staffCaller');
    return c.json({ data: await staffMe(c.get('deps'), s, await staffDisplayName(c.get('deps'), s.uid)) });
  });

  route(clinicToday, {
    tag: TAG, auth: 'staff', authBy: view, query: TodayQuerySchema, response: TodayResponseSchema,
    summary: "The day's appointments of the clinic (a doctor: their own), those needing an answer first",
  }, async (c) => c.json({ data: await today(c.get('deps'), c.get('staffCaller'), c.req.valid('query'), ctxOf(c)) }));

  route(clinicAppointmentFreeSlots, {
    tag: TAG, auth: 'staff', authBy: manage, param: IdParam, response: FreeSlotsResponseSchema,
    summary: "The appointment's doctor's free slots of the same type in the next 14 days (to propose another time)",
  }, async (c) => c.json({ data: await proposableSlots(c.get('deps'), c.get('staffCaller'), c.req.valid('param').id) }));

  const act = (c: Context<AppEnv>, id: string, action: ConsoleAction) => actOnAppointment(c.get('deps'), c.get('staffCaller'), id, action, ctxOf(c));
  const says = (c: Context<AppEnv>, text: string) => translateMessage(text, c.get('locale'));
  const write = { auth: 'staff' as const, tag: TAG, param: IdParam, response: ConsoleActionResponseSchema, idempotent: staffIdempotent };

  route(clinicAppointmentConfirm, { ...write, authBy: manage, body: DoctorNoteSchema, summary: "Confirm a booking, or the patient's request for another time" }, async (c) =>
    c.json({ message: says(c, B.appointmentConfirmed), data: await act(c, c.req.valid('param').id, { kind: 'confirm', note: c.req.valid('json').note }) }));
  route(clinicAppointmentPropose, { ...write, authBy: manage, body: ProposeSlotSchema, summary: "Propose another of the doctor's free slots" }, async (c) =>
    c.json({ message: says(c, B.newTimeProposed), data: await act(c, c.req.valid('param').id, { kind: 'propose', ...c.req.valid('json') }) }));
  route(clinicAppointmentCheckIn, { ...write, authBy: manage, summary: 'The patient has arrived (a confirmed visit at the clinic)' }, async (c) =>
    c.json({ message: says(c, C.checkedIn), data: await act(c, c.req.valid('param').id, { kind: 'check-in' }) }));
  route(clinicAppointmentNoShow, { ...write, authBy: manage, summary: 'The patient did not come (a confirmed appointment whose time has come)' }, async (c) =>
    c.json({ message: says(c, C.markedNoShow), data: await act(c, c.req.valid('param').id, { kind: 'no-show' }) }));
  route(clinicAppointmentComplete, { ...write, authBy: requireStaff('completeAppointments'), body: DoctorNoteSchema, summary: 'Mark a confirmed visit completed (doctor, clinic-admin)' }, async (c) =>
    c.json({ message: says(c, B.appointmentCompleted), data: await act(c, c.req.valid('param').id, { kind: 'complete', note: c.req.valid('json').note }) }));
  route(clinicAppointmentCancel, { ...write, authBy: manage, body: CancelAppointmentSchema, summary: 'Cancel with a reason the patient reads; frees the slot' }, async (c) =>
    c.json({ message: says(c, B.appointmentCanceledByDoctor), data: await act(c, c.req.valid('param').id, { kind: 'cancel', reason: c.req.valid('json').reason }) }));

  route(clinicAudit, { tag: TAG, auth: 'staff', authBy: admin, response: AuditResponseSchema, summary: 'Who did what, for which patient, when (clinic-admin)' }, async (c) =>
    c.json({ data: await auditLog(c.get('deps'), c.get('staffCaller')) }));
  route(clinicStaffList, { tag: TAG, auth: 'staff', authBy: admin, response: StaffListResponseSchema, summary: "The clinic's staff accounts (clinic-admin)" }, async (c) =>
    c.json({ data: await staffList(c.get('deps'), c.get('staffCaller')) }));
  route(clinicStaffInvite, {
    tag: TAG, auth: 'staff', authBy: admin, body: InviteStaffSchema, response: InviteStaffResponseSchema, status: 201,
    summary: 'Invite a doctor, front-desk or clinic-admin by e-mail (a one-time link, valid 7 days)',
  }, async (c) => {
    const appUrl = c.get('deps').env.appUrl ?? new URL(c.req.url).origin;
    const data = await inviteStaff(c.get('deps'), c.get('staffCaller'), c.req.valid('json'), appUrl);
    return c.json({ message: says(c, C.invitationSent), data }, 201);
  });
  route(clinicInvitationAccept, {
    tag: TAG, body: AcceptInvitationSchema, response: AcceptInvitationResponseSchema,
    use: [rateLimit({ name: 'clinic-invitation', limit: (c) => c.get('deps').env.authRateLimitPer10Min, windowSeconds: 600 })],
    summary: "Accept an invitation: the account is made with the invitation's role (no token: the link's secret is the credential)",
  }, async (c) => c.json({ message: says(c, C.invitationAccepted), data: await acceptInvitation(c.get('deps'), c.req.valid('json')) }));

  return app;
}
