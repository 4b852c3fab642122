import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runMigrations } from './migrate';
import { createTestDatabase, type TestDatabase } from './testing';
import journal from './migrations/meta/_journal.json';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase({ max: 2 });
});
afterAll(async () => {
  await t?.drop();
});

it('installs pg_trgm and the trigram search indexes', async () => {
  const ext = await t.db.execute<{ extname: string }>(sql`SELECT extname FROM pg_extension WHERE extname = 'pg_trgm'`);
  expect(ext.rows).toHaveLength(1);
  const idx = await t.db.execute<{ indexname: string }>(
    sql`SELECT indexname FROM pg_indexes WHERE indexname LIKE '%_trgm_idx' ORDER BY indexname`,
  );
  expect(idx.rows.map((r) => r.indexname)).toEqual([
    'diagnostic_centres_name_ne_trgm_idx',
    'diagnostic_centres_name_trgm_idx',
    'doctors_first_name_ne_trgm_idx',
    'doctors_first_name_trgm_idx',
    'doctors_full_name_ne_trgm_idx',
    'doctors_full_name_trgm_idx',
    'doctors_last_name_ne_trgm_idx',
    'doctors_last_name_trgm_idx',
    'pharmacies_name_ne_trgm_idx',
    'pharmacies_name_trgm_idx',
    'specializations_name_en_trgm_idx',
    'specializations_name_ne_trgm_idx',
  ]);
});

it('has the partial unique index that keeps one live appointment per slot', async () => {
  const res = await t.db.execute<{ indexdef: string }>(
    sql`SELECT indexdef FROM pg_indexes WHERE indexname = 'appointments_live_slot_uq'`,
  );
  expect(res.rows[0]?.indexdef).toMatch(/UNIQUE INDEX .* \(slot_id\) WHERE/);
});

it('re-running the migrations is a no-op', async () => {
  await runMigrations(t.db);
  const res = await t.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`);
  expect(res.rows[0]!.n).toBe(journal.entries.length);
});
