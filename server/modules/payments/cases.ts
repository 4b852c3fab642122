// The patient's complaints and fraud reports as they stand: open, or handled with the clinic's note.
import type { Db } from '../../db/client';
import type { PatientCase } from '../../../contracts/clinic-records';
import { findPatientCases } from './cases.repository';

export async function patientCaseReports(db: Db, patientId: string): Promise<PatientCase[]> {
  return (await findPatientCases(db, patientId)).map((c) => ({
    id: c.id, kind: c.kind, status: c.status, reason: c.reason, createdAt: c.createdAt.toISOString(),
    handledNote: c.handledNote, handledAt: c.handledAt?.toISOString() ?? null, paymentId: c.paymentId,
  }));
}
