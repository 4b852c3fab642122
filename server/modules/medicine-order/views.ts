// Rows → the contracts' shapes: the patient's view (with the pick-up code while ready) and the
// pharmacist's (with the patient's name and age and the prescription's signature check).
import type { MedicineOrder, MedicineOrderItem, PharmacyOrder } from '../../../contracts/medicine-order';
import { QUOTE_ANSWER_HOURS, READY_HOLD_DAYS } from '../../../contracts/medicine-order';
import type { ItemRow, OrderRow, PharmacyRow } from './repository';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const HOUR = 3_600_000;

export function itemView(r: ItemRow): MedicineOrderItem {
  return {
    id: r.id, prescriptionId: r.prescriptionId, medication: r.medication, strength: r.strength, form: r.form, quantity: r.quantity,
    availability: r.availability as MedicineOrderItem['availability'], substitute: r.substitute, substituteReason: r.substituteReason,
    quotedQuantity: r.quotedQuantity, pricePaisa: r.pricePaisa, accepted: r.accepted,
  };
}

/** The accepted lines' total once the patient decided; before, what the pharmacy offers. */
export function orderTotal(o: OrderRow, items: ItemRow[]): number {
  const decided = ['accepted', 'ready', 'collected'].includes(o.status) || (o.status === 'expired' && o.readyAt);
  const lines = items.filter((i) => (decided ? i.accepted : i.availability === 'available' || i.availability === 'substitute'));
  return lines.reduce((sum, i) => sum + (i.pricePaisa ?? 0), 0);
}

export function orderView(o: OrderRow, items: ItemRow[], pharmacy: PharmacyRow, forName: string, pickupCode: string | null): MedicineOrder {
  return {
    id: o.id, status: o.status as MedicineOrder['status'], source: o.source as MedicineOrder['source'], forName, familyMemberId: o.familyMemberId,
    pharmacy, items: items.map(itemView), note: o.note, pharmacyNote: o.pharmacyNote, reason: o.reason,
    requestedAt: o.requestedAt.toISOString(), quotedAt: iso(o.quotedAt),
    answerBy: o.quotedAt ? new Date(o.quotedAt.getTime() + QUOTE_ANSWER_HOURS * HOUR).toISOString() : null,
    readyAt: iso(o.readyAt), collectBy: o.readyAt ? new Date(o.readyAt.getTime() + READY_HOLD_DAYS * 24 * HOUR).toISOString() : null,
    collectedAt: iso(o.collectedAt), closedAt: iso(o.closedAt), totalPaisa: orderTotal(o, items),
    payment: o.payment as MedicineOrder['payment'], pickupCode: o.status === 'ready' ? pickupCode : null, hasPhoto: Boolean(o.photoKey),
  };
}

/** Whole years between a YYYY-MM-DD birth date and `today` (YYYY-MM-DD). */
export function ageOn(dateOfBirth: string | null | undefined, today: string): number | null {
  if (!dateOfBirth) return null;
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

export function pharmacyOrderView(
  o: OrderRow, items: ItemRow[], pharmacy: PharmacyRow, who: { name: string; age: number | null }, signatureVerified: boolean,
): PharmacyOrder {
  return {
    ...orderView(o, items, pharmacy, who.name, null),
    patientName: who.name, patientAge: who.age, signatureVerified, photoConfirmed: Boolean(o.photoConfirmedAt),
  };
}
