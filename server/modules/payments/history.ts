// Reading payments and invoices for the patient (always scoped to the caller: another's answers 404), and
// the refund requests a doctor has to decide. SQL in history.repository.ts.
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import { RECORDS_MESSAGES as R } from '../../../contracts/records-messages';
import {
  discountPercent, type DoctorRefundSchema, type Invoice, type InvoiceDetails, type PaymentView, type RefundView,
} from '../../../contracts/payments';
import type * as v from 'valibot';
import type { REFUND_STATUSES } from '../../../contracts/record-options';
import { findPayment } from './repository';
import type { RefundRow } from './refunds.repository';
import {
  findDoctorRefunds, findInvoice, findInvoiceContext, findInvoicePage, findPaymentPage, findPaymentView, findRefundsOfPayments,
  type InvoiceJoinRow, type PaymentJoinRow,
} from './history.repository';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function refundView(r: RefundRow, attachmentCount = 0): RefundView {
  return {
    id: r.id, paymentId: r.paymentId, status: r.status, amount: r.amountPaisa, reason: r.reason,
    requestedAt: r.requestedAt.toISOString(), refundedAt: iso(r.refundedAt), decisionNote: r.decisionNote, attachments: attachmentCount,
  };
}

async function latestRefunds(db: Db, paymentIds: string[]): Promise<Map<string, RefundView>> {
  if (paymentIds.length === 0) return new Map();
  const rows = await findRefundsOfPayments(db, paymentIds);
  const out = new Map<string, RefundView>();
  for (const { r, n } of rows) if (!out.has(r.paymentId)) out.set(r.paymentId, refundView(r, n));
  return out;
}

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
  const row = await findPaymentView(db, paymentId, patientId);
  if (!row) throw new HttpError(404, R.paymentNotFound);
  return toView(row, (await latestRefunds(db, [row.p.id])).get(row.p.id));
}

export async function paymentHistory(db: Db, patientId: string, q: { page: number; pageSize: number }) {
  const { rows, total: n, last } = await findPaymentPage(db, patientId, q);
  const refundsById = await latestRefunds(db, [...rows.map((r) => r.p.id), ...(last ? [last.p.id] : [])]);
  return {
    lastPayment: last ? toView(last, refundsById.get(last.p.id)) : null,
    payments: rows.map((r) => toView(r, refundsById.get(r.p.id))),
    pagination: { page: q.page, pageSize: q.pageSize, total: n, hasNext: q.page * q.pageSize < n },
  };
}

function toInvoice(row: InvoiceJoinRow): Invoice {
  const i = row.i;
  return {
    id: i.id, invoiceNumber: i.invoiceNumber, date: i.issuedAt.toISOString(), doctor: row.doctor, appointmentId: i.appointmentId,
    paymentId: i.paymentId, paymentMode: i.paymentMode, amount: i.amountPaisa, discount: i.discountPaisa,
    discountPercent: discountPercent(i.amountPaisa, i.discountPaisa), netAmount: i.amountPaisa - i.discountPaisa, status: i.status,
  };
}

export async function invoiceList(db: Db, patientId: string, q: { page: number; pageSize: number }) {
  const { rows, total: n } = await findInvoicePage(db, patientId, q);
  return { invoices: rows.map(toInvoice), pagination: { page: q.page, pageSize: q.pageSize, total: n, hasNext: q.page * q.pageSize < n } };
}

export async function invoiceDetails(db: Db, invoiceId: string, patientId: string): Promise<InvoiceDetails> {
  const row = await findInvoice(db, invoiceId, patientId);
  if (!row) throw new HttpError(404, R.invoiceNotFound);
  const ctx = await findInvoiceContext(db, row.i.appointmentId);
  const pay = row.i.paymentId ? await findPayment(db, row.i.paymentId) : undefined;
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
  const rows = await findDoctorRefunds(db, doctorId, status);
  return rows.map((row) => ({
    ...refundView(row.r, row.n), appointmentId: row.appointmentId, gateway: row.gateway, patientName: `${row.firstName} ${row.lastName}`,
  }));
}
