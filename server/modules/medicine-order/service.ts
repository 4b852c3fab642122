// The patient's side of Medicine Order: choose a pharmacy, reserve the medicines of one person's
// prescriptions (or a photo of a paper one), read the answer, accept all or part, decline, cancel.
// Every read first expires what is due; another patient's order is 404.
import { randomBytes } from 'node:crypto';
import type { AppDeps } from '../../context';
import { HttpError } from '../../lib/http-error';
import { now } from '../../lib/clock';
import { todayIn } from '../../lib/zoned-time';
import type { UploadedDocument } from '../../lib/documents';
import { fileStorage, newStorageKey } from '../../storage/files';
import { MEDICINE_ORDER_MESSAGES as MO } from '../../../contracts/medicine-order-messages';
import type { MedicineOrder, StartMedicineOrderInput } from '../../../contracts/medicine-order';
import {
  base64UrlEncode, buildPrescriptionCode, encodePrescriptionPayload, PRESCRIPTION_ITEMS_PER_CODE, type SignedPrescriptionItem,
} from '../../../contracts/prescription-signature';
import { prescriptionSigningKey } from '../prescriptions/signing-key';
import {
  choosablePharmacies, doctorsById, findOrder, findPharmacy, insertItems, insertOrder, isOwnFamilyMember, listOrders, ownPrescriptions, personName, updateItem, updateOrder,
  type Tx,
} from './repository';
import { assertCan, codeOf, loadOrders, sweepExpired, tellPatient, TRANSITIONS, type Loaded } from './orders';
import { orderView } from './views';

const field = (name: string, message: string) => new HttpError(400, message, [{ field: name, message }]);
const notFound = () => new HttpError(404, MO.orderNotFound);

export async function pharmacyChoices(deps: AppDeps, q: { query?: string; city?: string; latitude?: number; longitude?: number }) {
  return { pharmacies: await choosablePharmacies(deps.db, now(), q) };
}

const view = (deps: AppDeps, l: Loaded): MedicineOrder => orderView(l.order, l.items, l.pharmacy, l.forName, codeOf(deps, l.order));

async function one(deps: AppDeps, patientId: string, id: string, timeZone: string): Promise<MedicineOrder> {
  const row = await findOrder(deps.db, id, { patientId });
  if (!row) throw notFound();
  return view(deps, (await loadOrders(deps.db, [row], todayIn(timeZone)))[0]!);
}

/** The signed codes (as in the prescription's QR) of the reserved medicines. */
async function signedCodes(deps: AppDeps, patientName: string, items: SignedPrescriptionItem[]): Promise<string[] | null> {
  const key = await prescriptionSigningKey(deps.env);
  if (!key) return null;
  const parts = Math.ceil(items.length / PRESCRIPTION_ITEMS_PER_CODE);
  const base = { keyId: key.keyId, issuedAt: now().toISOString(), id: base64UrlEncode(new Uint8Array(randomBytes(6))), patientName, parts };
  return Array.from({ length: parts }, (_, i) => {
    const payload = encodePrescriptionPayload({ ...base, part: i + 1, items: items.slice(i * PRESCRIPTION_ITEMS_PER_CODE, (i + 1) * PRESCRIPTION_ITEMS_PER_CODE) });
    return buildPrescriptionCode(payload, key.sign(payload));
  });
}

/** Starts a reservation; `photo` for a paper prescription (already checked: JPG/PNG by content, < 5 MB). */
export async function startOrder(deps: AppDeps, patientId: string, input: StartMedicineOrderInput, photo: UploadedDocument | undefined, timeZone: string) {
  const ids = [...new Set(input.prescriptionIds ?? [])];
  if (photo && ids.length > 0) throw field('prescriptionIds', MO.sourceRequired);
  if (!photo && ids.length === 0) throw field('prescriptionIds', MO.sourceRequired);
  const at = now();
  const pharmacy = await findPharmacy(deps.db, input.pharmacyId, at);
  if (!pharmacy) throw field('pharmacyId', MO.pharmacyNotFound);
  const memberId = input.familyMemberId || null;

  if (!photo) {
    const rx = await ownPrescriptions(deps.db, patientId, ids);
    if (rx.length !== ids.length) throw field('prescriptionIds', MO.prescriptionNotFound);
    const owners = new Set(rx.map((r) => r.familyMemberId ?? ''));
    if (owners.size !== 1) throw field('prescriptionIds', MO.oneOwner);
    const rxMember = rx[0]!.familyMemberId;
    if (memberId && memberId !== rxMember) throw field('familyMemberId', MO.oneOwner);
    const ordered = ids.map((id) => rx.find((r) => r.id === id)!);
    const doctors = await doctorsById(deps.db, ordered.map((r) => r.doctorId));
    const codes = await signedCodes(deps, await personName(deps.db, patientId, rxMember), ordered.map((r) => ({
      medication: r.medication, strength: r.strength, form: r.form, doses: r.doses, quantity: r.quantity, start: r.startDate, stop: r.stopDate,
      doctor: doctors.get(r.doctorId)?.name ?? '', nmcNumber: doctors.get(r.doctorId)?.nmcNumber ?? '',
    })));
    const order = await insertOrder(deps.db, {
      patientId, familyMemberId: rxMember, pharmacyId: pharmacy.id, source: 'prescription', prescriptionCodes: codes, note: input.note ?? null, requestedAt: at,
    });
    await insertItems(deps.db, ordered.map((r, position) => ({
      orderId: order.id, prescriptionId: r.id, position, medication: r.medication, strength: r.strength, form: r.form, quantity: r.quantity,
    })));
    await tellPatient(deps.db as Tx, order, 'medicine_order_requested', pharmacy);
    return one(deps, patientId, order.id, timeZone);
  }

  if (memberId && !(await isOwnFamilyMember(deps.db, patientId, memberId))) throw field('familyMemberId', MO.orderNotFound);
  const storage = fileStorage(deps);
  const key = newStorageKey('medicine-orders', patientId, photo.ext);
  await storage.put(key, photo.bytes);
  try {
    const order = await insertOrder(deps.db, {
      patientId, familyMemberId: memberId, pharmacyId: pharmacy.id, source: 'photo', photoKey: key, photoMime: photo.mime, note: input.note ?? null, requestedAt: at,
    });
    await tellPatient(deps.db as Tx, order, 'medicine_order_requested', pharmacy);
    return await one(deps, patientId, order.id, timeZone);
  } catch (err) {
    await storage.remove(key).catch(() => undefined);
    throw err;
  }
}

export async function patientOrders(deps: AppDeps, patientId: string, timeZone: string) {
  await sweepExpired(deps.db, { patientId });
  const loaded = await loadOrders(deps.db, await listOrders(deps.db, { patientId }), todayIn(timeZone));
  return { orders: loaded.map((l) => view(deps, l)) };
}

export async function patientOrder(deps: AppDeps, patientId: string, id: string, timeZone: string) {
  await sweepExpired(deps.db, { patientId });
  return one(deps, patientId, id, timeZone);
}

type PatientAction = { kind: 'accept'; itemIds: string[] } | { kind: 'decline' } | { kind: 'cancel' };

/** Accept (some of) the offered medicines, decline the quote, or cancel before ready. */
export async function actAsPatient(deps: AppDeps, patientId: string, id: string, action: PatientAction, timeZone: string) {
  await sweepExpired(deps.db, { patientId });
  await deps.db.transaction(async (tx: Tx) => {
    const order = await findOrder(tx, id, { patientId }, true);
    if (!order) throw notFound();
    assertCan(order, action.kind);
    const at = now();
    if (action.kind === 'accept') {
      const [l] = await loadOrders(tx, [order], todayIn(timeZone));
      const offered = new Map(l!.items.filter((i) => i.availability === 'available' || i.availability === 'substitute').map((i) => [i.id, i]));
      const chosen = [...new Set(action.itemIds)];
      chosen.forEach((itemId, n) => {
        if (!l!.items.some((i) => i.id === itemId)) throw field(`itemIds.${n}`, MO.itemUnknown);
        if (!offered.has(itemId)) throw field(`itemIds.${n}`, MO.notOffered);
      });
      for (const itemId of chosen) await updateItem(tx, itemId, { accepted: true });
      await updateOrder(tx, order.id, { status: TRANSITIONS.accept.to, decidedAt: at });
    } else {
      await updateOrder(tx, order.id, { status: TRANSITIONS[action.kind].to, decidedAt: at, closedAt: at });
    }
  });
  return one(deps, patientId, id, timeZone);
}

/** The photo of the caller's own order. */
export async function patientOrderPhoto(deps: AppDeps, patientId: string, id: string) {
  const order = await findOrder(deps.db, id, { patientId });
  if (!order?.photoKey) throw notFound();
  const stored = await fileStorage(deps).get(order.photoKey);
  if (!stored) throw notFound();
  return { bytes: stored.bytes, mime: order.photoMime ?? 'image/jpeg' };
}
