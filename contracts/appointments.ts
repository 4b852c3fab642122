import * as v from 'valibot';
import { DevanagariNameSchema, doctorNameNeEntries, envelope, PaginationSchema } from './common';
import { intFromQuery } from './query-params';
import * as M from './message-texts';
import { BOOKING_MESSAGES as B } from './booking-messages';
import { EmailSchema, NameSchema } from './patient';
import { SpecializationSchema } from './doctors';
import { APPOINTMENT_STATUS_FILTERS, APPOINTMENT_STATUSES } from './options';
import { APPOINTMENT_KINDS, PATIENT_RELATIONS, PAYMENT_GATEWAYS, PAYMENT_OPTIONS, PAYMENT_STATUSES, RESCHEDULE_STATUSES, SLOT_TYPES, STATUS_ACTORS } from './record-options';
import { BLOOD_GROUPS, COUNTRY_CODES, DEFAULT_COUNTRY_CODE, GENDERS } from './person-options';
import { ScheduleSlotSchema } from './schedules';
import { latinDigits } from './digits';

// ── Money ────────────────────────────────────────────────────────────────────────────────────────
/** Online (wallet) payment adds a service charge: 2 % of the fee, rounded up to whole rupees, at most Rs. 100. */
export const WALLET_SERVICE_CHARGE_PERCENT = 2;
export const WALLET_SERVICE_CHARGE_CAP_PAISA = 10_000;

/** The wallet service charge in paisa for a fee in paisa and a payment option (offline = none). */
export function serviceChargePaisa(feePaisa: number, paymentOption: (typeof PAYMENT_OPTIONS)[number]): number {
  if (paymentOption !== 'online' || feePaisa <= 0) return 0;
  const rupees = Math.ceil((feePaisa * WALLET_SERVICE_CHARGE_PERCENT) / 100 / 100);
  return Math.min(rupees * 100, WALLET_SERVICE_CHARGE_CAP_PAISA);
}

export { discountPaisa } from './money';

// ── Requests ─────────────────────────────────────────────────────────────────────────────────────
/* @__NO_SIDE_EFFECTS__ */
const picklist = <T extends readonly string[]>(options: T) => v.picklist(options, M.invalidOption);
/* @__NO_SIDE_EFFECTS__ */
const requiredText = (max: number) => v.pipe(v.string(M.required), v.trim(), v.nonEmpty(M.required), v.maxLength(max, M.tooLong));
/* @__NO_SIDE_EFFECTS__ */
const optionalText = (max: number) => v.optional(v.nullable(v.pipe(v.string(M.invalidValue), v.trim(), v.maxLength(max, M.tooLong))));
const uuid = v.pipe(v.string(M.required), v.uuid(M.invalidValue));

/** The slot the patient selected (spec 3 "selected slot payload"). `scheduleId` and `fee` are checked; the rest is informational. */
export const SelectedSlotSchema = v.object({
  scheduleId: uuid,
  /** Paisa, as shown to the patient: must equal the slot's fee. */
  fee: v.pipe(v.number(M.required), v.integer(M.invalidValue), v.minValue(0, M.invalidValue)),
  startTime: v.optional(v.string()),
  endTime: v.optional(v.string()),
  scheduleType: v.optional(picklist(SLOT_TYPES)),
  institutionName: v.optional(v.nullable(v.string())),
  originalStart: v.optional(v.string()),
}, M.required);

/** Patient details on the booking form (prefilled from the profile or the family member). */
export const BookingPatientInfoSchema = v.pipe(
  v.object({
    firstName: NameSchema,
    lastName: NameSchema,
    countryCode: v.optional(picklist(COUNTRY_CODES), DEFAULT_COUNTRY_CODE),
    phoneNumber: v.pipe(v.string(M.required), v.trim(), v.transform(latinDigits), v.regex(/^\d{7,15}$/, M.invalidPhone)),
    email: EmailSchema,
    bloodGroup: picklist(BLOOD_GROUPS),
    gender: picklist(GENDERS),
  }, M.required),
  v.forward(v.check((p) => p.countryCode !== '+977' || /^9\d{9}$/.test(p.phoneNumber), M.invalidPhone), ['phoneNumber']),
);

/** POST /api/v1/patient/appointment/book */
export const BookAppointmentSchema = v.object({
  doctorId: uuid,
  slot: SelectedSlotSchema,
  /** Absent or null: the appointment is for the signed-in patient ('self'). */
  familyMemberId: v.optional(v.nullable(uuid)),
  patientInfo: BookingPatientInfoSchema,
  reasonForVisit: requiredText(500),
  comments: optionalText(1000),
  termsAccepted: v.pipe(v.optional(v.boolean(B.termsRequired), false), v.check((x) => x === true, B.termsRequired)),
  paymentOption: picklist(PAYMENT_OPTIONS),
}, M.required);
export type BookAppointmentInput = v.InferInput<typeof BookAppointmentSchema>;
export type BookAppointment = v.InferOutput<typeof BookAppointmentSchema>;

/** GET /api/v1/patient/appointment/summary?scheduleId=&paymentOption= */
export const BookingSummaryQuerySchema = v.object({
  scheduleId: uuid,
  paymentOption: v.optional(picklist(PAYMENT_OPTIONS), 'offline'),
});

/** GET /api/v1/patient/appointment/list */
export const AppointmentListQuerySchema = v.object({
  status: v.optional(picklist(APPOINTMENT_STATUS_FILTERS), 'all'),
  page: intFromQuery(1, 10_000, 1),
  pageSize: intFromQuery(1, 50, 10),
});

/** POST /appointment/cancel/{id} (patient and doctor). Irreversible. */
export const CancelAppointmentSchema = v.object({ reason: requiredText(500) }, M.required);
/** POST /appointment/reschedule/{id}: the new slot, from the same doctor's available slots. */
export const RescheduleAppointmentSchema = v.object({ scheduleId: uuid, note: optionalText(500) }, M.required);
/** POST /api/v1/doctor/appointment/propose/{id} */
export const ProposeSlotSchema = v.object({ scheduleId: uuid, note: optionalText(500) }, M.required);
/** Optional note on the doctor's confirm / complete. */
export const DoctorNoteSchema = v.optional(v.object({ note: optionalText(500) }), {});

// ── Responses ────────────────────────────────────────────────────────────────────────────────────
const nullableString = v.nullable(v.string());

/** A slot referenced by an appointment or a reschedule request (times in the caller's zone). */
export const SlotBriefSchema = v.object({
  id: v.string(),
  date: v.string(),
  startTime: v.string(),
  endTime: v.string(),
  startsAt: v.string(),
  endsAt: v.string(),
  appointmentType: v.picklist(SLOT_TYPES),
  clinicName: nullableString,
});
export type SlotBrief = v.InferOutput<typeof SlotBriefSchema>;

export const RescheduleRequestViewSchema = v.object({
  id: v.string(),
  /** awaiting_doctor: the patient asked for `requestedSlot`; doctor_proposed: the doctor proposed `proposedSlot`. */
  status: v.picklist(RESCHEDULE_STATUSES),
  requestedSlot: SlotBriefSchema,
  proposedSlot: v.nullable(SlotBriefSchema),
  note: nullableString,
  createdAt: v.string(),
});

export const AppointmentSchema = v.object({
  id: v.string(),
  status: v.picklist(APPOINTMENT_STATUSES),
  /** clinic or online (spec 3). */
  type: v.picklist(APPOINTMENT_KINDS),
  appointmentType: v.picklist(SLOT_TYPES),
  /** Appointment date and times in the caller's zone; `startsAt`/`endsAt` are ISO instants. */
  date: v.string(),
  startTime: v.string(),
  endTime: v.string(),
  startsAt: v.string(),
  endsAt: v.string(),
  timeZone: v.string(),
  /** When it was booked (ISO). */
  bookingDate: v.string(),
  slotId: v.string(),
  doctor: v.object({
    id: v.string(),
    firstName: v.string(),
    middleName: nullableString,
    lastName: v.string(),
    ...doctorNameNeEntries,
    middleNameNe: DevanagariNameSchema,
    profilePictureUrl: nullableString,
    specialization: SpecializationSchema,
  }),
  clinic: v.nullable(v.object({ id: v.string(), name: v.string(), address: v.string(), city: v.string() })),
  /** Paisa. `total` = `amount` + `serviceCharge`. */
  /** The consultation after the doctor's discount (`discount` off the slot's fee). */
  amount: v.number(),
  discount: v.number(),
  serviceCharge: v.number(),
  total: v.number(),
  reason: v.string(),
  comments: nullableString,
  paymentOption: v.picklist(PAYMENT_OPTIONS),
  paymentStatus: v.picklist(PAYMENT_STATUSES),
  paymentMethod: v.nullable(v.picklist(PAYMENT_GATEWAYS)),
  patientInfo: v.object({
    firstName: v.string(),
    lastName: v.string(),
    countryCode: v.string(),
    phone: v.string(),
    email: v.string(),
    gender: v.picklist(GENDERS),
    bloodGroup: v.picklist(BLOOD_GROUPS),
    relation: v.picklist(PATIENT_RELATIONS),
  }),
  familyMemberId: nullableString,
  cancelReason: nullableString,
  canceledAt: nullableString,
  /** Cancel and reschedule are allowed until this instant (24 h before the start). */
  changeDeadline: v.string(),
  canCancel: v.boolean(),
  /** Why cancel is not possible (translated), or null. */
  cancelBlockedReason: nullableString,
  canReschedule: v.boolean(),
  rescheduleBlockedReason: nullableString,
  /** The open reschedule request, if any. */
  reschedule: v.nullable(RescheduleRequestViewSchema),
});
export type Appointment = v.InferOutput<typeof AppointmentSchema>;

export const StatusHistoryEntrySchema = v.object({
  fromStatus: v.nullable(v.picklist(APPOINTMENT_STATUSES)),
  toStatus: v.picklist(APPOINTMENT_STATUSES),
  changedBy: v.picklist(STATUS_ACTORS),
  note: nullableString,
  createdAt: v.string(),
});
export const AppointmentDetailsSchema = v.object({
  ...AppointmentSchema.entries,
  statusHistory: v.array(StatusHistoryEntrySchema),
});
export type AppointmentDetails = v.InferOutput<typeof AppointmentDetailsSchema>;

export const AppointmentListResponseSchema = envelope(v.object({
  appointments: v.array(AppointmentSchema),
  pagination: PaginationSchema,
}));
export const AppointmentDetailsResponseSchema = envelope(AppointmentDetailsSchema);
/** Book, cancel, reschedule, accept and the doctor's actions answer with a message and the appointment. */
export const AppointmentActionResponseSchema = v.object({ message: v.string(), data: AppointmentDetailsSchema });
export type AppointmentActionResponse = v.InferOutput<typeof AppointmentActionResponseSchema>;

export const BookingSummarySchema = v.object({
  slot: ScheduleSlotSchema,
  doctor: v.object({ id: v.string(), firstName: v.string(), lastName: v.string(), ...doctorNameNeEntries, specialization: SpecializationSchema }),
  paymentOption: v.picklist(PAYMENT_OPTIONS),
  /** Paisa. */
  appointmentFee: v.number(),
  /** The doctor's discount off `appointmentFee` (paisa) and its percent; `total` is after it. */
  discount: v.number(),
  discountPercent: v.number(),
  serviceCharge: v.number(),
  total: v.number(),
  /** The charge for each option, so the form can show both. */
  options: v.object({
    offline: v.object({ serviceCharge: v.number(), total: v.number() }),
    online: v.object({ serviceCharge: v.number(), total: v.number() }),
  }),
  serviceChargeRule: v.object({ percent: v.number(), capPaisa: v.number() }),
});
export const BookingSummaryResponseSchema = envelope(BookingSummarySchema);
