import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reviews } from '../../db/schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Exec = Db | Tx;

export type ReviewRow = {
  id: string; stars: number; rating: string; recommend: boolean; wait_time: string | null; liked_aspects: string[];
  experience: string | null; clinic_visited: string | null; health_problem: string | null; language: 'en' | 'ne'; anonymous: boolean;
  reviewer_name: string | null; created_at: Date;
};

/**
 * The reviewer's display name, "Sita S.". For an anonymous review the name is never even read:
 * the column is NULL in the result, so nothing of it can reach a response or a log.
 */
const reviewerName = sql`case when r.anonymous then null
  else p.first_name || case when p.last_name <> '' then ' ' || left(p.last_name, 1) || '.' else '' end end`;

const reviewColumns = sql`r.id, r.stars, r.rating, r.recommend, r.wait_time, r.liked_aspects::text[] as liked_aspects,
  r.experience, r.clinic_visited, r.health_problem, r.language, r.anonymous, ${reviewerName} as reviewer_name, r.created_at`;

/** A page of a doctor's reviews (newest first), the review count and the doctor's rating; undefined doctor = not found. */
export async function findDoctorReviews(db: Db, doctorId: string, page: number, pageSize: number) {
  const [doctor, list] = await Promise.all([
    db.execute<{ rating_avg: string; votes: number; total: number }>(sql`
      select d.rating_avg, d.votes, (select count(*)::int from reviews r where r.doctor_id = d.id) as total
      from doctors d where d.id = ${doctorId}`),
    db.execute<ReviewRow>(sql`
      select ${reviewColumns} from reviews r join patients p on p.id = r.patient_id
      where r.doctor_id = ${doctorId}
      order by r.created_at desc, r.id
      limit ${pageSize} offset ${(page - 1) * pageSize}`),
  ]);
  const d = doctor.rows[0];
  return d ? { doctor: d, rows: list.rows } : undefined;
}

export type CompletedAppointment = { id: string; reviewed: boolean };

/** The patient's completed appointments with a doctor, latest visit first, those not yet reviewed first. */
export async function completedAppointments(db: Exec, patientId: string, doctorId: string): Promise<CompletedAppointment[]> {
  const result = await db.execute<CompletedAppointment>(sql`
    select a.id, exists (select 1 from reviews r where r.appointment_id = a.id) as reviewed
    from appointments a join schedule_slots s on s.id = a.slot_id
    where a.patient_id = ${patientId} and a.doctor_id = ${doctorId} and a.status = 'completed'
    order by reviewed, s.starts_at desc, a.id`);
  return result.rows;
}

/** One appointment of the patient with the doctor, with its status and whether it has a review. */
export async function findPatientAppointment(tx: Tx, patientId: string, doctorId: string, appointmentId: string) {
  const result = await tx.execute<{ id: string; status: string; reviewed: boolean }>(sql`
    select a.id, a.status, exists (select 1 from reviews r where r.appointment_id = a.id) as reviewed
    from appointments a where a.id = ${appointmentId} and a.patient_id = ${patientId} and a.doctor_id = ${doctorId}`);
  return result.rows[0];
}

/**
 * Locks the doctor's row for this transaction (FOR NO KEY UPDATE: bookings that only reference the
 * doctor are not held up). Reviews of one doctor are thereby serialized, and the recount that
 * follows in a later statement sees every review committed before.
 */
export async function lockDoctor(tx: Tx, doctorId: string) {
  const result = await tx.execute<{ id: string; first_name: string; last_name: string }>(sql`
    select id, first_name, last_name from doctors where id = ${doctorId} for no key update`);
  return result.rows[0];
}

export async function insertReview(tx: Tx, values: typeof reviews.$inferInsert) {
  const [row] = await tx.insert(reviews).values(values).returning({ id: reviews.id, createdAt: reviews.createdAt });
  if (!row) throw new Error('insert returned nothing');
  return row;
}

/** Rating and votes recomputed from the reviews themselves (no drift, exact under the lock above). */
export async function recountDoctorRating(tx: Tx, doctorId: string) {
  const result = await tx.execute<{ rating_avg: string; votes: number }>(sql`
    update doctors d set (rating_avg, votes, updated_at) = (
      select coalesce(round(avg(r.stars), 2), 0), count(*)::int, now() from reviews r where r.doctor_id = d.id)
    where d.id = ${doctorId}
    returning d.rating_avg, d.votes`);
  return result.rows[0]!;
}

export async function patientNames(tx: Tx, patientId: string) {
  const result = await tx.execute<{ first_name: string; last_name: string }>(sql`
    select first_name, last_name from patients where id = ${patientId}`);
  return result.rows[0];
}
