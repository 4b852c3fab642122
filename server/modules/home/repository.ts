import { and, desc, eq, gte, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { doctors, familyMembers, prescriptions, recentActivities } from '../../db/schema';

/** Prescriptions that have started and not yet stopped on `today` (YYYY-MM-DD). */
export async function listActiveMedications(db: Db, patientId: string, today: string) {
  return db
    .select({
      p: prescriptions,
      doctor: { id: doctors.id, firstName: doctors.firstName, lastName: doctors.lastName, firstNameNe: doctors.firstNameNe, lastNameNe: doctors.lastNameNe },
      member: { id: familyMembers.id, firstName: familyMembers.firstName, lastName: familyMembers.lastName },
    })
    .from(prescriptions)
    .innerJoin(doctors, eq(prescriptions.doctorId, doctors.id))
    .leftJoin(familyMembers, eq(prescriptions.familyMemberId, familyMembers.id))
    .where(and(
      eq(prescriptions.patientId, patientId),
      lte(prescriptions.startDate, today),
      or(isNull(prescriptions.stopDate), gte(prescriptions.stopDate, today)),
    ))
    .orderBy(desc(prescriptions.startDate), desc(prescriptions.createdAt));
}

const activityColumns = {
  id: recentActivities.id, kind: recentActivities.kind, title: recentActivities.title, description: recentActivities.description,
  appointmentId: recentActivities.appointmentId, createdAt: recentActivities.createdAt, archivedAt: recentActivities.archivedAt,
  template: recentActivities.template, params: recentActivities.params,
};

export async function listActivities(db: Db, patientId: string, q: { archived: boolean; page: number; limit: number }) {
  return db
    .select(activityColumns)
    .from(recentActivities)
    .where(and(
      eq(recentActivities.patientId, patientId),
      q.archived ? isNotNull(recentActivities.archivedAt) : isNull(recentActivities.archivedAt),
    ))
    .orderBy(desc(recentActivities.createdAt), desc(recentActivities.id))
    .limit(q.limit + 1)
    .offset((q.page - 1) * q.limit);
}

/** Archives (or brings back) one of the patient's own activities; undefined when it is not theirs. */
export async function setArchived(db: Db, patientId: string, id: string, archived: boolean) {
  const [row] = await db
    .update(recentActivities)
    .set({ archivedAt: archived ? sql`coalesce(${recentActivities.archivedAt}, now())` : null })
    .where(and(eq(recentActivities.id, id), eq(recentActivities.patientId, patientId)))
    .returning(activityColumns);
  return row;
}
