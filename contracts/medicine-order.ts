// Medicine Order (issue 31): a reservation of a prescription's medicines at a licensed pharmacy,
// collected and paid in person (Nepal allows no online sale of medicines). Shared by the app and the
// server: the patient's API under /api/v1/patient/medicine-order, the pharmacist's under
// /api/v1/clinic/pharmacy. server/modules/medicine-order; src/features/medicine-order.
import * as v from 'valibot';
import { envelope } from './common';
import * as M from './message-texts';
import { MEDICINE_ORDER_MESSAGES as MO } from './medicine-order-messages';
import { EmailSchema } from './patient';
import { PHARMACY_ROLES } from './staff-roles';

/**
 * requested → quoted → accepted → ready → collected; requested → not_filled; quoted → declined;
 * requested | quoted | accepted → cancelled (by the patient); quoted (24 h) | ready (3 days) → expired.
 */
export const MEDICINE_ORDER_STATUSES = ['requested', 'quoted', 'not_filled', 'accepted', 'declined', 'ready', 'collected', 'cancelled', 'expired'] as const;
export type MedicineOrderStatus = (typeof MEDICINE_ORDER_STATUSES)[number];
export const ITEM_AVAILABILITY = ['available', 'unavailable', 'substitute'] as const;
export type ItemAvailability = (typeof ITEM_AVAILABILITY)[number];
export const COUNTER_PAYMENTS = ['cash', 'wallet_qr'] as const;
export type CounterPayment = (typeof COUNTER_PAYMENTS)[number];

/** A quote not answered in 24 hours expires; a ready order not collected in 3 days (the pharmacy's hold). */
export const QUOTE_ANSWER_HOURS = 24;
export const READY_HOLD_DAYS = 3;
/** The same rules as a lab report, photos only: JPG or PNG by content, smaller than 5 MB. */
export const MEDICINE_ORDER_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const MEDICINE_ORDER_PHOTO_FIELD = 'photo';
export const MEDICINE_ORDER_MAX_ITEMS = 30;
/** Pick-up codes: 8 digits, read aloud in two groups ("4821 9037"). */
export const PICKUP_CODE_PATTERN = /^\d{4}[\s-]?\d{4}$/;

/* @__NO_SIDE_EFFECTS__ */
const picklist = <T extends readonly string[]>(options: T) => v.picklist(options, M.invalidOption);
const uuid = v.pipe(v.string(M.required), v.uuid(M.invalidValue));
/* @__NO_SIDE_EFFECTS__ */
const requiredText = (max: number) => v.pipe(v.string(M.required), v.trim(), v.nonEmpty(M.required), v.maxLength(max, M.tooLong));
/* @__NO_SIDE_EFFECTS__ */
const optionalText = (max: number) => v.optional(v.nullable(v.pipe(v.string(M.invalidValue), v.trim(), v.maxLength(max, M.tooLong))));
/* @__NO_SIDE_EFFECTS__ */
const int = (min: number, max: number) => v.pipe(v.number(M.invalidValue), v.integer(M.invalidValue), v.minValue(min, M.invalidValue), v.maxValue(max, M.invalidValue));
/** A form field (multipart sends text): '' is absent. */
const optionalUuid = v.optional(v.nullable(v.pipe(v.string(M.invalidValue), v.transform((s) => s.trim()), v.union([v.literal(''), v.pipe(v.string(), v.uuid(M.invalidValue))], M.invalidValue))));

// ── Requests ─────────────────────────────────────────────────────────────────────────────────────
/**
 * POST /api/v1/patient/medicine-order/create: JSON with `prescriptionIds` (medicines of one person's
 * prescriptions), or multipart/form-data with the same text fields and a `photo` of a paper prescription.
 */
export const StartMedicineOrderSchema = v.object({
  pharmacyId: uuid,
  prescriptionIds: v.optional(v.pipe(v.array(uuid, M.invalidValue), v.maxLength(MEDICINE_ORDER_MAX_ITEMS, M.tooLong))),
  /** A photo's order for a family member (a prescription's person is the prescription's). */
  familyMemberId: optionalUuid,
  note: optionalText(500),
}, M.required);
export type StartMedicineOrderInput = v.InferOutput<typeof StartMedicineOrderSchema>;

/** One line of the pharmacist's answer: an item of the order, or (a photo's order) a new one with its name. */
export const QuoteItemSchema = v.object({
  itemId: v.optional(uuid),
  medication: optionalText(200),
  availability: picklist(ITEM_AVAILABILITY),
  quantity: v.optional(int(1, 10_000)),
  /** The line's price in paisa (quantity × unit price). */
  pricePaisa: v.optional(int(0, 100_000_000)),
  /** Same molecule and strength: its name, and why. */
  substitute: optionalText(200),
  reason: optionalText(300),
}, M.required);
export type QuoteItemInput = v.InferOutput<typeof QuoteItemSchema>;

/** POST /api/v1/clinic/pharmacy/medicine-orders/{id}/quote */
export const QuoteMedicineOrderSchema = v.object({
  items: v.pipe(v.array(QuoteItemSchema, M.invalidValue), v.minLength(1, M.required), v.maxLength(MEDICINE_ORDER_MAX_ITEMS, M.tooLong)),
  note: optionalText(500),
  /** A photo's order: the pharmacist confirms it is a valid prescription. */
  photoConfirmed: v.optional(v.boolean(M.invalidValue)),
}, M.required);
export type QuoteMedicineOrderInput = v.InferOutput<typeof QuoteMedicineOrderSchema>;

/** POST …/{id}/cannot-fill */
export const CannotFillSchema = v.object({ reason: requiredText(500) }, M.required);
/** POST /api/v1/patient/medicine-order/{id}/accept: the offered items the patient takes. */
export const AcceptMedicineOrderSchema = v.object({
  itemIds: v.pipe(v.array(uuid, M.invalidValue), v.minLength(1, MO.nothingAccepted), v.maxLength(MEDICINE_ORDER_MAX_ITEMS, M.tooLong)),
}, M.required);
/** POST /api/v1/clinic/pharmacy/medicine-orders/collect: the code shown or scanned, and how it was paid. */
export const CollectMedicineOrderSchema = v.object({
  code: v.pipe(v.string(M.required), v.trim(), v.regex(PICKUP_CODE_PATTERN, MO.codeInvalid)),
  payment: picklist(COUNTER_PAYMENTS),
}, M.required);
/** GET /api/v1/patient/medicine-order/pharmacies: nearest first with a location, else the city's first. */
export const PharmacyChoiceQuerySchema = v.object({
  /** Part of the name, or the licence number. */
  query: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(60, M.tooLong))),
  city: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(60, M.tooLong))),
  latitude: v.optional(v.pipe(v.string(), v.transform(Number), v.number(M.invalidValue), v.minValue(-90, M.invalidValue), v.maxValue(90, M.invalidValue))),
  longitude: v.optional(v.pipe(v.string(), v.transform(Number), v.number(M.invalidValue), v.minValue(-180, M.invalidValue), v.maxValue(180, M.invalidValue))),
});

// ── Responses ────────────────────────────────────────────────────────────────────────────────────
const nullableString = v.nullable(v.string());

export const OrderPharmacySchema = v.object({
  id: v.string(), name: v.string(), nameNe: nullableString, licenseNumber: v.string(), address: v.string(), city: v.string(),
  phone: nullableString, latitude: v.nullable(v.number()), longitude: v.nullable(v.number()), is24Hours: v.boolean(),
  /** "HH:MM", Asia/Kathmandu; null when open 24 hours. */
  opensAt: nullableString, closesAt: nullableString, openNow: v.boolean(),
  /** From the location given; null without one. */
  distanceKm: v.nullable(v.number()),
});
export type OrderPharmacy = v.InferOutput<typeof OrderPharmacySchema>;
export const PharmacyChoiceResponseSchema = envelope(v.object({ pharmacies: v.array(OrderPharmacySchema) }));

export const MedicineOrderItemSchema = v.object({
  id: v.string(),
  prescriptionId: nullableString,
  medication: v.string(), strength: nullableString, form: nullableString,
  /** As prescribed (null for a line the pharmacist read off a photo). */
  quantity: v.nullable(v.number()),
  availability: v.nullable(picklist(ITEM_AVAILABILITY)),
  substitute: nullableString, substituteReason: nullableString,
  quotedQuantity: v.nullable(v.number()),
  pricePaisa: v.nullable(v.number()),
  accepted: v.boolean(),
});
export type MedicineOrderItem = v.InferOutput<typeof MedicineOrderItemSchema>;

export const MedicineOrderSchema = v.object({
  id: v.string(),
  status: picklist(MEDICINE_ORDER_STATUSES),
  source: picklist(['prescription', 'photo'] as const),
  /** Who it is for: the patient, or one of their family members. */
  forName: v.string(),
  familyMemberId: nullableString,
  pharmacy: OrderPharmacySchema,
  items: v.array(MedicineOrderItemSchema),
  note: nullableString,
  /** The pharmacist's note with the quote. */
  pharmacyNote: nullableString,
  /** Why the pharmacy cannot fill it. */
  reason: nullableString,
  requestedAt: v.string(),
  quotedAt: nullableString,
  /** The quote's answer is due by then (ISO). */
  answerBy: nullableString,
  readyAt: nullableString,
  /** Collect by then (ISO). */
  collectBy: nullableString,
  collectedAt: nullableString,
  closedAt: nullableString,
  /** The accepted lines' total (paisa), else the quote's offered total. */
  totalPaisa: v.number(),
  payment: v.nullable(picklist(COUNTER_PAYMENTS)),
  /** The patient's own view only, while ready: 8 digits. */
  pickupCode: nullableString,
  hasPhoto: v.boolean(),
});
export type MedicineOrder = v.InferOutput<typeof MedicineOrderSchema>;

export const MedicineOrderResponseSchema = envelope(MedicineOrderSchema);
export const MedicineOrderListResponseSchema = envelope(v.object({ orders: v.array(MedicineOrderSchema) }));
export const MedicineOrderActionResponseSchema = v.object({ message: v.string(), data: MedicineOrderSchema });

/** The pharmacist's view adds the patient's name and age and the prescription's check. */
export const PharmacyOrderSchema = v.object({
  ...MedicineOrderSchema.entries,
  patientName: v.string(),
  patientAge: v.nullable(v.number()),
  /** A prescription's order: its medicines are the app's signed e-prescription (checked by the server). */
  signatureVerified: v.boolean(),
  photoConfirmed: v.boolean(),
});
export type PharmacyOrder = v.InferOutput<typeof PharmacyOrderSchema>;
export const PharmacyOrderResponseSchema = envelope(PharmacyOrderSchema);
export const PharmacyOrderListResponseSchema = envelope(v.object({ orders: v.array(PharmacyOrderSchema) }));
export const PharmacyOrderActionResponseSchema = v.object({ message: v.string(), data: PharmacyOrderSchema });
/** `role`: a pharmacy-admin also invites colleagues (docs/decisions/0019). */
export const PharmacistMeResponseSchema = envelope(v.object({ displayName: v.string(), email: v.string(), role: v.picklist(PHARMACY_ROLES), pharmacy: OrderPharmacySchema }));

/** "48219037" → "4821 9037" */
export const formatPickupCode = (code: string) => `${code.slice(0, 4)} ${code.slice(4)}`;

/** A pharmacist invites a colleague to their own pharmacy (an e-mailed one-time link, as clinic staff are). */
export const InvitePharmacistSchema = v.object({ email: EmailSchema }, M.required);
