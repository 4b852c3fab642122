// The clinic console's requests and answers (issue 29). Endpoints: contracts/endpoints/clinic.ts.
import * as v from 'valibot';
import { envelope } from './common';
import * as M from './message-texts';
import { APPOINTMENT_STATUSES } from './options';
import { PATIENT_RELATIONS, PAYMENT_STATUSES, SLOT_TYPES } from './record-options';
import { INVITABLE_ROLES, STAFF_ROLES } from './staff-roles';
import { EmailSchema, PasswordSchema } from './patient';

const uuid = v.pipe(v.string(M.required), v.uuid(M.invalidValue));
/** A calendar day, YYYY-MM-DD (ISO/AD in data; shown in Bikram Sambat). */
const isoDateOnly = v.pipe(v.string(M.invalidDate), v.isoDate(M.invalidDate));
/* @__NO_SIDE_EFFECTS__ */
const requiredText = (max: number) => v.pipe(v.string(M.required), v.trim(), v.nonEmpty(M.required), v.maxLength(max, M.tooLong));

export const StaffMeSchema = envelope(v.object({
  role: v.picklist(STAFF_ROLES),
  clinicId: v.string(),
  clinicName: v.string(),
  doctorId: v.nullable(v.string()),
  displayName: v.string(),
  email: v.string(),
}));
export type StaffMe = v.InferOutput<typeof StaffMeSchema>['data'];

/** GET …/appointments/today: a day (Kathmandu, YYYY-MM-DD; default today) and optionally one doctor. */
export const TodayQuerySchema = v.object({
  date: v.optional(isoDateOnly),
  doctorId: v.optional(uuid),
});

export const ConsoleAppointmentSchema = v.object({
  id: v.string(),
  startsAt: v.string(),
  endsAt: v.string(),
  status: v.picklist(APPOINTMENT_STATUSES),
  /** Needs an answer from the clinic: a new booking, or the patient's request for another time. */
  needsAnswer: v.boolean(),
  /** The time the patient asked to move to (awaiting the clinic), or the clinic proposed (awaiting the patient). */
  requestedStartsAt: v.nullable(v.string()),
  proposedStartsAt: v.nullable(v.string()),
  doctor: v.object({ id: v.string(), name: v.string() }),
  /** Whom the visit is for: the patient or their family member (the booking's details). */
  patientName: v.string(),
  relation: v.picklist(PATIENT_RELATIONS),
  appointmentType: v.picklist(SLOT_TYPES),
  reason: v.string(),
  paymentStatus: v.picklist(PAYMENT_STATUSES),
  amountPaisa: v.number(),
  checkedInAt: v.nullable(v.string()),
  noShowAt: v.nullable(v.string()),
  cancelReason: v.nullable(v.string()),
});
export type ConsoleAppointment = v.InferOutput<typeof ConsoleAppointmentSchema>;

export const TodayResponseSchema = envelope(v.object({
  date: v.string(),
  doctors: v.array(v.object({ id: v.string(), name: v.string() })),
  appointments: v.array(ConsoleAppointmentSchema),
}));
export type TodayResponse = v.InferOutput<typeof TodayResponseSchema>['data'];

export const ConsoleActionResponseSchema = v.object({ message: v.string(), data: ConsoleAppointmentSchema });

export const FreeSlotsResponseSchema = envelope(v.array(v.object({ id: v.string(), startsAt: v.string(), endsAt: v.string() })));
export type FreeSlot = v.InferOutput<typeof FreeSlotsResponseSchema>['data'][number];

export const AuditEntrySchema = v.object({
  id: v.string(),
  at: v.string(),
  staffEmail: v.string(),
  staffRole: v.picklist(STAFF_ROLES),
  action: v.string(),
  appointmentId: v.nullable(v.string()),
  patientName: v.nullable(v.string()),
  detail: v.nullable(v.string()),
});
export const AuditResponseSchema = envelope(v.array(AuditEntrySchema));

export const StaffListResponseSchema = envelope(v.array(v.object({
  id: v.string(), email: v.string(), displayName: v.string(), role: v.picklist(STAFF_ROLES), doctorId: v.nullable(v.string()), createdAt: v.string(),
})));

export const InviteStaffSchema = v.object({
  email: EmailSchema,
  role: v.picklist(INVITABLE_ROLES, M.invalidOption),
  /** For a doctor: which of the clinic's doctors this account is. */
  doctorId: v.optional(v.nullable(uuid)),
}, M.required);
export type InviteStaffInput = v.InferOutput<typeof InviteStaffSchema>;
export const InviteStaffResponseSchema = v.object({ message: v.string(), data: v.object({ invitationId: v.string(), expiresAt: v.string() }) });

export const AcceptInvitationSchema = v.object({
  token: v.pipe(v.string(M.required), v.regex(/^[A-Za-z0-9_-]{32,64}$/, M.invalidValue)),
  displayName: requiredText(100),
  password: PasswordSchema,
}, M.required);
export const AcceptInvitationResponseSchema = v.object({ message: v.string(), data: v.object({ email: v.string(), role: v.picklist(STAFF_ROLES) }) });
