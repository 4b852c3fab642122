// SQL of the payment service: payments, the appointment they pay, invoices and refunds.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appointments, doctors, invoiceNumberSeq, invoices, patients, payments, refunds } from '../../db/schema';
import { OPEN_PAYMENT_STATUSES } from '../../../contracts/payments';
import { todayIn } from '../../lib/zoned-time';
import { SUPPORTED_TIME_ZONE } from '../../../contracts/options';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Conn = Db | Tx;
export type PaymentRow = typeof payments.$inferSelect;
export type AppointmentRow = typeof appointments.$inferSelect;

export async function findPayment(conn: Conn, id: string, scope?: { patientId: string }): Promise<PaymentRow | undefined> {
  const [row] = await conn.select().from(payments)
    .where(scope ? and(eq(payments.id, id), eq(payments.patientId, scope.patientId)) : eq(payments.id, id)).limit(1);
  return row;
}

export async function findPaymentByTransactionUuid(conn: Conn, transactionUuid: string): Promise<PaymentRow | undefined> {
  const [row] = await conn.select().from(payments).where(eq(payments.transactionUuid, transactionUuid)).limit(1);
  return row;
}

export async function findKhaltiPaymentByPidx(conn: Conn, pidx: string): Promise<PaymentRow | undefined> {
  const [row] = await conn.select().from(payments).where(and(eq(payments.gateway, 'khalti'), eq(payments.gatewayRef, pidx))).limit(1);
  return row;
}

/** The payment row, locked until the transaction ends: settlements of one payment run one at a time. */
export async function lockPayment(tx: Tx, id: string): Promise<PaymentRow | undefined> {
  const [row] = await tx.select().from(payments).where(eq(payments.id, id)).for('update').limit(1);
  return row;
}

export async function lockAppointment(tx: Tx, id: string): Promise<AppointmentRow | undefined> {
  const [row] = await tx.select().from(appointments).where(eq(appointments.id, id)).for('update').limit(1);
  return row;
}

export async function findPatientAppointment(conn: Conn, id: string, patientId: string): Promise<AppointmentRow | undefined> {
  const [row] = await conn.select().from(appointments).where(and(eq(appointments.id, id), eq(appointments.patientId, patientId))).limit(1);
  return row;
}

export async function openPaymentsOf(conn: Conn, appointmentId: string): Promise<PaymentRow[]> {
  return conn.select().from(payments)
    .where(and(eq(payments.appointmentId, appointmentId), inArray(payments.status, [...OPEN_PAYMENT_STATUSES])))
    .orderBy(payments.createdAt);
}

/**
 * Claims up to `limit` payments that have waited `olderThanMs` without an answer (since they were
 * created or last checked) by stamping checked_at. FOR UPDATE SKIP LOCKED + the new stamp keep two
 * instances from checking the same payment at the same time; the gateway is asked after the claim.
 * Payments with a refund row (duplicates being refunded) and those older than `maxAgeMs` are left alone.
 */
export async function claimStalePayments(db: Db, o: { olderThanMs: number; maxAgeMs: number; limit: number }): Promise<PaymentRow[]> {
  const res = await db.execute<{ id: string }>(sql`
    UPDATE ${payments} SET checked_at = now()
    WHERE id IN (
      SELECT p.id FROM ${payments} p
      WHERE p.status IN ('initiated', 'pending', 'ambiguous')
        AND coalesce(p.checked_at, p.created_at) < now() - make_interval(secs => ${o.olderThanMs / 1000})
        AND p.created_at > now() - make_interval(secs => ${o.maxAgeMs / 1000})
        AND NOT EXISTS (SELECT 1 FROM ${refunds} r WHERE r.payment_id = p.id)
      ORDER BY p.created_at
      LIMIT ${o.limit}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING id`);
  const ids = res.rows.map((r) => r.id);
  if (ids.length === 0) return [];
  return db.select().from(payments).where(inArray(payments.id, ids)).orderBy(payments.createdAt);
}

/** INV-<year>-<6 digits>, the year of issue in Nepal. */
export async function nextInvoiceNumber(tx: Tx, at = new Date()): Promise<string> {
  const res = await tx.execute<{ n: string }>(sql`SELECT nextval(${sql.raw(`'${invoiceNumberSeq.seqName}'`)})::text AS n`);
  const year = todayIn(SUPPORTED_TIME_ZONE, at).slice(0, 4);
  return `INV-${year}-${res.rows[0]!.n.padStart(6, '0')}`;
}

export async function latestInvoiceOf(tx: Tx, appointmentId: string) {
  const [row] = await tx.select().from(invoices).where(eq(invoices.appointmentId, appointmentId)).orderBy(desc(invoices.issuedAt)).limit(1);
  return row;
}


// ── Writes of starting and settling a payment ────────────────────────────────────────────────────
export async function insertPayment(tx: Tx, values: typeof payments.$inferInsert): Promise<PaymentRow> {
  const [row] = await tx.insert(payments).values(values).returning();
  return row!;
}

export async function updatePayment(conn: Conn, id: string, values: Partial<typeof payments.$inferInsert>): Promise<PaymentRow> {
  const [row] = await conn.update(payments).set(values).where(eq(payments.id, id)).returning();
  return row!;
}

/** Whether a refund row exists for the payment (a duplicate already being refunded). */
export async function hasRefund(tx: Tx, paymentId: string): Promise<boolean> {
  return (await tx.select({ id: refunds.id }).from(refunds).where(eq(refunds.paymentId, paymentId)).limit(1)).length > 0;
}

/** The automatic refund of a duplicate payment; at most one per payment. */
export async function insertDuplicateRefund(tx: Tx, p: PaymentRow, reason: string): Promise<void> {
  await tx.insert(refunds).values({ paymentId: p.id, patientId: p.patientId, reason, amountPaisa: p.totalPaisa })
    .onConflictDoNothing();
}

export async function updateAppointmentPayment(
  tx: Tx, appointmentId: string,
  values: Pick<Partial<typeof appointments.$inferInsert>, 'paymentStatus' | 'paymentMethod' | 'paymentOption' | 'serviceChargePaisa'>,
): Promise<void> {
  await tx.update(appointments).set(values).where(eq(appointments.id, appointmentId));
}

/** The appointment's invoice becomes the paid one, if it is still unpaid. */
export async function payUnpaidInvoice(tx: Tx, invoiceId: string, values: Partial<typeof invoices.$inferInsert>): Promise<void> {
  await tx.update(invoices).set(values).where(and(eq(invoices.id, invoiceId), eq(invoices.status, 'unpaid')));
}

export async function insertInvoice(tx: Tx, values: typeof invoices.$inferInsert): Promise<void> {
  await tx.insert(invoices).values(values);
}

// ── Names for the gateways' pages and the notices ────────────────────────────────────────────────
/** "First Last" of the doctor, or '' if there is none. */
export async function doctorName(conn: Conn, doctorId: string): Promise<string> {
  const [d] = await conn.select({ firstName: doctors.firstName, lastName: doctors.lastName }).from(doctors).where(eq(doctors.id, doctorId));
  return d ? `${d.firstName} ${d.lastName}` : '';
}

/** The patient as Khalti's payment page shows them. */
export async function findPayer(db: Db, patientId: string) {
  const [patient] = await db.select({ firstName: patients.firstName, lastName: patients.lastName, email: patients.email, phone: patients.phone })
    .from(patients).where(eq(patients.id, patientId));
  return patient;
}
