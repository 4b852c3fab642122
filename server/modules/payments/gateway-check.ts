// Asking the gateway what happened to a payment (eSewa status check, Khalti lookup) and turning its
// answer into a verdict. Only eSewa COMPLETE / Khalti Completed with our exact amount is "paid".
import type { AppDeps } from '../../context';
import { esewaStatusCheck } from '../../payments/esewa';
import { khaltiLookup } from '../../payments/khalti';
import { GatewayUnreachable } from '../../payments/gateway-http';
import type { PaymentRow } from './repository';
import { nowMs } from '../../lib/clock';

export type Verdict =
  /** Paid, for exactly our amount. */
  | { kind: 'paid'; transactionId: string | null; gatewayRef?: string; response: unknown }
  /** No final answer yet: keep waiting (reconciliation asks again). */
  | { kind: 'open'; status: 'initiated' | 'pending' | 'ambiguous'; response: unknown }
  /**
   * Not paid, and it will not be. `patientCanceled`: the patient pressed cancel on the gateway's page
   * (not a refusal, a reversal or an attempt left to expire).
   */
  | { kind: 'not_paid'; status: 'failed' | 'canceled'; patientCanceled?: true; response: unknown }
  /** The gateway reports a payment of another amount: refused, never counted as paid. */
  | { kind: 'amount_mismatch'; reportedPaisa: number | undefined; response: unknown };

const olderThan = (p: PaymentRow, ms: number) => nowMs() - p.createdAt.getTime() >= ms;

export function esewaVerdict(p: PaymentRow, s: { status: string; refId: string | null; totalPaisa: number | undefined; raw: unknown }, timeoutMs: number): Verdict {
  switch (s.status) {
    case 'COMPLETE':
      if (s.totalPaisa !== p.totalPaisa) return { kind: 'amount_mismatch', reportedPaisa: s.totalPaisa, response: s.raw };
      return { kind: 'paid', transactionId: s.refId, gatewayRef: s.refId ?? undefined, response: s.raw };
    case 'PENDING':
      // eSewa: "payment initiated but not yet completed" (the customer may still be on eSewa's page).
      return { kind: 'open', status: 'initiated', response: s.raw };
    case 'AMBIGUOUS':
      return { kind: 'open', status: 'ambiguous', response: s.raw };
    case 'CANCELED':
      return { kind: 'not_paid', status: 'canceled', patientCanceled: true, response: s.raw };
    case 'FULL_REFUND':
    case 'PARTIAL_REFUND':
      return { kind: 'not_paid', status: 'failed', response: s.raw };
    case 'NOT_FOUND':
      // The customer never confirmed at eSewa: after the timeout the attempt is over.
      return olderThan(p, timeoutMs) ? { kind: 'not_paid', status: 'canceled', response: s.raw } : { kind: 'open', status: 'initiated', response: s.raw };
    default:
      return { kind: 'open', status: 'ambiguous', response: s.raw };
  }
}

export function khaltiVerdict(p: PaymentRow, l: { status: string; totalPaisa: number | undefined; transactionId: string | null; raw: unknown }, timeoutMs: number): Verdict {
  switch (l.status) {
    case 'Completed':
      if (l.totalPaisa !== p.totalPaisa) return { kind: 'amount_mismatch', reportedPaisa: l.totalPaisa, response: l.raw };
      return { kind: 'paid', transactionId: l.transactionId, response: l.raw };
    case 'Pending':
      return { kind: 'open', status: 'pending', response: l.raw };
    case 'Initiated':
      return { kind: 'open', status: 'initiated', response: l.raw };
    case 'User canceled':
      return { kind: 'not_paid', status: 'canceled', patientCanceled: true, response: l.raw };
    case 'Expired':
      return { kind: 'not_paid', status: 'canceled', response: l.raw };
    case 'Refunded':
    case 'Partially Refunded':
      return { kind: 'not_paid', status: 'failed', response: l.raw };
    case 'Not found':
      return olderThan(p, timeoutMs) ? { kind: 'not_paid', status: 'failed', response: l.raw } : { kind: 'open', status: 'initiated', response: l.raw };
    default:
      return { kind: 'open', status: 'ambiguous', response: l.raw };
  }
}

/** The gateway's verdict now. Throws GatewayUnreachable when it cannot be asked (the payment stays as it is). */
export async function checkWithGateway(deps: AppDeps, p: PaymentRow): Promise<Verdict> {
  const { payments: cfg } = deps.env;
  if (p.gateway === 'esewa') {
    if (!cfg.esewa) throw new GatewayUnreachable('eSewa is not configured');
    const s = await esewaStatusCheck(deps, cfg.esewa, { totalPaisa: p.totalPaisa, transactionUuid: p.transactionUuid });
    return esewaVerdict(p, s, cfg.reconcileAfterMs);
  }
  if (p.gateway === 'khalti') {
    if (!cfg.khalti) throw new GatewayUnreachable('Khalti is not configured');
    // No pidx: Khalti never accepted the initiate call, so nothing can have been paid.
    if (!p.gatewayRef) return { kind: 'not_paid', status: 'failed', response: null };
    const l = await khaltiLookup(deps, cfg.khalti, p.gatewayRef);
    return khaltiVerdict(p, l, cfg.reconcileAfterMs);
  }
  throw new GatewayUnreachable(`no gateway check for ${p.gateway}`);
}
