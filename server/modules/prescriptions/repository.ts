// SQL of prescriptions: the patient's active ones, and those a doctor writes for one of their appointments.
import { and, asc, desc, eq, gte, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appointments, doctors, familyMembers, patients, prescriptions } from '../../db/schema';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Prescriptions of the patient and their family members not stopped before `today` (YYYY-MM-DD): those in
 * use first (a replaced one after the one that replaced it, which starts the same day), newest first.
 */
export async function findActivePrescriptions(db: Db, patientId: string, today: string) {
  return db
    .select({
      rx: prescriptions,
      doctor: {
        id: doctors.id, firstName: doctors.firstName, lastName: doctors.lastName, firstNameNe: doctors.firstNameNe, lastNameNe: doctors.lastNameNe, nmcNumber: doctors.nmcNumber,
      },
      patient: { firstName: patients.firstName, lastName: patients.lastName },
      member: { firstName: familyMembers.firstName, lastName: familyMembers.lastName },
    })
    .from(prescriptions)
    .innerJoin(doctors, eq(prescriptions.doctorId, doctors.id))
    .innerJoin(patients, eq(prescriptions.patientId, patients.id))
    .leftJoin(familyMembers, eq(prescriptions.familyMemberId, familyMembers.id))
    .where(and(eq(prescriptions.patientId, patientId), or(isNull(prescriptions.stopDate), gte(prescriptions.stopDate, today))))
    .orderBy(asc(sql`${prescriptions.replacedAt} is not null`), desc(prescriptions.startDate), desc(prescriptions.createdAt), prescriptions.medication);
}

export async function isOwnFamilyMember(db: Db, patientId: string, familyMemberId: string): Promise<boolean> {
  const [m] = await db.select({ id: familyMembers.id }).from(familyMembers)
    .where(and(eq(familyMembers.id, familyMemberId), eq(familyMembers.patientId, patientId)));
  return Boolean(m);
}

export async function patientDateOfBirth(db: Db, patientId: string): Promise<string | null | undefined> {
  const [patient] = await db.select({ dateOfBirth: patients.dateOfBirth }).from(patients).where(eq(patients.id, patientId));
  return patient?.dateOfBirth;
}

/** One of the doctor's appointments (another doctor's reads as missing). */
export async function doctorAppointment(tx: Tx, doctorId: string, appointmentId: string) {
  const [row] = await tx.select({ id: appointments.id, patientId: appointments.patientId, familyMemberId: appointments.familyMemberId })
    .from(appointments).where(and(eq(appointments.id, appointmentId), eq(appointments.doctorId, doctorId))).limit(1);
  return row;
}

export async function insertPrescriptions(tx: Tx, rows: (typeof prescriptions.$inferInsert)[]): Promise<string[]> {
  const ids = await tx.insert(prescriptions).values(rows).returning({ id: prescriptions.id });
  return ids.map((r) => r.id);
}

/** Marks a prescription (set) of the appointment replaced, locked; 'missing' or 'already' when it cannot be. */
export async function replacePrescriptionSet(tx: Tx, appointmentId: string, setId: string, at: Date): Promise<'ok' | 'missing' | 'already'> {
  const rows = await tx.select({ id: prescriptions.id, replacedAt: prescriptions.replacedAt }).from(prescriptions)
    .where(and(eq(prescriptions.setId, setId), eq(prescriptions.appointmentId, appointmentId))).for('update');
  if (rows.length === 0) return 'missing';
  if (rows.some((r) => r.replacedAt)) return 'already';
  await tx.update(prescriptions).set({ replacedAt: at }).where(eq(prescriptions.setId, setId));
  return 'ok';
}

/** The prescriptions written at an appointment, oldest first (the console groups them by set). */
export async function appointmentPrescriptions(db: Db | Tx, appointmentId: string) {
  return db.select().from(prescriptions).where(eq(prescriptions.appointmentId, appointmentId)).orderBy(asc(prescriptions.createdAt), asc(prescriptions.medication));
}
