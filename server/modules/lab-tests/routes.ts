import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../context';
import { routesAt } from '../../lib/endpoint';
import { HttpError } from '../../lib/http-error';
import { bufferedBody, contentDisposition, formBodyLimit, readDocumentForm } from '../../lib/documents';
import { publicCache } from '../../middleware/public-cache';
import { UuidSchema } from '../../../contracts/common';
import { translateMessage } from '../../lib/i18n';
import { RECORDS_MESSAGES as R } from '../../../contracts/records-messages';
import {
  LAB_REPORT_MAX_BYTES, LAB_REPORT_UPLOAD_FIELDS, LabReportListResponseSchema, LabReportUploadFieldsSchema,
  LabReportUploadResponseSchema, LabResultListResponseSchema, LabTestListResponseSchema,
} from '../../../contracts/lab-tests';
import {
  DiagnosticCentreDetailsResponseSchema, DiagnosticCentreListQuerySchema, DiagnosticCentreListResponseSchema,
} from '../../../contracts/places';
import { LAB_TESTS_API } from '../../../contracts/endpoints/bases';
import { pathOf } from '../../../contracts/endpoints/endpoint';
import { diagnosticCentreList } from '../../../contracts/endpoints/places';
// A namespace: the service's functions have the endpoints' names.
import * as endpoints from '../../../contracts/endpoints/lab-tests';
import { getDiagnosticCentreDetails, getDiagnosticCentres } from '../places/service';
import { labReportFile, labReportList, labResultList, labTestList, uploadLabReport } from './service';

const IdParam = v.object({ id: UuidSchema });

/** Mounted at /api/diagnostic/v1 (the spec's diagnostic service): lab tests, results and reports (patient data scoped to the caller); diagnostic centres (public). */
export function labTestRoutes() {
  const app = new Hono<AppEnv>();
  const route = routesAt(app, LAB_TESTS_API);

  route(endpoints.labTestList, {
    tag: 'Diagnostic',
    auth: 'patient',
    summary: 'Prescribed lab tests, newest first: doctor, test name, category, priority, due date, instructions, support info, status, centre',
    response: LabTestListResponseSchema,
  }, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ data: { labTests: await labTestList(c.get('deps').db, c.get('caller').patientId) } });
  });

  route(endpoints.labResultList, { tag: 'Diagnostic', auth: 'patient', summary: 'Lab test results (parameter, value, unit, reference range, flag)', response: LabResultListResponseSchema }, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ data: { results: await labResultList(c.get('deps').db, c.get('caller').patientId) } });
  });

  route(endpoints.labReportList, { tag: 'Diagnostic', auth: 'patient', summary: "The patient's uploaded lab reports, newest first", response: LabReportListResponseSchema }, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ data: { reports: await labReportList(c.get('deps').db, c.get('caller').patientId) } });
  });

  route(endpoints.labReportUpload, {
    tag: 'Diagnostic',
    auth: 'patient',
    status: 201,
    summary: 'Upload a lab report: multipart/form-data with `file` (PDF, JPG or PNG, checked by content; smaller than 5 MB) and optional `labTestId`. 413 too large, 415 wrong type',
    response: LabReportUploadResponseSchema,
  }, bufferedBody(formBodyLimit(1, LAB_REPORT_MAX_BYTES), () => new HttpError(413, R.fileTooLarge, [{ field: 'file', message: R.fileTooLarge }])), async (c) => {
    const { fields, files } = await readDocumentForm(c, LabReportUploadFieldsSchema, {
      fileField: LAB_REPORT_UPLOAD_FIELDS.file, maxFiles: 1, maxFileBytes: LAB_REPORT_MAX_BYTES, requireFile: true,
    });
    const data = await uploadLabReport(c.get('deps'), c.get('caller').patientId, files[0]!, { labTestId: fields.labTestId });
    return c.json({ message: translateMessage(R.labReportUploaded, c.get('locale')), data }, 201);
  });

  route(endpoints.labReportDownload, { tag: 'Diagnostic', auth: 'patient', summary: 'The uploaded file, to its owner only (the stored type, as an attachment)', param: IdParam }, async (c) => {
    const f = await labReportFile(c.get('deps'), c.get('caller').patientId, c.req.valid('param').id);
    return c.body(f.bytes as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': f.mimeType, 'Content-Disposition': contentDisposition('attachment', f.fileName), 'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff', 'Content-Security-Policy': "default-src 'none'; sandbox",
    });
  });

  route(endpoints.labCentreList, { tag: 'Diagnostic', summary: `Diagnostic centres (same filters and shape as ${pathOf(diagnosticCentreList)})`, query: DiagnosticCentreListQuerySchema, response: DiagnosticCentreListResponseSchema }, publicCache(), async (c) => {
    c.header('Cache-Control', 'public, max-age=60');
    return c.json({ data: await getDiagnosticCentres(c.get('deps'), c.req.valid('query')) });
  });

  route(endpoints.labCentreDetails, { tag: 'Diagnostic', summary: 'A diagnostic centre with its licence, tests and weekly hours', response: DiagnosticCentreDetailsResponseSchema, param: IdParam }, publicCache(), async (c) => {
    c.header('Cache-Control', 'public, max-age=60');
    return c.json({ data: await getDiagnosticCentreDetails(c.get('deps'), c.req.valid('param').id) });
  });

  return app;
}
