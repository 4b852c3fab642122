// SQL of what the patient reads about their payments and invoices (always scoped to the caller), and
// of the refund requests a doctor has to decide.
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  appointments, attachments, clinics, doctors, invoices, patients, payments, refunds, scheduleSlots,
} from '../../db/schema';
import type { REFUND_STATUSES } from '../../../contracts/record-options';

const doctorRef = { id: doctors.id, firstName: doctors.firstName, lastName: doctors.lastName, firstNameNe: doctors.firstNameNe, lastNameNe: doctors.lastNameNe };
// Qualified by hand: inside the subquery an unqualified "id" would be the attachment's own id.
const refundAttachmentCount = () => sql<number>`(SELECT count(*)::int FROM ${attachments} a WHERE a.refund_id = "refunds"."id")`;

/** The refund requests of these payments, newest first, with how many documents each has. */
export async function findRefundsOfPayments(db: Db, paymentIds: string[]) {
  return db
    .select({ r: refunds, n: refundAttachmentCount() })
    .from(refunds).where(inArray(refunds.paymentId, paymentIds)).orderBy(desc(refunds.requestedAt));
}

function paymentQuery(db: Db) {
  return db.select({
    p: payments, doctor: doctorRef, invoiceId: invoices.id,
    visit: { startsAt: scheduleSlots.startsAt, appointmentType: scheduleSlots.appointmentType, firstName: appointments.infoFirstName, lastName: appointments.infoLastName },
  })
    .from(payments)
    .innerJoin(appointments, eq(payments.appointmentId, appointments.id))
    .innerJoin(scheduleSlots, eq(appointments.slotId, scheduleSlots.id))
    .innerJoin(doctors, eq(appointments.doctorId, doctors.id))
    .leftJoin(invoices, eq(invoices.paymentId, payments.id));
}
export type PaymentJoinRow = Awaited<ReturnType<ReturnType<typeof paymentQuery>['execute']>>[number];

/** One of the patient's payments with its doctor, visit and invoice. */
export async function findPaymentView(db: Db, paymentId: string, patientId: string): Promise<PaymentJoinRow | undefined> {
  const [row] = await paymentQuery(db).where(and(eq(payments.id, paymentId), eq(payments.patientId, patientId))).limit(1);
  return row;
}

/** A page of the patient's payments (newest first), how many there are, and the last one paid. */
export async function findPaymentPage(db: Db, patientId: string, q: { page: number; pageSize: number }) {
  const mine = eq(payments.patientId, patientId);
  const [rows, [total], [last]] = await Promise.all([
    paymentQuery(db).where(mine).orderBy(desc(payments.createdAt), desc(payments.id)).limit(q.pageSize).offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(payments).where(mine),
    paymentQuery(db).where(and(mine, inArray(payments.status, ['completed', 'partially_refunded', 'refunded'])))
      .orderBy(desc(sql`coalesce(${payments.paidAt}, ${payments.createdAt})`)).limit(1),
  ]);
  return { rows, total: total?.n ?? 0, last };
}

function invoiceQuery(db: Db) {
  return db.select({ i: invoices, doctor: doctorRef }).from(invoices).innerJoin(doctors, eq(invoices.doctorId, doctors.id));
}
export type InvoiceJoinRow = Awaited<ReturnType<ReturnType<typeof invoiceQuery>['execute']>>[number];

/** A page of the patient's invoices (newest first) and how many there are. */
export async function findInvoicePage(db: Db, patientId: string, q: { page: number; pageSize: number }) {
  const mine = eq(invoices.patientId, patientId);
  const [rows, [total]] = await Promise.all([
    invoiceQuery(db).where(mine).orderBy(desc(invoices.issuedAt), desc(invoices.invoiceNumber)).limit(q.pageSize).offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(invoices).where(mine),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findInvoice(db: Db, invoiceId: string, patientId: string): Promise<InvoiceJoinRow | undefined> {
  const [row] = await invoiceQuery(db).where(and(eq(invoices.id, invoiceId), eq(invoices.patientId, patientId))).limit(1);
  return row;
}

/** What an invoice shows of its appointment: the appointment, its time and clinic, and the patient. */
export async function findInvoiceContext(db: Db, appointmentId: string) {
  const [ctx] = await db
    .select({
      a: appointments, startsAt: scheduleSlots.startsAt, clinicName: clinics.name,
      patient: { firstName: patients.firstName, lastName: patients.lastName, email: patients.email, phone: patients.phone, countryCode: patients.countryCode },
    })
    .from(appointments)
    .innerJoin(scheduleSlots, eq(appointments.slotId, scheduleSlots.id))
    .innerJoin(patients, eq(appointments.patientId, patients.id))
    .leftJoin(clinics, eq(scheduleSlots.clinicId, clinics.id))
    .where(eq(appointments.id, appointmentId));
  return ctx;
}

/** The refund requests of one doctor's appointments, newest first (at most 100). */
export async function findDoctorRefunds(db: Db, doctorId: string, status?: (typeof REFUND_STATUSES)[number]) {
  return db
    .select({
      r: refunds, appointmentId: payments.appointmentId, gateway: payments.gateway,
      firstName: appointments.infoFirstName, lastName: appointments.infoLastName,
      n: refundAttachmentCount(),
    })
    .from(refunds)
    .innerJoin(payments, eq(refunds.paymentId, payments.id))
    .innerJoin(appointments, eq(payments.appointmentId, appointments.id))
    .where(and(eq(appointments.doctorId, doctorId), status ? eq(refunds.status, status) : undefined))
    .orderBy(desc(refunds.requestedAt))
    .limit(100);
}
