// Patients' reviews of doctors (one per appointment) and favourite doctors.
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, primaryKey, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { appointments } from './appointments';
import { createdAt, id } from './columns';
import { doctors } from './doctors';
import { appLanguageEnum, reviewAspectEnum, reviewRatingEnum, reviewWaitTimeEnum } from './enums';
import { patients } from './patients';

export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    appointmentId: uuid('appointment_id')
      .notNull()
      .unique()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    recommend: boolean('recommend').notNull(),
    clinicVisited: text('clinic_visited'),
    healthProblem: text('health_problem'),
    waitTime: reviewWaitTimeEnum('wait_time'),
    likedAspects: reviewAspectEnum('liked_aspects').array().notNull().default(sql`'{}'`),
    rating: reviewRatingEnum('rating').notNull(),
    stars: smallint('stars').notNull(),
    experience: text('experience'),
    /** The language of the patient's texts (experience, health problem), told by their script. */
    language: appLanguageEnum('language').notNull().default('en'),
    anonymous: boolean('anonymous').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('reviews_doctor_created_idx').on(t.doctorId, t.createdAt.desc()),
    index('reviews_patient_idx').on(t.patientId),
    check('reviews_stars_ck', sql`${t.stars} BETWEEN 1 AND 5`),
  ],
);

export const favouriteDoctors = pgTable(
  'favourite_doctors',
  {
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.patientId, t.doctorId] })],
);
