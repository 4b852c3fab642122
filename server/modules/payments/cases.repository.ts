// SQL of the patient's own complaints and fraud reports (issue 30: with the clinic's note once handled).
import { desc, eq } from 'drizzle-orm';
import { caseReports } from '../../db/schema';
import type { Conn } from './repository';

export async function findPatientCases(db: Conn, patientId: string) {
  return db.select().from(caseReports).where(eq(caseReports.patientId, patientId)).orderBy(desc(caseReports.createdAt)).limit(100);
}
