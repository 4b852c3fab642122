import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../context';
import { validate } from '../../lib/validate';
import { describeRoute } from '../../lib/openapi';
import { HttpError } from '../../lib/http-error';
import { bufferedBody, contentDisposition, formBodyLimit, readDocumentForm } from '../../lib/documents';
import { requirePatient } from '../../middleware/auth';
import { publicCache } from '../../middleware/public-cache';
import { UuidSchema } from '../../../contracts/common';
import { translateMessage } from '../../../contracts/messages';
import { RECORDS_MESSAGES as R } from '../../../contracts/records-messages';
import {
  DIAGNOSTIC_BASE as D, LAB_REPORT_MAX_BYTES, LAB_REPORT_UPLOAD_FIELDS, LabReportListResponseSchema, LabReportUploadFieldsSchema,
  LabReportUploadResponseSchema, LabResultListResponseSchema, LabTestListResponseSchema,
} from '../../../contracts/diagnostic';
import {
  DiagnosticCentreDetailsResponseSchema, DiagnosticCentreListQuerySchema, DiagnosticCentreListResponseSchema,
} from '../../../contracts/places';
import { getDiagnosticCentreDetails, getDiagnosticCentres } from '../places/service';
import { labReportFile, labReportList, labResultList, labTestList, uploadLabReport } from './service';

const IdParam = v.object({ id: UuidSchema });

/** Mounted at /api/diagnostic/v1 (the spec's diagnostic service): lab tests, results and reports (patient data scoped to the caller); diagnostic centres (public). */
export function labTestRoutes() {
  const app = new Hono<AppEnv>();

  describeRoute({
    method: 'get', path: `${D}/lab-tests`, tag: 'Diagnostic', auth: 'patient',
    summary: 'Prescribed lab tests, newest first: doctor, test name, category, priority, due date, instructions, support info, status, centre',
    response: LabTestListResponseSchema,
  });
  app.get('/lab-tests', requirePatient(), async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ data: { labTests: await labTestList(c.get('deps').db, c.get('caller').patientId) } });
  });

  describeRoute({ method: 'get', path: `${D}/lab-tests/results`, tag: 'Diagnostic', auth: 'patient', summary: 'Lab test results (parameter, value, unit, reference range, flag)', response: LabResultListResponseSchema });
  app.get('/lab-tests/results', requirePatient(), async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ data: { results: await labResultList(c.get('deps').db, c.get('caller').patientId) } });
  });

  describeRoute({ method: 'get', path: `${D}/lab-reports`, tag: 'Diagnostic', auth: 'patient', summary: "The patient's uploaded lab reports, newest first", response: LabReportListResponseSchema });
  app.get('/lab-reports', requirePatient(), async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ data: { reports: await labReportList(c.get('deps').db, c.get('caller').patientId) } });
  });

  describeRoute({
    method: 'post', path: `${D}/lab-reports/upload`, tag: 'Diagnostic', auth: 'patient', status: 201,
    summary: 'Upload a lab report: multipart/form-data with `file` (PDF, JPG or PNG, checked by content; smaller than 5 MB) and optional `labTestId`. 413 too large, 415 wrong type',
    response: LabReportUploadResponseSchema,
  });
  app.post('/lab-reports/upload', requirePatient(), bufferedBody(formBodyLimit(1, LAB_REPORT_MAX_BYTES), () => new HttpError(413, R.fileTooLarge, [{ field: 'file', message: R.fileTooLarge }])), async (c) => {
    const { fields, files } = await readDocumentForm(c, LabReportUploadFieldsSchema, {
      fileField: LAB_REPORT_UPLOAD_FIELDS.file, maxFiles: 1, maxFileBytes: LAB_REPORT_MAX_BYTES, requireFile: true,
    });
    const data = await uploadLabReport(c.get('deps'), c.get('caller').patientId, files[0]!, { labTestId: fields.labTestId });
    return c.json({ message: translateMessage(R.labReportUploaded, c.get('locale')), data }, 201);
  });

  describeRoute({ method: 'get', path: `${D}/lab-reports/{id}/file`, tag: 'Diagnostic', auth: 'patient', summary: 'The uploaded file, to its owner only (the stored type, as an attachment)' });
  app.get('/lab-reports/:id/file', requirePatient(), validate('param', IdParam), async (c) => {
    const f = await labReportFile(c.get('deps'), c.get('caller').patientId, c.req.valid('param').id);
    return c.body(f.bytes as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': f.mimeType, 'Content-Disposition': contentDisposition('attachment', f.fileName), 'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff', 'Content-Security-Policy': "default-src 'none'; sandbox",
    });
  });

  describeRoute({ method: 'get', path: `${D}/diagnostic-centres`, tag: 'Diagnostic', summary: 'Diagnostic centres (same filters and shape as /api/v1/upn/get-diagnostic-centres)', query: DiagnosticCentreListQuerySchema, response: DiagnosticCentreListResponseSchema });
  app.get('/diagnostic-centres', validate('query', DiagnosticCentreListQuerySchema), publicCache(), async (c) => {
    c.header('Cache-Control', 'public, max-age=60');
    return c.json({ data: await getDiagnosticCentres(c.get('deps'), c.req.valid('query')) });
  });

  describeRoute({ method: 'get', path: `${D}/diagnostic-centres/{id}`, tag: 'Diagnostic', summary: 'A diagnostic centre with its licence, tests and weekly hours', response: DiagnosticCentreDetailsResponseSchema });
  app.get('/diagnostic-centres/:id', validate('param', IdParam), publicCache(), async (c) => {
    c.header('Cache-Control', 'public, max-age=60');
    return c.json({ data: await getDiagnosticCentreDetails(c.get('deps'), c.req.valid('param').id) });
  });

  return app;
}
