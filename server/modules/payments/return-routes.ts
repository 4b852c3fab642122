// Where the gateways send the customer's browser back: /api/v1/payment/esewa/return?data=…,
// /esewa/failure/{transaction_uuid}, /khalti/return?pidx=…. These are navigations (no API key, no
// token), mounted outside the API key check. Nothing in the URL is believed: eSewa's data must carry
// a valid signature over signed_field_names, then eSewa's status check (or Khalti's lookup) decides.
// The browser is then sent to the app's result page.
import { unstorableText } from '../../lib/validate';
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../context';
import { routesAt } from '../../lib/endpoint';
import { rateLimit } from '../../middleware/rate-limit';
import { appUrlOf } from '../patients/routes';
import { decodeEsewaSuccess } from '../../payments/esewa';
import { PAYMENT_RESULT_PATH } from '../../../contracts/payments';
import { PAYMENT_API } from '../../../contracts/endpoints/bases';
import { esewaFailure, esewaReturn, khaltiReturn } from '../../../contracts/endpoints/payments';
import { esewaFailed, esewaReturned, khaltiReturned, type ResultStatus } from './returns';


function toApp(c: Context<AppEnv>, status: ResultStatus, paymentId?: string) {
  const params = new URLSearchParams({ ...(paymentId ? { paymentId } : {}), status });
  c.header('Cache-Control', 'no-store');
  c.header('Referrer-Policy', 'no-referrer');
  return c.redirect(`${appUrlOf(c)}${PAYMENT_RESULT_PATH}?${params}`, 303);
}

export function paymentReturnRoutes() {
  const app = new Hono<AppEnv>();
  const route = routesAt(app, PAYMENT_API);
  app.use('*', rateLimit({ name: 'payment-return', limit: (c) => c.get('deps').env.rateLimitPerMinute, windowSeconds: 60 }));

  route(esewaReturn, {
    tag: 'Payments',
    summary: "eSewa's success redirect (?data=base64 JSON). The HMAC-SHA256 signature over signed_field_names is checked, the amount must be ours, then eSewa's status check decides (only COMPLETE is paid). Redirects (303) to /payments/result?paymentId=…&status=completed|pending|failed|canceled|error",
  }, async (c) => {
    const deps = c.get('deps');
    const cfg = deps.env.payments.esewa;
    const data = c.req.query('data');
    if (!cfg || !data) return toApp(c, 'error');
    const decoded = decodeEsewaSuccess(data, cfg.secret);
    if (!decoded.ok) {
      deps.log.warn('esewa return refused', { reason: decoded.reason });
      return toApp(c, 'error');
    }
    const r = await esewaReturned(deps, decoded.data, cfg.productCode);
    return toApp(c, r.status, r.paymentId);
  });

  route(esewaFailure, {
    tag: 'Payments',
    summary: "eSewa's failure redirect: the status check decides; a payment that is not paid is marked canceled and the appointment stays unpaid. Redirects (303) to /payments/result",
  }, async (c) => {
    const deps = c.get('deps');
    const uuid = c.req.param('transactionUuid');
    // A navigation, not an API call: a mangled address goes to the result page, not a 400.
    const r = await esewaFailed(deps, unstorableText(uuid).length > 0 ? undefined : uuid);
    return toApp(c, r.status, r.paymentId);
  });

  route(khaltiReturn, {
    tag: 'Payments',
    summary: "Khalti's return (?pidx=&status=&transaction_id=&amount=&purchase_order_id=…). Khalti's lookup decides (only Completed with our amount is paid). Redirects (303) to /payments/result",
  }, async (c) => {
    const deps = c.get('deps');
    const pidx = c.req.query('pidx');
    if (!pidx || unstorableText(pidx).length > 0 || !deps.env.payments.khalti) return toApp(c, 'error');
    const r = await khaltiReturned(deps, pidx, c.req.query('purchase_order_id'));
    return toApp(c, r.status, r.paymentId);
  });

  return app;
}
