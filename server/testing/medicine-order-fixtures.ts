// Test helpers for Medicine Order: a pharmacy in the directory, a pharmacist of it (a real Auth
// emulator user with the role claims), a patient with prescriptions, and the calls of both sides.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Harness } from './harness';
import type { Fixtures } from '../db/fixtures';
import { medicineOrders, notifications, pharmacies, prescriptions } from '../db/schema';
import { ensurePharmacistAccount } from '../modules/medicine-order/pharmacists';
import { completePatient } from './booking-fixtures';
import { STAFF_PASSWORD } from './clinic-fixtures';
import type { PharmacyRole } from '../../contracts/staff-roles';
import { addDaysIso, todayIn } from '../lib/zoned-time';

export async function createPharmacy(h: Harness, name = 'Fixture Pharmacy'): Promise<string> {
  const tag = randomUUID().slice(0, 8);
  const [row] = await h.deps.db.insert(pharmacies).values({
    name: `${name} ${tag}`, nameNe: 'परीक्षण फार्मेसी', licenseNumber: `DDA-${tag}`, address: 'New Road', city: 'Kathmandu',
    latitude: 27.70, longitude: 85.31, is24Hours: true,
  }).returning({ id: pharmacies.id });
  return row!.id;
}

export async function pharmacistToken(h: Harness, pharmacyId: string, role: PharmacyRole = 'pharmacist'): Promise<string> {
  const email = `${role}-${randomUUID().slice(0, 8)}@pharmacy.test`;
  await ensurePharmacistAccount(h.deps.db, h.deps.auth, { email, displayName: 'Test Pharmacist', pharmacyId, password: STAFF_PASSWORD, role });
  return h.signIn(email, STAFF_PASSWORD);
}

/** A patient with three active prescriptions; returns the token and the prescriptions' ids. */
export async function patientWithPrescriptions(h: Harness, f: Fixtures) {
  const p = await completePatient(h);
  const today = todayIn('Asia/Kathmandu');
  const rows = await h.deps.db.insert(prescriptions).values(['Amlodipine', 'Metformin', 'Atorvastatin'].map((medication, i) => ({
    patientId: p.patientId, doctorId: f.doctorId, medication, strength: `${(i + 1) * 5} mg`, form: 'Tablet', doses: 'once daily', quantity: 30,
    startDate: addDaysIso(today, -1), stopDate: addDaysIso(today, 60),
  }))).returning({ id: prescriptions.id });
  return { ...p, rxIds: rows.map((r) => r.id) };
}

const MO = '/api/v1/patient/medicine-order';
const PH = '/api/v1/clinic/pharmacy/medicine-orders';
export const paths = { MO, PH };

let keyN = 0;
const key = () => ({ 'idempotency-key': `test-key-${Date.now()}-${++keyN}` });

export function client(h: Harness) {
  const post = (path: string, token: string | undefined, body: unknown = {}, headers: Record<string, string> = {}) =>
    h.request(path, { method: 'POST', ...(token ? { token } : {}), body, headers: { ...key(), ...headers } });
  const get = (path: string, token?: string) => h.request(path, token ? { token } : {});
  return {
    post, get,
    start: (token: string, body: unknown) => post(`${MO}/create`, token, body),
    /** Starts from prescriptions and returns the order (fails the test otherwise). */
    async startOk(token: string, pharmacyId: string, prescriptionIds: string[]) {
      const res = await post(`${MO}/create`, token, { pharmacyId, prescriptionIds });
      if (res.status !== 201) throw new Error(`start failed: ${res.status} ${await res.text()}`);
      return (await res.json()).data as { id: string; items: { id: string; medication: string }[] };
    },
    quote: (token: string, id: string, body: unknown) => post(`${PH}/${id}/quote`, token, body),
    accept: (token: string, id: string, itemIds: string[]) => post(`${MO}/${id}/accept`, token, { itemIds }),
    ready: (token: string, id: string) => post(`${PH}/${id}/ready`, token),
    collect: (token: string, code: string, payment = 'cash') => post(`${PH}/collect`, token, { code, payment }),
    detail: (token: string, id: string) => get(`${MO}/${id}`, token),
  };
}

/** A quote answering every item: the first a substitute, the second unavailable, the rest available. */
export function quoteBody(items: { id: string }[]) {
  return {
    items: items.map((item, n) => n === 0
      ? { itemId: item.id, availability: 'substitute', quantity: 30, pricePaisa: 45_000, substitute: 'Amlodac 5 mg', reason: 'Same molecule and strength; the brand is out of stock' }
      : n === 1 ? { itemId: item.id, availability: 'unavailable' } : { itemId: item.id, availability: 'available', quantity: 30, pricePaisa: 30_000 }),
    note: 'Ready in an hour',
  };
}

export async function orderRow(h: Harness, id: string) {
  const [row] = await h.deps.db.select().from(medicineOrders).where(eq(medicineOrders.id, id));
  return row!;
}

export async function noticeTemplates(h: Harness, patientId: string) {
  const rows = await h.deps.db.select({ template: notifications.template, link: notifications.link }).from(notifications).where(eq(notifications.patientId, patientId));
  return rows.filter((r) => r.template?.startsWith('medicine_order'));
}
