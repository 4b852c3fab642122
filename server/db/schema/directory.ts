// Pharmacies and diagnostic centres listed in the directory.
import { sql } from 'drizzle-orm';
import {
  boolean, check, doublePrecision, index, integer, numeric, pgTable, text, time,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';

const place = () => ({
  id: id(),
  name: text('name').notNull(),
  /** The name in Devanagari (as on the signboard); null when not known. */
  nameNe: text('name_ne'),
  licenseNumber: text('license_number').notNull().unique(),
  address: text('address').notNull(),
  city: text('city').notNull(),
  phone: text('phone'),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  is24Hours: boolean('is_24_hours').notNull().default(false),
  /** Local (Asia/Kathmandu) opening time; null when open 24 hours. */
  opensAt: time('opens_at'),
  closesAt: time('closes_at'),
  /** Weekdays closed, 0 = Sunday … 6 = Saturday. */
  closedWeekdays: integer('closed_weekdays').array().notNull().default(sql`'{}'::integer[]`),
  ratingAvg: numeric('rating_avg', { precision: 3, scale: 2, mode: 'number' }).notNull().default(0),
  votes: integer('votes').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const pharmacies = pgTable(
  'pharmacies',
  {
    ...place(),
    homeDelivery: boolean('home_delivery').notNull().default(false),
    services: text('services').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [
    index('pharmacies_city_idx').on(t.city),
    check('pharmacies_rating_avg_ck', sql`${t.ratingAvg} >= 0 AND ${t.ratingAvg} <= 5`),
    check('pharmacies_votes_ck', sql`${t.votes} >= 0`),
    check('pharmacies_hours_ck', sql`${t.is24Hours} OR (${t.opensAt} IS NOT NULL AND ${t.closesAt} IS NOT NULL)`),
    check('pharmacies_latitude_ck', sql`${t.latitude} BETWEEN -90 AND 90`),
    check('pharmacies_longitude_ck', sql`${t.longitude} BETWEEN -180 AND 180`),
  ],
);

export const diagnosticCentres = pgTable(
  'diagnostic_centres',
  {
    ...place(),
    homeCollection: boolean('home_collection').notNull().default(false),
    testsOffered: text('tests_offered').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [
    index('diagnostic_centres_city_idx').on(t.city),
    check('diagnostic_centres_rating_avg_ck', sql`${t.ratingAvg} >= 0 AND ${t.ratingAvg} <= 5`),
    check('diagnostic_centres_votes_ck', sql`${t.votes} >= 0`),
    check(
      'diagnostic_centres_hours_ck',
      sql`${t.is24Hours} OR (${t.opensAt} IS NOT NULL AND ${t.closesAt} IS NOT NULL)`,
    ),
    check('diagnostic_centres_latitude_ck', sql`${t.latitude} BETWEEN -90 AND 90`),
    check('diagnostic_centres_longitude_ck', sql`${t.longitude} BETWEEN -180 AND 180`),
  ],
);
