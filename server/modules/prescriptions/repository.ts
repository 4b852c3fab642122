// SQL of prescriptions: the patient's active ones, and those a doctor writes for one of their appointments.
import { and, desc, eq, gte, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appointments, doctors, familyMembers, patients, prescriptions } from '../../db/schema';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Prescriptions of the patient and their family members not stopped before `today` (YYYY-MM-DD), newest first. */
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
    .orderBy(desc(prescriptions.startDate), prescriptions.medication);
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
