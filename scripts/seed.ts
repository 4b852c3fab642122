// Migrates the database at DATABASE_URL and loads the demo data set (idempotent).
// Usage: DATABASE_URL=postgres://… npm run seed [-- --now=2026-11-21T04:00:00Z]
import { createDb } from '../server/db/client';
import { runMigrations } from '../server/db/migrate';
import { countSeedRows, DEMO_PATIENT, seedDatabase } from '../server/db/seed/index';

async function main(): Promise<number> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error('DATABASE_URL is not set. Example: DATABASE_URL=postgres://postgres:postgres@127.0.0.1:5432/swasthya npm run seed');
    return 1;
  }
  const nowArg = process.argv.find((a) => a.startsWith('--now='))?.slice('--now='.length);
  const now = nowArg ? new Date(nowArg) : new Date();
  if (Number.isNaN(now.getTime())) {
    console.error(`Invalid --now value: ${nowArg}`);
    return 1;
  }
  const { db, pool } = createDb(url, { max: 2 });
  try {
    const started = Date.now();
    await runMigrations(db);
    const migrated = Date.now();
    const { inserted } = await seedDatabase(db, { now });
    const done = Date.now();
    console.log(`migrations: ${migrated - started} ms`);
    console.log(inserted ? `seed: inserted in ${done - migrated} ms` : 'seed: already present, nothing changed');
    const counts = await countSeedRows(db);
    for (const [table, n] of Object.entries(counts)) console.log(`  ${table.padEnd(20)} ${n}`);
    console.log(`demo patient: ${DEMO_PATIENT.email} / ${DEMO_PATIENT.password} (Firebase uid ${DEMO_PATIENT.uid})`);
    return 0;
  } finally {
    await pool.end();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
