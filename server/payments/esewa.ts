// eSewa ePay v2: the signed payment form, the signed success response and the status-check API.
// Signature = base64(HMAC-SHA256(secret, "name=value,name=value,…")) over the fields named in
// signed_field_names, in that order, with the values exactly as sent / received.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AppDeps } from '../context';
import type { EsewaForm } from '../../contracts/payments';
import { gatewayRequest, GatewayUnreachable } from './gateway-http';
import { paisaToRupeesText, rupeesToPaisa } from './money';

export type EsewaConfig = { productCode: string; secret: string; formUrl: string; statusUrl: string };

/** The fields a request form signs (eSewa's documented order). */
export const ESEWA_REQUEST_SIGNED_FIELDS = 'total_amount,transaction_uuid,product_code';
/** A success response must sign at least these, or it proves nothing about the payment. */
const REQUIRED_SIGNED = ['transaction_code', 'status', 'total_amount', 'transaction_uuid', 'product_code'];

export function esewaSignature(message: string, secret: string): string {
  return createHmac('sha256', secret).update(message, 'utf8').digest('base64');
}

/** "a=1,b=2" over `names` (comma-separated) from `values`; undefined if a named field is missing. */
export function signedMessage(names: string, values: Record<string, unknown>): string | undefined {
  const parts: string[] = [];
  for (const name of names.split(',')) {
    const value = values[name];
    if (value === undefined || value === null || typeof value === 'object') return undefined;
    parts.push(`${name}=${String(value)}`);
  }
  return parts.join(',');
}

function sameSignature(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The ePay v2 form for a payment: amounts as rupee text, signed over total_amount, transaction_uuid, product_code. */
export function buildEsewaForm(
  cfg: Pick<EsewaConfig, 'productCode' | 'secret'>,
  p: { amountPaisa: number; serviceChargePaisa: number; totalPaisa: number; transactionUuid: string; successUrl: string; failureUrl: string },
): EsewaForm {
  const fields = {
    amount: paisaToRupeesText(p.amountPaisa),
    tax_amount: '0',
    total_amount: paisaToRupeesText(p.totalPaisa),
    transaction_uuid: p.transactionUuid,
    product_code: cfg.productCode,
    product_service_charge: paisaToRupeesText(p.serviceChargePaisa),
    product_delivery_charge: '0',
    success_url: p.successUrl,
    failure_url: p.failureUrl,
    signed_field_names: ESEWA_REQUEST_SIGNED_FIELDS,
  };
  return { ...fields, signature: esewaSignature(signedMessage(ESEWA_REQUEST_SIGNED_FIELDS, fields)!, cfg.secret) };
}

/** Checks the signature of a request form (the sandbox gateway does, as eSewa does). */
export function verifyEsewaForm(form: Record<string, unknown>, secret: string): boolean {
  const names = form['signed_field_names'];
  const signature = form['signature'];
  if (typeof names !== 'string' || typeof signature !== 'string') return false;
  const message = signedMessage(names, form);
  return message !== undefined && sameSignature(esewaSignature(message, secret), signature);
}

export type EsewaSuccessData = {
  transactionCode: string;
  status: string;
  totalPaisa: number;
  totalAmountText: string;
  transactionUuid: string;
  productCode: string;
  raw: Record<string, unknown>;
};

export type EsewaDecodeResult = { ok: true; data: EsewaSuccessData } | { ok: false; reason: 'malformed' | 'bad-signature'; transactionUuid?: string };

/**
 * The `data` query value of eSewa's success redirect: base64 JSON. The signature is checked over
 * signed_field_names exactly as received, before anything in it is believed.
 */
export function decodeEsewaSuccess(data: string, secret: string): EsewaDecodeResult {
  let raw: Record<string, unknown>;
  try {
    // A '+' may arrive as a space when the query was decoded as a form.
    const json = Buffer.from(data.replace(/ /g, '+'), 'base64').toString('utf8');
    raw = JSON.parse(json) as Record<string, unknown>;
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return { ok: false, reason: 'malformed' };
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  const uuid = typeof raw['transaction_uuid'] === 'string' ? raw['transaction_uuid'] : undefined;
  const names = raw['signed_field_names'];
  const signature = raw['signature'];
  if (typeof names !== 'string' || typeof signature !== 'string') return { ok: false, reason: 'malformed', transactionUuid: uuid };
  const message = signedMessage(names, raw);
  if (message === undefined || !sameSignature(esewaSignature(message, secret), signature)) {
    return { ok: false, reason: 'bad-signature', transactionUuid: uuid };
  }
  const signedSet = new Set(names.split(','));
  const totalPaisa = rupeesToPaisa(raw['total_amount']);
  if (!REQUIRED_SIGNED.every((n) => signedSet.has(n)) || totalPaisa === undefined || !uuid) {
    return { ok: false, reason: 'malformed', transactionUuid: uuid };
  }
  return {
    ok: true,
    data: {
      transactionCode: String(raw['transaction_code']), status: String(raw['status']), totalPaisa,
      totalAmountText: String(raw['total_amount']), transactionUuid: uuid, productCode: String(raw['product_code']), raw,
    },
  };
}

/** Sign a success response the way eSewa does (the sandbox gateway and tests). */
export function signEsewaSuccess(fields: Record<string, string>, secret: string): string {
  const names = [...Object.keys(fields).filter((k) => k !== 'signed_field_names'), 'signed_field_names'].join(',');
  const body: Record<string, string> = { ...fields, signed_field_names: names };
  const signature = esewaSignature(signedMessage(names, body)!, secret);
  return Buffer.from(JSON.stringify({ ...body, signature })).toString('base64');
}

/** eSewa's status words: PENDING, COMPLETE, FULL_REFUND, PARTIAL_REFUND, AMBIGUOUS, NOT_FOUND, CANCELED. */
export type EsewaStatus = { status: string; refId: string | null; totalPaisa: number | undefined; raw: unknown };

/** GET {statusUrl}?product_code=&total_amount=&transaction_uuid= */
export async function esewaStatusCheck(deps: AppDeps, cfg: EsewaConfig, p: { totalPaisa: number; transactionUuid: string }): Promise<EsewaStatus> {
  const query = new URLSearchParams({ product_code: cfg.productCode, total_amount: paisaToRupeesText(p.totalPaisa), transaction_uuid: p.transactionUuid });
  const url = `${cfg.statusUrl}${cfg.statusUrl.includes('?') ? '&' : '?'}${query}`;
  const reply = await gatewayRequest(deps, url, { method: 'GET' });
  const body = reply.body as Record<string, unknown> | undefined;
  if (!body || typeof body['status'] !== 'string') {
    // eSewa answers {code, error_message} (e.g. for an unknown product code) instead of a status.
    if (reply.status === 404 || reply.status === 400) return { status: 'NOT_FOUND', refId: null, totalPaisa: undefined, raw: body ?? null };
    throw new GatewayUnreachable(`unexpected status-check answer (${reply.status})`);
  }
  if (body['transaction_uuid'] !== undefined && body['transaction_uuid'] !== p.transactionUuid) {
    throw new GatewayUnreachable('status check answered for another transaction');
  }
  return {
    status: body['status'],
    refId: typeof body['ref_id'] === 'string' && body['ref_id'] ? body['ref_id'] : null,
    totalPaisa: rupeesToPaisa(body['total_amount']),
    raw: body,
  };
}
