// Settling a payment with a gateway verdict: one transaction, the payment row locked, so a callback
// delivered twice, a callback racing the reconciler, or two instances all end in one settlement.
// States: initiated → pending/ambiguous → completed | failed | canceled. A verified "paid" also
// upgrades a failed/canceled attempt (the money is the truth); a completed payment never changes
// here (refunds do that). An appointment is paid at most once: a second paid attempt is recorded as
// a duplicate and refunded automatically (never charged twice).
import type { AppDeps } from '../../context';
import { RECORDS_MESSAGES as R } from '../../../contracts/records-messages';
import { OPEN_PAYMENT_STATUSES } from '../../../contracts/payments';
import type { Verdict } from './gateway-check';
import { notifyPatient } from './notify';
import {
  findPatientAppointment, hasRefund, insertDuplicateRefund, insertInvoice, latestInvoiceOf, lockAppointment, lockPayment, nextInvoiceNumber,
  payUnpaidInvoice, updateAppointmentPayment, updatePayment, type PaymentRow, type Tx,
} from './repository';
import { now as clockNow } from '../../lib/clock';
import { announceAppointmentChange } from '../live/repository';

const PAID_STATUSES = new Set<string>(['completed', 'partially_refunded', 'refunded']);
const isOpen = (status: string) => (OPEN_PAYMENT_STATUSES as readonly string[]).includes(status);

export type SettleResult = { payment: PaymentRow; changed: boolean };

/** Applies `verdict` to the payment (locked here). Idempotent: the same verdict twice changes nothing the second time. */
export async function settlePayment(deps: AppDeps, paymentId: string, verdict: Verdict): Promise<SettleResult> {
  return deps.db.transaction(async (tx) => {
    const p = await lockPayment(tx, paymentId);
    if (!p) throw new Error(`payment ${paymentId} vanished`);
    return applyVerdict(tx, p, verdict, deps);
  });
}

/**
 * A payment that did not go through (refused, reversed, of another amount, or left to expire, often a
 * connection lost on the way) is told to the patient, who may never have seen the gateway's answer.
 * Not their own cancel on the gateway's page (they chose it and the result page says so), and not
 * when the appointment no longer waits for this money (paid by another attempt, or canceled).
 */
async function notifyNotPaid(tx: Tx, p: PaymentRow): Promise<void> {
  const appointment = await findPatientAppointment(tx, p.appointmentId, p.patientId);
  if (!appointment || appointment.status === 'canceled' || appointment.paymentStatus !== 'unpaid') return;
  await notifyPatient(tx, {
    patientId: p.patientId, appointmentId: p.appointmentId, kind: 'payment_failed', doctorId: appointment.doctorId,
    gateway: p.gateway, amountPaisa: p.totalPaisa, link: `/appointments/${p.appointmentId}`,
  });
}

async function applyVerdict(tx: Tx, p: PaymentRow, v: Verdict, deps: AppDeps): Promise<SettleResult> {
  const now = clockNow();
  if (PAID_STATUSES.has(p.status)) return { payment: p, changed: false };

  if (v.kind === 'open') {
    if (!isOpen(p.status)) return { payment: p, changed: false };
    const row = await updatePayment(tx, p.id, { status: v.status, gatewayResponse: v.response ?? p.gatewayResponse, checkedAt: now });
    return { payment: row, changed: row.status !== p.status };
  }
  if (v.kind === 'not_paid' || v.kind === 'amount_mismatch') {
    if (!isOpen(p.status)) return { payment: p, changed: false };
    if (v.kind === 'amount_mismatch') {
      deps.log.warn('payment amount mismatch', { paymentId: p.id, gateway: p.gateway, expected: p.totalPaisa, reported: v.reportedPaisa });
    }
    const response = v.kind === 'amount_mismatch' ? { amountMismatch: true, reportedPaisa: v.reportedPaisa ?? null, gateway: v.response ?? null } : v.response;
    const row = await updatePayment(tx, p.id, { status: v.kind === 'not_paid' ? v.status : 'failed', gatewayResponse: response, checkedAt: now });
    if (!(v.kind === 'not_paid' && v.patientCanceled)) await notifyNotPaid(tx, p);
    return { payment: row, changed: true };
  }

  // Paid at the gateway.
  const appointment = await lockAppointment(tx, p.appointmentId);
  if (!appointment) throw new Error(`appointment ${p.appointmentId} vanished`);
  const gatewayFields = {
    gatewayRef: v.gatewayRef ?? p.gatewayRef, gatewayTransactionId: v.transactionId, gatewayResponse: v.response ?? null, checkedAt: now,
  };

  if (appointment.paymentStatus !== 'unpaid') {
    // Already paid by another attempt: keep this one out of the "one paid payment" index and refund it.
    if (p.status === 'ambiguous' && (await hasRefund(tx, p.id))) {
      return { payment: p, changed: false };
    }
    const row = await updatePayment(tx, p.id, { ...gatewayFields, status: 'ambiguous', paidAt: now });
    await insertDuplicateRefund(tx, p, R.duplicateRefundReason);
    await notifyPatient(tx, {
      patientId: p.patientId, appointmentId: p.appointmentId, kind: 'payment_duplicate', doctorId: appointment.doctorId,
      gateway: p.gateway, amountPaisa: p.totalPaisa,
    });
    deps.log.warn('duplicate payment refunded', { paymentId: p.id, appointmentId: p.appointmentId });
    return { payment: row, changed: true };
  }

  const row = await updatePayment(tx, p.id, { ...gatewayFields, status: 'completed', paidAt: now });
  // Paying online (also "Pay Now" on a pay-at-the-clinic booking) makes the appointment an online-paid one
  // whose total is the payment's.
  await updateAppointmentPayment(tx, appointment.id, {
    paymentStatus: 'paid', paymentMethod: p.gateway, paymentOption: 'online', serviceChargePaisa: p.serviceChargePaisa,
  });
  // The clinic's day list shows "paid" at once (and the patient's open screens follow).
  await announceAppointmentChange(tx, appointment.id);

  const existing = await latestInvoiceOf(tx, appointment.id);
  let invoiceNumber: string;
  if (existing && existing.status === 'unpaid') {
    await payUnpaidInvoice(tx, existing.id, {
      paymentId: p.id, paymentMode: p.gateway, amountPaisa: p.totalPaisa + appointment.discountPaisa, discountPaisa: appointment.discountPaisa, status: 'paid', issuedAt: now,
    });
    invoiceNumber = existing.invoiceNumber;
  } else {
    invoiceNumber = await nextInvoiceNumber(tx, now);
    await insertInvoice(tx, {
      invoiceNumber, patientId: p.patientId, appointmentId: appointment.id, doctorId: appointment.doctorId, paymentId: p.id,
      // Before the doctor's discount, and the discount (spec 9: shown as Rs. and percent off).
      paymentMode: p.gateway, amountPaisa: p.totalPaisa + appointment.discountPaisa, discountPaisa: appointment.discountPaisa, status: 'paid', issuedAt: now,
    });
  }
  await notifyPatient(tx, {
    patientId: p.patientId, appointmentId: appointment.id, kind: 'payment_completed', doctorId: appointment.doctorId,
    gateway: p.gateway, amountPaisa: p.totalPaisa, invoice: invoiceNumber, activity: 'payment_completed',
  });
  return { payment: row, changed: true };
}
