// Reconciliation: a payment whose callback never came (or came without a final answer) is settled by
// the gateway's status check / lookup after a timeout (eSewa's documentation: 5 minutes). Stateless:
// every instance may run it; claimStalePayments() hands each stale payment to one of them.
import type { AppDeps } from '../../context';
import { GatewayUnreachable } from '../../payments/gateway-http';
import { checkWithGateway, type Verdict } from './gateway-check';
import { claimStalePayments, type PaymentRow } from './repository';
import { settlePayment } from './settlement';

/** Reconciliation gives up on a payment this old (it is left for a person to look at). */
export const RECONCILE_MAX_AGE_MS = 7 * 24 * 3_600_000;

/**
 * Asks the gateway and settles. Returns the payment as it is afterwards; when the gateway cannot be
 * reached, the payment is left as it was (`unreachable`), to be tried again.
 */
export async function checkAndSettle(deps: AppDeps, p: PaymentRow): Promise<{ payment: PaymentRow; verdict?: Verdict; unreachable?: boolean }> {
  let verdict: Verdict;
  try {
    verdict = await checkWithGateway(deps, p);
  } catch (err) {
    if (!(err instanceof GatewayUnreachable)) throw err;
    deps.log.warn('payment gateway unreachable', { paymentId: p.id, gateway: p.gateway, error: err.message });
    return { payment: p, unreachable: true };
  }
  const { payment } = await settlePayment(deps, p.id, verdict);
  return { payment, verdict };
}

export type ReconcileReport = { checked: number; completed: number; closed: number; open: number; unreachable: number };

/** Settles every payment that has waited `olderThanMs` (default: the configured timeout) for an answer. */
export async function reconcilePending(deps: AppDeps, opts: { olderThanMs?: number; batch?: number; maxBatches?: number } = {}): Promise<ReconcileReport> {
  const report: ReconcileReport = { checked: 0, completed: 0, closed: 0, open: 0, unreachable: 0 };
  const olderThanMs = opts.olderThanMs ?? deps.env.payments.reconcileAfterMs;
  for (let i = 0; i < (opts.maxBatches ?? 10); i++) {
    const claimed = await claimStalePayments(deps.db, { olderThanMs, maxAgeMs: RECONCILE_MAX_AGE_MS, limit: opts.batch ?? 20 });
    for (const p of claimed) {
      report.checked++;
      const r = await checkAndSettle(deps, p);
      if (r.unreachable) report.unreachable++;
      else if (r.payment.status === 'completed') report.completed++;
      else if (['failed', 'canceled'].includes(r.payment.status)) report.closed++;
      else report.open++;
    }
    if (claimed.length < (opts.batch ?? 20)) break;
  }
  return report;
}

/** Runs reconcilePending every `reconcileIntervalMs` (0 = off). Returns the stop function. */
export function startReconciler(deps: AppDeps): () => void {
  const every = deps.env.payments.reconcileIntervalMs;
  if (every <= 0) return () => {};
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    reconcilePending(deps)
      .then((r) => { if (r.checked > 0) deps.log.info('payments reconciled', r); })
      .catch((err: unknown) => deps.log.error('payment reconciliation failed', { error: err instanceof Error ? err.message : String(err) }))
      .finally(() => { running = false; });
  }, every);
  timer.unref();
  return () => clearInterval(timer);
}
