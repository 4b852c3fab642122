import { eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { patients, userPreferences } from '../../db/schema';
import type { UserPreferences } from '../../../contracts/preferences';

export type PatientRow = typeof patients.$inferSelect;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** The database or a transaction. */
export type Conn = Db | Tx;

/** The account behind a Firebase user, for the auth middleware: its id and whether it is disabled. */
export async function findAccountByUid(db: Db, firebaseUid: string): Promise<{ id: string; disabledAt: Date | null } | undefined> {
  const [row] = await db
    .select({ id: patients.id, disabledAt: patients.disabledAt })
    .from(patients)
    .where(eq(patients.firebaseUid, firebaseUid))
    .limit(1);
  return row;
}

/** The same by patient id (a chat stream opened with a ticket). */
export async function findAccountById(db: Db, patientId: string): Promise<{ id: string; disabledAt: Date | null } | undefined> {
  const [row] = await db.select({ id: patients.id, disabledAt: patients.disabledAt }).from(patients).where(eq(patients.id, patientId)).limit(1);
  return row;
}

export async function findPatientById(db: Db, patientId: string): Promise<PatientRow | undefined> {
  const [row] = await db.select().from(patients).where(eq(patients.id, patientId)).limit(1);
  return row;
}

/**
 * Creates the profile. Notification preferences are not written: rows a patient never saved read as
 * the defaults (defaultChannelEnabled), so a change of defaults reaches them. Theme and language stay
 * unsaved until the patient chooses, so the device's choice can win on first sign-in.
 */
export async function insertPatient(
  db: Db,
  p: { firebaseUid: string; email: string; firstName: string; middleName: string | null; lastName: string },
): Promise<PatientRow> {
  const [row] = await db.insert(patients).values(p).returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

export async function updatePatient(
  conn: Conn,
  patientId: string,
  values: PgUpdateSetSource<typeof patients>,
): Promise<PatientRow | undefined> {
  const [row] = await conn.update(patients).set({ ...values, updatedAt: new Date() }).where(eq(patients.id, patientId)).returning();
  return row;
}

/** The profile's details; a changed phone number (or country code) must be verified again. */
export async function updatePatientDetails(
  db: Db,
  patientId: string,
  values: Omit<PgUpdateSetSource<typeof patients>, 'phoneVerified'> & { phone: string; countryCode: string },
): Promise<PatientRow | undefined> {
  return updatePatient(db, patientId, {
    ...values,
    phoneVerified: sql`case when ${patients.phone} = ${values.phone} and ${patients.countryCode} = ${values.countryCode} then ${patients.phoneVerified} else false end`,
  });
}

/** Name and e-mail of the patient, as support messages and the account's deletion note keep them. */
export async function findPatientContact(db: Db, patientId: string) {
  const [p] = await db.select({ firstName: patients.firstName, lastName: patients.lastName, email: patients.email })
    .from(patients).where(eq(patients.id, patientId));
  return p;
}

// ── Theme and language (user_preferences) ────────────────────────────────────────────────────────
export async function findUserPreferences(db: Db, patientId: string): Promise<UserPreferences | undefined> {
  const [row] = await db.select({ theme: userPreferences.theme, language: userPreferences.language })
    .from(userPreferences).where(eq(userPreferences.patientId, patientId));
  return row;
}

export async function upsertUserPreferences(db: Db, patientId: string, patch: Partial<UserPreferences>): Promise<UserPreferences> {
  const [row] = await db.insert(userPreferences)
    .values({ patientId, ...patch })
    .onConflictDoUpdate({ target: userPreferences.patientId, set: { ...patch, updatedAt: new Date() } })
    .returning({ theme: userPreferences.theme, language: userPreferences.language });
  return row!;
}
