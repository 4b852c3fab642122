// SQL of Medicine Order: the orders and their items, scoped by the patient or by the pharmacy; the
// pharmacies a patient may choose; the expiry sweep (times from the server clock, passed in).
import { and, asc, desc, eq, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { doctors, familyMembers, medicineOrderItems, medicineOrders, patients, pharmacies, prescriptions } from '../../db/schema';
import { openNowSql } from '../places/repository';
import { SUPPORTED_TIME_ZONE as PLACE_TIME_ZONE } from '../../../contracts/options';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Conn = Db | Tx;
export type OrderRow = typeof medicineOrders.$inferSelect;
export type ItemRow = typeof medicineOrderItems.$inferSelect;

type PharmacySqlRow = {
  id: string; name: string; name_ne: string | null; license_number: string; address: string; city: string; phone: string | null;
  latitude: number | null; longitude: number | null; is_24_hours: boolean; opens_at: string | null; closes_at: string | null;
  open_now: boolean; distance_km: number | null;
};
export type PharmacyRow = {
  id: string; name: string; nameNe: string | null; licenseNumber: string; address: string; city: string; phone: string | null;
  latitude: number | null; longitude: number | null; is24Hours: boolean; opensAt: string | null; closesAt: string | null;
  openNow: boolean; distanceKm: number | null;
};

const toPharmacy = (r: PharmacySqlRow): PharmacyRow => ({
  id: r.id, name: r.name, nameNe: r.name_ne, licenseNumber: r.license_number, address: r.address, city: r.city, phone: r.phone,
  latitude: r.latitude, longitude: r.longitude, is24Hours: r.is_24_hours, opensAt: r.opens_at?.slice(0, 5) ?? null, closesAt: r.closes_at?.slice(0, 5) ?? null,
  openNow: r.open_now, distanceKm: r.distance_km === null ? null : Math.round(Number(r.distance_km) * 10) / 10,
});

function pharmacySelect(at: Date, from?: { latitude: number; longitude: number }): SQL {
  // Haversine, km (null without a location or coordinates).
  const distance = from
    ? sql`(6371 * 2 * asin(sqrt(power(sin(radians(p.latitude - ${from.latitude}) / 2), 2)
        + cos(radians(${from.latitude})) * cos(radians(p.latitude)) * power(sin(radians(p.longitude - ${from.longitude}) / 2), 2))))`
    : sql`null::float8`;
  return sql`select p.id, p.name, p.name_ne, p.license_number, p.address, p.city, p.phone, p.latitude, p.longitude, p.is_24_hours,
    p.opens_at::text as opens_at, p.closes_at::text as closes_at,
    ${openNowSql(PLACE_TIME_ZONE, sql`${at.toISOString()}::timestamptz`)} as open_now, ${distance} as distance_km
    from pharmacies p`;
}

/** Pharmacies to choose from: nearest first with a location; else the city's, open ones first. */
export async function choosablePharmacies(db: Conn, at: Date, q: { query?: string; city?: string; latitude?: number; longitude?: number }, limit = 30): Promise<PharmacyRow[]> {
  const from = q.latitude !== undefined && q.longitude !== undefined ? { latitude: q.latitude, longitude: q.longitude } : undefined;
  const conditions: SQL[] = [];
  if (q.city && !from && !q.query) conditions.push(sql`lower(p.city) = lower(${q.city})`);
  if (q.query) {
    const like = `%${q.query.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    conditions.push(sql`(p.name ilike ${like} or p.name_ne ilike ${like} or p.license_number ilike ${like})`);
  }
  const where = conditions.length ? sql` where ${sql.join(conditions, sql` and `)}` : sql``;
  const order = from ? sql` order by distance_km asc nulls last, open_now desc, p.name` : sql` order by open_now desc, p.name`;
  const res = await db.execute<PharmacySqlRow>(sql`${pharmacySelect(at, from)}${where}${order} limit ${limit}`);
  return res.rows.map(toPharmacy);
}

export async function pharmaciesById(db: Conn, ids: string[], at: Date): Promise<Map<string, PharmacyRow>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const res = await db.execute<PharmacySqlRow>(sql`${pharmacySelect(at)} where p.id in (${sql.join(unique.map((id) => sql`${id}::uuid`), sql`, `)})`);
  return new Map(res.rows.map((r) => [r.id, toPharmacy(r)]));
}

export async function findPharmacy(db: Conn, id: string, at: Date): Promise<PharmacyRow | undefined> {
  return (await pharmaciesById(db, [id], at)).get(id);
}

/** The caller's prescriptions among `ids` (another patient's are simply not found). */
export async function ownPrescriptions(db: Conn, patientId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db.select().from(prescriptions).where(and(eq(prescriptions.patientId, patientId), inArray(prescriptions.id, ids)));
}

export async function isOwnFamilyMember(db: Conn, patientId: string, id: string): Promise<boolean> {
  const [m] = await db.select({ id: familyMembers.id }).from(familyMembers).where(and(eq(familyMembers.id, id), eq(familyMembers.patientId, patientId)));
  return Boolean(m);
}

export async function insertOrder(db: Conn, values: typeof medicineOrders.$inferInsert): Promise<OrderRow> {
  const [row] = await db.insert(medicineOrders).values(values).returning();
  return row!;
}

export async function insertItems(db: Conn, values: (typeof medicineOrderItems.$inferInsert)[]): Promise<void> {
  if (values.length > 0) await db.insert(medicineOrderItems).values(values);
}

type Scope = { patientId: string } | { pharmacyId: string };
const scoped = (s: Scope) => ('patientId' in s ? eq(medicineOrders.patientId, s.patientId) : eq(medicineOrders.pharmacyId, s.pharmacyId));

/** One order in the caller's scope, locked for a change when `forUpdate`. */
export async function findOrder(db: Conn, id: string, scope: Scope, forUpdate = false): Promise<OrderRow | undefined> {
  const q = db.select().from(medicineOrders).where(and(eq(medicineOrders.id, id), scoped(scope)));
  const [row] = await (forUpdate ? q.for('update') : q);
  return row;
}

export async function listOrders(db: Conn, scope: Scope, limit = 100): Promise<OrderRow[]> {
  return db.select().from(medicineOrders).where(scoped(scope)).orderBy(desc(medicineOrders.requestedAt)).limit(limit);
}

export async function itemsOf(db: Conn, orderIds: string[]): Promise<ItemRow[]> {
  if (orderIds.length === 0) return [];
  return db.select().from(medicineOrderItems).where(inArray(medicineOrderItems.orderId, orderIds)).orderBy(asc(medicineOrderItems.position));
}

export async function updateOrder(db: Conn, id: string, values: Partial<typeof medicineOrders.$inferInsert>): Promise<OrderRow> {
  const [row] = await db.update(medicineOrders).set(values).where(eq(medicineOrders.id, id)).returning();
  return row!;
}

export async function updateItem(db: Conn, id: string, values: Partial<typeof medicineOrderItems.$inferInsert>): Promise<void> {
  await db.update(medicineOrderItems).set(values).where(eq(medicineOrderItems.id, id));
}

/** The order ready at this pharmacy whose code hashes to `hash`, locked. */
export async function findReadyByCode(db: Conn, pharmacyId: string, hash: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(medicineOrders)
    .where(and(eq(medicineOrders.pharmacyId, pharmacyId), eq(medicineOrders.pickupCodeHash, hash), eq(medicineOrders.status, 'ready')))
    .for('update');
  return row;
}

/**
 * Quotes unanswered since `quoteBefore` and ready orders not collected since `readyBefore` become
 * expired (in the scope given); returns them, to tell their patients.
 */
export async function expireDue(db: Conn, scope: Scope, at: Date, quoteBefore: Date, readyBefore: Date): Promise<OrderRow[]> {
  return db.update(medicineOrders)
    .set({ status: 'expired', closedAt: at, pickupCodeHash: null })
    .where(and(scoped(scope), or(
      and(eq(medicineOrders.status, 'quoted'), lte(medicineOrders.quotedAt, quoteBefore)),
      and(eq(medicineOrders.status, 'ready'), lte(medicineOrders.readyAt, readyBefore)),
    )))
    .returning();
}

/** Who the order is for: name and date of birth (the family member's, or the patient's). */
export async function orderPeople(db: Conn, rows: OrderRow[]) {
  const patientIds = [...new Set(rows.map((r) => r.patientId))];
  const memberIds = [...new Set(rows.map((r) => r.familyMemberId).filter((x): x is string => Boolean(x)))];
  const ps = patientIds.length ? await db.select({ id: patients.id, firstName: patients.firstName, lastName: patients.lastName, dateOfBirth: patients.dateOfBirth })
    .from(patients).where(inArray(patients.id, patientIds)) : [];
  const ms = memberIds.length ? await db.select({ id: familyMembers.id, firstName: familyMembers.firstName, lastName: familyMembers.lastName, dateOfBirth: familyMembers.dateOfBirth })
    .from(familyMembers).where(inArray(familyMembers.id, memberIds)) : [];
  return { patients: new Map(ps.map((p) => [p.id, p])), members: new Map(ms.map((m) => [m.id, m])) };
}

/** "Dispensed at <pharmacy> on <date>": the collected orders' accepted lines of these prescriptions. */
export async function dispensedPrescriptions(db: Conn, prescriptionIds: string[]) {
  if (prescriptionIds.length === 0) return [];
  return db.select({
    prescriptionId: medicineOrderItems.prescriptionId, at: medicineOrders.collectedAt, pharmacyName: pharmacies.name, pharmacyNameNe: pharmacies.nameNe,
  })
    .from(medicineOrderItems)
    .innerJoin(medicineOrders, eq(medicineOrderItems.orderId, medicineOrders.id))
    .innerJoin(pharmacies, eq(medicineOrders.pharmacyId, pharmacies.id))
    .where(and(inArray(medicineOrderItems.prescriptionId, prescriptionIds), eq(medicineOrderItems.accepted, true), eq(medicineOrders.status, 'collected')))
    .orderBy(desc(medicineOrders.collectedAt));
}


/** The name of who an order is for: the family member's, or the patient's. */
export async function personName(db: Conn, patientId: string, familyMemberId: string | null): Promise<string> {
  const [p] = familyMemberId
    ? await db.select({ firstName: familyMembers.firstName, lastName: familyMembers.lastName }).from(familyMembers).where(eq(familyMembers.id, familyMemberId))
    : await db.select({ firstName: patients.firstName, lastName: patients.lastName }).from(patients).where(eq(patients.id, patientId));
  return p ? `${p.firstName ?? ''} ${p.lastName ?? ''}`.trim() : '';
}

/** Prescribers as the signed code names them: "Dr. First Last" and the NMC number. */
export async function doctorsById(db: Conn, ids: string[]): Promise<Map<string, { name: string; nmcNumber: string }>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.select({ id: doctors.id, firstName: doctors.firstName, lastName: doctors.lastName, nmcNumber: doctors.nmcNumber })
    .from(doctors).where(inArray(doctors.id, unique));
  return new Map(rows.map((d) => [d.id, { name: `Dr. ${d.firstName} ${d.lastName}`, nmcNumber: d.nmcNumber }]));
}
