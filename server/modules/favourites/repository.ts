import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { favouriteDoctors } from '../../db/schema';
import { cardColumns, NEXT_SLOT, type DoctorCardRow } from '../doctors/repository';

/** Adds the favourite; false when it was already there. A missing doctor fails on the foreign key. */
export async function insertFavourite(db: Db, patientId: string, doctorId: string): Promise<boolean> {
  const rows = await db.insert(favouriteDoctors).values({ patientId, doctorId }).onConflictDoNothing()
    .returning({ doctorId: favouriteDoctors.doctorId });
  return rows.length > 0;
}

export async function deleteFavourite(db: Db, patientId: string, doctorId: string): Promise<boolean> {
  const rows = await db.delete(favouriteDoctors)
    .where(and(eq(favouriteDoctors.patientId, patientId), eq(favouriteDoctors.doctorId, doctorId)))
    .returning({ doctorId: favouriteDoctors.doctorId });
  return rows.length > 0;
}

/** The patient's favourite doctors as directory cards, most recently added first. */
export async function listFavouriteCards(db: Db, patientId: string, timeZone: string) {
  const result = await db.execute<DoctorCardRow & { favourited_at: Date }>(sql`
    select ${cardColumns(timeZone)}, f.created_at as favourited_at, 1 as total
    from favourite_doctors f
    join doctors d on d.id = f.doctor_id
    join specializations sp on sp.id = d.main_specialization_id
    ${NEXT_SLOT}
    where f.patient_id = ${patientId}
    order by f.created_at desc, d.id`);
  return result.rows;
}
