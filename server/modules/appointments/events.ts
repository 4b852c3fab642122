// Every change of an appointment writes, in the same transaction: a status-history row, a
// notification and a recent-activity entry, in the patient's chosen language and time zone.
import { eq } from 'drizzle-orm';
import { appointmentStatusHistory, notifications, patients, recentActivities, userPreferences } from '../../db/schema';
import { formatWhen } from '../../lib/zoned-time';
import { translateMessage, type Locale } from '../../../contracts/messages';
import { BOOKING_MESSAGES as B, fillTemplate } from '../../../contracts/booking-messages';
import type { AppointmentStatus } from '../../../contracts/options';
import type { ACTIVITY_KINDS, STATUS_ACTORS } from '../../../contracts/record-options';
import type { Tx } from './repository';

export type AppointmentEventKind =
  | 'booked' | 'confirmed' | 'reschedule_requested' | 'proposed' | 'rescheduled' | 'canceled' | 'completed';

const EVENTS: Record<AppointmentEventKind, { title: string; body: string; activity: (typeof ACTIVITY_KINDS)[number] }> = {
  booked: { title: B.nBookedTitle, body: B.nBookedBody, activity: 'appointment_booked' },
  // The activity list has no "confirmed" kind; a confirmation completes the booking.
  confirmed: { title: B.nConfirmedTitle, body: B.nConfirmedBody, activity: 'appointment_booked' },
  reschedule_requested: { title: B.nRescheduleRequestedTitle, body: B.nRescheduleRequestedBody, activity: 'appointment_rescheduled' },
  proposed: { title: B.nProposedTitle, body: B.nProposedBody, activity: 'appointment_rescheduled' },
  rescheduled: { title: B.nRescheduledTitle, body: B.nRescheduledBody, activity: 'appointment_rescheduled' },
  canceled: { title: B.nCanceledTitle, body: B.nCanceledBody, activity: 'appointment_canceled' },
  completed: { title: B.nCompletedTitle, body: B.nCompletedBody, activity: 'appointment_completed' },
};

export type AppointmentEvent = {
  kind: AppointmentEventKind;
  appointmentId: string;
  patientId: string;
  fromStatus: AppointmentStatus | null;
  toStatus: AppointmentStatus;
  actor: (typeof STATUS_ACTORS)[number];
  doctor: { firstName: string; lastName: string };
  /** The time the message is about (the appointment's, or the requested/proposed slot's). */
  at: Date;
  note?: string | null;
  /** Cancel reason, quoted when the doctor cancels. */
  reason?: string;
};

export async function recordAppointmentEvent(tx: Tx, e: AppointmentEvent): Promise<void> {
  const [prefs] = await tx
    .select({ timeZone: patients.timeZone, language: userPreferences.language })
    .from(patients)
    .leftJoin(userPreferences, eq(userPreferences.patientId, patients.id))
    .where(eq(patients.id, e.patientId));
  const locale: Locale = prefs?.language === 'ne' ? 'ne' : 'en';
  const timeZone = prefs?.timeZone ?? 'Asia/Kathmandu';
  const values = {
    doctor: `${e.doctor.firstName} ${e.doctor.lastName}`,
    when: formatWhen(e.at, timeZone, locale),
    reason: e.reason ?? '',
  };
  const t = (text: string) => fillTemplate(translateMessage(text, locale), values);
  const spec = EVENTS[e.kind];
  const body = e.kind === 'canceled' && e.actor === 'doctor' ? B.nCanceledByDoctorBody : spec.body;

  await tx.insert(appointmentStatusHistory).values({
    appointmentId: e.appointmentId, fromStatus: e.fromStatus, toStatus: e.toStatus, changedBy: e.actor,
    note: e.note ?? e.reason ?? (e.kind === 'proposed' || e.kind === 'reschedule_requested' ? `${e.kind}: ${e.at.toISOString()}` : null),
  });
  await tx.insert(notifications).values({
    patientId: e.patientId, title: t(spec.title), message: t(body), category: 'informational', link: `/appointments/${e.appointmentId}`,
  });
  await tx.insert(recentActivities).values({
    patientId: e.patientId, kind: spec.activity, title: t(spec.title), description: t(B.activityDescription), appointmentId: e.appointmentId,
  });
}
