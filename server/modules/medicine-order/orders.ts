// What the patient's and the pharmacist's sides share: the one table of allowed changes, the expiry
// sweep (quote unanswered 24 h, ready not collected 3 days; the server clock), the patient's notice
// of every change, and loading orders with their items and pharmacies.
import type { AppDeps } from '../../context';
import { HttpError } from '../../lib/http-error';
import { now } from '../../lib/clock';
import type { NoticeKind } from '../../lib/notice-render';
import { recordNotice } from '../notifications/notices';
import { MEDICINE_ORDER_MESSAGES as MO } from '../../../contracts/medicine-order-messages';
import { QUOTE_ANSWER_HOURS, READY_HOLD_DAYS, type MedicineOrderStatus } from '../../../contracts/medicine-order';
import { expireDue, itemsOf, orderPeople, pharmaciesById, type ItemRow, type OrderRow, type PharmacyRow, type Tx } from './repository';
import { pickupCode } from './pickup-code';
import { ageOn } from './views';

type Conn = AppDeps['db'] | Tx;
export type Action = 'quote' | 'cannot-fill' | 'accept' | 'decline' | 'cancel' | 'ready' | 'collect';

/** Each change: from which states, by whom, to which state. */
export const TRANSITIONS: Record<Action, { from: readonly MedicineOrderStatus[]; by: 'patient' | 'pharmacist'; to: MedicineOrderStatus }> = {
  quote: { from: ['requested'], by: 'pharmacist', to: 'quoted' },
  'cannot-fill': { from: ['requested'], by: 'pharmacist', to: 'not_filled' },
  accept: { from: ['quoted'], by: 'patient', to: 'accepted' },
  decline: { from: ['quoted'], by: 'patient', to: 'declined' },
  cancel: { from: ['requested', 'quoted', 'accepted'], by: 'patient', to: 'cancelled' },
  ready: { from: ['accepted'], by: 'pharmacist', to: 'ready' },
  collect: { from: ['ready'], by: 'pharmacist', to: 'collected' },
};

/** 409 unless `order` may take `action` now. */
export function assertCan(order: OrderRow, action: Action): void {
  if (!(TRANSITIONS[action].from as readonly string[]).includes(order.status)) throw new HttpError(409, MO.wrongState);
}

const HOUR = 3_600_000;

/**
 * Tells the patient of a change, in their language, on their channels (same transaction), and adds
 * it to their recent activity. `medicine_order_requested` (their own start) is activity only.
 */
export async function tellPatient(tx: Tx, order: OrderRow, kind: NoticeKind, pharmacy: { name: string; nameNe: string | null }, reason?: string | null) {
  await recordNotice(tx, {
    patientId: order.patientId, kind,
    params: { pharmacy: { name: pharmacy.name, nameNe: pharmacy.nameNe }, medicineOrderId: order.id, ...(reason ? { reason } : {}) },
    ...(kind === 'medicine_order_requested' ? {} : { notification: { link: `/medicine-order/${order.id}` } }),
    activity: { kind: 'medicine_order' },
  });
}

/** Expires what is due in the scope (as of the server clock) and tells each patient; in its own transaction unless given one. */
export async function sweepExpired(db: Conn, scope: { patientId: string } | { pharmacyId: string }): Promise<void> {
  const at = now();
  const run = async (tx: Tx) => {
    const expired = await expireDue(tx, scope, at, new Date(at.getTime() - QUOTE_ANSWER_HOURS * HOUR), new Date(at.getTime() - READY_HOLD_DAYS * 24 * HOUR));
    if (expired.length === 0) return;
    const pharmacies = await pharmaciesById(tx, expired.map((o) => o.pharmacyId), at);
    for (const o of expired) await tellPatient(tx, o, 'medicine_order_expired', pharmacies.get(o.pharmacyId)!);
  };
  // Inside an idempotent write, deps.db is already its transaction (a savepoint here).
  await (db as AppDeps['db']).transaction(run);
}

export type Loaded = { order: OrderRow; items: ItemRow[]; pharmacy: PharmacyRow; forName: string; age: number | null };

export async function loadOrders(db: Conn, rows: OrderRow[], today: string): Promise<Loaded[]> {
  const items = await itemsOf(db, rows.map((r) => r.id));
  const pharmacies = await pharmaciesById(db, rows.map((r) => r.pharmacyId), now());
  const people = await orderPeople(db, rows);
  return rows.map((order) => {
    const who = (order.familyMemberId ? people.members.get(order.familyMemberId) : undefined) ?? people.patients.get(order.patientId);
    return {
      order, items: items.filter((i) => i.orderId === order.id), pharmacy: pharmacies.get(order.pharmacyId)!,
      forName: who ? `${who.firstName ?? ''} ${who.lastName ?? ''}`.trim() : '', age: ageOn(who?.dateOfBirth, today),
    };
  });
}

/** The code the patient shows while the order is ready. */
export const codeOf = (deps: AppDeps, o: OrderRow) => pickupCode(deps.env.chatTicketSecret, o.id, o.pickupCodeRound);
