// The diagnostic service on its own versioned base, /api/diagnostic/v1: the patient's prescribed lab
// tests and results, lab report uploads, and the diagnostic centres (same shapes as the directory's).
import * as v from 'valibot';
import { envelope } from './common';
import { M } from './message-texts';
import { LabReportSchema, LabResultSchema, LabTestSchema } from './records';

/** Lab report uploads: PDF, JPG or PNG, told by the file's content; smaller than 5 MB (5 MB is refused). */
export const LAB_REPORT_MAX_BYTES = 5 * 1024 * 1024;
export const LAB_REPORT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
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
