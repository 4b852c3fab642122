// More doctors for the directory benchmark: the seed's own generators (names, specializations,
// education, clinics with weekly hours, 30 days of slots) run in batches over the seeded clinics,
// with fresh ids and NMC numbers, and plausible ratings. Only for benchmarks: never part of the seed.
import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../server/db/client';
import * as s from '../../server/db/schema/index';
import { buildDoctors, DOCTOR_COUNT } from '../../server/db/seed/doctors';
import { chunk, Rng, stableId } from '../../server/db/seed/random';
import { buildSlots } from '../../server/db/seed/slots';
import { emptyWorld, type SeedWorld } from '../../server/db/seed/world';

/** INSERT … SELECT FROM json_populate_recordset: one parameter per 5,000 rows. */
async function bulkInsert(db: Db, table: PgTable, rows: readonly object[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = getTableColumns(table);
  const keys = Object.keys(columns).filter((k) => rows.some((r) => (r as Record<string, unknown>)[k] !== undefined));
  const names = keys.map((k) => `"${columns[k]!.name}"`).join(', ');
  const tableName = `"${getTableName(table)}"`;
  for (const part of chunk(rows as readonly Record<string, unknown>[], 5_000)) {
    const json = JSON.stringify(part.map((r) => Object.fromEntries(keys.map((k) => [columns[k]!.name, r[k] ?? null]))));
    await db.execute(sql`INSERT INTO ${sql.raw(tableName)} (${sql.raw(names)})
      SELECT ${sql.raw(names)} FROM json_populate_recordset(NULL::${sql.raw(tableName)}, ${json}::json)
      ON CONFLICT DO NOTHING`);
  }
}

/** Adds doctors until the directory holds `total`; returns how many were added. */
export async function addBenchDoctors(db: Db, total: number, now = new Date()): Promise<number> {
  const existing = Number((await db.execute<{ n: string }>(sql`select count(*) as n from doctors`)).rows[0]?.n ?? 0);
  let missing = total - existing;
  if (missing <= 0) return 0;
  const specs = await db.select().from(s.specializations);
  const clinics = await db.select().from(s.clinics);
  let added = 0;
  for (let batch = 0; missing > 0; batch++) {
    const rng = new Rng(9_000 + batch);
    const world: SeedWorld = emptyWorld(now);
    world.specializations.push(...specs);
    world.clinics.push(...clinics);
    buildDoctors(rng, world);
    // The generator numbers doctors 0…DOCTOR_COUNT-1: give this batch its own ids.
    const keep = new Set(world.doctors.slice(0, Math.min(missing, DOCTOR_COUNT)).map((d) => d.id));
    const ids = new Map([...keep].map((id, i) => [id, stableId(`bench-doctor:${batch}:${i}`)]));
    const remap = <T extends { doctorId: string }>(rows: T[]) => rows.filter((r) => keep.has(r.doctorId)).map((r) => ({ ...r, doctorId: ids.get(r.doctorId)! }));
    const withOwnId = <T extends { id?: string; doctorId: string }>(rows: T[], kind: string) =>
      remap(rows).map((r, i) => ({ ...r, id: stableId(`bench-${kind}:${batch}:${i}`) }));

    world.doctors = world.doctors.filter((d) => keep.has(d.id)).map((d, i) => {
      const votes = rng.chance(0.2) ? 0 : rng.int(1, 80);
      return {
        ...d,
        id: ids.get(d.id)!,
        nmcNumber: String(100_000 + batch * DOCTOR_COUNT + i),
        votes,
        ratingAvg: votes === 0 ? 0 : Math.round((3 + rng.next() * 2) * 100) / 100,
      };
    });
    world.doctorSpecializations = remap(world.doctorSpecializations);
    world.doctorEducation = withOwnId(world.doctorEducation, 'edu');
    world.doctorExperiences = withOwnId(world.doctorExperiences, 'exp');
    world.doctorServices = withOwnId(world.doctorServices, 'svc');
    world.doctorClinics = remap(world.doctorClinics);
    world.clinicHours = withOwnId(world.clinicHours, 'hours');
    buildSlots(rng, world);

    await bulkInsert(db, s.doctors, world.doctors);
    await bulkInsert(db, s.doctorSpecializations, world.doctorSpecializations);
    await bulkInsert(db, s.doctorEducation, world.doctorEducation);
    await bulkInsert(db, s.doctorExperiences, world.doctorExperiences);
    await bulkInsert(db, s.doctorServices, world.doctorServices);
    await bulkInsert(db, s.doctorClinics, world.doctorClinics);
    await bulkInsert(db, s.clinicHours, world.clinicHours);
    await bulkInsert(db, s.scheduleSlots, world.slots);
    added += world.doctors.length;
    missing -= world.doctors.length;
  }
  return added;
}
