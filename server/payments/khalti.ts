// Khalti KPG-2 (web checkout): initiate (server to server, "Authorization: Key <secret>") → the
// customer pays at payment_url → Khalti redirects to return_url with pidx, status, transaction_id,
// amount… → we confirm with the lookup API. Only "Completed" is paid. Amounts are paisa.
import type { AppDeps } from '../context';
import { gatewayRequest, GatewayUnreachable, joinUrl } from './gateway-http';

export type KhaltiConfig = { secretKey: string; baseUrl: string };


export type KhaltiInitiateInput = {
  returnUrl: string;
  websiteUrl: string;
  amountPaisa: number;
  purchaseOrderId: string;
  purchaseOrderName: string;
  customer?: { name: string; email?: string; phone?: string };
  breakdown?: { label: string; amount: number }[];
};

export type KhaltiInitiated = { pidx: string; paymentUrl: string; expiresAt: string | null; raw: unknown };

/** A refusal by Khalti (4xx with field errors): not retryable, unlike GatewayUnreachable. */
export class KhaltiRefused extends Error {
  constructor(readonly status: number, readonly body: unknown) {
    super(`Khalti refused the request (${status})`);
    this.name = 'KhaltiRefused';
  }
}

const auth = (cfg: KhaltiConfig) => ({ authorization: `Key ${cfg.secretKey}` });

export async function khaltiInitiate(deps: AppDeps, cfg: KhaltiConfig, p: KhaltiInitiateInput): Promise<KhaltiInitiated> {
  const reply = await gatewayRequest(deps, joinUrl(cfg.baseUrl, 'epayment/initiate/'), {
    method: 'POST',
    headers: auth(cfg),
    json: {
      return_url: p.returnUrl,
      website_url: p.websiteUrl,
      amount: p.amountPaisa,
      purchase_order_id: p.purchaseOrderId,
      purchase_order_name: p.purchaseOrderName,
      ...(p.customer ? { customer_info: p.customer } : {}),
      ...(p.breakdown ? { amount_breakdown: p.breakdown } : {}),
    },
  });
  const body = reply.body as Record<string, unknown> | undefined;
  if (reply.status >= 400) throw new KhaltiRefused(reply.status, body);
  if (!body || typeof body['pidx'] !== 'string' || typeof body['payment_url'] !== 'string') {
    throw new GatewayUnreachable('unexpected initiate answer');
  }
  return { pidx: body['pidx'], paymentUrl: body['payment_url'], expiresAt: typeof body['expires_at'] === 'string' ? body['expires_at'] : null, raw: body };
}

export type KhaltiLookup = { status: string; totalPaisa: number | undefined; transactionId: string | null; raw: unknown };

/** POST {base}/epayment/lookup/ {pidx}. An unknown pidx answers status "Not found". */
export async function khaltiLookup(deps: AppDeps, cfg: KhaltiConfig, pidx: string): Promise<KhaltiLookup> {
  const reply = await gatewayRequest(deps, joinUrl(cfg.baseUrl, 'epayment/lookup/'), { method: 'POST', headers: auth(cfg), json: { pidx } });
  const body = reply.body as Record<string, unknown> | undefined;
  if (reply.status === 404) return { status: 'Not found', totalPaisa: undefined, transactionId: null, raw: body ?? null };
  if (reply.status >= 400 || !body || typeof body['status'] !== 'string') throw new GatewayUnreachable(`unexpected lookup answer (${reply.status})`);
  if (body['pidx'] !== undefined && body['pidx'] !== pidx) throw new GatewayUnreachable('lookup answered for another pidx');
  const total = body['total_amount'];
  return {
    status: body['status'],
    totalPaisa: typeof total === 'number' && Number.isSafeInteger(total) ? total : undefined,
    transactionId: typeof body['transaction_id'] === 'string' && body['transaction_id'] ? body['transaction_id'] : null,
    raw: body,
  };
}
