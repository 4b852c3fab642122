// Reading payments and invoices for the patient (always scoped to the caller: another's answers 404).
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  appointments, attachments, clinics, doctors, invoices, patients, payments, refunds, scheduleSlots,
} from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { RECORDS_MESSAGES as R } from '../../../contracts/records-messages';
import {
  discountPercent, type DoctorRefundSchema, type Invoice, type InvoiceDetails, type PaymentView, type RefundView,
} from '../../../contracts/payments';
import type * as v from 'valibot';
import type { REFUND_STATUSES } from '../../../contracts/record-options';

const doctorRef = { id: doctors.id, firstName: doctors.firstName, lastName: doctors.lastName, firstNameNe: doctors.firstNameNe, lastNameNe: doctors.lastNameNe };
type DoctorRef = Invoice['doctor'];
const iso = (d: Date | null) => (d ? d.toISOString() : null);

type RefundRow = typeof refunds.$inferSelect;
export function refundView(r: RefundRow, attachmentCount = 0): RefundView {
  return {
    id: r.id, paymentId: r.paymentId, status: r.status, amount: r.amountPaisa, reason: r.reason,
    requestedAt: r.requestedAt.toISOString(), refundedAt: iso(r.refundedAt), decisionNote: r.decisionNote, attachments: attachmentCount,
  };
}

async function latestRefunds(db: Db, paymentIds: string[]): Promise<Map<string, RefundView>> {
  if (paymentIds.length === 0) return new Map();
  const rows = await db
    // Qualified by hand: inside the subquery an unqualified "id" would be the attachment's own id.
    .select({ r: refunds, n: sql<number>`(SELECT count(*)::int FROM ${attachments} a WHERE a.refund_id = "refunds"."id")` })
    .from(refunds).where(inArray(refunds.paymentId, paymentIds)).orderBy(desc(refunds.requestedAt));
  const out = new Map<string, RefundView>();
  for (const { r, n } of rows) if (!out.has(r.paymentId)) out.set(r.paymentId, refundView(r, n));
  return out;
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
type PaymentJoinRow = Awaited<ReturnType<ReturnType<typeof paymentQuery>['execute']>>[number];

function toView(row: PaymentJoinRow, refund: RefundView | undefined): PaymentView {
  const p = row.p;
  return {
    id: p.id, transactionUuid: p.transactionUuid, transactionId: p.gatewayTransactionId ?? (p.gateway === 'esewa' ? p.gatewayRef : null) ?? null,
    gateway: p.gateway, status: p.status, appointmentId: p.appointmentId, doctor: row.doctor,
    visit: {
      startsAt: row.visit.startsAt.toISOString(), appointmentType: row.visit.appointmentType,
      patientName: `${row.visit.firstName} ${row.visit.lastName}`,
    },
    amount: p.amountPaisa, serviceCharge: p.serviceChargePaisa, total: p.totalPaisa, refunded: p.refundedPaisa,
    date: p.createdAt.toISOString(), paidOn: iso(p.paidAt), invoiceId: row.invoiceId, refund: refund ?? null,
  };
}

export async function paymentView(db: Db, paymentId: string, patientId: string): Promise<PaymentView> {
  const [row] = await paymentQuery(db).where(and(eq(payments.id, paymentId), eq(payments.patientId, patientId))).limit(1);
  if (!row) throw new HttpError(404, R.paymentNotFound);
  return toView(row, (await latestRefunds(db, [row.p.id])).get(row.p.id));
}

export async function paymentHistory(db: Db, patientId: string, q: { page: number; pageSize: number }) {
  const mine = eq(payments.patientId, patientId);
  const [rows, [total], [last]] = await Promise.all([
    paymentQuery(db).where(mine).orderBy(desc(payments.createdAt), desc(payments.id)).limit(q.pageSize).offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(payments).where(mine),
    paymentQuery(db).where(and(mine, inArray(payments.status, ['completed', 'partially_refunded', 'refunded'])))
      .orderBy(desc(sql`coalesce(${payments.paidAt}, ${payments.createdAt})`)).limit(1),
  ]);
  const refundsById = await latestRefunds(db, [...rows.map((r) => r.p.id), ...(last ? [last.p.id] : [])]);
  const n = total?.n ?? 0;
  return {
    lastPayment: last ? toView(last, refundsById.get(last.p.id)) : null,
    payments: rows.map((r) => toView(r, refundsById.get(r.p.id))),
    pagination: { page: q.page, pageSize: q.pageSize, total: n, hasNext: q.page * q.pageSize < n },
  };
}

function invoiceQuery(db: Db) {
  return db.select({ i: invoices, doctor: doctorRef }).from(invoices).innerJoin(doctors, eq(invoices.doctorId, doctors.id));
}

function toInvoice(row: { i: typeof invoices.$inferSelect; doctor: DoctorRef }): Invoice {
  const i = row.i;
  return {
    id: i.id, invoiceNumber: i.invoiceNumber, date: i.issuedAt.toISOString(), doctor: row.doctor, appointmentId: i.appointmentId,
    paymentId: i.paymentId, paymentMode: i.paymentMode, amount: i.amountPaisa, discount: i.discountPaisa,
    discountPercent: discountPercent(i.amountPaisa, i.discountPaisa), netAmount: i.amountPaisa - i.discountPaisa, status: i.status,
  };
}

export async function invoiceList(db: Db, patientId: string, q: { page: number; pageSize: number }) {
  const mine = eq(invoices.patientId, patientId);
  const [rows, [total]] = await Promise.all([
    invoiceQuery(db).where(mine).orderBy(desc(invoices.issuedAt), desc(invoices.invoiceNumber)).limit(q.pageSize).offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(invoices).where(mine),
  ]);
  const n = total?.n ?? 0;
  return { invoices: rows.map(toInvoice), pagination: { page: q.page, pageSize: q.pageSize, total: n, hasNext: q.page * q.pageSize < n } };
}

export async function invoiceDetails(db: Db, invoiceId: string, patientId: string): Promise<InvoiceDetails> {
  const [row] = await invoiceQuery(db).where(and(eq(invoices.id, invoiceId), eq(invoices.patientId, patientId))).limit(1);
  if (!row) throw new HttpError(404, R.invoiceNotFound);
  const [ctx] = await db
    .select({
      a: appointments, startsAt: scheduleSlots.startsAt, clinicName: clinics.name,
      patient: { firstName: patients.firstName, lastName: patients.lastName, email: patients.email, phone: patients.phone, countryCode: patients.countryCode },
    })
    .from(appointments)
    .innerJoin(scheduleSlots, eq(appointments.slotId, scheduleSlots.id))
    .innerJoin(patients, eq(appointments.patientId, patients.id))
    .leftJoin(clinics, eq(scheduleSlots.clinicId, clinics.id))
    .where(eq(appointments.id, row.i.appointmentId));
  const [pay] = row.i.paymentId ? await db.select().from(payments).where(eq(payments.id, row.i.paymentId)) : [];
  const a = ctx!.a;
  // The fee before the doctor's discount: the invoice's amount is before it, its net after it.
  const fee = (pay ? pay.amountPaisa : a.amountPaisa) + a.discountPaisa;
  const charge = pay ? pay.serviceChargePaisa : Math.max(0, row.i.amountPaisa - fee);
  return {
    ...toInvoice(row),
    patient: {
      name: `${ctx!.patient.firstName} ${ctx!.patient.lastName}`, email: ctx!.patient.email,
      phone: ctx!.patient.phone ? `${ctx!.patient.countryCode ?? ''} ${ctx!.patient.phone}`.trim() : null,
    },
    appointment: { startsAt: ctx!.startsAt.toISOString(), type: a.kind, reason: a.reason, clinicName: ctx!.clinicName },
    lines: [
      { label: 'Consultation fee', amount: fee },
      ...(charge > 0 ? [{ label: 'Wallet service charge', amount: charge }] : []),
    ],
    payment: pay ? {
      gateway: pay.gateway, transactionId: pay.gatewayTransactionId ?? (pay.gateway === 'esewa' ? pay.gatewayRef : null),
      paidOn: iso(pay.paidAt), refunded: pay.refundedPaisa,
    } : null,
  };
}

/** The refund requests of one doctor's appointments (the clinic's to decide), newest first. */
export async function doctorRefunds(
  db: Db, doctorId: string, status?: (typeof REFUND_STATUSES)[number],
): Promise<v.InferOutput<typeof DoctorRefundSchema>[]> {
  const rows = await db
    .select({
      r: refunds, appointmentId: payments.appointmentId, gateway: payments.gateway,
      firstName: appointments.infoFirstName, lastName: appointments.infoLastName,
      n: sql<number>`(SELECT count(*)::int FROM ${attachments} a WHERE a.refund_id = "refunds"."id")`,
    })
    .from(refunds)
    .innerJoin(payments, eq(refunds.paymentId, payments.id))
    .innerJoin(appointments, eq(payments.appointmentId, appointments.id))
    .where(and(eq(appointments.doctorId, doctorId), status ? eq(refunds.status, status) : undefined))
    .orderBy(desc(refunds.requestedAt))
    .limit(100);
  return rows.map((row) => ({
    ...refundView(row.r, row.n), appointmentId: row.appointmentId, gateway: row.gateway, patientName: `${row.firstName} ${row.lastName}`,
  }));
}
