import type { AppDeps } from '../../context';
import { HttpError } from '../../lib/http-error';
import type { Locale } from '../../../contracts/messages';
import { BOOKING_MESSAGES as B } from '../../../contracts/booking-messages';
import type { Appointment, AppointmentDetails, AppointmentListQuerySchema } from '../../../contracts/appointments';
import type * as v from 'valibot';
import { findAppointmentView, findUpcomingAppointment, listPatientAppointments, statusHistoryOf, type Conn } from './repository';
import { toAppointment, toAppointmentDetails } from './views';

export type ViewContext = { timeZone: string; locale: Locale };

export async function listAppointments(
  deps: AppDeps,
  patientId: string,
  q: v.InferOutput<typeof AppointmentListQuerySchema>,
  ctx: ViewContext,
) {
  const { rows, total } = await listPatientAppointments(deps.db, patientId, q);
  const now = new Date();
  return {
    appointments: rows.map((r) => toAppointment(r, ctx.timeZone, ctx.locale, now)),
    pagination: { page: q.page, pageSize: q.pageSize, total, hasNext: q.page * q.pageSize < total },
  };
}

/** An appointment with its history; another patient's (or doctor's) answers 404. */
export async function appointmentDetails(
  conn: Conn,
  id: string,
  scope: { patientId: string } | { doctorId: string },
  ctx: ViewContext,
): Promise<AppointmentDetails> {
  const row = await findAppointmentView(conn, id, scope);
  if (!row) throw new HttpError(404, B.appointmentNotFound);
  return toAppointmentDetails(row, await statusHistoryOf(conn, id), ctx.timeZone, ctx.locale);
}

export async function upcomingConsultation(deps: AppDeps, patientId: string, ctx: ViewContext): Promise<Appointment | null> {
  const row = await findUpcomingAppointment(deps.db, patientId);
  return row ? toAppointment(row, ctx.timeZone, ctx.locale) : null;
}
