// Server infrastructure kept in the database so the server stays stateless:
// idempotency records, rate-limit buckets and a small key/value table (e.g. the seed marker).
import { sql } from 'drizzle-orm';
import { check, customType, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, tstz, updatedAt } from './columns';
import { idempotencyStateEnum } from './enums';

export const idempotencyRecords = pgTable(
  'idempotency_records',
  {
    /** Who sent the request (e.g. the Firebase uid). */
    userKey: text('user_key').notNull(),
    /** The Idempotency-Key header. */
    key: text('key').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    requestHash: text('request_hash').notNull(),
    state: idempotencyStateEnum('state').notNull().default('in_progress'),
    statusCode: integer('status_code'),
    responseBody: jsonb('response_body'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userKey, t.key] }),
    index('idempotency_records_created_idx').on(t.createdAt),
    check('idempotency_records_key_ck', sql`length(${t.key}) BETWEEN 1 AND 255`),
    check('idempotency_records_done_ck', sql`${t.state} <> 'done' OR ${t.statusCode} IS NOT NULL`),
  ],
);

export const rateLimitBuckets = pgTable(
  'rate_limit_buckets',
  {
    key: text('key').primaryKey(),
    windowStart: tstz('window_start').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [
    index('rate_limit_buckets_window_idx').on(t.windowStart),
    check('rate_limit_buckets_count_ck', sql`${t.count} >= 0`),
  ],
);

export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** PostgreSQL's binary type (Drizzle has no built-in bytea column). */
const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * Uploaded files (profile pictures, lab reports, refund and complaint documents) when STORAGE is
 * `postgres` (the default): every server instance sees every file. Keys are made by the server
 * (server/storage/files.ts); a row is written in the request's own transaction, so a write that
 * rolls back leaves no orphan file.
 */
export const storedFiles = pgTable('stored_files', {
  key: text('key').primaryKey(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  createdAt: createdAt(),
});
