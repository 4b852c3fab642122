// The local sandbox gateway: eSewa ePay v2 and Khalti KPG-2 as they look from our server and from
// the browser, with no internet. Injected by the development stack and the tests (withPaymentSandbox)
// unless PAYMENTS_SANDBOX=false; never in production. Its state is its own table (sandbox_gateway_payments), so it is safe with several
// instances, and a lost callback is simulated by paying and not following the redirect.
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { randomBytes } from 'node:crypto';
import type { AppDeps, AppEnv } from '../context';
import { rupeesToPaisa } from './money';
import { signEsewaSuccess, verifyEsewaForm } from './esewa';
import { KHALTI_MIN_PAISA } from '../../contracts/payments';
import { sandboxPage } from './sandbox-page';
import { fetchTransport } from './gateway-http';
import { findSandboxPayment, insertSandboxPayment, updateSandboxPayment, type SandboxPaymentRow } from './sandbox.repository';

const KHALTI_EXPIRES_IN_S = 1800;
const alnum = (n: number) => randomBytes(n).toString('base64').replace(/[^A-Za-z0-9]/g, '').slice(0, n).toUpperCase().padEnd(n, '7');
const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** eSewa writes amounts like "1000.0". */
const esewaAmount = (text: string) => (text.includes('.') ? text : `${text}.0`);

function withQuery(url: string, params: Record<string, string>): string {
  return `${url}${url.includes('?') ? '&' : '?'}${new URLSearchParams(params)}`;
}

const row = (deps: AppDeps, gateway: 'esewa' | 'khalti', ref: string) => findSandboxPayment(deps.db, gateway, ref);

function esewaRoutes() {
  const app = new Hono<AppEnv>();
  // The merchant's browser POSTs the signed form here.
  app.post('/api/epay/main/v2/form', async (c) => {
    const deps = c.get('deps');
    const cfg = deps.env.payments.esewa;
    const form = await c.req.parseBody();
    const fields = Object.fromEntries(Object.entries(form).map(([k, v]) => [k, str(v)]));
    const amountPaisa = rupeesToPaisa(fields['total_amount']);
    if (!cfg || fields['product_code'] !== cfg.productCode || !verifyEsewaForm(fields, cfg.secret) || amountPaisa === undefined || !fields['transaction_uuid'] || !fields['success_url']) {
      return c.html(sandboxPage({ title: 'eSewa (sandbox)', lines: ['Invalid payment request: the signature or the fields do not match.'] }), 400);
    }
    const uuid = fields['transaction_uuid']!;
    const existing = await row(deps, 'esewa', uuid);
    if (existing && existing.status !== 'PENDING') {
      return c.html(sandboxPage({ title: 'eSewa (sandbox)', lines: [`This transaction is already ${existing.status}.`] }), 409);
    }
    if (!existing) {
      await insertSandboxPayment(deps.db, {
        gateway: 'esewa', ref: uuid, merchantRef: cfg.productCode, amountPaisa, amountText: fields['total_amount']!, status: 'PENDING',
        successUrl: fields['success_url']!, failureUrl: fields['failure_url'] || null,
      }, { ignoreExisting: true });
    }
    return c.html(sandboxPage({
      title: 'eSewa (sandbox)', lines: [`Merchant: ${cfg.productCode}`, `Amount: Rs. ${fields['total_amount']}`, `Transaction: ${uuid}`],
      actions: [{ action: '/sandbox/esewa/pay', label: 'Pay', fields: { transaction_uuid: uuid } }, { action: '/sandbox/esewa/cancel', label: 'Cancel', fields: { transaction_uuid: uuid } }],
    }));
  });

  app.post('/pay', async (c) => {
    const deps = c.get('deps');
    const cfg = deps.env.payments.esewa!;
    const uuid = str((await c.req.parseBody())['transaction_uuid']);
    const r = await row(deps, 'esewa', uuid);
    if (!r) return c.html(sandboxPage({ title: 'eSewa (sandbox)', lines: ['Unknown transaction.'] }), 404);
    const code = r.transactionCode ?? `000${alnum(4)}`;
    if (r.status === 'PENDING') await updateSandboxPayment(deps.db, r.id, { status: 'COMPLETE', transactionCode: code });
    const data = signEsewaSuccess({
      transaction_code: code, status: 'COMPLETE', total_amount: esewaAmount(r.amountText), transaction_uuid: r.ref, product_code: r.merchantRef,
    }, cfg.secret);
    return c.redirect(withQuery(r.successUrl, { data }), 303);
  });

  app.post('/cancel', async (c) => {
    const deps = c.get('deps');
    const uuid = str((await c.req.parseBody())['transaction_uuid']);
    const r = await row(deps, 'esewa', uuid);
    if (!r) return c.html(sandboxPage({ title: 'eSewa (sandbox)', lines: ['Unknown transaction.'] }), 404);
    if (r.status === 'PENDING') await updateSandboxPayment(deps.db, r.id, { status: 'CANCELED' });
    return c.redirect(r.failureUrl ?? r.successUrl, 303);
  });

  // Status check: GET …/api/epay/transaction/status/?product_code=&total_amount=&transaction_uuid=
  app.get('/api/epay/transaction/status/', async (c) => {
    const deps = c.get('deps');
    const q = c.req.query();
    const r = await row(deps, 'esewa', str(q['transaction_uuid']));
    const total = rupeesToPaisa(q['total_amount']);
    const known = r && r.merchantRef === q['product_code'] && total === r.amountPaisa;
    return c.json({
      product_code: q['product_code'] ?? null, transaction_uuid: q['transaction_uuid'] ?? null,
      total_amount: total === undefined ? null : total / 100,
      status: known ? r.status : 'NOT_FOUND', ref_id: known ? r.transactionCode : null,
    });
  });
  return app;
}

function khaltiRoutes() {
  const app = new Hono<AppEnv>();
  const authorized = (c: { req: { header(n: string): string | undefined }; get(k: 'deps'): AppDeps }) => {
    const key = c.get('deps').env.payments.khalti?.secretKey;
    return Boolean(key) && c.req.header('authorization') === `Key ${key}`;
  };
  const expired = (r: SandboxPaymentRow) => r.status === 'Initiated' && Date.now() - r.createdAt.getTime() > KHALTI_EXPIRES_IN_S * 1000;

  app.post('/api/v2/epayment/initiate/', async (c) => {
    if (!authorized(c)) return c.json({ detail: 'Invalid token.', status_code: 401 }, 401);
    const body = (await c.req.json().catch(() => ({}))) as Record<string, unknown>;
    const errors: Record<string, string[]> = {};
    for (const f of ['return_url', 'website_url', 'purchase_order_id', 'purchase_order_name']) {
      if (!str(body[f])) errors[f] = ['This field is required.'];
    }
    const amount = body['amount'];
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < KHALTI_MIN_PAISA) {
      errors['amount'] = ['Amount should be greater than Rs. 10, that is 1000 paisa.'];
    }
    if (Object.keys(errors).length > 0) return c.json({ ...errors, error_key: 'validation_error' }, 400);
    const pidx = alnum(22);
    const deps = c.get('deps');
    await insertSandboxPayment(deps.db, {
      gateway: 'khalti', ref: pidx, merchantRef: str(body['purchase_order_id']), amountPaisa: amount as number, amountText: String(amount),
      status: 'Initiated', successUrl: str(body['return_url']), purchaseOrderName: str(body['purchase_order_name']),
    });
    const origin = new URL(str(body['website_url'])).origin;
    return c.json({
      pidx, payment_url: `${origin}/sandbox/khalti/pay?pidx=${pidx}`,
      expires_at: new Date(Date.now() + KHALTI_EXPIRES_IN_S * 1000).toISOString(), expires_in: KHALTI_EXPIRES_IN_S,
    });
  });

  app.get('/pay', async (c) => {
    const r = await row(c.get('deps'), 'khalti', str(c.req.query('pidx')));
    if (!r) return c.html(sandboxPage({ title: 'Khalti (sandbox)', lines: ['Unknown payment.'] }), 404);
    if (r.status !== 'Initiated' || expired(r)) return c.html(sandboxPage({ title: 'Khalti (sandbox)', lines: [`This payment is ${expired(r) ? 'Expired' : r.status}.`] }), 409);
    return c.html(sandboxPage({
      title: 'Khalti (sandbox)', lines: [`Order: ${r.purchaseOrderName ?? r.merchantRef}`, `Amount: Rs. ${r.amountPaisa / 100}`, `pidx: ${r.ref}`],
      actions: [{ action: '/sandbox/khalti/pay', label: 'Pay', fields: { pidx: r.ref, action: 'pay' } }, { action: '/sandbox/khalti/pay', label: 'Cancel', fields: { pidx: r.ref, action: 'cancel' } }],
    }));
  });

  app.post('/pay', async (c) => {
    const deps = c.get('deps');
    const form = await c.req.parseBody();
    const r = await row(deps, 'khalti', str(form['pidx']));
    if (!r) return c.html(sandboxPage({ title: 'Khalti (sandbox)', lines: ['Unknown payment.'] }), 404);
    const pay = form['action'] === 'pay';
    let status = r.status;
    let transactionId = r.transactionCode;
    if (r.status === 'Initiated' && !expired(r)) {
      status = pay ? 'Completed' : 'User canceled';
      transactionId = pay ? alnum(22) : null;
      await updateSandboxPayment(deps.db, r.id, { status, transactionCode: transactionId });
    }
    return c.redirect(withQuery(r.successUrl, {
      pidx: r.ref, transaction_id: transactionId ?? '', tidx: transactionId ?? '', amount: String(r.amountPaisa), total_amount: String(r.amountPaisa),
      mobile: status === 'Completed' ? '98XXXXX001' : '', status, purchase_order_id: r.merchantRef, purchase_order_name: r.purchaseOrderName ?? '',
    }), 303);
  });

  app.post('/api/v2/epayment/lookup/', async (c) => {
    if (!authorized(c)) return c.json({ detail: 'Invalid token.', status_code: 401 }, 401);
    const body = (await c.req.json().catch(() => ({}))) as Record<string, unknown>;
    const r = await row(c.get('deps'), 'khalti', str(body['pidx']));
    if (!r) return c.json({ detail: 'Not found.', error_key: 'validation_error' }, 404);
    return c.json({
      pidx: r.ref, total_amount: r.amountPaisa, status: expired(r) ? 'Expired' : r.status,
      transaction_id: r.transactionCode, fee: 0, refunded: r.status === 'Refunded',
    });
  });
  return app;
}

/** The sandbox under /sandbox (esewa/*, khalti/*); deps come from the main app's request context. */
export function sandboxGatewayRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', bodyLimit({ maxSize: 64 * 1024 }));
  app.use('*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self' http: https:; frame-ancestors 'none'; base-uri 'none'");
  });
  app.route('/esewa', esewaRoutes());
  app.route('/khalti', khaltiRoutes());
  return app;
}

/**
 * `deps` with the sandbox injected (development and tests only; the production entry never calls
 * this): its pages at /sandbox for the browser, and a transport that answers the wallets' relative
 * development URLs in-process (whatever port or origin the server has, with no network) and sends
 * absolute ones to the network.
 */
export function withPaymentSandbox<D extends AppDeps>(deps: D): D {
  if (deps.env.nodeEnv === 'production') throw new Error('The payment sandbox is never injected in production.');
  const out: D = { ...deps };
  const inProcess = new Hono<AppEnv>();
  inProcess.use('*', async (c, next) => { c.set('deps', out); await next(); });
  inProcess.route('/sandbox', sandboxGatewayRoutes());
  out.payments = {
    sandbox: sandboxGatewayRoutes(),
    transport: (url, init) => (url.startsWith('/') ? Promise.resolve(inProcess.request(url, init)) : fetchTransport(url, init)),
  };
  return out;
}
