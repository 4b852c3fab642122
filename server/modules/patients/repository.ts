import { eq } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { patients } from '../../db/schema';

export type PatientRow = typeof patients.$inferSelect;

/** The account behind a Firebase user, for the auth middleware: its id and whether it is disabled. */
export async function findAccountByUid(db: Db, firebaseUid: string): Promise<{ id: string; disabledAt: Date | null } | undefined> {
  const [row] = await db
    .select({ id: patients.id, disabledAt: patients.disabledAt })
    .from(patients)
    .where(eq(patients.firebaseUid, firebaseUid))
    .limit(1);
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
  db: Db,
  patientId: string,
  values: PgUpdateSetSource<typeof patients>,
): Promise<PatientRow | undefined> {
  const [row] = await db.update(patients).set({ ...values, updatedAt: new Date() }).where(eq(patients.id, patientId)).returning();
  return row;
}
