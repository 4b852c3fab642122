// Medicine Order (issue 31): a patient's reservation of medicines at one pharmacy, the pharmacist's
// answer per medicine, and the pick-up at the counter. The pick-up code is never stored: only its
// SHA-256 with the pharmacy's id (server/modules/medicine-order/pickup-code.ts).
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { COUNTER_PAYMENTS, ITEM_AVAILABILITY, MEDICINE_ORDER_STATUSES } from '../../../contracts/medicine-order';
import { createdAt, id, tstz } from './columns';
import { pharmacies } from './directory';
import { familyMembers, patients } from './patients';
import { prescriptions } from './prescriptions';
import { clinicStaff } from './staff';

const list = (values: readonly string[]) => sql.raw(values.map((s) => `'${s}'`).join(', '));

export const medicineOrders = pgTable(
  'medicine_orders',
  {
    id: id(),
    patientId: uuid('patient_id').notNull().references(() => patients.id, { onDelete: 'cascade' }),
    familyMemberId: uuid('family_member_id').references(() => familyMembers.id, { onDelete: 'set null' }),
    pharmacyId: uuid('pharmacy_id').notNull().references(() => pharmacies.id, { onDelete: 'restrict' }),
    source: text('source').notNull(),
    /** A photo's file in the shared file storage (lab-report rules: JPG/PNG by content, < 5 MB). */
    photoKey: text('photo_key'),
    photoMime: text('photo_mime'),
    photoConfirmedAt: tstz('photo_confirmed_at'),
    /** A prescription's order: the signed codes (SWRX1, as in the prescription's QR) of its medicines. */
    prescriptionCodes: text('prescription_codes').array(),
    note: text('note'),
    status: text('status').notNull().default('requested'),
    pharmacyNote: text('pharmacy_note'),
    reason: text('reason'),
    requestedAt: tstz('requested_at').notNull(),
    quotedAt: tstz('quoted_at'),
    decidedAt: tstz('decided_at'),
    readyAt: tstz('ready_at'),
    collectedAt: tstz('collected_at'),
    /** Cancelled, declined, expired or not filled: when. */
    closedAt: tstz('closed_at'),
    /** SHA-256 of `pharmacyId:code` while ready; the code is derived, never stored. */
    pickupCodeHash: text('pickup_code_hash'),
    /** Which derivation of the code (a clash at the pharmacy takes the next). */
    pickupCodeRound: integer('pickup_code_round').notNull().default(0),
    payment: text('payment'),
    paidPaisa: integer('paid_paisa'),
    handledBy: uuid('handled_by').references(() => clinicStaff.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('medicine_orders_patient_idx').on(t.patientId, t.requestedAt.desc()),
    index('medicine_orders_pharmacy_idx').on(t.pharmacyId, t.status),
    uniqueIndex('medicine_orders_pickup_code_uq').on(t.pharmacyId, t.pickupCodeHash).where(sql`${t.status} = 'ready'`),
    check('medicine_orders_status_ck', sql`${t.status} IN (${list(MEDICINE_ORDER_STATUSES)})`),
    check('medicine_orders_source_ck', sql`${t.source} IN ('prescription', 'photo')`),
    check('medicine_orders_photo_ck', sql`(${t.source} = 'photo') = (${t.photoKey} IS NOT NULL)`),
    check('medicine_orders_payment_ck', sql`${t.payment} IS NULL OR ${t.payment} IN (${list(COUNTER_PAYMENTS)})`),
    check('medicine_orders_paid_ck', sql`${t.paidPaisa} IS NULL OR ${t.paidPaisa} >= 0`),
  ],
);

export const medicineOrderItems = pgTable(
  'medicine_order_items',
  {
    id: id(),
    orderId: uuid('order_id').notNull().references(() => medicineOrders.id, { onDelete: 'cascade' }),
    prescriptionId: uuid('prescription_id').references(() => prescriptions.id, { onDelete: 'set null' }),
    position: integer('position').notNull(),
    medication: text('medication').notNull(),
    strength: text('strength'),
    form: text('form'),
    quantity: integer('quantity'),
    availability: text('availability'),
    substitute: text('substitute'),
    substituteReason: text('substitute_reason'),
    quotedQuantity: integer('quoted_quantity'),
    pricePaisa: integer('price_paisa'),
    accepted: boolean('accepted').notNull().default(false),
  },
  (t) => [
    index('medicine_order_items_order_idx').on(t.orderId, t.position),
    index('medicine_order_items_prescription_idx').on(t.prescriptionId),
    check('medicine_order_items_availability_ck', sql`${t.availability} IS NULL OR ${t.availability} IN (${list(ITEM_AVAILABILITY)})`),
    check('medicine_order_items_price_ck', sql`${t.pricePaisa} IS NULL OR ${t.pricePaisa} >= 0`),
    check('medicine_order_items_quantity_ck', sql`(${t.quantity} IS NULL OR ${t.quantity} > 0) AND (${t.quotedQuantity} IS NULL OR ${t.quotedQuantity} > 0)`),
  ],
);
