// The demo data set: deterministic (seeded PRNG, name-derived ids) and idempotent (a marker row in
// app_meta, taken under an advisory lock; inserts also skip rows that already exist).
import { eq, getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client';
import * as s from '../schema/index';
import { buildCommunity } from './community';
import { buildDemoPatient } from './demo';
import { buildDirectory } from './directory';
import { buildDoctors, buildSpecializations } from './doctors';
import { buildClinics } from './clinics';
import { chunk, Rng } from './random';
import { buildSlots } from './slots';
import { emptyWorld, type SeedWorld } from './world';

export { DEMO_PATIENT } from './demo-account';

export const SEED_MARKER_KEY = 'seed';
export const SEED_VERSION = 1;
const SEED = 20_260_101;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface SeedOptions {
  /** "Today" for the schedule (slots for the next 30 days) and the demo history. Default: the current time. */
  now?: Date;
}

/** Builds the whole data set in memory. Same `now` → same rows and ids. */
export function buildSeedWorld(now: Date): SeedWorld {
  // One generator per stage, so that what does not depend on `now` (doctors, clinics, directory,
  // reviews and ratings) is identical whatever day the seed runs; only slots and bookings move.
  const stage = (n: number) => new Rng(SEED + n * 7_919);
  const world = emptyWorld(now);
  buildSpecializations(world);
  buildClinics(stage(1), world);
  buildDoctors(stage(2), world);
  buildDirectory(stage(3), world);
  buildSlots(stage(4), world);
  buildCommunity(stage(5), world, stage(7));
  buildDemoPatient(stage(6), world);
  return world;
}

async function insertAll(tx: Tx, table: PgTable, input: readonly object[]): Promise<void> {
  if (input.length === 0) return;
  const rows = input as readonly Record<string, unknown>[];
  const columns = getTableColumns(table);
  const keys = Object.keys(columns).filter((k) => rows.some((r) => r[k] !== undefined));
  const homogeneous = rows.every((r) => keys.every((k) => r[k] !== undefined));
  if (homogeneous && rows.length >= 200) {
    // Large uniform batches: one JSON parameter expanded by PostgreSQL (much faster than a VALUES list).
    const names = keys.map((k) => `"${columns[k]!.name}"`).join(', ');
    const tableName = `"${getTableName(table)}"`;
    for (const part of chunk(rows, 10_000)) {
      const json = JSON.stringify(part.map((r) => Object.fromEntries(keys.map((k) => [columns[k]!.name, r[k]]))));
      await tx.execute(sql`INSERT INTO ${sql.raw(tableName)} (${sql.raw(names)})
        SELECT ${sql.raw(names)} FROM json_populate_recordset(NULL::${sql.raw(tableName)}, ${json}::json)
        ON CONFLICT DO NOTHING`);
    }
    return;
  }
  const size = Math.max(1, Math.floor(60_000 / keys.length));
  for (const part of chunk(rows, size)) {
    const clean = part.map((r) => Object.fromEntries(keys.filter((k) => r[k] !== undefined).map((k) => [k, r[k]])));
    // Rows are typed by the builders; the generic table type cannot express them.
    await tx.insert(table).values(clean as never).onConflictDoNothing();
  }
}

/**
 * Inserts the demo data set unless it is already there. Returns `{ inserted: false }` when the marker exists
 * (running twice changes nothing).
 */
export async function seedDatabase(db: Db, opts: SeedOptions = {}): Promise<{ inserted: boolean }> {
  const now = opts.now ?? new Date();
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('swasthya-seed'))`);
    const [marker] = await tx.select().from(s.appMeta).where(eq(s.appMeta.key, SEED_MARKER_KEY));
    if (marker) return { inserted: false };

    const w = buildSeedWorld(now);
    await insertAll(tx, s.specializations, w.specializations);
    await tx.execute(
      sql`SELECT setval(pg_get_serial_sequence('specializations', 'id'), (SELECT coalesce(max(id), 1) FROM specializations))`,
    );
    await insertAll(tx, s.clinics, w.clinics);
    await insertAll(tx, s.doctors, w.doctors);
    await insertAll(tx, s.doctorSpecializations, w.doctorSpecializations);
    await insertAll(tx, s.doctorEducation, w.doctorEducation);
    await insertAll(tx, s.doctorExperiences, w.doctorExperiences);
    await insertAll(tx, s.doctorServices, w.doctorServices);
    await insertAll(tx, s.doctorClinics, w.doctorClinics);
    await insertAll(tx, s.clinicHours, w.clinicHours);
    await insertAll(tx, s.pharmacies, w.pharmacies);
    await insertAll(tx, s.diagnosticCentres, w.diagnosticCentres);
    await insertAll(tx, s.healthFeedPosts, w.healthFeedPosts);
    await insertAll(tx, s.scheduleSlots, w.slots);
    await insertAll(tx, s.patients, w.patients);
    await insertAll(tx, s.familyMembers, w.familyMembers);
    await insertAll(tx, s.appointments, w.appointments);
    await insertAll(tx, s.appointmentStatusHistory, w.appointmentStatusHistory);
    await insertAll(tx, s.reviews, w.reviews);
    await insertAll(tx, s.favouriteDoctors, w.favouriteDoctors);
    await insertAll(tx, s.prescriptions, w.prescriptions);
    await insertAll(tx, s.labTests, w.labTests);
    await insertAll(tx, s.labResults, w.labResults);
    await insertAll(tx, s.payments, w.payments);
    await insertAll(tx, s.invoices, w.invoices);
    await insertAll(tx, s.notifications, w.notifications);
    await insertAll(tx, s.notificationPreferences, w.notificationPreferences);
    await insertAll(tx, s.userPreferences, w.userPreferences);
    await insertAll(tx, s.recentActivities, w.recentActivities);
    await insertAll(tx, s.chatThreads, w.chatThreads);
    await insertAll(tx, s.chatMessages, w.chatMessages);
    await tx
      .insert(s.appMeta)
      .values({ key: SEED_MARKER_KEY, value: { version: SEED_VERSION, now: now.toISOString() } })
      .onConflictDoNothing();
    return { inserted: true };
  });
}

/** Row counts of the main seeded tables (for the CLI and tests). */
export async function countSeedRows(db: Db): Promise<Record<string, number>> {
  const tables = [
    'specializations', 'doctors', 'clinics', 'clinic_hours', 'schedule_slots', 'pharmacies', 'diagnostic_centres',
    'patients', 'family_members', 'appointments', 'reviews', 'health_feed_posts', 'payments', 'invoices',
    'prescriptions', 'lab_tests', 'notifications',
  ];
  const parts = tables.map((t) => `SELECT '${t}' AS t, count(*)::int AS n FROM "${t}"`).join(' UNION ALL ');
  const res = await db.execute<{ t: string; n: number }>(sql.raw(parts));
  const out: Record<string, number> = {};
  for (const row of res.rows) out[row.t] = row.n;
  const cities = await db.execute<{ n: number }>(
    sql`SELECT count(DISTINCT city)::int AS n FROM (SELECT city FROM doctors UNION SELECT city FROM clinics) c`,
  );
  out.cities = cities.rows[0]?.n ?? 0;
  return out;
}
