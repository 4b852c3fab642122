// The console's clinical and money SQL (issue 30): lab tests, payments, refunds and case reports of
// one clinic; another clinic's reads as missing. A lab test is the clinic's it was ordered for
// (lab_tests.clinic_id: decision record 0018); a payment or case report is the clinic's when its
// appointment is (ofClinic: the slot is at the clinic, or an online consultation of one of its doctors).
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  appointments, attachments, caseReports, doctors, labReports, labResults, labTests, payments, refunds, scheduleSlots,
} from '../../db/schema';
import { ofClinic } from './repository';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Conn = Db | Tx;

const inClinic = (clinicId: string) => ofClinic(clinicId);

export async function insertLabTests(tx: Tx, rows: (typeof labTests.$inferInsert)[]): Promise<string[]> {
  return (await tx.insert(labTests).values(rows).returning({ id: labTests.id })).map((r) => r.id);
}

/** Lab tests of the clinic: waiting ones (not completed) and those completed in the last `recentDays`, or of one appointment. */
export async function clinicLabTests(db: Conn, clinicId: string, o: { appointmentId?: string; ids?: string[]; waitingOnly?: boolean }) {
  const rows = await db.select({
    t: labTests, doctor: { firstName: doctors.firstName, lastName: doctors.lastName },
    patient: { firstName: appointments.infoFirstName, lastName: appointments.infoLastName },
  })
    .from(labTests)
    .innerJoin(appointments, eq(labTests.appointmentId, appointments.id))
    .innerJoin(doctors, eq(labTests.doctorId, doctors.id))
    .where(and(
      eq(labTests.clinicId, clinicId),
      o.appointmentId ? eq(labTests.appointmentId, o.appointmentId) : undefined,
      o.ids ? inArray(labTests.id, o.ids) : undefined,
      o.waitingOnly ? ne(labTests.status, 'completed') : undefined,
    ))
    .orderBy(desc(labTests.priority), asc(labTests.createdAt))
    .limit(200);
  const ids = rows.map((r) => r.t.id);
  const results = ids.length ? await db.select().from(labResults).where(inArray(labResults.labTestId, ids)).orderBy(asc(labResults.reportedAt), asc(labResults.parameter)) : [];
  const reports = ids.length ? await db.select({ labTestId: labReports.labTestId }).from(labReports).where(inArray(labReports.labTestId, ids)) : [];
  return rows.map((r) => ({
    ...r, results: results.filter((x) => x.labTestId === r.t.id), reports: reports.filter((x) => x.labTestId === r.t.id).length,
  }));
}
export type ClinicLabTestRow = Awaited<ReturnType<typeof clinicLabTests>>[number];

/** One of the clinic's lab tests with its ordering doctor and patient; undefined when it is not the clinic's. */
export async function clinicLabTest(db: Conn, clinicId: string, id: string) {
  const [row] = await db.select({ id: labTests.id, doctorId: labTests.doctorId, patientId: labTests.patientId, appointmentId: labTests.appointmentId })
    .from(labTests)
    .where(and(eq(labTests.id, id), eq(labTests.clinicId, clinicId)))
    .limit(1);
  return row;
}

/** The clinic's payments (newest first), with the doctor and the appointment's patient. */
export async function clinicPayments(db: Conn, clinicId: string, o: { paymentId?: string } = {}) {
  return db.select({
    p: payments, doctor: { firstName: doctors.firstName, lastName: doctors.lastName },
    patient: { firstName: appointments.infoFirstName, lastName: appointments.infoLastName },
  })
    .from(payments)
    .innerJoin(appointments, eq(payments.appointmentId, appointments.id))
    .innerJoin(scheduleSlots, eq(appointments.slotId, scheduleSlots.id))
    .innerJoin(doctors, eq(appointments.doctorId, doctors.id))
    .where(and(inClinic(clinicId), o.paymentId ? eq(payments.id, o.paymentId) : inArray(payments.status, ['completed', 'partially_refunded', 'refunded'])))
    .orderBy(desc(payments.createdAt))
    .limit(200);
}

/** The latest refund request of each payment, with its number of attachments. */
export async function refundsOfPayments(db: Conn, paymentIds: string[]) {
  if (paymentIds.length === 0) return [];
  const rows = await db.select().from(refunds).where(inArray(refunds.paymentId, paymentIds)).orderBy(desc(refunds.requestedAt));
  const files = rows.length ? await db.select({ refundId: attachments.refundId }).from(attachments).where(inArray(attachments.refundId, rows.map((r) => r.id))) : [];
  return rows.map((r) => ({ r, attachments: files.filter((f) => f.refundId === r.id).length }));
}

/** The payment a refund request concerns, when it is the clinic's. */
export async function clinicRefundPayment(db: Conn, clinicId: string, refundId: string) {
  const [row] = await db.select({ paymentId: refunds.paymentId, patientId: payments.patientId })
    .from(refunds)
    .innerJoin(payments, eq(refunds.paymentId, payments.id))
    .innerJoin(appointments, eq(payments.appointmentId, appointments.id))
    .innerJoin(scheduleSlots, eq(appointments.slotId, scheduleSlots.id))
    .where(and(eq(refunds.id, refundId), inClinic(clinicId)))
    .limit(1);
  return row;
}

/** Complaints and fraud reports about the clinic's appointments (directly, or through a payment). */
export async function clinicCases(db: Conn, clinicId: string, o: { id?: string } = {}) {
  const rows = await db.select({ c: caseReports, patient: { firstName: appointments.infoFirstName, lastName: appointments.infoLastName } })
    .from(caseReports)
    .leftJoin(payments, eq(caseReports.paymentId, payments.id))
    .innerJoin(appointments, sql`${appointments.id} = coalesce(${caseReports.appointmentId}, ${payments.appointmentId})`)
    .innerJoin(scheduleSlots, eq(appointments.slotId, scheduleSlots.id))
    .where(and(inClinic(clinicId), o.id ? eq(caseReports.id, o.id) : undefined))
    .orderBy(desc(caseReports.createdAt))
    .limit(200);
  const ids = rows.map((r) => r.c.id);
  const files = ids.length ? await db.select({ id: attachments.id, caseReportId: attachments.caseReportId, fileName: attachments.fileName })
    .from(attachments).where(inArray(attachments.caseReportId, ids)) : [];
  return rows.map((r) => ({ ...r, files: files.filter((f) => f.caseReportId === r.c.id) }));
}

/** Locks a case report for handling. */
export async function lockCase(tx: Tx, id: string) {
  const [row] = await tx.select().from(caseReports).where(eq(caseReports.id, id)).for('update');
  return row;
}

export async function markCaseHandled(tx: Tx, id: string, note: string, at: Date): Promise<void> {
  await tx.update(caseReports).set({ status: 'closed', handledNote: note, handledAt: at, updatedAt: at }).where(eq(caseReports.id, id));
}
