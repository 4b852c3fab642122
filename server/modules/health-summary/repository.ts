// SQL of the Health part of the profile (allergies, problems, the "none known" answers) and of what the
// International Patient Summary reads: the patient, their prescriptions and lab results.
import { and, asc, desc, eq, gte, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  diagnosticCentres, doctors, healthProfiles, labResults, labTests, patientAllergies, patientProblems, patients, prescriptions,
} from '../../db/schema';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Exec = Db | Tx;

export async function findHealthProfile(db: Db, patientId: string) {
  const [answers] = await db.select().from(healthProfiles).where(eq(healthProfiles.patientId, patientId)).limit(1);
  const allergies = await db.select().from(patientAllergies).where(eq(patientAllergies.patientId, patientId)).orderBy(asc(patientAllergies.createdAt), asc(patientAllergies.id));
  const problems = await db.select().from(patientProblems).where(eq(patientProblems.patientId, patientId)).orderBy(asc(patientProblems.createdAt), asc(patientProblems.id));
  return { answers, allergies, problems };
}

/** Sets the given answers (the others stay). */
export async function upsertHealthAnswers(db: Exec, patientId: string, values: Partial<Omit<typeof healthProfiles.$inferInsert, 'patientId'>>) {
  await db.insert(healthProfiles).values({ patientId, ...values })
    .onConflictDoUpdate({ target: healthProfiles.patientId, set: { ...values, updatedAt: new Date() } });
}

/** The two lists of the Health part, alike but for what an entry adds (an allergy's reaction, a problem's onset date). */
const LIST_TABLES = { allergies: patientAllergies, problems: patientProblems } as const;
export type HealthList = keyof typeof LIST_TABLES;
export type HealthListEntry<L extends HealthList> = (typeof LIST_TABLES)[L]['$inferInsert'];

export async function countEntries(db: Db, list: HealthList, patientId: string) {
  const table = LIST_TABLES[list];
  return db.$count(table, eq(table.patientId, patientId));
}

export async function insertEntry<L extends HealthList>(db: Exec, list: L, values: HealthListEntry<L>) {
  // Drizzle cannot type an insert into a table picked by a type parameter; `values` is typed per list above.
  await db.insert(LIST_TABLES[list] as typeof patientAllergies).values(values as typeof patientAllergies.$inferInsert);
}

/** Deletes one entry of the patient's list; false when it is not theirs (or gone). */
export async function deleteEntry(db: Db, list: HealthList, patientId: string, id: string): Promise<boolean> {
  const table = LIST_TABLES[list];
  const rows = await db.delete(table).where(and(eq(table.id, id), eq(table.patientId, patientId))).returning({ id: table.id });
  return rows.length > 0;
}

export async function findPatientForSummary(db: Db, patientId: string) {
  const [row] = await db.select({
    firstName: patients.firstName, middleName: patients.middleName, lastName: patients.lastName, dateOfBirth: patients.dateOfBirth,
    gender: patients.gender, countryCode: patients.countryCode, phone: patients.phone,
  }).from(patients).where(eq(patients.id, patientId)).limit(1);
  return row;
}

const doctorRef = {
  id: doctors.id, firstName: doctors.firstName, lastName: doctors.lastName, firstNameNe: doctors.firstNameNe, lastNameNe: doctors.lastNameNe, nmcNumber: doctors.nmcNumber,
};

/** The patient's own prescriptions (not a family member's) still running or stopped on or after `since`, newest first. */
export async function findSummaryMedications(db: Db, patientId: string, since: string) {
  return db.select({
    id: prescriptions.id, medication: prescriptions.medication, strength: prescriptions.strength, form: prescriptions.form, doses: prescriptions.doses,
    instructions: prescriptions.instructions, startDate: prescriptions.startDate, stopDate: prescriptions.stopDate, doctor: doctorRef,
  }).from(prescriptions)
    .innerJoin(doctors, eq(prescriptions.doctorId, doctors.id))
    .where(and(eq(prescriptions.patientId, patientId), isNull(prescriptions.familyMemberId), or(isNull(prescriptions.stopDate), gte(prescriptions.stopDate, since))))
    .orderBy(desc(prescriptions.startDate), asc(prescriptions.medication));
}

/** The results of the patient's own lab tests, newest first, with the ordering doctor and the centre. */
export async function findSummaryResults(db: Db, patientId: string) {
  return db.select({
    id: labResults.id, testName: labTests.testName, parameter: labResults.parameter, value: labResults.value, unit: labResults.unit,
    referenceRange: labResults.referenceRange, flag: labResults.flag, reportedAt: labResults.reportedAt, doctor: doctorRef,
    centre: { id: diagnosticCentres.id, name: diagnosticCentres.name, city: diagnosticCentres.city, phone: diagnosticCentres.phone },
  }).from(labResults)
    .innerJoin(labTests, eq(labResults.labTestId, labTests.id))
    .innerJoin(doctors, eq(labTests.doctorId, doctors.id))
    .leftJoin(diagnosticCentres, eq(labTests.diagnosticCentreId, diagnosticCentres.id))
    .where(and(eq(labTests.patientId, patientId), isNull(labTests.familyMemberId)))
    .orderBy(desc(labResults.reportedAt), asc(labTests.testName), asc(labResults.parameter));
}
