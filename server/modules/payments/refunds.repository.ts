// SQL of refund requests, complaints and fraud reports (with their supporting documents), and of a
// refund the clinic decides: declined, or recorded as paid back (the payment, the appointment and the
// invoice follow).
import { and, eq, sql } from 'drizzle-orm';
import { appointments, attachments, caseReports, invoices, payments, refunds } from '../../db/schema';
import type { Conn, Tx } from './repository';

export type RefundRow = typeof refunds.$inferSelect;
export type AttachmentValues = Omit<typeof attachments.$inferInsert, 'id'>;

export async function insertRefund(tx: Tx, values: typeof refunds.$inferInsert): Promise<RefundRow> {
  const [row] = await tx.insert(refunds).values(values).returning();
  return row!;
}

export async function insertAttachments(tx: Tx, rows: AttachmentValues[]): Promise<void> {
  await tx.insert(attachments).values(rows);
}

export async function insertCaseReport(tx: Tx, values: typeof caseReports.$inferInsert) {
  const [row] = await tx.insert(caseReports).values(values).returning();
  return row!;
}

/** The doctor of an appointment. */
export async function appointmentDoctorId(conn: Conn, appointmentId: string): Promise<string | undefined> {
  const [a] = await conn.select({ doctorId: appointments.doctorId }).from(appointments).where(eq(appointments.id, appointmentId));
  return a?.doctorId;
}

/** A refund request with its payment and the appointment's doctor, the request's row locked. */
export async function lockRefundWithPayment(tx: Tx, refundId: string) {
  const [row] = await tx.select({ r: refunds, doctorId: appointments.doctorId, p: payments })
    .from(refunds).innerJoin(payments, eq(refunds.paymentId, payments.id)).innerJoin(appointments, eq(payments.appointmentId, appointments.id))
    .where(eq(refunds.id, refundId)).for('update', { of: refunds });
  return row;
}

export async function attachmentCount(tx: Tx, refundId: string): Promise<number> {
  return (await tx.select({ id: attachments.id }).from(attachments).where(eq(attachments.refundId, refundId))).length;
}

export async function declineRefund(tx: Tx, refundId: string, reason: string): Promise<RefundRow> {
  const [row] = await tx.update(refunds).set({ status: 'rejected', decisionNote: reason }).where(eq(refunds.id, refundId)).returning();
  return row!;
}

export async function setPaymentRefunded(tx: Tx, paymentId: string, refundedPaisa: number, full: boolean): Promise<void> {
  await tx.update(payments).set({ refundedPaisa, status: full ? 'refunded' : 'partially_refunded' }).where(eq(payments.id, paymentId));
}

export async function setRefundPaidBack(tx: Tx, refundId: string, at: Date): Promise<RefundRow> {
  const [row] = await tx.update(refunds).set({ status: 'refunded', refundedAt: at }).where(eq(refunds.id, refundId)).returning();
  return row!;
}

export async function setAppointmentRefunded(tx: Tx, appointmentId: string, full: boolean): Promise<void> {
  await tx.update(appointments).set({ paymentStatus: full ? 'refunded' : 'partially_refunded' }).where(eq(appointments.id, appointmentId));
}

/** The paid invoice of a payment reads as refunded. */
export async function setInvoiceRefunded(tx: Tx, paymentId: string): Promise<void> {
  await tx.update(invoices).set({ status: 'refunded' }).where(and(eq(invoices.paymentId, paymentId), sql`${invoices.status} = 'paid'`));
}

export async function setRefundMethod(tx: Tx, refundId: string, method: 'wallet' | 'cash', reference: string): Promise<void> {
  await tx.update(refunds).set({ method, reference }).where(eq(refunds.id, refundId));
}
