import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../context';
import { validate } from '../../lib/validate';
import { describeRoute } from '../../lib/openapi';
import { requireDoctor } from '../../middleware/auth';
import { UuidSchema } from '../../../contracts/common';
import { translateMessage } from '../../../contracts/messages';
import { BOOKING_MESSAGES as B } from '../../../contracts/booking-messages';
import {
  AppointmentActionResponseSchema, AppointmentDetailsResponseSchema, CancelAppointmentSchema, DoctorNoteSchema, ProposeSlotSchema,
} from '../../../contracts/appointments';
import { cancelByDoctor, completeByDoctor, confirmByDoctor, proposeByDoctor } from './doctor-actions';
import { appointmentDetails, type ViewContext } from './service';

const IdParam = v.object({ id: UuidSchema });
const D = '/api/v1/doctor';
const ctxOf = (c: Context<AppEnv>): ViewContext => ({ timeZone: c.get('timeZone'), locale: c.get('locale') });

/**
 * Mounted at /api/v1/doctor: the doctor's half of the appointment flows (token claims
 * `role: 'doctor'` + `doctorId`; only that doctor's appointments, others answer 404).
 */
export function doctorAppointmentRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', requireDoctor());

  describeRoute({ method: 'get', path: `${D}/appointment/details/{id}`, tag: 'Doctor', auth: 'doctor', summary: "One of the doctor's appointments", response: AppointmentDetailsResponseSchema });
  app.get('/appointment/details/:id', validate('param', IdParam), async (c) => {
    const data = await appointmentDetails(c.get('deps').db, c.req.valid('param').id, { doctorId: c.get('doctorCaller').doctorId }, ctxOf(c));
    return c.json({ data });
  });

  describeRoute({
    method: 'post', path: `${D}/appointment/confirm/{id}`, tag: 'Doctor', auth: 'doctor', body: DoctorNoteSchema, response: AppointmentActionResponseSchema,
    summary: "Confirm a pending booking, or the patient's reschedule request (the appointment moves to the requested slot; the old slot is freed)",
  });
  app.post('/appointment/confirm/:id', validate('param', IdParam), validate('json', DoctorNoteSchema), async (c) => {
    const data = await confirmByDoctor(c.get('deps'), c.get('doctorCaller').doctorId, c.req.valid('param').id, c.req.valid('json').note ?? null, ctxOf(c));
    return c.json({ message: translateMessage(B.appointmentConfirmed, c.get('locale')), data });
  });

  describeRoute({
    method: 'post', path: `${D}/appointment/propose/{id}`, tag: 'Doctor', auth: 'doctor', body: ProposeSlotSchema, response: AppointmentActionResponseSchema,
    summary: 'Propose another available slot of the doctor (held until the patient accepts or picks another); frees the slot the patient asked for',
  });
  app.post('/appointment/propose/:id', validate('param', IdParam), validate('json', ProposeSlotSchema), async (c) => {
    const data = await proposeByDoctor(c.get('deps'), c.get('doctorCaller').doctorId, c.req.valid('param').id, c.req.valid('json'), ctxOf(c));
    return c.json({ message: translateMessage(B.newTimeProposed, c.get('locale')), data });
  });

  describeRoute({
    method: 'post', path: `${D}/appointment/complete/{id}`, tag: 'Doctor', auth: 'doctor', body: DoctorNoteSchema, response: AppointmentActionResponseSchema,
    summary: 'Mark a confirmed appointment completed',
  });
  app.post('/appointment/complete/:id', validate('param', IdParam), validate('json', DoctorNoteSchema), async (c) => {
    const data = await completeByDoctor(c.get('deps'), c.get('doctorCaller').doctorId, c.req.valid('param').id, c.req.valid('json').note ?? null, ctxOf(c));
    return c.json({ message: translateMessage(B.appointmentCompleted, c.get('locale')), data });
  });

  describeRoute({
    method: 'post', path: `${D}/appointment/cancel/{id}`, tag: 'Doctor', auth: 'doctor', body: CancelAppointmentSchema, response: AppointmentActionResponseSchema,
    summary: 'Cancel with a reason (no 24-hour cut-off for the doctor); frees the slot',
  });
  app.post('/appointment/cancel/:id', validate('param', IdParam), validate('json', CancelAppointmentSchema), async (c) => {
    const data = await cancelByDoctor(c.get('deps'), c.get('doctorCaller').doctorId, c.req.valid('param').id, c.req.valid('json').reason, ctxOf(c));
    return c.json({ message: translateMessage(B.appointmentCanceledByDoctor, c.get('locale')), data });
  });

  return app;
}
