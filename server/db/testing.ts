// Per-test-file databases for vitest: a fast clone of the migrated template created by
// tests/setup/db-global.ts. Only import this from tests.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { createDb, type Db } from './client';
import { quoteIdent } from './embedded';
import { TEMPLATE_DATABASE } from './test-template';

export { TEMPLATE_DATABASE };

export interface TestDatabase {
  db: Db;
  pool: pg.Pool;
  url: string;
  /** Closes the pool and drops the database. */
  drop(): Promise<void>;
}

async function admin<T>(baseUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: `${baseUrl}/postgres` });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export async function createTestDatabase(opts: { max?: number } = {}): Promise<TestDatabase> {
  const baseUrl = inject('pgBaseUrl');
  const name = `swasthya_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await admin(baseUrl, async (client) => {
    for (let attempt = 0; ; attempt++) {
      try {
        await client.query(`CREATE DATABASE ${quoteIdent(name)} TEMPLATE ${quoteIdent(TEMPLATE_DATABASE)}`);
        return;
      } catch (err) {
        // 55006: the template is briefly in use by another clone; try again.
        if ((err as { code?: string }).code !== '55006' || attempt >= 20) throw err;
        await new Promise((r) => setTimeout(r, 50 + attempt * 25));
      }
    }
  });
  const url = `${baseUrl}/${name}`;
  const { db, pool } = createDb(url, { max: opts.max ?? 10 });
  let dropped = false;
  return {
    db,
    pool,
    url,
    async drop() {
      if (dropped) return;
      dropped = true;
      await pool.end();
      await admin(baseUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`));
    },
  };
}
