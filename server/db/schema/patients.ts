// Patients (one row per Firebase user with the patient role) and their family members.
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tstz, updatedAt } from './columns';
import { doctors } from './doctors';
import {
  bloodGroupEnum, genderEnum, maritalStatusEnum, nationalityEnum, profileLanguageEnum, relationEnum, religionEnum,
} from './enums';

export const patients = pgTable(
  'patients',
  {
    id: id(),
    firebaseUid: text('firebase_uid').notNull().unique(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    middleName: text('middle_name'),
    lastName: text('last_name').notNull(),
    countryCode: text('country_code').notNull().default('+977'),
    phone: text('phone'),
    phoneVerified: boolean('phone_verified').notNull().default(false),
    /** ISO date (YYYY-MM-DD). */
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    bloodGroup: bloodGroupEnum('blood_group'),
    address: text('address'),
    city: text('city'),
    timeZone: text('time_zone').notNull().default('Asia/Kathmandu'),
    postalCode: text('postal_code'),
    maritalStatus: maritalStatusEnum('marital_status'),
    occupation: text('occupation'),
    religion: religionEnum('religion'),
    gender: genderEnum('gender'),
    nationality: nationalityEnum('nationality'),
    language: profileLanguageEnum('language'),
    /** Storage key of the uploaded picture (served to its owner through the API). */
    profilePicturePath: text('profile_picture_path'),
    /** Set when the patient deletes the account: the account is disabled, not deleted. */
    disabledAt: tstz('disabled_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('patients_email_lower_uq').on(sql`lower(${t.email})`),
    check('patients_country_code_ck', sql`${t.countryCode} ~ '^\\+[0-9]{1,4}$'`),
    check('patients_date_of_birth_ck', sql`${t.dateOfBirth} >= DATE '1900-01-01'`),
  ],
);

export const familyMembers = pgTable(
  'family_members',
  {
    id: id(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    relation: relationEnum('relation').notNull(),
    gender: genderEnum('gender'),
    bloodGroup: bloodGroupEnum('blood_group'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    phone: text('phone'),
    address: text('address'),
    /** "Their doctor". */
    doctorId: uuid('doctor_id').references(() => doctors.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('family_members_patient_idx').on(t.patientId),
    check('family_members_date_of_birth_ck', sql`${t.dateOfBirth} >= DATE '1900-01-01'`),
  ],
);
