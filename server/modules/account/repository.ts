// SQL of the account settings: phone verification codes, the profile picture's storage key, and the
// notification preferences (category × channel). Profile rows are written through patients/repository.
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notificationPreferences, patients, phoneVerifications } from '../../db/schema';
import type { Conn, Tx } from '../patients/repository';

export type PhoneVerificationRow = typeof phoneVerifications.$inferSelect;

// ── Phone verification ───────────────────────────────────────────────────────────────────────────
export async function findPatientPhone(db: Db, patientId: string) {
  const [row] = await db.select({ countryCode: patients.countryCode, phone: patients.phone }).from(patients).where(eq(patients.id, patientId));
  return row;
}

/**
 * Stores a new code (its hash), valid `ttlMinutes`. One statement decides: a code replaces the pending
 * one only when that is older than `resendSeconds`. The new code's expiry, or undefined when it was too soon.
 */
export async function storePhoneCode(
  db: Db,
  v: { patientId: string; countryCode: string; phone: string; codeHash: string; ttlMinutes: number; resendSeconds: number },
): Promise<Date | undefined> {
  const expiresAt = sql`now() + make_interval(mins => ${v.ttlMinutes})`;
  const [stored] = await db.insert(phoneVerifications)
    .values({ patientId: v.patientId, countryCode: v.countryCode, phone: v.phone, codeHash: v.codeHash, expiresAt, attempts: 0, createdAt: sql`now()` })
    .onConflictDoUpdate({
      target: phoneVerifications.patientId,
      set: { countryCode: v.countryCode, phone: v.phone, codeHash: v.codeHash, expiresAt, attempts: 0, createdAt: sql`now()` },
      setWhere: sql`${phoneVerifications.createdAt} <= now() - make_interval(secs => ${v.resendSeconds})`,
    })
    .returning({ expiresAt: phoneVerifications.expiresAt });
  return stored?.expiresAt;
}

export async function deletePhoneCode(conn: Conn, patientId: string): Promise<void> {
  await conn.delete(phoneVerifications).where(eq(phoneVerifications.patientId, patientId));
}

/** Counts a try on the pending code, atomically, if it is unexpired and has tries left; the code after it. */
export async function countPhoneCodeTry(db: Db, patientId: string, maxAttempts: number): Promise<PhoneVerificationRow | undefined> {
  const [pending] = await db.update(phoneVerifications)
    .set({ attempts: sql`${phoneVerifications.attempts} + 1` })
    .where(and(
      eq(phoneVerifications.patientId, patientId),
      lt(phoneVerifications.attempts, maxAttempts),
      gt(phoneVerifications.expiresAt, sql`now()`),
    ))
    .returning();
  return pending;
}

/** Why no try could be counted: the pending code's tries and whether it expired (undefined: none pending). */
export async function phoneCodeState(db: Db, patientId: string): Promise<{ attempts: number; expired: boolean } | undefined> {
  const [current] = await db.select({ attempts: phoneVerifications.attempts, expired: sql<boolean>`${phoneVerifications.expiresAt} <= now()` })
    .from(phoneVerifications).where(eq(phoneVerifications.patientId, patientId));
  return current;
}

// ── Profile picture ──────────────────────────────────────────────────────────────────────────────
/** The storage key of the patient's picture. */
export async function findPicturePath(db: Db, patientId: string): Promise<string | null | undefined> {
  const [current] = await db.select({ path: patients.profilePicturePath }).from(patients).where(eq(patients.id, patientId));
  return current?.path;
}

/** The same, the profile row locked until the transaction ends (two uploads replace one after the other). */
export async function lockPicturePath(tx: Tx, patientId: string): Promise<string | null | undefined> {
  const [current] = await tx.select({ path: patients.profilePicturePath }).from(patients).where(eq(patients.id, patientId)).for('update');
  return current?.path;
}

// ── Notification preferences ─────────────────────────────────────────────────────────────────────
/** The saved flags; a pair never saved is missing (it reads as the default). */
export async function findNotificationPreferences(db: Db, patientId: string) {
  return db.select({ category: notificationPreferences.category, channel: notificationPreferences.channel, enabled: notificationPreferences.enabled })
    .from(notificationPreferences).where(eq(notificationPreferences.patientId, patientId));
}

export async function upsertNotificationPreferences(db: Db, values: (typeof notificationPreferences.$inferInsert)[]): Promise<void> {
  await db.insert(notificationPreferences).values(values).onConflictDoUpdate({
    target: [notificationPreferences.patientId, notificationPreferences.category, notificationPreferences.channel],
    set: { enabled: sql`excluded.enabled`, updatedAt: new Date() },
  });
}
