// The pharmacist's side of Medicine Order, scoped to their one pharmacy (another pharmacy's order is
// 404): the requests, the answer per medicine (available, not available, or a substitute of the same
// molecule and strength with the reason; quantity; price), "cannot fill", ready, and the pick-up at
// the counter by the code (once, here only) with the payment (cash or the pharmacy's wallet QR).
import type { AppDeps, PharmacistCaller } from '../../context';
import { HttpError, pgErrorCode } from '../../lib/http-error';
import { now } from '../../lib/clock';
import { todayIn } from '../../lib/zoned-time';
import { fileStorage } from '../../storage/files';
import { MEDICINE_ORDER_MESSAGES as MO } from '../../../contracts/medicine-order-messages';
import { M } from '../../../contracts/messages';
import type { FieldError } from '../../../contracts/common';
import type { PharmacyOrder, QuoteMedicineOrderInput } from '../../../contracts/medicine-order';
import { verifyPrescriptionCode } from '../../../contracts/prescription-signature';
import { prescriptionSigningKey } from '../prescriptions/signing-key';
import { findStaffByUid } from '../clinic/repository';
import {
  findOrder, findPharmacy, findReadyByCode, insertItems, listOrders, updateItem, updateOrder, type OrderRow, type Tx,
} from './repository';
import { assertCan, codeOf, loadOrders, sweepExpired, tellPatient, TRANSITIONS, type Loaded } from './orders';
import { normalisePickupCode, pickupCodeHash } from './pickup-code';
import { orderTotal, pharmacyOrderView } from './views';

const notFound = () => new HttpError(404, MO.orderNotFound);
const invalid = (errors: FieldError[]) => new HttpError(400, errors[0]!.message === M.required ? M.validationFailed : errors[0]!.message, errors);

/** The order's medicines are the app's own signed e-prescription: every code checks and names them. */
async function signatureChecks(deps: AppDeps, l: Loaded): Promise<boolean> {
  const codes = l.order.prescriptionCodes ?? [];
  if (l.order.source !== 'prescription' || codes.length === 0) return false;
  const key = await prescriptionSigningKey(deps.env);
  if (!key) return false;
  const names: string[] = [];
  for (const code of codes) {
    const check = await verifyPrescriptionCode(code, key.publicKey);
    if (!check.valid) return false;
    names.push(...check.summary.items.map((i) => i.medication));
  }
  return names.length === l.items.filter((i) => i.prescriptionId).length && l.items.every((i) => !i.prescriptionId || names.includes(i.medication));
}

async function views(deps: AppDeps, rows: OrderRow[]): Promise<PharmacyOrder[]> {
  const loaded = await loadOrders(deps.db, rows, todayIn('Asia/Kathmandu'));
  return Promise.all(loaded.map(async (l) => pharmacyOrderView(l.order, l.items, l.pharmacy, { name: l.forName, age: l.age }, await signatureChecks(deps, l))));
}

async function one(deps: AppDeps, p: PharmacistCaller, id: string): Promise<PharmacyOrder> {
  const row = await findOrder(deps.db, id, { pharmacyId: p.pharmacyId });
  if (!row) throw notFound();
  return (await views(deps, [row]))[0]!;
}

export async function pharmacistMe(deps: AppDeps, p: PharmacistCaller) {
  const staff = await findStaffByUid(deps.db, p.uid);
  return { displayName: staff?.displayName ?? '', email: p.email, role: p.role, pharmacy: (await findPharmacy(deps.db, p.pharmacyId, now()))! };
}

export async function pharmacyOrders(deps: AppDeps, p: PharmacistCaller) {
  await sweepExpired(deps.db, { pharmacyId: p.pharmacyId });
  return { orders: await views(deps, await listOrders(deps.db, { pharmacyId: p.pharmacyId })) };
}

export async function pharmacyOrder(deps: AppDeps, p: PharmacistCaller, id: string) {
  await sweepExpired(deps.db, { pharmacyId: p.pharmacyId });
  return one(deps, p, id);
}

export async function pharmacyOrderPhoto(deps: AppDeps, p: PharmacistCaller, id: string) {
  const order = await findOrder(deps.db, id, { pharmacyId: p.pharmacyId });
  if (!order?.photoKey) throw notFound();
  const stored = await fileStorage(deps).get(order.photoKey);
  if (!stored) throw notFound();
  return { bytes: stored.bytes, mime: order.photoMime ?? 'image/jpeg' };
}

/** Checks every line of a quote against the order; all problems at once, as field errors. */
function checkQuote(l: Loaded, input: QuoteMedicineOrderInput): FieldError[] {
  const errors: FieldError[] = [];
  const photo = l.order.source === 'photo';
  if (photo && input.photoConfirmed !== true) errors.push({ field: 'photoConfirmed', message: MO.photoNotConfirmed });
  const seen = new Set<string>();
  input.items.forEach((line, n) => {
    const at = (name: string, message: string) => errors.push({ field: `items.${n}.${name}`, message });
    if (line.itemId) {
      if (!l.items.some((i) => i.id === line.itemId) || seen.has(line.itemId)) at('itemId', MO.itemUnknown);
      seen.add(line.itemId);
    } else if (!photo) at('itemId', MO.itemUnknown);
    else if (!line.medication) at('medication', MO.medicineNameRequired);
    if (line.availability !== 'unavailable') {
      if (line.quantity === undefined) at('quantity', M.required);
      if (line.pricePaisa === undefined) at('pricePaisa', M.required);
    }
    if (line.availability === 'substitute' && (!line.substitute || !line.reason)) at('substitute', MO.substituteNeedsReason);
  });
  if (!photo && errors.length === 0 && seen.size !== l.items.length) errors.push({ field: 'items', message: MO.itemsIncomplete });
  if (errors.length === 0 && !input.items.some((i) => i.availability !== 'unavailable')) errors.push({ field: 'items', message: MO.nothingAvailable });
  return errors;
}

type PharmacyAction = { kind: 'quote'; input: QuoteMedicineOrderInput } | { kind: 'cannot-fill'; reason: string } | { kind: 'ready' };

export async function actAsPharmacist(deps: AppDeps, p: PharmacistCaller, id: string, action: PharmacyAction): Promise<PharmacyOrder> {
  await sweepExpired(deps.db, { pharmacyId: p.pharmacyId });
  await deps.db.transaction(async (tx: Tx) => {
    const order = await findOrder(tx, id, { pharmacyId: p.pharmacyId }, true);
    if (!order) throw notFound();
    assertCan(order, action.kind);
    const at = now();
    const [l] = await loadOrders(tx, [order], todayIn('Asia/Kathmandu'));
    if (action.kind === 'quote') {
      const errors = checkQuote(l!, action.input);
      if (errors.length > 0) throw invalid(errors);
      const fresh = [];
      for (const [n, line] of action.input.items.entries()) {
        const offered = line.availability !== 'unavailable';
        const values = {
          availability: line.availability, quotedQuantity: offered ? line.quantity! : null, pricePaisa: offered ? line.pricePaisa! : null,
          substitute: line.availability === 'substitute' ? line.substitute! : null, substituteReason: line.availability === 'substitute' ? line.reason! : null,
        };
        if (line.itemId) await updateItem(tx, line.itemId, values);
        else fresh.push({ orderId: order.id, position: n, medication: line.medication!, ...values });
      }
      await insertItems(tx, fresh);
      const next = await updateOrder(tx, order.id, {
        status: TRANSITIONS.quote.to, quotedAt: at, pharmacyNote: action.input.note ?? null, handledBy: p.staffId,
        ...(order.source === 'photo' ? { photoConfirmedAt: at } : {}),
      });
      await tellPatient(tx, next, 'medicine_order_quoted', l!.pharmacy);
    } else if (action.kind === 'cannot-fill') {
      const next = await updateOrder(tx, order.id, { status: TRANSITIONS['cannot-fill'].to, reason: action.reason, closedAt: at, handledBy: p.staffId });
      await tellPatient(tx, next, 'medicine_order_not_filled', l!.pharmacy, action.reason);
    } else {
      const next = await markReady(deps, tx, order, at, p.staffId);
      await tellPatient(tx, next, 'medicine_order_ready', l!.pharmacy);
    }
  });
  return one(deps, p, id);
}

/** Ready, with a pick-up code no other ready order of the pharmacy has (a clash takes the next round). */
async function markReady(deps: AppDeps, tx: Tx, order: OrderRow, at: Date, staffId: string): Promise<OrderRow> {
  for (let round = order.pickupCodeRound; ; round++) {
    const code = codeOf(deps, { ...order, pickupCodeRound: round });
    try {
      return await tx.transaction((sp) => updateOrder(sp, order.id, {
        status: TRANSITIONS.ready.to, readyAt: at, pickupCodeRound: round, pickupCodeHash: pickupCodeHash(order.pharmacyId, code), handledBy: staffId,
      }));
    } catch (err) {
      if (pgErrorCode(err) !== '23505' || round > order.pickupCodeRound + 5) throw err;
    }
  }
}

/** At the counter: the code, once, at this pharmacy only; the payment is recorded. 404 for any other code. */
export async function collectByCode(deps: AppDeps, p: PharmacistCaller, input: { code: string; payment: 'cash' | 'wallet_qr' }): Promise<PharmacyOrder> {
  await sweepExpired(deps.db, { pharmacyId: p.pharmacyId });
  const id = await deps.db.transaction(async (tx: Tx) => {
    const order = await findReadyByCode(tx, p.pharmacyId, pickupCodeHash(p.pharmacyId, normalisePickupCode(input.code)));
    if (!order) throw new HttpError(404, MO.codeInvalid, [{ field: 'code', message: MO.codeInvalid }]);
    assertCan(order, 'collect');
    const [l] = await loadOrders(tx, [order], todayIn('Asia/Kathmandu'));
    const at = now();
    const next = await updateOrder(tx, order.id, {
      status: TRANSITIONS.collect.to, collectedAt: at, pickupCodeHash: null, payment: input.payment, paidPaisa: orderTotal(order, l!.items), handledBy: p.staffId,
    });
    await tellPatient(tx, next, 'medicine_order_collected', l!.pharmacy);
    return order.id;
  });
  return one(deps, p, id);
}
