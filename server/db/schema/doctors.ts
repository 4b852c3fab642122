// Doctors, their specializations and profile details (education, experience, services).
import { sql } from 'drizzle-orm';
import {
  boolean, check, index, integer, numeric, pgTable, primaryKey, serial, smallint, text, unique, uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { genderEnum } from './enums';

export const specializations = pgTable('specializations', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  nameEn: text('name_en').notNull(),
  /** Nepali (Devanagari) name. */
  nameNe: text('name_ne').notNull(),
});

export const doctors = pgTable(
  'doctors',
  {
    id: id(),
    firstName: text('first_name').notNull(),
    middleName: text('middle_name'),
    lastName: text('last_name').notNull(),
    /** The names in Devanagari, as the doctor writes them; null when not known (the app then shows the Latin ones). */
    firstNameNe: text('first_name_ne'),
    middleNameNe: text('middle_name_ne'),
    lastNameNe: text('last_name_ne'),
    gender: genderEnum('gender').notNull(),
    profilePictureUrl: text('profile_picture_url'),
    /** Nepal Medical Council registration number. */
    nmcNumber: text('nmc_number').notNull().unique(),
    registrationVerified: boolean('registration_verified').notNull().default(false),
    biography: text('biography').notNull().default(''),
    experienceYears: integer('experience_years').notNull().default(0),
    consultationFeePaisa: integer('consultation_fee_paisa').notNull().default(0),
    /** A promotion: percent off the consultation fee of every booking (spec 9: shown as Rs. and percent off). */
    discountPercent: smallint('discount_percent').notNull().default(0),
    ratingAvg: numeric('rating_avg', { precision: 3, scale: 2, mode: 'number' }).notNull().default(0),
    votes: integer('votes').notNull().default(0),
    maxWaitMinutes: integer('max_wait_minutes'),
    mainSpecializationId: integer('main_specialization_id')
      .notNull()
      .references(() => specializations.id, { onDelete: 'restrict' }),
    city: text('city').notNull(),
    /** Languages spoken, e.g. {Nepali,English,Maithili}. */
    languages: text('languages').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('doctors_main_specialization_idx').on(t.mainSpecializationId),
    index('doctors_city_idx').on(t.city),
    check('doctors_experience_years_ck', sql`${t.experienceYears} >= 0 AND ${t.experienceYears} <= 80`),
    check('doctors_consultation_fee_paisa_ck', sql`${t.consultationFeePaisa} >= 0`),
    check('doctors_discount_percent_ck', sql`${t.discountPercent} >= 0 AND ${t.discountPercent} <= 100`),
    check('doctors_rating_avg_ck', sql`${t.ratingAvg} >= 0 AND ${t.ratingAvg} <= 5`),
    check('doctors_votes_ck', sql`${t.votes} >= 0`),
    check('doctors_max_wait_minutes_ck', sql`${t.maxWaitMinutes} >= 0`),
  ],
);

export const doctorSpecializations = pgTable(
  'doctor_specializations',
  {
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    specializationId: integer('specialization_id')
      .notNull()
      .references(() => specializations.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.doctorId, t.specializationId] }),
    index('doctor_specializations_specialization_idx').on(t.specializationId),
  ],
);

export const doctorEducation = pgTable(
  'doctor_education',
  {
    id: id(),
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    degree: text('degree').notNull(),
    institution: text('institution').notNull(),
    year: smallint('year').notNull(),
  },
  (t) => [
    index('doctor_education_doctor_idx').on(t.doctorId),
    check('doctor_education_year_ck', sql`${t.year} BETWEEN 1940 AND 2100`),
  ],
);

export const doctorExperiences = pgTable(
  'doctor_experiences',
  {
    id: id(),
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    organisation: text('organisation').notNull(),
    fromYear: smallint('from_year').notNull(),
    /** Null = current position. */
    toYear: smallint('to_year'),
  },
  (t) => [
    index('doctor_experiences_doctor_idx').on(t.doctorId),
    check('doctor_experiences_years_ck', sql`${t.fromYear} BETWEEN 1940 AND 2100 AND ${t.toYear} >= ${t.fromYear}`),
  ],
);

export const doctorServices = pgTable(
  'doctor_services',
  {
    id: id(),
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
  },
  (t) => [unique('doctor_services_doctor_name_uq').on(t.doctorId, t.name)],
);
