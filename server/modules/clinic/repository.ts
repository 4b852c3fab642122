// SQL of the clinic's side of the records: prescriptions written and lab results recorded by a doctor.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appointments, labResults, labTests, prescriptions } from '../../db/schema';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

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

/** A lab test the doctor ordered, locked: two recordings of its results run one after the other. */
export async function lockDoctorLabTest(tx: Tx, doctorId: string, labTestId: string) {
  const [row] = await tx.select({ id: labTests.id, patientId: labTests.patientId, status: labTests.status })
    .from(labTests).where(and(eq(labTests.id, labTestId), eq(labTests.doctorId, doctorId))).for('update').limit(1);
  return row;
}

export async function insertLabResults(tx: Tx, rows: (typeof labResults.$inferInsert)[]): Promise<string[]> {
  const ids = await tx.insert(labResults).values(rows).returning({ id: labResults.id });
  return ids.map((r) => r.id);
}

export async function completeLabTest(tx: Tx, labTestId: string): Promise<void> {
  await tx.update(labTests).set({ status: 'completed' }).where(eq(labTests.id, labTestId));
}
