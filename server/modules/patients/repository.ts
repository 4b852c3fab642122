import { eq } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { notificationPreferences, patients } from '../../db/schema';
import { NOTIFICATION_CATEGORIES, NOTIFICATION_CHANNELS } from '../../../contracts/record-options';

export type PatientRow = typeof patients.$inferSelect;

export async function findPatientById(db: Db, patientId: string): Promise<PatientRow | undefined> {
  const [row] = await db.select().from(patients).where(eq(patients.id, patientId)).limit(1);
  return row;
}

/**
 * Creates the profile with default notification preferences (every category on by e-mail). Theme and
 * language stay unsaved until the patient chooses, so the device's choice can win on first sign-in.
 */
export async function insertPatient(
  db: Db,
  p: { firebaseUid: string; email: string; firstName: string; middleName: string | null; lastName: string },
): Promise<PatientRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(patients).values(p).returning();
    if (!row) throw new Error('insert returned nothing');
    await tx.insert(notificationPreferences).values(
      NOTIFICATION_CATEGORIES.flatMap((category) =>
        NOTIFICATION_CHANNELS.map((channel) => ({ patientId: row.id, category, channel, enabled: channel === 'email' })),
      ),
    );
    return row;
  });
}

export async function updatePatient(
  db: Db,
  patientId: string,
  values: PgUpdateSetSource<typeof patients>,
): Promise<PatientRow | undefined> {
  const [row] = await db.update(patients).set({ ...values, updatedAt: new Date() }).where(eq(patients.id, patientId)).returning();
  return row;
}
