import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../context';
import { routesAt } from '../../lib/endpoint';
import { translateMessage } from '../../lib/i18n';
import { requirePharmacist } from '../../middleware/pharmacist';
import { PICKUP_GUESS_LIMIT, PICKUP_GUESS_WINDOW_SECONDS, pickupGuesses } from '../../middleware/pickup-guesses';
import { UuidSchema } from '../../../contracts/common';
import { MEDICINE_ORDER_MESSAGES as MO } from '../../../contracts/medicine-order-messages';
import {
  CannotFillSchema, CollectMedicineOrderSchema, PharmacistMeResponseSchema, PharmacyOrderActionResponseSchema, PharmacyOrderListResponseSchema,
  PharmacyOrderResponseSchema, QuoteMedicineOrderSchema, InvitePharmacistSchema,
} from '../../../contracts/medicine-order';
import { CLINIC_API } from '../../../contracts/endpoints/bases';
import * as e from '../../../contracts/endpoints/medicine-order';
import { CLINIC_MESSAGES as C } from '../../../contracts/clinic-messages';
import { InviteStaffResponseSchema } from '../../../contracts/clinic-console';
import { rateLimit } from '../../middleware/rate-limit';
import { invitePharmacist } from './pharmacists';
import { actAsPharmacist, collectByCode, pharmacistMe, pharmacyOrder, pharmacyOrderPhoto, pharmacyOrders } from './pharmacy';

const IdParam = v.object({ id: UuidSchema });
const TAG = 'Pharmacy (medicine orders)';
/** Mounted at /api/v1/clinic: the pharmacist's screens of the console, scoped to their pharmacy. */
export function pharmacyOrderRoutes() {
  const app = new Hono<AppEnv>();
  const route = routesAt(app, CLINIC_API);
  const pharmacist = requirePharmacist();
  const me = (c: Context<AppEnv>) => c.get('pharmacistCaller');
  const says = (c: Context<AppEnv>, text: string) => translateMessage(text, c.get('locale'));
  const idempotent = { keyOf: (c: Context<AppEnv>) => `staff:${c.get('pharmacistCaller').uid}` };
  const base = { tag: TAG, auth: 'staff' as const, authBy: pharmacist };

  route(e.pharmacyMe, { ...base, response: PharmacistMeResponseSchema, summary: 'The signed-in pharmacist and their pharmacy' }, async (c) =>
    c.json({ data: await pharmacistMe(c.get('deps'), me(c)) }));
  route(e.pharmacyOrderList, { ...base, response: PharmacyOrderListResponseSchema, summary: "The pharmacy's reservations, newest first" }, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ data: await pharmacyOrders(c.get('deps'), me(c)) });
  });
  route(e.pharmacyOrderDetails, { ...base, param: IdParam, response: PharmacyOrderResponseSchema, summary: "One reservation with the patient's name and age and the prescription's check" }, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ data: await pharmacyOrder(c.get('deps'), me(c), c.req.valid('param').id) });
  });
  route(e.pharmacyOrderPhoto, { ...base, param: IdParam, summary: "The reservation's photo of a paper prescription" }, async (c) => {
    const f = await pharmacyOrderPhoto(c.get('deps'), me(c), c.req.valid('param').id);
    return c.body(f.bytes as Uint8Array<ArrayBuffer>, 200, { 'Content-Type': f.mime, 'Cache-Control': 'no-store' });
  });

  const write = { ...base, idempotent, param: IdParam, response: PharmacyOrderActionResponseSchema };
  route(e.pharmacyOrderQuote, { ...write, body: QuoteMedicineOrderSchema, summary: 'Answer per medicine: available, not available, or a substitute (same molecule and strength) with the reason; quantity and price' }, async (c) =>
    c.json({ message: says(c, MO.quoteSent), data: await actAsPharmacist(c.get('deps'), me(c), c.req.valid('param').id, { kind: 'quote', input: c.req.valid('json') }) }));
  route(e.pharmacyOrderCannotFill, { ...write, body: CannotFillSchema, summary: 'The pharmacy cannot fill the request, with the reason the patient reads' }, async (c) =>
    c.json({ message: says(c, MO.cannotFillSent), data: await actAsPharmacist(c.get('deps'), me(c), c.req.valid('param').id, { kind: 'cannot-fill', reason: c.req.valid('json').reason }) }));
  route(e.pharmacyOrderReady, { ...write, summary: 'The accepted medicines are ready: the patient gets a pick-up code (held 3 days)' }, async (c) =>
    c.json({ message: says(c, MO.markedReady), data: await actAsPharmacist(c.get('deps'), me(c), c.req.valid('param').id, { kind: 'ready' }) }));
  route(e.pharmacyOrderCollect, {
    ...base, idempotent, body: CollectMedicineOrderSchema, response: PharmacyOrderActionResponseSchema, use: [pickupGuesses()],
    summary: `Collected at the counter: the pick-up code (once, at this pharmacy only; ${PICKUP_GUESS_LIMIT} wrong codes per ${PICKUP_GUESS_WINDOW_SECONDS / 60} minutes) and the payment (cash or wallet QR)`,
  }, async (c) => c.json({ message: says(c, MO.collected), data: await collectByCode(c.get('deps'), me(c), c.req.valid('json')) }));

  route(e.pharmacyInvite, {
    ...base, authBy: requirePharmacist({ admin: true }), body: InvitePharmacistSchema, response: InviteStaffResponseSchema, status: 201,
    use: [rateLimit({ name: 'pharmacist-invitation', limit: (c) => c.get('deps').env.authRateLimitPer10Min, windowSeconds: 600 })],
    summary: "The pharmacy's administrator (role pharmacy-admin) invites a colleague pharmacist by e-mail (a one-time link, valid 7 days, accepted at /clinic/join); a plain pharmacist gets 403",
  }, async (c) => {
    const appUrl = c.get('deps').env.appUrl ?? new URL(c.req.url).origin;
    const data = await invitePharmacist(c.get('deps'), me(c), c.req.valid('json').email, appUrl);
    return c.json({ message: says(c, C.invitationSent), data }, 201);
  });

  return app;
}
