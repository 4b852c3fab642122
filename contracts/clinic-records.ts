// The clinic console's clinical and money screens (issue 30): a doctor prescribes and orders lab tests
// from an appointment, the lab records results and attaches the report, accounts decide refunds and
// mark complaints handled. Endpoints: contracts/endpoints/clinic-records.ts.
import * as v from 'valibot';
import { envelope } from './common';
import * as M from './message-texts';
import { CLINIC_RECORDS_MESSAGES as CR } from './clinic-records-messages';
import {
  CASE_REPORT_KINDS, CASE_REPORT_STATUSES, LAB_RESULT_FLAGS, LAB_TEST_PRIORITIES, LAB_TEST_STATUSES, PAYMENT_GATEWAYS,
  PAYMENT_TRANSACTION_STATUSES, REFUND_STATUSES,
} from './record-options';
import { isDosePattern } from './lab-flags';

const nullableString = v.nullable(v.string());
const uuid = v.pipe(v.string(M.required), v.uuid(M.invalidValue));
/* @__NO_SIDE_EFFECTS__ */
const requiredText = (max: number) => v.pipe(v.string(M.required), v.trim(), v.nonEmpty(M.required), v.maxLength(max, M.tooLong));
/* @__NO_SIDE_EFFECTS__ */
const optionalText = (max: number) => v.optional(v.nullable(v.pipe(v.string(M.invalidValue), v.trim(), v.maxLength(max, M.tooLong))));
/* @__NO_SIDE_EFFECTS__ */
const count = (min: number, max: number) =>
  v.pipe(v.number(M.required), v.integer(M.invalidValue), v.minValue(min, M.invalidValue), v.maxValue(max, M.invalidValue));

/** One medicine of a console prescription: doses as morning-noon-night (e.g. 1-0-1), days to take it. */
export const ConsoleMedicineSchema = v.object({
  medication: requiredText(200),
  strength: optionalText(100),
  form: optionalText(100),
  /** Typed by the doctor rather than picked from the list (shown as such). */
  freeText: v.optional(v.boolean(M.invalidValue), false),
  quantity: count(1, 10_000),
  doses: v.pipe(v.string(M.required), v.trim(), v.check(isDosePattern, CR.doseInvalid)),
  durationDays: count(1, 365),
  instructions: optionalText(1000),
}, M.required);
export type ConsoleMedicine = v.InferOutput<typeof ConsoleMedicineSchema>;

/** POST …/appointments/{id}/prescriptions: a prescription; a correction names the one it replaces. */
export const ConsolePrescribeSchema = v.object({
  medicines: v.pipe(v.array(ConsoleMedicineSchema, M.required), v.minLength(1, M.required), v.maxLength(20, M.tooLong)),
  replacesPrescriptionId: v.optional(v.nullable(uuid)),
}, M.required);
export type ConsolePrescribeInput = v.InferOutput<typeof ConsolePrescribeSchema>;

export const ConsolePrescriptionSchema = v.object({
  /** The prescription (all its medicines together). */
  id: v.string(),
  createdAt: v.string(),
  replacedAt: nullableString,
  medicines: v.array(v.object({
    id: v.string(), medication: v.string(), strength: nullableString, form: nullableString, freeText: v.boolean(),
    quantity: v.number(), doses: nullableString, startDate: v.string(), stopDate: nullableString, instructions: nullableString,
  })),
});
export type ConsolePrescription = v.InferOutput<typeof ConsolePrescriptionSchema>;
export const ConsolePrescriptionListResponseSchema = envelope(v.array(ConsolePrescriptionSchema));
export const ConsolePrescribeResponseSchema = v.object({ message: v.string(), data: ConsolePrescriptionSchema });

/** POST …/appointments/{id}/lab-tests: the tests the doctor orders. */
export const LabOrderSchema = v.object({
  tests: v.pipe(
    v.array(v.object({
      testName: requiredText(200),
      category: requiredText(100),
      priority: v.optional(v.picklist(LAB_TEST_PRIORITIES, M.invalidOption), 'routine'),
      instructions: optionalText(1000),
    }, M.required), M.required),
    v.minLength(1, M.required),
    v.maxLength(20, M.tooLong),
  ),
}, M.required);
export type LabOrderInput = v.InferOutput<typeof LabOrderSchema>;

export const ClinicLabTestSchema = v.object({
  id: v.string(),
  testName: v.string(),
  category: v.string(),
  priority: v.picklist(LAB_TEST_PRIORITIES),
  status: v.picklist(LAB_TEST_STATUSES),
  instructions: nullableString,
  orderedAt: v.string(),
  patientName: v.string(),
  doctorName: v.string(),
  appointmentId: nullableString,
  reports: v.number(),
  results: v.array(v.object({
    parameter: v.string(), value: v.string(), unit: nullableString, referenceRange: nullableString, flag: v.nullable(v.picklist(LAB_RESULT_FLAGS)),
  })),
});
export type ClinicLabTest = v.InferOutput<typeof ClinicLabTestSchema>;
export const ClinicLabTestListResponseSchema = envelope(v.array(ClinicLabTestSchema));
export const LabOrderResponseSchema = v.object({ message: v.string(), data: v.array(ClinicLabTestSchema) });
export const ClinicLabTestResponseSchema = v.object({ message: v.string(), data: ClinicLabTestSchema });

export const ClinicPaymentSchema = v.object({
  id: v.string(),
  appointmentId: v.string(),
  patientName: v.string(),
  doctorName: v.string(),
  gateway: v.picklist(PAYMENT_GATEWAYS),
  status: v.picklist(PAYMENT_TRANSACTION_STATUSES),
  total: v.number(),
  refunded: v.number(),
  paidAt: nullableString,
  transactionId: nullableString,
  refund: v.nullable(v.object({
    id: v.string(), status: v.picklist(REFUND_STATUSES), amount: v.number(), reason: v.string(), requestedAt: v.string(),
    method: nullableString, reference: nullableString, decisionNote: nullableString, attachments: v.number(),
  })),
});
export type ClinicPayment = v.InferOutput<typeof ClinicPaymentSchema>;
export const ClinicPaymentListResponseSchema = envelope(v.array(ClinicPaymentSchema));

export const REFUND_METHODS = ['wallet', 'cash'] as const;
/** Approve: the money went back at the wallet's merchant portal, or in cash, with its reference. */
export const RefundApproveSchema = v.object({
  method: v.picklist(REFUND_METHODS, M.invalidOption),
  reference: requiredText(100),
}, M.required);
export const RefundDeclineSchema = v.object({ reason: requiredText(500) }, M.required);
export const ClinicRefundResponseSchema = v.object({ message: v.string(), data: ClinicPaymentSchema });

export const ClinicCaseSchema = v.object({
  id: v.string(),
  kind: v.picklist(CASE_REPORT_KINDS),
  status: v.picklist(CASE_REPORT_STATUSES),
  reason: v.string(),
  patientName: v.string(),
  paymentId: nullableString,
  appointmentId: nullableString,
  createdAt: v.string(),
  handledNote: nullableString,
  handledAt: nullableString,
  attachments: v.array(v.object({ id: v.string(), fileName: v.string() })),
});
export type ClinicCase = v.InferOutput<typeof ClinicCaseSchema>;
export const ClinicCaseListResponseSchema = envelope(v.array(ClinicCaseSchema));
export const CaseHandleSchema = v.object({ note: requiredText(1000) }, M.required);
export const ClinicCaseResponseSchema = v.object({ message: v.string(), data: ClinicCaseSchema });

/** The patient's own complaints and fraud reports with the clinic's note once handled. */
export const PatientCaseSchema = v.object({
  id: v.string(), kind: v.picklist(CASE_REPORT_KINDS), status: v.picklist(CASE_REPORT_STATUSES), reason: v.string(),
  createdAt: v.string(), handledNote: nullableString, handledAt: nullableString, paymentId: nullableString,
});
export type PatientCase = v.InferOutput<typeof PatientCaseSchema>;
export const PatientCaseListResponseSchema = envelope(v.array(PatientCaseSchema));
