// Where the gateways send the customer's browser back: /api/v1/payment/esewa/return?data=…,
// /esewa/failure/{transaction_uuid}, /khalti/return?pidx=…. These are navigations (no API key, no
// token), mounted outside the API key check. Nothing in the URL is believed: eSewa's data must carry
// a valid signature over signed_field_names, then eSewa's status check (or Khalti's lookup) decides.
// The browser is then sent to the app's result page.
import { unstorableText } from '../../lib/validate';
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../context';
import { describeRoute } from '../../lib/openapi';
import { rateLimit } from '../../middleware/rate-limit';
import { appUrlOf } from '../patients/routes';
import { decodeEsewaSuccess } from '../../payments/esewa';
import { PAYMENT_RESULT_PATH, type PAYMENT_RESULT_STATUSES } from '../../../contracts/payments';
import { checkAndSettle } from './reconcile';
import { settlePayment } from './settlement';
import { findKhaltiPaymentByPidx, findPaymentByTransactionUuid, type PaymentRow } from './repository';

const P = '/api/v1/payment';
type ResultStatus = (typeof PAYMENT_RESULT_STATUSES)[number];

function resultOf(p: PaymentRow): ResultStatus {
  if (p.status === 'completed' || p.status === 'partially_refunded' || p.status === 'refunded') return 'completed';
  if (p.status === 'failed' || p.status === 'canceled') return p.status;
  return 'pending';
}

function toApp(c: Context<AppEnv>, status: ResultStatus, paymentId?: string) {
  const params = new URLSearchParams({ ...(paymentId ? { paymentId } : {}), status });
  c.header('Cache-Control', 'no-store');
  c.header('Referrer-Policy', 'no-referrer');
  return c.redirect(`${appUrlOf(c)}${PAYMENT_RESULT_PATH}?${params}`, 303);
}

export function paymentReturnRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', rateLimit({ name: 'payment-return', limit: (c) => c.get('deps').env.rateLimitPerMinute, windowSeconds: 60 }));

  describeRoute({
    method: 'get', path: `${P}/esewa/return`, tag: 'Payments', auth: 'none',
    summary: "eSewa's success redirect (?data=base64 JSON). The HMAC-SHA256 signature over signed_field_names is checked, the amount must be ours, then eSewa's status check decides (only COMPLETE is paid). Redirects (303) to /payments/result?paymentId=…&status=completed|pending|failed|canceled|error",
  });
  app.get('/esewa/return', async (c) => {
    const deps = c.get('deps');
    const cfg = deps.env.payments.esewa;
    const data = c.req.query('data');
    if (!cfg || !data) return toApp(c, 'error');
    const decoded = decodeEsewaSuccess(data, cfg.secret);
    if (!decoded.ok) {
      deps.log.warn('esewa return refused', { reason: decoded.reason });
      return toApp(c, 'error');
    }
    const d = decoded.data;
    const p = await findPaymentByTransactionUuid(deps.db, d.transactionUuid);
    if (!p || p.gateway !== 'esewa' || d.productCode !== cfg.productCode) return toApp(c, 'error');
    if (d.totalPaisa !== p.totalPaisa) {
      const { payment } = await settlePayment(deps, p.id, { kind: 'amount_mismatch', reportedPaisa: d.totalPaisa, response: d.raw });
      return toApp(c, resultOf(payment), p.id);
    }
    const { payment } = await checkAndSettle(deps, p);
    return toApp(c, resultOf(payment), p.id);
  });

  describeRoute({
    method: 'get', path: `${P}/esewa/failure/{transactionUuid}`, tag: 'Payments', auth: 'none',
    summary: "eSewa's failure redirect: the status check decides; a payment that is not paid is marked canceled and the appointment stays unpaid. Redirects (303) to /payments/result",
  });
  app.get('/esewa/failure/:uuid', async (c) => {
    const deps = c.get('deps');
    const uuid = c.req.param('uuid');
    // A navigation, not an API call: a mangled address goes to the result page, not a 400.
    const p = unstorableText(uuid).length > 0 ? undefined : await findPaymentByTransactionUuid(deps.db, uuid);
    if (!p || p.gateway !== 'esewa') return toApp(c, 'error');
    let { payment } = await checkAndSettle(deps, p);
    if (resultOf(payment) === 'pending') {
      // The patient left eSewa by its cancel/failure way and is shown the outcome now.
      ({ payment } = await settlePayment(deps, p.id, { kind: 'not_paid', status: 'canceled', patientCanceled: true, response: { returnedTo: 'failure_url' } }));
    }
    return toApp(c, resultOf(payment), p.id);
  });

  describeRoute({
    method: 'get', path: `${P}/khalti/return`, tag: 'Payments', auth: 'none',
    summary: "Khalti's return (?pidx=&status=&transaction_id=&amount=&purchase_order_id=…). Khalti's lookup decides (only Completed with our amount is paid). Redirects (303) to /payments/result",
  });
  app.get('/khalti/return', async (c) => {
    const deps = c.get('deps');
    const pidx = c.req.query('pidx');
    if (!pidx || unstorableText(pidx).length > 0 || !deps.env.payments.khalti) return toApp(c, 'error');
    const p = await findKhaltiPaymentByPidx(deps.db, pidx);
    const orderId = c.req.query('purchase_order_id');
    if (!p || (orderId && orderId !== p.transactionUuid)) return toApp(c, 'error');
    const { payment } = await checkAndSettle(deps, p);
    return toApp(c, resultOf(payment), p.id);
  });

  return app;
}
