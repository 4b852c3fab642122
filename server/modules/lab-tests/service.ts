// Lab tests (the spec's diagnostic service, /api/diagnostic/v1): prescribed lab tests, results and the patient's uploaded lab reports.
import { and, count, desc, eq } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import type { Db } from '../../db/client';
import { diagnosticCentres, doctors, labReports, labResults, labTests } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import type { UploadedDocument } from '../../lib/documents';
import { fileStorage, newStorageKey } from '../../storage/files';
import { RECORDS_MESSAGES as R } from '../../../contracts/records-messages';
import { DIAGNOSTIC_BASE } from '../../../contracts/diagnostic';
import type { LabReport, LabResult, LabTest } from '../../../contracts/records';
import { recordNotice } from '../notifications/notices';

const doctorRef = {
  id: doctors.id, firstName: doctors.firstName, lastName: doctors.lastName, firstNameNe: doctors.firstNameNe, lastNameNe: doctors.lastNameNe, nmcNumber: doctors.nmcNumber,
};

export async function labTestList(db: Db, patientId: string): Promise<LabTest[]> {
  const rows = await db
    .select({
      t: labTests, doctor: doctorRef,
      centre: { id: diagnosticCentres.id, name: diagnosticCentres.name, city: diagnosticCentres.city, phone: diagnosticCentres.phone },
      results: db.$count(labResults, eq(labResults.labTestId, labTests.id)),
    })
    .from(labTests)
    .innerJoin(doctors, eq(labTests.doctorId, doctors.id))
    .leftJoin(diagnosticCentres, eq(labTests.diagnosticCentreId, diagnosticCentres.id))
    .where(eq(labTests.patientId, patientId))
    .orderBy(desc(labTests.createdAt), labTests.testName);
  return rows.map(({ t, doctor, centre, results }) => ({
    id: t.id, doctor, testName: t.testName, category: t.category, priority: t.priority, dueDate: t.dueDate, instructions: t.instructions,
    supportInfo: t.supportInfo, status: t.status, diagnosticCentre: centre?.id ? centre : null, appointmentId: t.appointmentId,
    prescribedAt: t.createdAt.toISOString(), resultCount: Number(results),
  }));
}

export async function labResultList(db: Db, patientId: string): Promise<LabResult[]> {
  const rows = await db
    .select({ r: labResults, testName: labTests.testName, category: labTests.category })
    .from(labResults)
    .innerJoin(labTests, eq(labResults.labTestId, labTests.id))
    .where(eq(labTests.patientId, patientId))
    .orderBy(desc(labResults.reportedAt), labTests.testName, labResults.parameter);
  return rows.map(({ r, testName, category }) => ({
    id: r.id, labTestId: r.labTestId, testName, category, parameter: r.parameter, value: r.value, unit: r.unit,
    referenceRange: r.referenceRange, flag: r.flag, reportedAt: r.reportedAt.toISOString(),
  }));
}

const toReport = (r: typeof labReports.$inferSelect): LabReport => ({
  id: r.id, fileName: r.fileName, mimeType: r.mimeType, sizeBytes: r.sizeBytes, uploadedAt: r.uploadedAt.toISOString(),
  labTestId: r.labTestId, fileUrl: `${DIAGNOSTIC_BASE}/lab-reports/${r.id}/file`,
});

export async function labReportList(db: Db, patientId: string): Promise<LabReport[]> {
  const rows = await db.select().from(labReports).where(eq(labReports.patientId, patientId)).orderBy(desc(labReports.uploadedAt));
  return rows.map(toReport);
}

export async function uploadLabReport(deps: AppDeps, patientId: string, file: UploadedDocument, o: { labTestId?: string }): Promise<LabReport> {
  const { labTestId } = o;
  if (labTestId) {
    const [{ n } = { n: 0 }] = await deps.db.select({ n: count() }).from(labTests).where(and(eq(labTests.id, labTestId), eq(labTests.patientId, patientId)));
    if (n === 0) throw new HttpError(404, R.labTestNotFound, [{ field: 'labTestId', message: R.labTestNotFound }]);
  }
  const storage = fileStorage(deps);
  const key = newStorageKey('lab-reports', patientId, file.ext);
  await storage.put(key, file.bytes);
  try {
    return await deps.db.transaction(async (tx) => {
      const [row] = await tx.insert(labReports).values({
        patientId, labTestId: labTestId ?? null, fileName: file.fileName, mimeType: file.mime, sizeBytes: file.bytes.byteLength, storageKey: key,
      }).returning();
      await recordNotice(tx, { patientId, kind: 'lab_report_uploaded', params: { fileName: file.fileName }, activity: { kind: 'lab_report_uploaded' } });
      return toReport(row!);
    });
  } catch (err) {
    await storage.remove(key).catch(() => undefined);
    throw err;
  }
}

/** The file of one of the caller's reports (another patient's answers 404). */
export async function labReportFile(deps: AppDeps, patientId: string, id: string) {
  const [row] = await deps.db.select().from(labReports).where(and(eq(labReports.id, id), eq(labReports.patientId, patientId))).limit(1);
  if (!row) throw new HttpError(404, R.labReportNotFound);
  const stored = await fileStorage(deps).get(row.storageKey);
  if (!stored) throw new HttpError(404, R.labReportNotFound);
  return { bytes: stored.bytes, mimeType: row.mimeType, fileName: row.fileName };
}
