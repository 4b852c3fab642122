// The clinic's lab in the console (issue 30): the tests waiting, their results (the doctor-role API's
// own recordLabResults: the same rows, the test completed, the patient told) and the report file (the
// patient's own upload rules and storage: uploadLabReport). A flag left out is worked out from the
// value and the reference range. Every write is audited.
import type { AppDeps, StaffCaller } from '../../context';
import { HttpError } from '../../lib/http-error';
import type { UploadedDocument } from '../../lib/documents';
import { CLINIC_RECORDS_MESSAGES as CR } from '../../../contracts/clinic-records-messages';
import type { ClinicLabTest } from '../../../contracts/clinic-records';
import type { LabResultsInput } from '../../../contracts/clinic';
import { flagFor } from '../../../contracts/lab-flags';
import { recordLabResults } from '../lab-tests/service';
import { uploadLabReport } from '../lab-tests/service';
import { insertAudit } from './repository';
import { clinicLabTest, clinicLabTests } from './records.repository';
import { toClinicLabTest } from './prescribing';

export async function labQueue(deps: AppDeps, s: StaffCaller): Promise<ClinicLabTest[]> {
  return (await clinicLabTests(deps.db, s.clinicId, {})).map(toClinicLabTest)
    .sort((a, b) => Number(a.status === 'completed') - Number(b.status === 'completed'));
}

async function scopedTest(deps: AppDeps, s: StaffCaller, id: string) {
  const test = await clinicLabTest(deps.db, s.clinicId, id);
  if (!test) throw new HttpError(404, CR.labTestNotFound);
  return test;
}

async function view(deps: AppDeps, s: StaffCaller, id: string): Promise<ClinicLabTest> {
  return toClinicLabTest((await clinicLabTests(deps.db, s.clinicId, { ids: [id] }))[0]!);
}

export async function recordClinicLabResults(deps: AppDeps, s: StaffCaller, id: string, input: LabResultsInput): Promise<ClinicLabTest> {
  const test = await scopedTest(deps, s, id);
  const results = input.results.map((r) => ({ ...r, flag: r.flag ?? flagFor(r.value, r.referenceRange) }));
  await recordLabResults(deps, test.doctorId, id, { results });
  await insertAudit(deps.db, {
    staffId: s.staffId, clinicId: s.clinicId, action: 'lab-results', appointmentId: test.appointmentId, patientId: test.patientId,
    detail: results.map((r) => r.parameter).join(', ').slice(0, 500),
  });
  return view(deps, s, id);
}

export async function attachLabReport(deps: AppDeps, s: StaffCaller, id: string, file: UploadedDocument): Promise<ClinicLabTest> {
  const test = await scopedTest(deps, s, id);
  await uploadLabReport(deps, test.patientId, file, { labTestId: id });
  await insertAudit(deps.db, {
    staffId: s.staffId, clinicId: s.clinicId, action: 'lab-report', appointmentId: test.appointmentId, patientId: test.patientId, detail: file.fileName,
  });
  return view(deps, s, id);
}
