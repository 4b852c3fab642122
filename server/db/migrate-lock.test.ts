// Three instances starting together on an empty database: each runs runMigrations at once.
import { afterAll, describe, expect, inject, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDb } from './client';
import { quoteIdent } from './embedded';
import { runMigrations } from './migrate';

const name = `swasthya_migrate_${randomBytes(4).toString('hex')}`;
const admin = async (query: string) => {
  const client = new pg.Client({ connectionString: `${inject('pgBaseUrl')}/postgres` });
  await client.connect();
  try { await client.query(query); } finally { await client.end(); }
};
const pools: pg.Pool[] = [];

afterAll(async () => {
  await Promise.all(pools.map((p) => p.end()));
  await admin(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);
});

describe('migrations under an advisory lock', () => {
  it('three instances migrating an empty database at once: all succeed, each migration is applied once', async () => {
    await admin(`CREATE DATABASE ${quoteIdent(name)}`);
    const url = `${inject('pgBaseUrl')}/${name}`;
    const instances = Array.from({ length: 3 }, () => createDb(url, { max: 2 }));
    pools.push(...instances.map((i) => i.pool));
    const results = await Promise.allSettled(instances.map((i) => runMigrations(i.db)));
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);

    const check = instances[0]!.pool;
    const applied = await check.query<{ hash: string; n: number }>('select hash, count(*)::int as n from drizzle.__drizzle_migrations group by hash');
    expect(applied.rows.length).toBeGreaterThan(0);
    expect(applied.rows.every((r) => r.n === 1)).toBe(true);
    const { readdir } = await import('node:fs/promises');
    const { MIGRATIONS_FOLDER } = await import('./migrate');
    const files = (await readdir(MIGRATIONS_FOLDER)).filter((f) => f.endsWith('.sql'));
    expect(applied.rows).toHaveLength(files.length);
    const tables = await check.query("select count(*)::int as n from information_schema.tables where table_name in ('appointments', 'patients', 'idempotency_records')");
    expect(tables.rows[0].n).toBe(3);
  });
});
