import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../context';
import { routesAt } from '../../lib/endpoint';
import { requireDoctor } from '../../middleware/auth';
import { UuidSchema } from '../../../contracts/common';
import { translateMessage } from '../../lib/i18n';
import { BOOKING_MESSAGES as B } from '../../../contracts/booking-messages';
import {
  AppointmentActionResponseSchema, AppointmentDetailsResponseSchema, CancelAppointmentSchema, DoctorNoteSchema, ProposeSlotSchema,
} from '../../../contracts/appointments';
import { DOCTOR_API } from '../../../contracts/endpoints/bases';
import { doctorAppointmentCancel, doctorAppointmentComplete, doctorAppointmentConfirm, doctorAppointmentDetails, doctorAppointmentPropose } from '../../../contracts/endpoints/appointments';
import { cancelByDoctor, completeByDoctor, confirmByDoctor, proposeByDoctor } from './doctor-actions';
import { appointmentDetails, type ViewContext } from './service';

const IdParam = v.object({ id: UuidSchema });
const ctxOf = (c: Context<AppEnv>): ViewContext => ({ timeZone: c.get('timeZone'), locale: c.get('locale') });

/**
 * Mounted at /api/v1/doctor: the doctor's half of the appointment flows (token claims
 * `role: 'doctor'` + `doctorId`; only that doctor's appointments, others answer 404).
 */
export function doctorAppointmentRoutes() {
  const app = new Hono<AppEnv>();
  const route = routesAt(app, DOCTOR_API, { auth: 'doctor' });
  app.use('*', requireDoctor());

  route(doctorAppointmentDetails, { tag: 'Doctor', summary: "One of the doctor's appointments", response: AppointmentDetailsResponseSchema, param: IdParam }, async (c) => {
    const data = await appointmentDetails(c.get('deps').db, c.req.valid('param').id, { doctorId: c.get('doctorCaller').doctorId }, ctxOf(c));
    return c.json({ data });
  });

  route(doctorAppointmentConfirm, {
    tag: 'Doctor',
    body: DoctorNoteSchema,
    response: AppointmentActionResponseSchema,
    summary: "Confirm a pending booking, or the patient's reschedule request (the appointment moves to the requested slot; the old slot is freed)",
    param: IdParam,
  }, async (c) => {
    const data = await confirmByDoctor(c.get('deps'), c.get('doctorCaller').doctorId, c.req.valid('param').id, c.req.valid('json').note ?? null, ctxOf(c));
    return c.json({ message: translateMessage(B.appointmentConfirmed, c.get('locale')), data });
  });

  route(doctorAppointmentPropose, {
    tag: 'Doctor',
    body: ProposeSlotSchema,
    response: AppointmentActionResponseSchema,
    summary: 'Propose another available slot of the doctor (held until the patient accepts or picks another); frees the slot the patient asked for',
    param: IdParam,
  }, async (c) => {
    const data = await proposeByDoctor(c.get('deps'), c.get('doctorCaller').doctorId, c.req.valid('param').id, c.req.valid('json'), ctxOf(c));
    return c.json({ message: translateMessage(B.newTimeProposed, c.get('locale')), data });
  });

  route(doctorAppointmentComplete, {
    tag: 'Doctor',
    body: DoctorNoteSchema,
    response: AppointmentActionResponseSchema,
    summary: 'Mark a confirmed appointment completed',
    param: IdParam,
  }, async (c) => {
    const data = await completeByDoctor(c.get('deps'), c.get('doctorCaller').doctorId, c.req.valid('param').id, c.req.valid('json').note ?? null, ctxOf(c));
    return c.json({ message: translateMessage(B.appointmentCompleted, c.get('locale')), data });
  });

  route(doctorAppointmentCancel, {
    tag: 'Doctor',
    body: CancelAppointmentSchema,
    response: AppointmentActionResponseSchema,
    summary: 'Cancel with a reason (no 24-hour cut-off for the doctor); frees the slot',
    param: IdParam,
  }, async (c) => {
    const data = await cancelByDoctor(c.get('deps'), c.get('doctorCaller').doctorId, c.req.valid('param').id, c.req.valid('json').reason, ctxOf(c));
    return c.json({ message: translateMessage(B.appointmentCanceledByDoctor, c.get('locale')), data });
  });

  return app;
}
