// DATABASE_URL switches the stack from its embedded PostgreSQL to an external one. Here the
// "external" server is a separately started PostgreSQL that a stack of this test's own only connects to.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import { existsSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { test, expect } from '@playwright/test';
import { startEmbeddedPostgres } from '../../server/db/embedded';
import { withThrowawayStack } from '../../scripts/lib/stack';
import { freePort } from '../../scripts/lib/free-port';

test('DATABASE_URL: migrates, seeds and serves from the external PostgreSQL', async () => {
  const pgDir = await mkdtemp(path.join(os.tmpdir(), 'swasthya-extpg-'));
  const external = await startEmbeddedPostgres({ dataDir: pgDir, port: await freePort(), database: 'clinic_external', ephemeral: true });
  try {
    await withThrowawayStack('ext', { env: { NODE_ENV: 'test', DATABASE_URL: external.url } }, async (stack) => {
      expect(stack.databaseUrl).toBe(external.url);
      // No embedded cluster was created.
      expect(existsSync(path.join(stack.dataDir, 'postgres'))).toBe(false);
      const health = await fetch(`${stack.url}/api/health`);
      expect((await health.json()).data.db).toBe('ok');
      const res = await fetch(`${stack.url}/api/v1/upn/get-doctors?pageSize=5`, { headers: { 'x-api-key': 'swasthya-web-dev-key' } });
      const body = await res.json();
      expect(body.data.pagination.total).toBeGreaterThanOrEqual(300);
      // The rows really live in the external server's database.
      const client = new pg.Client({ connectionString: external.url });
      await client.connect();
      const { rows } = await client.query('select count(*)::int as n from doctors');
      await client.end();
      expect(rows[0].n).toBe(body.data.pagination.total);
    });
  } finally {
    await external.stop();
    await rm(pgDir, { recursive: true, force: true });
  }
});
