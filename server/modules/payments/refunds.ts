// Refund requests (requested → refunded), complaints and fraud reports, with optional supporting
// documents; and the doctor/admin side that records a refund as done.
import type { AppDeps } from '../../context';
import { HttpError, pgErrorCode } from '../../lib/http-error';
import type { UploadedDocument } from '../../lib/documents';
import { fileStorage, newStorageKey } from '../../storage/files';
import { RECORDS_MESSAGES as R } from '../../../contracts/records-messages';
import type { CASE_REPORT_KINDS } from '../../../contracts/record-options';
import type { RefundView } from '../../../contracts/payments';
import { notifyPatient } from './notify';
import { refundView } from './history';
import { findPatientAppointment, findPayment, lockPayment, type Tx } from './repository';
import {
  appointmentDoctorId, attachmentCount, declineRefund, insertAttachments, insertCaseReport, insertRefund, lockRefundWithPayment,
  setAppointmentRefunded, setInvoiceRefunded, setPaymentRefunded, setRefundMethod, setRefundPaidBack, type RefundRow,
} from './refunds.repository';
import { now as clockNow } from '../../lib/clock';

/** Stores the files first (outside the transaction); the caller removes them if the rows are not written. */
async function storeFiles(deps: AppDeps, patientId: string, files: UploadedDocument[]) {
  const storage = fileStorage(deps);
  const stored: { key: string; file: UploadedDocument }[] = [];
  for (const file of files) {
    const key = newStorageKey('payment-documents', patientId, file.ext);
    await storage.put(key, file.bytes);
    stored.push({ key, file });
  }
  return {
    stored,
    rows: (owner: { refundId: string } | { caseReportId: string }) => stored.map(({ key, file }) => ({
      patientId, ...owner, fileName: file.fileName, mimeType: file.mime, sizeBytes: file.bytes.byteLength, storageKey: key,
    })),
    discard: () => Promise.all(stored.map(({ key }) => storage.remove(key).catch(() => undefined))),
  };
}

export async function requestRefund(deps: AppDeps, patientId: string, paymentId: string, reason: string, files: UploadedDocument[]): Promise<RefundView> {
  const payment = await findPayment(deps.db, paymentId, { patientId });
  if (!payment) throw new HttpError(404, R.paymentNotFound);
  if (payment.status !== 'completed' && payment.status !== 'partially_refunded') throw new HttpError(422, R.refundNotAllowed);
  const files$ = await storeFiles(deps, patientId, files);
  try {
    return await deps.db.transaction(async (tx) => {
      const p = await lockPayment(tx, paymentId);
      if (!p || (p.status !== 'completed' && p.status !== 'partially_refunded')) throw new HttpError(422, R.refundNotAllowed);
      const refund = await insertRefund(tx, { paymentId, patientId, reason, amountPaisa: p.totalPaisa - p.refundedPaisa });
      if (files$.stored.length > 0) await insertAttachments(tx, files$.rows({ refundId: refund.id }));
      await notifyPatient(tx, {
        patientId, appointmentId: p.appointmentId, kind: 'refund_requested', doctorId: (await appointmentDoctorId(tx, p.appointmentId))!,
        gateway: p.gateway, amountPaisa: refund.amountPaisa, activity: 'refund_requested',
      });
      return refundView(refund, files$.stored.length);
    });
  } catch (err) {
    await files$.discard();
    // refunds_open_payment_uq: one open request per payment.
    if (pgErrorCode(err) === '23505') throw new HttpError(409, R.refundAlreadyRequested);
    throw err;
  }
}

export async function createCaseReport(
  deps: AppDeps,
  patientId: string,
  kind: (typeof CASE_REPORT_KINDS)[number],
  input: { reason: string; paymentId?: string | null; appointmentId?: string | null },
  files: UploadedDocument[],
) {
  if (input.paymentId && !(await findPayment(deps.db, input.paymentId, { patientId }))) {
    throw new HttpError(404, R.reportTargetNotFound, [{ field: 'paymentId', message: R.reportTargetNotFound }]);
  }
  if (input.appointmentId && !(await findPatientAppointment(deps.db, input.appointmentId, patientId))) {
    throw new HttpError(404, R.reportTargetNotFound, [{ field: 'appointmentId', message: R.reportTargetNotFound }]);
  }
  const files$ = await storeFiles(deps, patientId, files);
  try {
    return await deps.db.transaction(async (tx) => {
      const report = await insertCaseReport(tx, {
        kind, patientId, paymentId: input.paymentId ?? null, appointmentId: input.appointmentId ?? null, reason: input.reason,
      });
      if (files$.stored.length > 0) await insertAttachments(tx, files$.rows({ caseReportId: report.id }));
      return {
        id: report.id, kind: report.kind, status: report.status, paymentId: report.paymentId, appointmentId: report.appointmentId,
        createdAt: report.createdAt.toISOString(), attachments: files$.stored.length,
      };
    });
  } catch (err) {
    await files$.discard();
    throw err;
  }
}

/**
 * Records a refund as paid back (the gateway's merchant portal did the transfer). Scoped to the doctor
 * of the appointment when `doctorId` is given; tests and scripts may call it without.
 */
export async function markRefunded(
  deps: AppDeps, refundId: string, scope: { doctorId?: string } = {}, paidBack?: { method: 'wallet' | 'cash'; reference: string },
): Promise<RefundView> {
  return deps.db.transaction(async (tx) => {
    const { r } = await lockOpenRefund(tx, refundId, scope);
    // How the money went back (the console's accounts role): the wallet's refund id or the cash receipt.
    if (paidBack) await setRefundMethod(tx, refundId, paidBack.method, paidBack.reference);
    return applyRefund(tx, r);
  });
}

/** The refund request still to decide, locked, with its payment and doctor; 404 outside `scope`, 409 once decided. */
async function lockOpenRefund(tx: Tx, refundId: string, scope: { doctorId?: string }) {
  const row = await lockRefundWithPayment(tx, refundId);
  if (!row || (scope.doctorId && row.doctorId !== scope.doctorId)) throw new HttpError(404, R.refundNotFound);
  if (row.r.status !== 'requested') throw new HttpError(409, R.refundClosed);
  return row;
}

/**
 * Declines a requested refund with a reason the patient is told (notification and the payment's refund
 * line). Scoped like `markRefunded`. The payment stays paid; the patient may ask again.
 */
export async function rejectRefund(deps: AppDeps, refundId: string, reason: string, scope: { doctorId?: string } = {}): Promise<RefundView> {
  return deps.db.transaction(async (tx) => {
    const row = await lockOpenRefund(tx, refundId, scope);
    const updated = await declineRefund(tx, refundId, reason);
    await notifyPatient(tx, {
      patientId: row.p.patientId, appointmentId: row.p.appointmentId, kind: 'refund_rejected', doctorId: row.doctorId,
      gateway: row.p.gateway, amountPaisa: row.r.amountPaisa, reason,
    });
    return refundView(updated, await attachmentCount(tx, refundId));
  });
}

async function applyRefund(tx: Tx, r: RefundRow): Promise<RefundView> {
  const now = clockNow();
  const p = await lockPayment(tx, r.paymentId);
  const refunded = Math.min(p!.totalPaisa, p!.refundedPaisa + r.amountPaisa);
  const full = refunded >= p!.totalPaisa;
  // A duplicate (status ambiguous) never paid the appointment: only its own row changes.
  const paidTheAppointment = p!.status === 'completed' || p!.status === 'partially_refunded';
  await setPaymentRefunded(tx, p!.id, refunded, full);
  const updated = await setRefundPaidBack(tx, r.id, now);
  if (paidTheAppointment) {
    await setAppointmentRefunded(tx, p!.appointmentId, full);
    if (full) await setInvoiceRefunded(tx, p!.id);
  }
  await notifyPatient(tx, {
    patientId: p!.patientId, appointmentId: p!.appointmentId, kind: 'refund_completed', doctorId: (await appointmentDoctorId(tx, p!.appointmentId))!,
    gateway: p!.gateway, amountPaisa: r.amountPaisa,
  });
  return refundView(updated, await attachmentCount(tx, r.id));
}
