// The clinic's staff (issue 29): accounts with a role at one clinic (or pharmacy), the invitations
// that create them, the audit of every staff change, and the front desk's attendance marks.
// The Firebase custom claims `{ role, clinicId | pharmacyId, doctorId? }` mirror `clinic_staff`;
// the server checks both on every call (a removed account stops at once, whatever its token says).
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { PHARMACY_ROLES, STAFF_ROLES } from '../../../contracts/staff-roles';
import { appointments } from './appointments';
import { clinics } from './clinics';
import { createdAt, id, tstz } from './columns';
import { doctors } from './doctors';
import { pharmacies } from './directory';
import { patients } from './patients';

const roleList = sql.raw(STAFF_ROLES.map((r) => `'${r}'`).join(', '));
/** The roles scoped to a pharmacy (pharmacy_id set, clinic_id null). */
const pharmacyRoles = sql.raw(PHARMACY_ROLES.map((r) => `'${r}'`).join(', '));

export const clinicStaff = pgTable(
  'clinic_staff',
  {
    id: id(),
    firebaseUid: text('firebase_uid').notNull().unique(),
    email: text('email').notNull(),
    displayName: text('display_name').notNull(),
    /** One of STAFF_ROLES (text with a check, so a new role needs no enum migration). */
    role: text('role').notNull(),
    clinicId: uuid('clinic_id').references(() => clinics.id, { onDelete: 'cascade' }),
    /** A pharmacist's or pharmacy-admin's pharmacy (issue 31). */
    pharmacyId: uuid('pharmacy_id').references(() => pharmacies.id, { onDelete: 'cascade' }),
    /** A doctor account: which doctors row it is. */
    doctorId: uuid('doctor_id').references(() => doctors.id, { onDelete: 'cascade' }),
    invitedBy: uuid('invited_by'),
    createdAt: createdAt(),
    disabledAt: tstz('disabled_at'),
  },
  (t) => [
    index('clinic_staff_clinic_idx').on(t.clinicId),
    check('clinic_staff_role_ck', sql`${t.role} IN (${roleList})`),
    check('clinic_staff_scope_ck', sql`(${t.role} IN (${pharmacyRoles})) = (${t.pharmacyId} IS NOT NULL) AND (${t.role} IN (${pharmacyRoles})) = (${t.clinicId} IS NULL)`),
    check('clinic_staff_doctor_ck', sql`(${t.role} = 'doctor') = (${t.doctorId} IS NOT NULL)`),
  ],
);

export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: id(),
    /** The clinic's invitation; a pharmacist's names their pharmacy instead (as clinic_staff does). */
    clinicId: uuid('clinic_id').references(() => clinics.id, { onDelete: 'cascade' }),
    pharmacyId: uuid('pharmacy_id').references(() => pharmacies.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role').notNull(),
    doctorId: uuid('doctor_id').references(() => doctors.id, { onDelete: 'cascade' }),
    /** SHA-256 of the link's secret (the secret itself is only in the e-mail). */
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: uuid('invited_by').notNull().references(() => clinicStaff.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: tstz('accepted_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('staff_invitations_clinic_idx').on(t.clinicId),
    check('staff_invitations_role_ck', sql`${t.role} IN (${roleList})`),
    check('staff_invitations_scope_ck', sql`(${t.role} IN (${pharmacyRoles})) = (${t.pharmacyId} IS NOT NULL) AND (${t.role} IN (${pharmacyRoles})) = (${t.clinicId} IS NULL)`),
  ],
);

/** Who (staff) did what, for which patient and appointment, when; the clinic-admin reads it. */
export const staffAudit = pgTable(
  'staff_audit',
  {
    id: id(),
    staffId: uuid('staff_id').notNull().references(() => clinicStaff.id, { onDelete: 'restrict' }),
    clinicId: uuid('clinic_id').references(() => clinics.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    appointmentId: uuid('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    patientId: uuid('patient_id').references(() => patients.id, { onDelete: 'set null' }),
    detail: text('detail'),
    createdAt: createdAt(),
  },
  (t) => [index('staff_audit_clinic_created_idx').on(t.clinicId, t.createdAt.desc())],
);

/** The front desk's marks on a visit: arrived (checked in) or did not come (no-show). */
export const appointmentAttendance = pgTable(
  'appointment_attendance',
  {
    appointmentId: uuid('appointment_id').primaryKey().references(() => appointments.id, { onDelete: 'cascade' }),
    checkedInAt: tstz('checked_in_at'),
    checkedInBy: uuid('checked_in_by').references(() => clinicStaff.id, { onDelete: 'set null' }),
    noShowAt: tstz('no_show_at'),
    noShowBy: uuid('no_show_by').references(() => clinicStaff.id, { onDelete: 'set null' }),
  },
  (t) => [check('appointment_attendance_one_ck', sql`${t.checkedInAt} IS NULL OR ${t.noShowAt} IS NULL`)],
);
