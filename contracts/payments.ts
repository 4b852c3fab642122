// The payment service (/api/v1/payment): starting a gateway payment, its status and history,
// invoices, refunds, complaints and fraud reports. Money is integer paisa; 'Rs.' on screen.
import * as v from 'valibot';
import { doctorNameNeEntries, envelope, PaginationSchema } from './common';
import { intFromQuery } from './query-params';
import * as M from './message-texts';
import { CASE_REPORT_KINDS, CASE_REPORT_STATUSES, INVOICE_STATUSES, PAYMENT_GATEWAYS, PAYMENT_STATUSES, PAYMENT_TRANSACTION_STATUSES, REFUND_STATUSES, SLOT_TYPES } from './record-options';
// The online gateways (PAYMENT_GATEWAYS also has 'cash'): in options.ts, which the app's start-up
// reads; imported from here, this whole module (its schemas) came into the first screen's entry.
import { ONLINE_GATEWAYS } from './options';

export { ONLINE_GATEWAYS };
export type OnlineGateway = (typeof ONLINE_GATEWAYS)[number];
export const GATEWAY_LABELS: Record<(typeof PAYMENT_GATEWAYS)[number], string> = { esewa: 'eSewa', khalti: 'Khalti', cash: 'Cash' };
/** Khalti refuses amounts under Rs. 10 (1000 paisa). */
export const KHALTI_MIN_PAISA = 1000;
/** Payment statuses that may still change with the gateway's answer. */
export const OPEN_PAYMENT_STATUSES = ['initiated', 'pending', 'ambiguous'] as const;

/** Supporting documents of a refund request, complaint or fraud report (optional). */
export const ATTACHMENT_MAX_FILES = 3;
/** Each file must be smaller than this (a file of exactly 5 MB is refused). */
export const ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;

/** 51050 → "510.50", 51000 → "510"; the app prefixes 'Rs.' (en-IN grouping: 1,00,000). */
export function formatRupees(paisa: number): string {
  const whole = Math.trunc(paisa / 100);
  const rest = Math.abs(paisa % 100);
  const grouped = new Intl.NumberFormat('en-IN').format(whole);
  return rest === 0 ? grouped : `${grouped}.${String(rest).padStart(2, '0')}`;
}

/** Discount as percent off the amount, one decimal (spec 9: 'Rs.' amount and percent off). */
export function discountPercent(amountPaisa: number, discountPaisa: number): number {
  if (amountPaisa <= 0 || discountPaisa <= 0) return 0;
  return Math.round((discountPaisa / amountPaisa) * 1000) / 10;
}

const uuid = v.pipe(v.string(M.required), v.uuid(M.invalidValue));
const reasonText = v.pipe(v.string(M.required), v.trim(), v.nonEmpty(M.required), v.maxLength(2000, M.tooLong));
const nullableString = v.nullable(v.string());

// ── Requests ─────────────────────────────────────────────────────────────────────────────────────
/** POST /api/v1/payment/start (Idempotency-Key) */
export const StartPaymentSchema = v.object({
  appointmentId: uuid,
  gateway: v.picklist(ONLINE_GATEWAYS, M.invalidOption),
});
export type StartPayment = v.InferOutput<typeof StartPaymentSchema>;

/** POST /api/v1/payment/refund/{paymentId}: JSON, or multipart with `reason` and up to 3 `attachments`. */
export const RefundRequestSchema = v.object({ reason: reasonText });
/** POST /api/v1/payment/complaint and /fraud-report: JSON, or multipart with the same fields and `attachments`. */
export const CaseReportRequestSchema = v.object({
  reason: reasonText,
  paymentId: v.optional(v.nullable(uuid)),
  appointmentId: v.optional(v.nullable(uuid)),
});

export const PaymentHistoryQuerySchema = v.object({ page: intFromQuery(1, 10_000, 1), pageSize: intFromQuery(1, 50, 20) });
/** @alias The invoices are paged like the payments. */
export const InvoiceListQuerySchema = PaymentHistoryQuerySchema;

// ── Responses ────────────────────────────────────────────────────────────────────────────────────
/** The fields of eSewa's ePay v2 form, exactly as the app must POST them to `formUrl`. */
export const EsewaFormSchema = v.object({
  amount: v.string(),
  tax_amount: v.string(),
  total_amount: v.string(),
  transaction_uuid: v.string(),
  product_code: v.string(),
  product_service_charge: v.string(),
  product_delivery_charge: v.string(),
  success_url: v.string(),
  failure_url: v.string(),
  signed_field_names: v.string(),
  signature: v.string(),
});
export type EsewaForm = v.InferOutput<typeof EsewaFormSchema>;

export const StartPaymentDataSchema = v.object({
  paymentId: v.string(),
  gateway: v.picklist(ONLINE_GATEWAYS),
  status: v.picklist(PAYMENT_TRANSACTION_STATUSES),
  /** Paisa: `total` = `amount` + `serviceCharge` (the wallet service charge). */
  amount: v.number(),
  serviceCharge: v.number(),
  total: v.number(),
  /** eSewa: POST `fields` as an HTML form to `formUrl` (a top-level navigation, not fetch). */
  esewa: v.nullable(v.object({ formUrl: v.string(), fields: EsewaFormSchema })),
  /** Khalti: open `paymentUrl`. */
  khalti: v.nullable(v.object({ pidx: v.string(), paymentUrl: v.string(), expiresAt: nullableString })),
});
export type StartPaymentData = v.InferOutput<typeof StartPaymentDataSchema>;
export const StartPaymentResponseSchema = v.object({ message: v.string(), data: StartPaymentDataSchema });

/** GET /api/v1/payment/summary/{appointmentId}: what paying online would cost ("summary for payment"). */
export const PaymentSummarySchema = v.object({
  appointmentId: v.string(),
  paymentStatus: v.picklist(PAYMENT_STATUSES),
  /** Unpaid, not canceled and something to pay: the app shows Pay Now. */
  payable: v.boolean(),
  amount: v.number(),
  serviceCharge: v.number(),
  total: v.number(),
  gateways: v.array(v.object({ gateway: v.picklist(ONLINE_GATEWAYS), available: v.boolean() })),
});
export const PaymentSummaryResponseSchema = envelope(PaymentSummarySchema);

const DoctorRefSchema = v.object({ id: v.string(), firstName: v.string(), lastName: v.string(), ...doctorNameNeEntries });

export const RefundViewSchema = v.object({
  id: v.string(),
  paymentId: v.string(),
  status: v.picklist(REFUND_STATUSES),
  amount: v.number(),
  reason: v.string(),
  requestedAt: v.string(),
  refundedAt: nullableString,
  /** Why the clinic declined it (status `rejected`). */
  decisionNote: nullableString,
  attachments: v.number(),
});
export type RefundView = v.InferOutput<typeof RefundViewSchema>;

/** Spec 3 Payment: payment id, date, transaction id, appointment id, total amount, refunded, paid on, status. */
export const PaymentViewSchema = v.object({
  id: v.string(),
  /** Our id at the gateway (eSewa transaction_uuid, Khalti purchase_order_id). */
  transactionUuid: v.string(),
  /** The gateway's transaction id, once known. */
  transactionId: nullableString,
  gateway: v.picklist(PAYMENT_GATEWAYS),
  status: v.picklist(PAYMENT_TRANSACTION_STATUSES),
  appointmentId: v.string(),
  doctor: DoctorRefSchema,
  /** What was paid for: the consultation, when it is (ISO instant) and who it is for. */
  visit: v.object({ startsAt: v.string(), appointmentType: v.picklist(SLOT_TYPES), patientName: v.string() }),
  amount: v.number(),
  serviceCharge: v.number(),
  total: v.number(),
  refunded: v.number(),
  /** ISO instants. */
  date: v.string(),
  paidOn: nullableString,
  invoiceId: nullableString,
  /** The latest refund request, if any (requested → refunded). */
  refund: v.nullable(RefundViewSchema),
});
export type PaymentView = v.InferOutput<typeof PaymentViewSchema>;
export const PaymentStatusResponseSchema = envelope(PaymentViewSchema);
export const PaymentActionResponseSchema = v.object({ message: v.string(), data: PaymentViewSchema });
export const PaymentHistoryResponseSchema = envelope(v.object({
  lastPayment: v.nullable(PaymentViewSchema),
  payments: v.array(PaymentViewSchema),
  pagination: PaginationSchema,
}));

/** Spec 3 Invoice: invoice id, date, doctor, payment mode, amount, payment status (+ discount in Rs. and percent). */
export const InvoiceSchema = v.object({
  id: v.string(),
  invoiceNumber: v.string(),
  date: v.string(),
  doctor: DoctorRefSchema,
  appointmentId: v.string(),
  paymentId: nullableString,
  paymentMode: v.picklist(PAYMENT_GATEWAYS),
  /** Paisa: `netAmount` = `amount` − `discount`. */
  amount: v.number(),
  discount: v.number(),
  discountPercent: v.number(),
  netAmount: v.number(),
  status: v.picklist(INVOICE_STATUSES),
});
export type Invoice = v.InferOutput<typeof InvoiceSchema>;
export const InvoiceDetailsSchema = v.object({
  ...InvoiceSchema.entries,
  patient: v.object({ name: v.string(), email: v.string(), phone: nullableString }),
  appointment: v.object({ startsAt: v.string(), type: v.string(), reason: v.string(), clinicName: nullableString }),
  /** Consultation fee and wallet service charge (paisa). */
  lines: v.array(v.object({ label: v.string(), amount: v.number() })),
  payment: v.nullable(v.object({ gateway: v.picklist(PAYMENT_GATEWAYS), transactionId: nullableString, paidOn: nullableString, refunded: v.number() })),
});
export type InvoiceDetails = v.InferOutput<typeof InvoiceDetailsSchema>;
export const InvoiceListResponseSchema = envelope(v.object({ invoices: v.array(InvoiceSchema), pagination: PaginationSchema }));
export const InvoiceDetailsResponseSchema = envelope(InvoiceDetailsSchema);

export const RefundResponseSchema = v.object({ message: v.string(), data: RefundViewSchema });

/** POST /api/v1/doctor/payment/refunds/{id}/reject: the reason the patient is told. */
export const RefundRejectSchema = v.object({ reason: v.pipe(v.string(M.required), v.trim(), v.nonEmpty(M.required), v.maxLength(500, M.tooLong)) }, M.required);

/** GET /api/v1/doctor/payment/refunds: the refund requests of the doctor's appointments, newest first. */
export const DoctorRefundSchema = v.object({
  ...RefundViewSchema.entries,
  appointmentId: v.string(),
  gateway: v.picklist(PAYMENT_GATEWAYS),
  patientName: v.string(),
});
export const DoctorRefundListResponseSchema = envelope(v.object({ refunds: v.array(DoctorRefundSchema) }));
export const DoctorRefundListQuerySchema = v.object({ status: v.optional(v.picklist(REFUND_STATUSES, M.invalidOption)) });
export const CaseReportViewSchema = v.object({
  id: v.string(),
  kind: v.picklist(CASE_REPORT_KINDS),
  status: v.picklist(CASE_REPORT_STATUSES),
  paymentId: nullableString,
  appointmentId: nullableString,
  createdAt: v.string(),
  attachments: v.number(),
});
export const CaseReportResponseSchema = v.object({ message: v.string(), data: CaseReportViewSchema });

/** Where the browser lands after the gateway (the app's page): /payments/result?paymentId=…&status=… */
export const PAYMENT_RESULT_PATH = '/payments/result';
export const PAYMENT_RESULT_STATUSES = ['completed', 'pending', 'failed', 'canceled', 'error'] as const;
