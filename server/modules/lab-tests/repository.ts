// SQL of lab tests (the spec's diagnostic service): prescribed tests, their results, the patient's
// uploaded reports, and the doctor's side (results recorded for a test they ordered).
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { diagnosticCentres, doctors, labReports, labResults, labTests } from '../../db/schema';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type LabReportRow = typeof labReports.$inferSelect;

const doctorRef = {
  id: doctors.id, firstName: doctors.firstName, lastName: doctors.lastName, firstNameNe: doctors.firstNameNe, lastNameNe: doctors.lastNameNe, nmcNumber: doctors.nmcNumber,
};

/** The patient's lab tests, newest first, with the doctor, the centre and how many results each has. */
export async function findLabTests(db: Db, patientId: string) {
  return db
    .select({
      t: labTests, doctor: doctorRef,
      centre: { id: diagnosticCentres.id, name: diagnosticCentres.name, city: diagnosticCentres.city, phone: diagnosticCentres.phone },
      results: db.$count(labResults, eq(labResults.labTestId, labTests.id)),
    })
    .from(labTests)
    .innerJoin(doctors, eq(labTests.doctorId, doctors.id))
    .leftJoin(diagnosticCentres, eq(labTests.diagnosticCentreId, diagnosticCentres.id))
    .where(eq(labTests.patientId, patientId))
    .orderBy(desc(labTests.createdAt), labTests.testName);
}

/** The results of the patient's lab tests, newest first. */
export async function findLabResults(db: Db, patientId: string) {
  return db
    .select({ r: labResults, testName: labTests.testName, category: labTests.category })
    .from(labResults)
    .innerJoin(labTests, eq(labResults.labTestId, labTests.id))
    .where(eq(labTests.patientId, patientId))
    .orderBy(desc(labResults.reportedAt), labTests.testName, labResults.parameter);
}

export async function findLabReports(db: Db, patientId: string): Promise<LabReportRow[]> {
  return db.select().from(labReports).where(eq(labReports.patientId, patientId)).orderBy(desc(labReports.uploadedAt));
}

/** One of the patient's lab reports (another patient's reads as missing). */
export async function findLabReport(db: Db, patientId: string, id: string): Promise<LabReportRow | undefined> {
  const [row] = await db.select().from(labReports).where(and(eq(labReports.id, id), eq(labReports.patientId, patientId))).limit(1);
  return row;
}

export async function isOwnLabTest(db: Db, patientId: string, labTestId: string): Promise<boolean> {
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(labTests).where(and(eq(labTests.id, labTestId), eq(labTests.patientId, patientId)));
  return n > 0;
}

export async function insertLabReport(tx: Tx, values: typeof labReports.$inferInsert): Promise<LabReportRow> {
  const [row] = await tx.insert(labReports).values(values).returning();
  return row!;
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
