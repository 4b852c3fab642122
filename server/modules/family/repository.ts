import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { doctors, familyMembers, specializations } from '../../db/schema';

export type FamilyMemberValues = Omit<typeof familyMembers.$inferInsert, 'id' | 'patientId' | 'createdAt' | 'updatedAt'>;

function memberQuery(db: Db) {
  return db
    .select({
      m: familyMembers,
      doctor: { id: doctors.id, firstName: doctors.firstName, lastName: doctors.lastName, firstNameNe: doctors.firstNameNe, lastNameNe: doctors.lastNameNe },
      spec: { slug: specializations.slug, nameEn: specializations.nameEn, nameNe: specializations.nameNe },
    })
    .from(familyMembers)
    .leftJoin(doctors, eq(familyMembers.doctorId, doctors.id))
    .leftJoin(specializations, eq(doctors.mainSpecializationId, specializations.id));
}
export type MemberRow = Awaited<ReturnType<ReturnType<typeof memberQuery>['execute']>>[number];

export async function listMembers(db: Db, patientId: string): Promise<MemberRow[]> {
  return memberQuery(db).where(eq(familyMembers.patientId, patientId)).orderBy(asc(familyMembers.createdAt), asc(familyMembers.id));
}

export async function findMember(db: Db, patientId: string, id: string): Promise<MemberRow | undefined> {
  const [row] = await memberQuery(db).where(and(eq(familyMembers.id, id), eq(familyMembers.patientId, patientId))).limit(1);
  return row;
}

export async function insertMember(db: Db, patientId: string, values: FamilyMemberValues): Promise<string> {
  const [row] = await db.insert(familyMembers).values({ ...values, patientId }).returning({ id: familyMembers.id });
  return row!.id;
}

export async function updateMember(db: Db, patientId: string, id: string, values: FamilyMemberValues): Promise<boolean> {
  const rows = await db.update(familyMembers).set({ ...values, updatedAt: new Date() })
    .where(and(eq(familyMembers.id, id), eq(familyMembers.patientId, patientId))).returning({ id: familyMembers.id });
  return rows.length === 1;
}

/** Past appointments keep their own copy of the patient details; the link to the member is cleared. */
export async function deleteMember(db: Db, patientId: string, id: string): Promise<boolean> {
  const rows = await db.delete(familyMembers)
    .where(and(eq(familyMembers.id, id), eq(familyMembers.patientId, patientId))).returning({ id: familyMembers.id });
  return rows.length === 1;
}

export async function doctorExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: doctors.id }).from(doctors).where(eq(doctors.id, id)).limit(1);
  return Boolean(row);
}
