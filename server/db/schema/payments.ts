// Payment service: gateway payments, invoices, refunds, complaints/fraud reports and their attachments.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgSequence, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { appointments } from './appointments';
import { createdAt, id, tstz, updatedAt } from './columns';
import { doctors } from './doctors';
import {
  caseReportKindEnum, caseReportStatusEnum, invoiceStatusEnum, paymentGatewayEnum, paymentTransactionStatusEnum,
  refundStatusEnum,
} from './enums';
import { patients } from './patients';

export const payments = pgTable(
  'payments',
  {
    id: id(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'restrict' }),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'restrict' }),
    gateway: paymentGatewayEnum('gateway').notNull(),
    /** Our id sent to the gateway (eSewa transaction_uuid, Khalti purchase_order_id). */
    transactionUuid: text('transaction_uuid').notNull().unique(),
    /** The gateway's id: eSewa transaction_code or Khalti pidx. */
    gatewayRef: text('gateway_ref'),
    /** The gateway's transaction id shown to the patient (eSewa transaction_code / ref_id, Khalti transaction_id). */
    gatewayTransactionId: text('gateway_transaction_id'),
    amountPaisa: integer('amount_paisa').notNull(),
    serviceChargePaisa: integer('service_charge_paisa').notNull().default(0),
    totalPaisa: integer('total_paisa').notNull(),
    refundedPaisa: integer('refunded_paisa').notNull().default(0),
    status: paymentTransactionStatusEnum('status').notNull().default('initiated'),
    /** Last verified gateway answer (no secrets). */
    gatewayResponse: jsonb('gateway_response'),
    paidAt: tstz('paid_at'),
    /** Last time the gateway was asked (status check / lookup): reconciliation backs off from it. */
    checkedAt: tstz('checked_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payments_gateway_ref_uq').on(t.gateway, t.gatewayRef),
    /** An appointment is paid at most once. */
    uniqueIndex('payments_paid_appointment_uq')
      .on(t.appointmentId)
      .where(sql`${t.status} IN ('completed', 'partially_refunded')`),
    index('payments_patient_created_idx').on(t.patientId, t.createdAt.desc()),
    index('payments_appointment_idx').on(t.appointmentId),
    /** Reconciliation looks only at payments still waiting for an answer. */
    index('payments_open_created_idx').on(t.createdAt).where(sql`${t.status} IN ('initiated', 'pending', 'ambiguous')`),
    check('payments_amount_paisa_ck', sql`${t.amountPaisa} >= 0`),
    check('payments_service_charge_paisa_ck', sql`${t.serviceChargePaisa} >= 0`),
    check('payments_total_paisa_ck', sql`${t.totalPaisa} = ${t.amountPaisa} + ${t.serviceChargePaisa}`),
    check('payments_refunded_paisa_ck', sql`${t.refundedPaisa} >= 0 AND ${t.refundedPaisa} <= ${t.totalPaisa}`),
  ],
);

/** Invoice numbers INV-<year>-<six digits>; the seed uses numbers below 10001. */
export const invoiceNumberSeq = pgSequence('invoice_number_seq', { startWith: 10001 });

export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    invoiceNumber: text('invoice_number').notNull().unique(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'restrict' }),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'restrict' }),
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => doctors.id, { onDelete: 'restrict' }),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    paymentMode: paymentGatewayEnum('payment_mode').notNull(),
    amountPaisa: integer('amount_paisa').notNull(),
    discountPaisa: integer('discount_paisa').notNull().default(0),
    status: invoiceStatusEnum('status').notNull().default('unpaid'),
    issuedAt: tstz('issued_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    index('invoices_patient_issued_idx').on(t.patientId, t.issuedAt.desc()),
    index('invoices_appointment_idx').on(t.appointmentId),
    /** A payment settles at most one invoice. */
    uniqueIndex('invoices_payment_uq').on(t.paymentId),
    check('invoices_amount_paisa_ck', sql`${t.amountPaisa} >= 0`),
    check('invoices_discount_paisa_ck', sql`${t.discountPaisa} >= 0 AND ${t.discountPaisa} <= ${t.amountPaisa}`),
  ],
);

export const refunds = pgTable(
  'refunds',
  {
    id: id(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'restrict' }),
    reason: text('reason').notNull(),
    amountPaisa: integer('amount_paisa').notNull(),
    status: refundStatusEnum('status').notNull().default('requested'),
    requestedAt: tstz('requested_at').notNull().defaultNow(),
    refundedAt: tstz('refunded_at'),
    /** Why the clinic declined it (status rejected), shown to the patient. */
    decisionNote: text('decision_note'),
    /** How the money went back (issue 30): 'wallet' (the gateway's merchant portal) or 'cash'. */
    method: text('method'),
    /** The wallet's refund id or the cash receipt number. */
    reference: text('reference'),
  },
  (t) => [
    /** At most one open refund request per payment. */
    uniqueIndex('refunds_open_payment_uq').on(t.paymentId).where(sql`${t.status} = 'requested'`),
    index('refunds_patient_idx').on(t.patientId),
    check('refunds_amount_paisa_ck', sql`${t.amountPaisa} > 0`),
    check('refunds_refunded_at_ck', sql`${t.status} <> 'refunded' OR ${t.refundedAt} IS NOT NULL`),
    check('refunds_method_ck', sql`${t.method} IS NULL OR ${t.method} IN ('wallet', 'cash')`),
  ],
);

/** Complaints and fraud reports. */
export const caseReports = pgTable(
  'case_reports',
  {
    id: id(),
    kind: caseReportKindEnum('kind').notNull(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'restrict' }),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    appointmentId: uuid('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    status: caseReportStatusEnum('status').notNull().default('open'),
    /** The clinic's note when it marked the report handled (closed); the patient reads it. */
    handledNote: text('handled_note'),
    handledAt: tstz('handled_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('case_reports_patient_idx').on(t.patientId, t.createdAt.desc())],
);

/** Supporting documents of exactly one case report or refund request. */
export const attachments = pgTable(
  'attachments',
  {
    id: id(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'restrict' }),
    caseReportId: uuid('case_report_id').references(() => caseReports.id, { onDelete: 'cascade' }),
    refundId: uuid('refund_id').references(() => refunds.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [
    index('attachments_case_report_idx').on(t.caseReportId),
    index('attachments_refund_idx').on(t.refundId),
    check('attachments_owner_ck', sql`num_nonnulls(${t.caseReportId}, ${t.refundId}) = 1`),
    check('attachments_size_bytes_ck', sql`${t.sizeBytes} > 0`),
  ],
);
