// Lab tests, on the diagnostic service's own versioned base /api/diagnostic/v1 (the spec's URLs): the
// patient's prescribed tests, their results and uploaded lab reports. The doctor's results are in
// contracts/clinic.ts; the diagnostic centres served on the same base have the directory's shapes (places.ts).
import * as v from 'valibot';
import { envelope, RecordDoctorSchema } from './common';
import * as M from './message-texts';
import { LAB_RESULT_FLAGS, LAB_TEST_PRIORITIES, LAB_TEST_STATUSES } from './record-options';

const nullableString = v.nullable(v.string());

/** Spec 3 Lab test: doctor, test name, category, priority, due date, instructions, support info. */
export const LabTestSchema = v.object({
  id: v.string(),
  doctor: RecordDoctorSchema,
  testName: v.string(),
  category: v.string(),
  priority: v.picklist(LAB_TEST_PRIORITIES),
  dueDate: nullableString,
  instructions: nullableString,
  supportInfo: nullableString,
  status: v.picklist(LAB_TEST_STATUSES),
  diagnosticCentre: v.nullable(v.object({ id: v.string(), name: v.string(), city: v.string(), phone: nullableString })),
  appointmentId: nullableString,
  prescribedAt: v.string(),
  resultCount: v.number(),
});
export type LabTest = v.InferOutput<typeof LabTestSchema>;

export const LabResultSchema = v.object({
  id: v.string(),
  labTestId: v.string(),
  testName: v.string(),
  category: v.string(),
  parameter: v.string(),
  value: v.string(),
  unit: nullableString,
  referenceRange: nullableString,
  flag: v.nullable(v.picklist(LAB_RESULT_FLAGS)),
  reportedAt: v.string(),
});
export type LabResult = v.InferOutput<typeof LabResultSchema>;

/** An uploaded lab report (the file is served to its owner only). */
export const LabReportSchema = v.object({
  id: v.string(),
  fileName: v.string(),
  mimeType: v.string(),
  sizeBytes: v.number(),
  uploadedAt: v.string(),
  labTestId: nullableString,
  /** Path of the file (GET with the usual headers): /api/diagnostic/v1/lab-reports/{id}/file */
  fileUrl: v.string(),
});
export type LabReport = v.InferOutput<typeof LabReportSchema>;

/** Lab report uploads: PDF, JPG or PNG, told by the file's content; smaller than 5 MB (5 MB is refused). */
export const LAB_REPORT_MAX_BYTES = 5 * 1024 * 1024;
/** The multipart field names of POST /lab-reports/upload. */
export const LAB_REPORT_UPLOAD_FIELDS = { file: 'file', labTestId: 'labTestId' } as const;

/** Optional `labTestId` form field of the upload. */
export const LabReportUploadFieldsSchema = v.object({
  labTestId: v.optional(v.pipe(v.string(), v.trim(), v.transform((x) => x || undefined), v.optional(v.pipe(v.string(), v.uuid(M.invalidValue))))),
});

/** GET /lab-tests: prescribed tests, newest first. */
export const LabTestListResponseSchema = envelope(v.object({ labTests: v.array(LabTestSchema) }));
/** GET /lab-tests/results */
export const LabResultListResponseSchema = envelope(v.object({ results: v.array(LabResultSchema) }));
/** GET /lab-reports: the patient's uploads, newest first. */
export const LabReportListResponseSchema = envelope(v.object({ reports: v.array(LabReportSchema) }));
/** POST /lab-reports/upload (201) */
export const LabReportUploadResponseSchema = v.object({ message: v.string(), data: LabReportSchema });
