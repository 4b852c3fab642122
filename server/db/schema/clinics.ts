// Clinics and hospitals where doctors practise, and each doctor's weekly hours there.
import { sql } from 'drizzle-orm';
import {
  boolean, check, doublePrecision, foreignKey, index, pgTable, primaryKey, smallint, text, time, unique, uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { doctors } from './doctors';

export const clinics = pgTable(
  'clinics',
  {
    id: id(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    phone: text('phone'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('clinics_name_city_uq').on(t.name, t.city),
    index('clinics_city_idx').on(t.city),
    check('clinics_latitude_ck', sql`${t.latitude} BETWEEN -90 AND 90`),
    check('clinics_longitude_ck', sql`${t.longitude} BETWEEN -180 AND 180`),
  ],
);

export const doctorClinics = pgTable(
  'doctor_clinics',
  {
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
    /** The length of one appointment here, in minutes, once the clinic-admin has set it; null: the seed's own. */
    slotMinutes: smallint('slot_minutes'),
  },
  (t) => [
    primaryKey({ columns: [t.doctorId, t.clinicId] }),
    index('doctor_clinics_clinic_idx').on(t.clinicId),
    check('doctor_clinics_slot_minutes_ck', sql`${t.slotMinutes} IN (10, 15, 20, 30, 45, 60)`),
  ],
);

/**
 * Weekly hours of a doctor at a clinic; weekday 0 = Sunday … 6 = Saturday (the week starts on Sunday).
 * A day may have several periods (a row each, e.g. a morning and an evening); a day without rows is closed.
 */
export const clinicHours = pgTable(
  'clinic_hours',
  {
    id: id(),
    doctorId: uuid('doctor_id').notNull(),
    clinicId: uuid('clinic_id').notNull(),
    weekday: smallint('weekday').notNull(),
    /** Local (Asia/Kathmandu) wall-clock time, 'HH:MM:SS'. Null when closed. */
    opensAt: time('opens_at'),
    closesAt: time('closes_at'),
    isClosed: boolean('is_closed').notNull().default(false),
  },
  (t) => [
    unique('clinic_hours_doctor_clinic_weekday_opens_uq').on(t.doctorId, t.clinicId, t.weekday, t.opensAt),
    foreignKey({
      name: 'clinic_hours_doctor_clinic_fk',
      columns: [t.doctorId, t.clinicId],
      foreignColumns: [doctorClinics.doctorId, doctorClinics.clinicId],
    }).onDelete('cascade'),
    check('clinic_hours_weekday_ck', sql`${t.weekday} BETWEEN 0 AND 6`),
    check(
      'clinic_hours_open_ck',
      sql`${t.isClosed} OR (${t.opensAt} IS NOT NULL AND ${t.closesAt} IS NOT NULL AND ${t.closesAt} > ${t.opensAt})`,
    ),
  ],
);
