// Lab tests (the spec's diagnostic service, /api/diagnostic/v1): prescribed lab tests, results and the
// patient's uploaded lab reports; and the doctor's side (issue 16): the results of a test they ordered,
// recorded and told to the patient in one transaction. Another doctor's test answers 404.
import type { AppDeps } from '../../context';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import type { UploadedDocument } from '../../lib/documents';
import { fileStorage, newStorageKey } from '../../storage/files';
import { RECORDS_MESSAGES as R } from '../../../contracts/records-messages';
import { pathOf } from '../../../contracts/endpoints/endpoint';
import { labReportDownload } from '../../../contracts/endpoints/lab-tests';
import type { LabReport, LabResult, LabTest } from '../../../contracts/lab-tests';
import type { LabResultsInput } from '../../../contracts/clinic';
import { recordNotice } from '../notifications/notices';
import {
  completeLabTest, findLabReport, findLabReports, findLabResults, findLabTests, insertLabReport, insertLabResults, isOwnLabTest,
  lockDoctorLabTest, type LabReportRow,
} from './repository';

export async function labTestList(db: Db, patientId: string): Promise<LabTest[]> {
  const rows = await findLabTests(db, patientId);
  return rows.map(({ t, doctor, centre, results }) => ({
    id: t.id, doctor, testName: t.testName, category: t.category, priority: t.priority, dueDate: t.dueDate, instructions: t.instructions,
    supportInfo: t.supportInfo, status: t.status, diagnosticCentre: centre?.id ? centre : null, appointmentId: t.appointmentId,
    prescribedAt: t.createdAt.toISOString(), resultCount: Number(results),
  }));
}

export async function labResultList(db: Db, patientId: string): Promise<LabResult[]> {
  const rows = await findLabResults(db, patientId);
  return rows.map(({ r, testName, category }) => ({
    id: r.id, labTestId: r.labTestId, testName, category, parameter: r.parameter, value: r.value, unit: r.unit,
    referenceRange: r.referenceRange, flag: r.flag, reportedAt: r.reportedAt.toISOString(),
  }));
}

const toReport = (r: LabReportRow): LabReport => ({
  id: r.id, fileName: r.fileName, mimeType: r.mimeType, sizeBytes: r.sizeBytes, uploadedAt: r.uploadedAt.toISOString(),
  labTestId: r.labTestId, fileUrl: pathOf(labReportDownload, { id: r.id }),
});

export async function labReportList(db: Db, patientId: string): Promise<LabReport[]> {
  return (await findLabReports(db, patientId)).map(toReport);
}

export async function uploadLabReport(deps: AppDeps, patientId: string, file: UploadedDocument, o: { labTestId?: string }): Promise<LabReport> {
  const { labTestId } = o;
  if (labTestId) {
    if (!(await isOwnLabTest(deps.db, patientId, labTestId))) throw new HttpError(404, R.labTestNotFound, [{ field: 'labTestId', message: R.labTestNotFound }]);
  }
  const storage = fileStorage(deps);
  const key = newStorageKey('lab-reports', patientId, file.ext);
  await storage.put(key, file.bytes);
  try {
    return await deps.db.transaction(async (tx) => {
      const row = await insertLabReport(tx, {
        patientId, labTestId: labTestId ?? null, fileName: file.fileName, mimeType: file.mime, sizeBytes: file.bytes.byteLength, storageKey: key,
      });
      await recordNotice(tx, { patientId, kind: 'lab_report_uploaded', params: { fileName: file.fileName }, activity: { kind: 'lab_report_uploaded' } });
      return toReport(row);
    });
  } catch (err) {
    await storage.remove(key).catch(() => undefined);
    throw err;
  }
}

/** The file of one of the caller's reports (another patient's answers 404). */
export async function labReportFile(deps: AppDeps, patientId: string, id: string) {
  const row = await findLabReport(deps.db, patientId, id);
  if (!row) throw new HttpError(404, R.labReportNotFound);
  const stored = await fileStorage(deps).get(row.storageKey);
  if (!stored) throw new HttpError(404, R.labReportNotFound);
  return { bytes: stored.bytes, mimeType: row.mimeType, fileName: row.fileName };
}

/** The results are recorded and the test completed; each recording is one notice (a correction too). */
export async function recordLabResults(deps: AppDeps, doctorId: string, labTestId: string, input: LabResultsInput) {
  return deps.db.transaction(async (tx) => {
    const test = await lockDoctorLabTest(tx, doctorId, labTestId);
    if (!test) throw new HttpError(404, R.labTestNotFound);
    const resultIds = await insertLabResults(tx, input.results.map((r) => ({
      labTestId, parameter: r.parameter, value: r.value, unit: r.unit ?? null, referenceRange: r.referenceRange ?? null, flag: r.flag ?? null,
    })));
    await completeLabTest(tx, labTestId);
    await recordNotice(tx, { patientId: test.patientId, kind: 'lab_result_ready', doctorId, notification: { link: '/lab-tests' } });
    return { labTestId, status: 'completed', resultIds };
  });
}
