import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../context';
import { routesAt } from '../../lib/endpoint';
import { HttpError } from '../../lib/http-error';
import { translateMessage } from '../../lib/i18n';
import { bufferedBody, formBodyLimit, readDocumentForm } from '../../lib/documents';
import { requireStaff } from '../../middleware/staff';
import { UuidSchema } from '../../../contracts/common';
import { RECORDS_MESSAGES as R } from '../../../contracts/records-messages';
import { CLINIC_RECORDS_MESSAGES as CR } from '../../../contracts/clinic-records-messages';
import { LabResultsSchema } from '../../../contracts/clinic';
import { LAB_REPORT_MAX_BYTES, LAB_REPORT_UPLOAD_FIELDS } from '../../../contracts/lab-tests';
import {
  CaseHandleSchema, ClinicCaseListResponseSchema, ClinicCaseResponseSchema, ClinicLabTestListResponseSchema, ClinicLabTestResponseSchema,
  ClinicPaymentListResponseSchema, ClinicRefundResponseSchema, ConsolePrescribeResponseSchema, ConsolePrescribeSchema,
  ConsolePrescriptionListResponseSchema, LabOrderResponseSchema, LabOrderSchema, RefundApproveSchema, RefundDeclineSchema,
} from '../../../contracts/clinic-records';
import { CLINIC_API } from '../../../contracts/endpoints/bases';
import * as e from '../../../contracts/endpoints/clinic-records';
import { appointmentLabTests, appointmentPrescriptionList, consolePrescribe, orderLabTests } from './prescribing';
import { attachLabReport, labQueue, recordClinicLabResults } from './lab-work';
import { clinicCaseList, clinicPaymentList, decideRefund, handleCase } from './accounts';

const IdParam = v.object({ id: UuidSchema });
const TAG = 'Clinic console';
/** A staff member's retried write is applied once (the same Idempotency-Key handling as a patient's). */
const once = { keyOf: (c: Context<AppEnv>) => `staff:${c.get('staffCaller').uid}` };
const says = (c: Context<AppEnv>, text: string) => translateMessage(text, c.get('locale'));

/** Mounted at /api/v1/clinic beside the console's routes: prescribing and lab orders (doctor), the lab, accounts. */
export function clinicRecordRoutes() {
  const app = new Hono<AppEnv>();
  const route = routesAt(app, CLINIC_API);
  const doctor = requireStaff('prescribe');
  const lab = requireStaff('labWork');
  const money = requireStaff('money');
  const staff = { tag: TAG, auth: 'staff' as const, param: IdParam };
  const write = { ...staff, idempotent: once };

  route(e.clinicPrescriptionList, { ...staff, authBy: doctor, response: ConsolePrescriptionListResponseSchema, summary: "The prescriptions written at one of the doctor's appointments (replaced ones marked)" },
    async (c) => c.json({ data: await appointmentPrescriptionList(c.get('deps'), c.get('staffCaller'), c.req.valid('param').id) }));
  route(e.clinicPrescribe, {
    ...write, authBy: doctor, body: ConsolePrescribeSchema, response: ConsolePrescribeResponseSchema, status: 201,
    summary: 'Write a prescription for the patient of one of the doctor\'s appointments (doses like 1-0-1, days); `replacesPrescriptionId` corrects one. The patient is told',
  }, async (c) => {
    const body = c.req.valid('json');
    const data = await consolePrescribe(c.get('deps'), c.get('staffCaller'), c.req.valid('param').id, body);
    return c.json({ message: says(c, body.replacesPrescriptionId ? CR.prescriptionCorrected : CR.prescriptionWritten), data }, 201);
  });
  route(e.clinicAppointmentLabTests, { ...staff, authBy: doctor, response: ClinicLabTestListResponseSchema, summary: "The lab tests ordered at one of the doctor's appointments, with results" },
    async (c) => c.json({ data: await appointmentLabTests(c.get('deps'), c.get('staffCaller'), c.req.valid('param').id) }));
  route(e.clinicLabOrder, { ...write, authBy: doctor, body: LabOrderSchema, response: LabOrderResponseSchema, status: 201, summary: "Order lab tests from one of the doctor's appointments; the clinic's lab sees them waiting" },
    async (c) => c.json({ message: says(c, CR.labTestsOrdered), data: await orderLabTests(c.get('deps'), c.get('staffCaller'), c.req.valid('param').id, c.req.valid('json')) }, 201));

  route(e.clinicLabQueue, { tag: TAG, auth: 'staff', authBy: lab, response: ClinicLabTestListResponseSchema, summary: "The clinic's lab tests: waiting first, then done (lab)" },
    async (c) => c.json({ data: await labQueue(c.get('deps'), c.get('staffCaller')) }));
  route(e.clinicLabResults, {
    ...write, authBy: lab, body: LabResultsSchema, response: ClinicLabTestResponseSchema, status: 201,
    summary: 'Record a test\'s results (value, unit, reference range; the flag is worked out when left out); the test is completed and the patient told',
  }, async (c) => c.json({ message: says(c, CR.labResultsSaved), data: await recordClinicLabResults(c.get('deps'), c.get('staffCaller'), c.req.valid('param').id, c.req.valid('json')) }, 201));
  route(e.clinicLabReport, {
    ...write, authBy: lab, response: ClinicLabTestResponseSchema, status: 201,
    summary: "Attach the report: multipart/form-data `file` (PDF, JPG or PNG by content, under 5 MB: the patient's upload rules). 413 too large, 415 wrong type",
    // The size limit before the idempotency check reads the body.
    use: [bufferedBody(formBodyLimit(1, LAB_REPORT_MAX_BYTES), () => new HttpError(413, R.fileTooLarge, [{ field: 'file', message: R.fileTooLarge }]))],
  }, async (c) => {
    const { files } = await readDocumentForm(c, v.object({}), {
      fileField: LAB_REPORT_UPLOAD_FIELDS.file, maxFiles: 1, maxFileBytes: LAB_REPORT_MAX_BYTES, requireFile: true,
    });
    const data = await attachLabReport(c.get('deps'), c.get('staffCaller'), c.req.valid('param').id, files[0]!);
    return c.json({ message: says(c, CR.labReportAttached), data }, 201);
  });

  route(e.clinicPayments, { tag: TAG, auth: 'staff', authBy: money, response: ClinicPaymentListResponseSchema, summary: "The clinic's payments with their refund requests, open requests first (accounts)" },
    async (c) => c.json({ data: await clinicPaymentList(c.get('deps'), c.get('staffCaller')) }));
  route(e.clinicRefundApprove, { ...write, authBy: money, body: RefundApproveSchema, response: ClinicRefundResponseSchema, summary: 'Record a refund as paid back (wallet merchant portal or cash) with its reference; the patient sees Refunded' },
    async (c) => c.json({ message: says(c, CR.refundApproved), data: await decideRefund(c.get('deps'), c.get('staffCaller'), c.req.valid('param').id, { kind: 'approve', ...c.req.valid('json') }) }));
  route(e.clinicRefundDecline, { ...write, authBy: money, body: RefundDeclineSchema, response: ClinicRefundResponseSchema, summary: 'Decline a refund request with a reason the patient reads' },
    async (c) => c.json({ message: says(c, CR.refundDeclined), data: await decideRefund(c.get('deps'), c.get('staffCaller'), c.req.valid('param').id, { kind: 'decline', ...c.req.valid('json') }) }));
  route(e.clinicCases, { tag: TAG, auth: 'staff', authBy: money, response: ClinicCaseListResponseSchema, summary: "Complaints and fraud reports about the clinic's appointments, open first (accounts)" },
    async (c) => c.json({ data: await clinicCaseList(c.get('deps'), c.get('staffCaller')) }));
  route(e.clinicCaseHandle, { ...write, authBy: money, body: CaseHandleSchema, response: ClinicCaseResponseSchema, summary: 'Mark a complaint or fraud report handled with a note the patient reads' },
    async (c) => c.json({ message: says(c, CR.caseHandled), data: await handleCase(c.get('deps'), c.get('staffCaller'), c.req.valid('param').id, c.req.valid('json').note) }));

  return app;
}
