import { createHash } from 'node:crypto';
import type pg from 'pg';
import { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client';

const dialect = new PgDialect();

/**
 * Runs a hot directory query as a named prepared statement: each connection parses it once, and
 * after five runs PostgreSQL keeps a generic plan where it is as good as per-value ones, so a
 * request no longer pays for planning (1–3 ms for the search query, more than running it). The name is a hash of the SQL text, so
 * every shape of a dynamically built query gets its own statement. PostgreSQL still plans per value
 * where values change the best plan (a large city or a small one); search text, whose estimates
 * are costly and useless, goes in as `(select $n)` so that one generic plan serves every text.
 */
export async function queryPrepared<T extends pg.QueryResultRow>(db: Db, query: SQL | CompiledQuery): Promise<T[]> {
  const { sql: text, params } = query instanceof SQL ? compileQuery(query) : query;
  const name = `dir_${createHash('sha1').update(text).digest('base64url').slice(0, 27)}`;
  const pool = (db as unknown as { $client: pg.Pool }).$client;
  const result = await pool.query<T>({ name, text, values: params as unknown[] });
  return result.rows;
}

export type CompiledQuery = { sql: string; params: unknown[] };

/** The SQL text and parameters of a Drizzle query (for a cache key, then queryPrepared). */
export const compileQuery = (query: SQL): CompiledQuery => dialect.sqlToQuery(query);
