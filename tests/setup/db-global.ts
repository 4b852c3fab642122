// Vitest global setup: one embedded PostgreSQL for the run, with a migrated template database
// `swasthya_template`. Test files clone it with createTestDatabase() (server/db/testing.ts).
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createDb } from '../../server/db/client';
import { startEmbeddedPostgres } from '../../server/db/embedded';
import { runMigrations } from '../../server/db/migrate';
import { TEMPLATE_DATABASE } from '../../server/db/test-template';
import { keepFailureExitCode } from './keep-exit-code';

keepFailureExitCode();

declare module 'vitest' {
  export interface ProvidedContext {
    /** postgres://postgres:postgres@127.0.0.1:PORT (no database path). */
    pgBaseUrl: string;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'swasthya-test-db-'));
  // The server runs as the `postgres` OS user when we are root: it must be able to enter the directory.
  await chmod(dir, 0o755);
  const pg = await startEmbeddedPostgres({
    dataDir: path.join(dir, 'pg'),
    port: await freePort(),
    database: TEMPLATE_DATABASE,
    ephemeral: true,
  });
  try {
    const { db, pool } = createDb(pg.url, { max: 1 });
    try {
      await runMigrations(db);
    } finally {
      // No session may stay connected to a template while it is being cloned.
      await pool.end();
    }
  } catch (err) {
    await pg.stop();
    await rm(dir, { recursive: true, force: true });
    throw err;
  }
  project.provide('pgBaseUrl', pg.serverUrl);

  return async () => {
    await pg.stop();
    await rm(dir, { recursive: true, force: true });
  };
}
