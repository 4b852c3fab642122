// The live streams' SQL: the announcement of an appointment change (NOTIFY, delivered at COMMIT of
// the writer's transaction, never for a write that rolled back) and the lookups a stream filters by.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chatThreads, doctorClinics } from '../../db/schema';
import { CHANNELS } from '../../lib/bus';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Conn = Db | Tx;

/**
 * Announces that an appointment changed, with whose it is (patient, doctor, the slot's clinic), so
 * every instance's open streams can tell whom to wake without a query. Call it inside the
 * transaction that made the change.
 */
export async function announceAppointmentChange(db: Conn, appointmentId: string): Promise<void> {
  await db.execute(sql`
    select pg_notify(${CHANNELS.appointmentChanged}, json_build_object('a', a.id, 'p', a.patient_id, 'd', a.doctor_id, 'c', s.clinic_id)::text)
    from appointments a join schedule_slots s on s.id = a.slot_id where a.id = ${appointmentId}`);
}

/**
 * Announces that a doctor's bookable times changed (a day off set or removed): an open booking page
 * asks for them again. Call it inside the transaction that made the change.
 */
export async function announceScheduleChange(db: Conn, doctorId: string): Promise<void> {
  await db.execute(sql`select pg_notify(${CHANNELS.scheduleChanged}, ${doctorId})`);
}

/** The clinic's doctors (an online consultation of one of them is the clinic's). */
export async function clinicDoctorIds(db: Conn, clinicId: string): Promise<Set<string>> {
  const rows = await db.select({ id: doctorClinics.doctorId }).from(doctorClinics).where(eq(doctorClinics.clinicId, clinicId));
  return new Set(rows.map((r) => r.id));
}

export async function threadDoctorId(db: Conn, threadId: string): Promise<string | undefined> {
  const [row] = await db.select({ doctorId: chatThreads.doctorId }).from(chatThreads).where(eq(chatThreads.id, threadId)).limit(1);
  return row?.doctorId;
}
