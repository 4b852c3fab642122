// Database connection: a pg pool and a Drizzle instance over it with the full schema.
import { sql } from 'drizzle-orm';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index';

export type Schema = typeof schema;
export type Db = NodePgDatabase<Schema>;

export interface CreateDbOptions {
  /** Pool size; default 10. */
  max?: number;
  /** Told of connection errors (they never crash the process). */
  onError?: (err: Error) => void;
}

/** A request waits at most this long for a connection: with PostgreSQL unreachable it gets a 503, not a hang. */
export const CONNECT_TIMEOUT_MS = 5_000;

export function createDb(url: string, opts: CreateDbOptions = {}): { db: Db; pool: pg.Pool } {
  const pool = new pg.Pool({ connectionString: url, max: opts.max ?? 10, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  const onError = (err: Error) => opts.onError?.(err);
  // An idle client losing its connection (server restart) must not crash the process...
  pool.on('error', onError);
  // ...nor one checked out (inside a transaction) when PostgreSQL goes away: node-postgres emits
  // 'error' on the client itself, and an 'error' event with no listener ends the process. The
  // query it was running fails on its own, so only that request fails.
  pool.on('connect', (client) => client.on('error', onError));
  const db = drizzle(pool, { schema });
  return { db, pool };
}

/** One round trip to PostgreSQL (the health check). */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
