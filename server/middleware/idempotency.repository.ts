// SQL of the idempotency records (one per caller and Idempotency-Key), always inside the write's transaction.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { idempotencyRecords } from '../db/schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type IdempotencyRecord = typeof idempotencyRecords.$inferSelect;
type Key = { userKey: string; key: string };

const thisKey = (k: Key) => and(eq(idempotencyRecords.userKey, k.userKey), eq(idempotencyRecords.key, k.key));

/** Forgets the key's record when it is past `ttlHours`, or still in_progress past its `leaseSeconds`. */
export async function forgetStaleRecord(tx: Tx, k: Key, o: { ttlHours: number; leaseSeconds: number }): Promise<void> {
  await tx.delete(idempotencyRecords).where(and(thisKey(k), sql`(${idempotencyRecords.createdAt} < now() - make_interval(hours => ${o.ttlHours})
    or (${idempotencyRecords.state} = 'in_progress' and ${idempotencyRecords.createdAt} < now() - make_interval(secs => ${o.leaseSeconds})))`));
}

/**
 * Writes the key's record in_progress; false when there is one already. A record another transaction
 * is writing is waited for at most `waitMs` (then PostgreSQL's 55P03, lock_not_available).
 */
export async function claimKey(
  tx: Tx, values: Key & { method: string; path: string; requestHash: string }, waitMs: number,
): Promise<boolean> {
  await tx.execute(sql.raw(`set local lock_timeout = ${Math.trunc(waitMs)}`));
  const inserted = await tx
    .insert(idempotencyRecords)
    .values({ ...values, state: 'in_progress' })
    .onConflictDoNothing()
    .returning({ key: idempotencyRecords.key });
  await tx.execute(sql`set local lock_timeout to default`);
  return inserted.length > 0;
}

export async function findRecord(tx: Tx, k: Key): Promise<IdempotencyRecord | undefined> {
  const [existing] = await tx.select().from(idempotencyRecords).where(thisKey(k)).limit(1);
  return existing;
}

export async function deleteRecord(tx: Tx, k: Key): Promise<void> {
  await tx.delete(idempotencyRecords).where(thisKey(k));
}

/** The answer to replay for the key. */
export async function completeRecord(tx: Tx, k: Key, answer: { statusCode: number; responseBody: unknown }): Promise<void> {
  await tx.update(idempotencyRecords).set({ state: 'done', ...answer }).where(thisKey(k));
}
