import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../context';
import { routesAt } from '../../lib/endpoint';
import { HttpError } from '../../lib/http-error';
import { bufferedBody, contentDisposition, formBodyLimit, readDocumentForm } from '../../lib/documents';
import { UuidSchema } from '../../../contracts/common';
import { translateMessage } from '../../lib/i18n';
import { RECORDS_MESSAGES as R } from '../../../contracts/records-messages';
import {
  ATTACHMENT_MAX_BYTES, ATTACHMENT_MAX_FILES, CaseReportRequestSchema, CaseReportResponseSchema, DoctorRefundListQuerySchema,
  DoctorRefundListResponseSchema, InvoiceDetailsResponseSchema, RefundRejectSchema,
  InvoiceListQuerySchema, InvoiceListResponseSchema, PaymentActionResponseSchema, PaymentHistoryQuerySchema, PaymentHistoryResponseSchema,
  PaymentStatusResponseSchema, PaymentSummaryResponseSchema, RefundRequestSchema, RefundResponseSchema, StartPaymentResponseSchema,
  StartPaymentSchema,
} from '../../../contracts/payments';
import { DOCTOR_API, PAYMENT_API } from '../../../contracts/endpoints/bases';
// A namespace: the service's functions have the endpoints' names.
import * as endpoints from '../../../contracts/endpoints/payments';
import { appUrlOf } from '../patients/routes';
import { checkPaymentNow, paymentSummary, startPayment } from './service';
import { doctorRefunds, invoiceDetails, invoiceList, paymentHistory, paymentView } from './history';
import { createCaseReport, markRefunded, rejectRefund, requestRefund } from './refunds';
import { invoicePdf } from './invoice-pdf';
import { patientCaseReports } from './cases';
import { caseReportList } from '../../../contracts/endpoints/clinic-records';
import { PatientCaseListResponseSchema } from '../../../contracts/clinic-records';

const IdParam = v.object({ id: UuidSchema });
const noStore = (c: Context<AppEnv>) => c.header('Cache-Control', 'no-store');
const documentsLimit = () => bufferedBody(formBodyLimit(ATTACHMENT_MAX_FILES, ATTACHMENT_MAX_BYTES), () => new HttpError(413, R.fileTooLarge));
const documentForm = { fileField: 'attachments', maxFiles: ATTACHMENT_MAX_FILES, maxFileBytes: ATTACHMENT_MAX_BYTES };
const uploadNote = 'JSON, or multipart/form-data with the same fields and up to 3 `attachments` (PDF, JPG or PNG by content, each under 5 MB)';

/** Mounted at /api/v1/payment: the payment service. Every query is scoped to the caller (another's answers 404). */
export function paymentRoutes() {
  const app = new Hono<AppEnv>();
  const route = routesAt(app, PAYMENT_API);

  route(endpoints.paymentStart, {
    tag: 'Payments',
    auth: 'patient',
    idempotent: true,
    status: 201,
    summary: "Start paying an appointment online (the patient's own, unpaid, not canceled; also Pay Now on a pay-at-the-clinic booking). Amount = the fee, service charge = the wallet charge, in paisa. eSewa: POST `esewa.fields` as a form to `esewa.formUrl`; Khalti: open `khalti.paymentUrl`",
    body: StartPaymentSchema,
    response: StartPaymentResponseSchema,
  }, async (c) => {
    const data = await startPayment(c.get('deps'), c.get('caller').patientId, c.req.valid('json'), appUrlOf(c));
    noStore(c);
    return c.json({ message: translateMessage(R.paymentStarted, c.get('locale')), data }, 201);
  });

  route(endpoints.paymentSummary, {
    tag: 'Payments',
    auth: 'patient',
    summary: 'Summary for payment of an appointment: fee, wallet service charge and total (paisa), whether Pay Now applies, and which gateways are available',
    response: PaymentSummaryResponseSchema,
    param: IdParam,
  }, async (c) => {
    noStore(c);
    return c.json({ data: await paymentSummary(c.get('deps'), c.get('caller').patientId, c.req.valid('param').id) });
  });

  route(endpoints.paymentStatus, {
    tag: 'Payments',
    auth: 'patient',
    summary: 'One payment and its latest refund request',
    response: PaymentStatusResponseSchema,
    param: IdParam,
  }, async (c) => {
    noStore(c);
    return c.json({ data: await paymentView(c.get('deps').db, c.req.valid('param').id, c.get('caller').patientId) });
  });

  route(endpoints.paymentReconcile, {
    tag: 'Payments',
    auth: 'patient',
    summary: "Ask the gateway now (eSewa status check / Khalti lookup) about a payment that got no answer, and settle it",
    response: PaymentActionResponseSchema,
    param: IdParam,
  }, async (c) => {
    const data = await checkPaymentNow(c.get('deps'), c.get('caller').patientId, c.req.valid('param').id);
    return c.json({ message: translateMessage(R.paymentChecked, c.get('locale')), data });
  });

  route(caseReportList, {
    tag: 'Payments', auth: 'patient', response: PatientCaseListResponseSchema,
    summary: "The patient's complaints and fraud reports, newest first, with the clinic's note once handled",
  }, async (c) => {
    noStore(c);
    return c.json({ data: await patientCaseReports(c.get('deps').db, c.get('caller').patientId) });
  });

  route(endpoints.paymentHistory, {
    tag: 'Payments',
    auth: 'patient',
    summary: 'Last payment and all payments, newest first (payment id, date, transaction id, appointment id, total, refunded, paid on, status)',
    query: PaymentHistoryQuerySchema,
    response: PaymentHistoryResponseSchema,
  }, async (c) => {
    noStore(c);
    return c.json({ data: await paymentHistory(c.get('deps').db, c.get('caller').patientId, c.req.valid('query')) });
  });

  route(endpoints.invoiceList, {
    tag: 'Payments',
    auth: 'patient',
    summary: 'All invoices, newest first (invoice number, date, doctor, payment mode, amount, discount in Rs. and percent, status)',
    query: InvoiceListQuerySchema,
    response: InvoiceListResponseSchema,
  }, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ data: await invoiceList(c.get('deps').db, c.get('caller').patientId, c.req.valid('query')) });
  });

  route(endpoints.invoiceDetails, { tag: 'Payments', auth: 'patient', summary: 'One invoice with its lines and payment', response: InvoiceDetailsResponseSchema, param: IdParam }, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ data: await invoiceDetails(c.get('deps').db, c.req.valid('param').id, c.get('caller').patientId) });
  });

  route(endpoints.invoicePdf, { tag: 'Payments', auth: 'patient', summary: 'The invoice as a PDF (application/pdf, attachment)', param: IdParam }, async (c) => {
    const inv = await invoiceDetails(c.get('deps').db, c.req.valid('param').id, c.get('caller').patientId);
    const bytes = await invoicePdf(inv, c.get('timeZone'), c.get('locale'));
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': 'application/pdf', 'Content-Disposition': contentDisposition('attachment', `${inv.invoiceNumber}.pdf`),
      'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff',
    });
  });

  route(endpoints.refundRequest, {
    tag: 'Payments',
    auth: 'patient',
    idempotent: true,
    status: 201,
    summary: `Request a refund of a completed payment (a reason and optional documents): shows as requested, then refunded. ${uploadNote}`,
    form: RefundRequestSchema,
    response: RefundResponseSchema,
    use: [documentsLimit()],
    param: IdParam,
  }, async (c) => {
    const { fields, files } = await readDocumentForm(c, RefundRequestSchema, documentForm);
    const data = await requestRefund(c.get('deps'), c.get('caller').patientId, c.req.valid('param').id, fields.reason, files);
    return c.json({ message: translateMessage(R.refundRequested, c.get('locale')), data }, 201);
  });

  for (const [endpoint, kind, message] of [[endpoints.complaintSubmit, 'complaint', R.complaintSent], [endpoints.fraudReportSubmit, 'fraud_report', R.fraudReportSent]] as const) {
    route(endpoint, {
      tag: 'Payments', auth: 'patient', idempotent: true, status: 201,
      summary: `${kind === 'complaint' ? 'A complaint' : 'A fraud report'}: a reason, optionally about one payment or appointment of the caller, and optional documents. ${uploadNote}`,
      form: CaseReportRequestSchema, response: CaseReportResponseSchema, use: [documentsLimit()],
    }, async (c) => {
      const { fields, files } = await readDocumentForm(c, CaseReportRequestSchema, documentForm);
      const data = await createCaseReport(c.get('deps'), c.get('caller').patientId, kind, fields, files);
      return c.json({ message: translateMessage(message, c.get('locale')), data }, 201);
    });
  }

  return app;
}

/**
 * Mounted at /api/v1/doctor: the clinic decides the refund requests of its doctor's appointments:
 * refunded (the money went back at the gateway's merchant portal, or in cash) or declined with a reason.
 */
export function doctorPaymentRoutes() {
  const app = new Hono<AppEnv>();
  const route = routesAt(app, DOCTOR_API);
  route(endpoints.doctorRefundList, {
    tag: 'Payments',
    auth: 'doctor',
    summary: "Refund requests of the doctor's appointments, newest first (`status=requested` for those to decide)",
    query: DoctorRefundListQuerySchema,
    response: DoctorRefundListResponseSchema,
  }, async (c) => {
    const refunds = await doctorRefunds(c.get('deps').db, c.get('doctorCaller').doctorId, c.req.valid('query').status);
    return c.json({ data: { refunds } });
  });

  route(endpoints.doctorRefundReject, {
    tag: 'Payments',
    auth: 'doctor',
    summary: "Decline a requested refund of one of the doctor's appointments, with the reason the patient is told",
    body: RefundRejectSchema,
    response: RefundResponseSchema,
    param: IdParam,
  }, async (c) => {
    const data = await rejectRefund(c.get('deps'), c.req.valid('param').id, c.req.valid('json').reason, { doctorId: c.get('doctorCaller').doctorId });
    return c.json({ message: translateMessage(R.refundRejected, c.get('locale')), data });
  });

  route(endpoints.doctorRefundMarkRefunded, {
    tag: 'Payments',
    auth: 'doctor',
    summary: "Record a requested refund of one of the doctor's appointments as refunded (payment, appointment and invoice follow)",
    response: RefundResponseSchema,
    param: IdParam,
  }, async (c) => {
    const data = await markRefunded(c.get('deps'), c.req.valid('param').id, { doctorId: c.get('doctorCaller').doctorId });
    return c.json({ message: translateMessage(R.refundMarked, c.get('locale')), data });
  });
  return app;
}
