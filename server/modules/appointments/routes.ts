import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../context';
import { routesAt } from '../../lib/endpoint';
import { UuidSchema } from '../../../contracts/common';
import { translateMessage } from '../../lib/i18n';
import { BOOKING_MESSAGES as B } from '../../../contracts/booking-messages';
import {
  AppointmentActionResponseSchema, AppointmentDetailsResponseSchema, AppointmentListQuerySchema, AppointmentListResponseSchema,
  BookAppointmentSchema, BookingSummaryQuerySchema, BookingSummaryResponseSchema, CancelAppointmentSchema, RescheduleAppointmentSchema,
} from '../../../contracts/appointments';
import { PATIENT_API } from '../../../contracts/endpoints/bases';
import { appointmentAcceptProposal, appointmentBook, appointmentCancel, appointmentList, appointmentReschedule, appointmentSummary, patientAppointmentDetails } from '../../../contracts/endpoints/appointments';
import { acceptProposal, cancelByPatient, requestReschedule } from './manage';
import { appointmentDetails, bookAppointment, bookingSummary, listAppointments, type ViewContext } from './service';

const IdParam = v.object({ id: UuidSchema });
const ctxOf = (c: Context<AppEnv>): ViewContext => ({ timeZone: c.get('timeZone'), locale: c.get('locale') });

/** Mounted at /api/v1/patient: booking and the patient's appointments. Every query is scoped to the caller. */
export function appointmentRoutes() {
  const app = new Hono<AppEnv>();
  const route = routesAt(app, PATIENT_API);

  route(appointmentBook, {
    tag: 'Appointments',
    auth: 'patient',
    idempotent: true,
    status: 201,
    summary: 'Book a slot for oneself or a family member. Profile must be complete (age ≥ 18); the slot must be the doctor\'s, available and in the future; the fee must match. A slot taken meanwhile answers 409',
    body: BookAppointmentSchema,
    response: AppointmentActionResponseSchema,
  }, async (c) => {
    const data = await bookAppointment(c.get('deps'), c.get('caller').patientId, c.req.valid('json'), ctxOf(c));
    return c.json({ message: translateMessage(B.appointmentBooked, c.get('locale')), data }, 201);
  });

  route(appointmentSummary, {
    tag: 'Appointments',
    auth: 'patient',
    summary: 'Summary for payment: the slot, the doctor, the fee and the wallet service charge (online: 2 %, rounded up to whole rupees, at most Rs. 100)',
    query: BookingSummaryQuerySchema,
    response: BookingSummaryResponseSchema,
  }, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ data: await bookingSummary(c.get('deps'), c.req.valid('query'), c.get('timeZone')) });
  });

  route(appointmentList, {
    tag: 'Appointments',
    auth: 'patient',
    summary: "The patient's appointments filtered by status (all, completed, canceled, pending, rescheduled, confirmed): upcoming first (soonest first), then past (latest first)",
    query: AppointmentListQuerySchema,
    response: AppointmentListResponseSchema,
  }, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ data: await listAppointments(c.get('deps'), c.get('caller').patientId, c.req.valid('query'), ctxOf(c)) });
  });

  route(patientAppointmentDetails, {
    tag: 'Appointments',
    auth: 'patient',
    summary: 'One appointment with its status history (404 for another patient\'s)',
    response: AppointmentDetailsResponseSchema,
    param: IdParam,
  }, async (c) => {
    c.header('Cache-Control', 'no-store');
    const data = await appointmentDetails(c.get('deps').db, c.req.valid('param').id, { patientId: c.get('caller').patientId }, ctxOf(c));
    return c.json({ data });
  });

  route(appointmentCancel, {
    tag: 'Appointments',
    auth: 'patient',
    idempotent: true,
    summary: 'Cancel with a reason (irreversible; frees the slot). Refused (422) less than 24 hours before the start',
    body: CancelAppointmentSchema,
    response: AppointmentActionResponseSchema,
    param: IdParam,
  }, async (c) => {
    const data = await cancelByPatient(c.get('deps'), c.get('caller').patientId, c.req.valid('param').id, c.req.valid('json').reason, ctxOf(c));
    return c.json({ message: translateMessage(B.appointmentCanceled, c.get('locale')), data });
  });

  route(appointmentReschedule, {
    tag: 'Appointments',
    auth: 'patient',
    idempotent: true,
    summary: "Ask to move to another available slot of the same doctor and type (held at once; status 'rescheduled' until the doctor answers). Also answers a doctor's proposal with another slot. Refused (422) less than 24 hours before the start",
    body: RescheduleAppointmentSchema,
    response: AppointmentActionResponseSchema,
    param: IdParam,
  }, async (c) => {
    const { accepted, data } = await requestReschedule(c.get('deps'), c.get('caller').patientId, c.req.valid('param').id, c.req.valid('json'), ctxOf(c));
    return c.json({ message: translateMessage(accepted ? B.rescheduleAccepted : B.rescheduleRequested, c.get('locale')), data });
  });

  route(appointmentAcceptProposal, {
    tag: 'Appointments',
    auth: 'patient',
    idempotent: true,
    summary: "Accept the doctor's proposed time: the appointment moves there (old slot freed) and is confirmed",
    response: AppointmentActionResponseSchema,
    param: IdParam,
  }, async (c) => {
    const data = await acceptProposal(c.get('deps'), c.get('caller').patientId, c.req.valid('param').id, ctxOf(c));
    return c.json({ message: translateMessage(B.rescheduleAccepted, c.get('locale')), data });
  });

  return app;
}
