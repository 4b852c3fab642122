// The payment service (/api/v1/payment): history, invoices, summary, start, status, reconcile,
// refund requests, complaints and fraud reports. Money is integer paisa.
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  CaseReportResponseSchema, InvoiceDetailsResponseSchema, InvoiceListResponseSchema, OPEN_PAYMENT_STATUSES,
  PaymentActionResponseSchema, PaymentHistoryResponseSchema, PaymentStatusResponseSchema, PaymentSummaryResponseSchema,
  RefundResponseSchema, StartPaymentResponseSchema, type OnlineGateway, type PaymentView, type StartPaymentData,
} from '@contracts/payments';
import { complaintSubmit, fraudReportSubmit, invoiceDetails, invoiceList, paymentHistory, paymentReconcile, paymentStart, paymentStatus, paymentSummary, refundRequest } from '@contracts/endpoints/payments';
import { apiRequest } from '@/lib/api/api-client';
import { useOutboxMutation, type OutboxScreenOptions } from '@/lib/offline/use-outbox-mutation';
import type { CaseVariables, StartPaymentVariables } from '../outbox';


export function isOpenPayment(status: PaymentView['status']): boolean {
  return (OPEN_PAYMENT_STATUSES as readonly string[]).includes(status);
}

export const paymentHistoryQueryOptions = (uid: string) =>
  queryOptions({
    queryKey: ['patient', uid, 'payments', 'history'] as const,
    queryFn: async ({ signal }) => (await apiRequest(paymentHistory, { query: { pageSize: 50 }, schema: PaymentHistoryResponseSchema, signal })).data,
  });
export const usePaymentHistory = (uid: string) => useQuery(paymentHistoryQueryOptions(uid));

export const invoicesQueryOptions = (uid: string) =>
  queryOptions({
    queryKey: ['patient', uid, 'payments', 'invoices'] as const,
    queryFn: async ({ signal }) => (await apiRequest(invoiceList, { query: { pageSize: 50 }, schema: InvoiceListResponseSchema, signal })).data.invoices,
  });
export const useInvoices = (uid: string) => useQuery(invoicesQueryOptions(uid));

export const invoiceQueryOptions = (uid: string, id: string) =>
  queryOptions({
    queryKey: ['patient', uid, 'payments', 'invoice', id] as const,
    queryFn: async ({ signal }) => (await apiRequest(invoiceDetails, { params: { id }, schema: InvoiceDetailsResponseSchema, signal })).data,
  });
export const useInvoice = (uid: string, id: string | null) => useQuery({ ...invoiceQueryOptions(uid, id ?? ''), enabled: !!id });

export const paymentSummaryQueryOptions = (uid: string, appointmentId: string) =>
  queryOptions({
    queryKey: ['patient', uid, 'payments', 'summary', appointmentId] as const,
    queryFn: async ({ signal }) => (await apiRequest(paymentSummary, { params: { id: appointmentId }, schema: PaymentSummaryResponseSchema, signal })).data,
  });
export const usePaymentSummary = (uid: string, appointmentId: string, enabled = true) =>
  useQuery({ ...paymentSummaryQueryOptions(uid, appointmentId), enabled });

export function startPayment(input: { appointmentId: string; gateway: OnlineGateway }, idempotencyKey: string) {
  return apiRequest(paymentStart, { body: input, idempotencyKey, schema: StartPaymentResponseSchema });
}
/** Starting a payment is an outbox write (../outbox.ts): made offline, it is sent when back online. */
export const useStartPayment = (opts?: OutboxScreenOptions) =>
  useOutboxMutation<StartPaymentVariables, { message: string; data: StartPaymentData }>('payment-start', opts);

export const paymentStatusQueryOptions = (uid: string, id: string) =>
  queryOptions({
    queryKey: ['patient', uid, 'payments', 'status', id] as const,
    queryFn: async ({ signal }) => (await apiRequest(paymentStatus, { params: { id }, schema: PaymentStatusResponseSchema, signal })).data,
  });

export async function reconcilePayment(id: string): Promise<PaymentView> {
  return (await apiRequest(paymentReconcile, { params: { id }, schema: PaymentActionResponseSchema })).data;
}

/** A reason and optional documents: JSON without files, multipart with `attachments` otherwise. */
export function reportBody(fields: Record<string, string | null | undefined>, files: File[]): unknown {
  const clean = Object.fromEntries(Object.entries(fields).filter(([, v]) => v != null && v !== ''));
  if (files.length === 0) return clean;
  const form = new FormData();
  for (const [k, v] of Object.entries(clean)) form.append(k, v as string);
  for (const f of files) form.append('attachments', f, f.name);
  return form;
}

export type CaseKind = 'refund' | 'complaint' | 'fraud-report';

export async function submitCase({ kind, reason, paymentId, appointmentId, files, idempotencyKey }: CaseVariables): Promise<string> {
  if (kind === 'refund') {
    const res = await apiRequest(refundRequest, {
      params: { id: paymentId ?? '' }, body: reportBody({ reason }, files), idempotencyKey, schema: RefundResponseSchema,
    });
    return res.message;
  }
  const res = await apiRequest(kind === 'complaint' ? complaintSubmit : fraudReportSubmit, {
    body: reportBody({ reason, paymentId, appointmentId }, files), idempotencyKey, schema: CaseReportResponseSchema,
  });
  return res.message;
}

/** Refund requests, complaints and fraud reports are outbox writes (attachments included). */
export const useSubmitCase = (opts?: OutboxScreenOptions) => useOutboxMutation<CaseVariables, string>('payment-case', opts);
