// Doctors' schedule slots, appointments booked on them, status history and reschedule requests.
import { sql } from 'drizzle-orm';
import {
  check, foreignKey, index, integer, pgTable, text, timestamp, unique, uniqueIndex, uuid,
} from 'drizzle-orm/pg-core';
import { LIVE_APPOINTMENT_STATUSES, OPEN_RESCHEDULE_STATUSES } from '../../../contracts/record-options';
import { clinics, doctorClinics } from './clinics';
import { createdAt, id, tstz, updatedAt } from './columns';
import { doctors } from './doctors';
import {
  appointmentKindEnum, appointmentStatusEnum, bloodGroupEnum, genderEnum, patientRelationEnum, paymentGatewayEnum,
  paymentOptionEnum, paymentStatusEnum, rescheduleStatusEnum, slotStatusEnum, slotTypeEnum, statusActorEnum,
} from './enums';
import { familyMembers, patients } from './patients';

/** A constant list as SQL literals: 'a', 'b'. */
const sqlList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', '));

export const scheduleSlots = pgTable(
  'schedule_slots',
  {
    id: id(),
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    /** Null for online slots (video, message). */
    clinicId: uuid('clinic_id').references(() => clinics.id, { onDelete: 'restrict' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    appointmentType: slotTypeEnum('appointment_type').notNull(),
    feePaisa: integer('fee_paisa').notNull(),
    status: slotStatusEnum('status').notNull().default('available'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('schedule_slots_doctor_start_type_uq').on(t.doctorId, t.startsAt, t.appointmentType),
    /** Target of appointments' (slot_id, doctor_id) foreign key: an appointment's doctor is its slot's doctor. */
    unique('schedule_slots_id_doctor_uq').on(t.id, t.doctorId),
    index('schedule_slots_doctor_starts_idx').on(t.doctorId, t.startsAt),
    index('schedule_slots_starts_available_idx').on(t.startsAt).where(sql`${t.status} = 'available'`),
    foreignKey({
      name: 'schedule_slots_doctor_clinic_fk',
      columns: [t.doctorId, t.clinicId],
      foreignColumns: [doctorClinics.doctorId, doctorClinics.clinicId],
    }).onDelete('restrict'),
    check('schedule_slots_time_ck', sql`${t.endsAt} > ${t.startsAt}`),
    check('schedule_slots_fee_paisa_ck', sql`${t.feePaisa} >= 0`),
    check(
      'schedule_slots_clinic_ck',
      sql`(${t.appointmentType} = 'in_person') = (${t.clinicId} IS NOT NULL)`,
    ),
  ],
);

export const appointments = pgTable(
  'appointments',
  {
    id: id(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'restrict' }),
    familyMemberId: uuid('family_member_id').references(() => familyMembers.id, { onDelete: 'set null' }),
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => doctors.id, { onDelete: 'restrict' }),
    slotId: uuid('slot_id')
      .notNull()
      .references(() => scheduleSlots.id, { onDelete: 'restrict' }),
    status: appointmentStatusEnum('status').notNull().default('pending'),
    kind: appointmentKindEnum('kind').notNull(),
    /** What the consultation costs after the doctor's discount (the slot's fee − `discountPaisa`). */
    amountPaisa: integer('amount_paisa').notNull(),
    discountPaisa: integer('discount_paisa').notNull().default(0),
    serviceChargePaisa: integer('service_charge_paisa').notNull().default(0),
    reason: text('reason').notNull(),
    comments: text('comments'),
    paymentOption: paymentOptionEnum('payment_option').notNull(),
    paymentStatus: paymentStatusEnum('payment_status').notNull().default('unpaid'),
    paymentMethod: paymentGatewayEnum('payment_method'),
    infoFirstName: text('info_first_name').notNull(),
    infoLastName: text('info_last_name').notNull(),
    infoCountryCode: text('info_country_code').notNull().default('+977'),
    infoPhone: text('info_phone').notNull(),
    infoEmail: text('info_email').notNull(),
    infoGender: genderEnum('info_gender').notNull(),
    infoBloodGroup: bloodGroupEnum('info_blood_group').notNull(),
    infoRelation: patientRelationEnum('info_relation').notNull().default('self'),
    cancelReason: text('cancel_reason'),
    canceledAt: tstz('canceled_at'),
    bookedAt: timestamp('booked_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    /** One live appointment per slot (a canceled or completed one frees it for history purposes). */
    uniqueIndex('appointments_live_slot_uq')
      .on(t.slotId)
      .where(sql`${t.status} IN (${sqlList(LIVE_APPOINTMENT_STATUSES)})`),
    foreignKey({
      name: 'appointments_slot_doctor_fk',
      columns: [t.slotId, t.doctorId],
      foreignColumns: [scheduleSlots.id, scheduleSlots.doctorId],
    }).onDelete('restrict'),
    index('appointments_patient_booked_idx').on(t.patientId, t.bookedAt.desc()),
    index('appointments_doctor_idx').on(t.doctorId),
    index('appointments_slot_idx').on(t.slotId),
    check('appointments_amount_paisa_ck', sql`${t.amountPaisa} >= 0`),
    check('appointments_discount_paisa_ck', sql`${t.discountPaisa} >= 0`),
    check('appointments_service_charge_paisa_ck', sql`${t.serviceChargePaisa} >= 0`),
    check('appointments_canceled_ck', sql`${t.status} <> 'canceled' OR ${t.canceledAt} IS NOT NULL`),
  ],
);

export const appointmentStatusHistory = pgTable(
  'appointment_status_history',
  {
    id: id(),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    fromStatus: appointmentStatusEnum('from_status'),
    toStatus: appointmentStatusEnum('to_status').notNull(),
    changedBy: statusActorEnum('changed_by').notNull(),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('appointment_status_history_appointment_idx').on(t.appointmentId, t.createdAt)],
);

export const rescheduleRequests = pgTable(
  'reschedule_requests',
  {
    id: id(),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    /** The slot the patient asked for. */
    requestedSlotId: uuid('requested_slot_id')
      .notNull()
      .references(() => scheduleSlots.id, { onDelete: 'restrict' }),
    /** A different slot the doctor proposed instead, if any. */
    proposedSlotId: uuid('proposed_slot_id').references(() => scheduleSlots.id, { onDelete: 'restrict' }),
    status: rescheduleStatusEnum('status').notNull().default('awaiting_doctor'),
    note: text('note'),
    createdAt: createdAt(),
    resolvedAt: tstz('resolved_at'),
  },
  (t) => [
    /** At most one open request per appointment. */
    uniqueIndex('reschedule_requests_open_uq')
      .on(t.appointmentId)
      .where(sql`${t.status} IN (${sqlList(OPEN_RESCHEDULE_STATUSES)})`),
    check(
      'reschedule_requests_proposed_ck',
      sql`${t.status} <> 'doctor_proposed' OR ${t.proposedSlotId} IS NOT NULL`,
    ),
  ],
);
