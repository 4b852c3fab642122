// The customer back from a gateway's page: what the return says is never believed; eSewa's status
// check (or Khalti's lookup) settles the payment, and the app's result page is told the outcome.
import type { AppDeps } from '../../context';
import type { PAYMENT_RESULT_STATUSES } from '../../../contracts/payments';
import type { EsewaSuccessData } from '../../payments/esewa';
import { checkAndSettle } from './reconcile';
import { settlePayment } from './settlement';
import { findKhaltiPaymentByPidx, findPaymentByTransactionUuid, type PaymentRow } from './repository';

export type ResultStatus = (typeof PAYMENT_RESULT_STATUSES)[number];
export type ReturnOutcome = { status: ResultStatus; paymentId?: string };

export function resultOf(p: PaymentRow): ResultStatus {
  if (p.status === 'completed' || p.status === 'partially_refunded' || p.status === 'refunded') return 'completed';
  if (p.status === 'failed' || p.status === 'canceled') return p.status;
  return 'pending';
}

const outcome = (p: PaymentRow, paymentId: string): ReturnOutcome => ({ status: resultOf(p), paymentId });
const error: ReturnOutcome = { status: 'error' };

/** eSewa's success redirect, its signature checked: the amount must be ours, then the status check decides. */
export async function esewaReturned(
  deps: AppDeps, d: EsewaSuccessData, productCode: string,
): Promise<ReturnOutcome> {
  const p = await findPaymentByTransactionUuid(deps.db, d.transactionUuid);
  if (!p || p.gateway !== 'esewa' || d.productCode !== productCode) return error;
  if (d.totalPaisa !== p.totalPaisa) {
    const { payment } = await settlePayment(deps, p.id, { kind: 'amount_mismatch', reportedPaisa: d.totalPaisa, response: d.raw });
    return outcome(payment, p.id);
  }
  return outcome((await checkAndSettle(deps, p)).payment, p.id);
}

/** eSewa's failure redirect: the status check decides; a payment not paid is then canceled by the patient. */
export async function esewaFailed(deps: AppDeps, transactionUuid: string | undefined): Promise<ReturnOutcome> {
  const p = transactionUuid === undefined ? undefined : await findPaymentByTransactionUuid(deps.db, transactionUuid);
  if (!p || p.gateway !== 'esewa') return error;
  let { payment } = await checkAndSettle(deps, p);
  if (resultOf(payment) === 'pending') {
    // The patient left eSewa by its cancel/failure way and is shown the outcome now.
    ({ payment } = await settlePayment(deps, p.id, { kind: 'not_paid', status: 'canceled', patientCanceled: true, response: { returnedTo: 'failure_url' } }));
  }
  return outcome(payment, p.id);
}

/** Khalti's return: the lookup decides (`purchaseOrderId`, when given, must be ours). */
export async function khaltiReturned(deps: AppDeps, pidx: string, purchaseOrderId: string | undefined): Promise<ReturnOutcome> {
  const p = await findKhaltiPaymentByPidx(deps.db, pidx);
  if (!p || (purchaseOrderId && purchaseOrderId !== p.transactionUuid)) return error;
  return outcome((await checkAndSettle(deps, p)).payment, p.id);
}
