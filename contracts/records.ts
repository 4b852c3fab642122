// Medical records: prescriptions (patient API /api/v1/patient/prescriptions) and the shapes of lab
// tests, results and uploaded reports served by the diagnostic service (contracts/diagnostic.ts).
import * as v from 'valibot';
import { doctorNameNeEntries, envelope } from './common';
import { LAB_RESULT_FLAGS, LAB_TEST_PRIORITIES, LAB_TEST_STATUSES } from './record-options';
import { PRESCRIPTION_CODE_PREFIX, PRESCRIPTION_SIGNATURE_ALGORITHM } from './prescription-signature';

const nullableString = v.nullable(v.string());

export const RecordDoctorSchema = v.object({
  id: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  ...doctorNameNeEntries,
  /** Nepal Medical Council registration number. */
  nmcNumber: v.string(),
});

/** Spec 3 Prescription: doctor, medication, strength, form, doses, quantity, start, stop. */
export const PrescriptionSchema = v.object({
  id: v.string(),
  doctor: RecordDoctorSchema,
  medication: v.string(),
  strength: nullableString,
  form: nullableString,
  doses: nullableString,
  quantity: v.number(),
  /** YYYY-MM-DD */
  startDate: v.string(),
  stopDate: nullableString,
  instructions: nullableString,
  appointmentId: nullableString,
  /** Who it is for: the patient, or one of their family members. */
  patientName: v.string(),
  familyMemberId: nullableString,
});
export type Prescription = v.InferOutput<typeof PrescriptionSchema>;

/** GET /api/v1/patient/prescriptions/active: not stopped before today (the caller's time zone). */
export const ActivePrescriptionsResponseSchema = envelope(v.object({ prescriptions: v.array(PrescriptionSchema) }));

/** GET /api/v1/patient/prescriptions/public-key (also /.well-known/prescription-signing-key.json). */
export const PrescriptionPublicKeySchema = v.object({
  algorithm: v.literal(PRESCRIPTION_SIGNATURE_ALGORITHM),
  /** Raw 32-byte Ed25519 public key, base64url. */
  publicKey: v.string(),
  keyId: v.string(),
  codePrefix: v.literal(PRESCRIPTION_CODE_PREFIX),
});
export type PrescriptionPublicKey = v.InferOutput<typeof PrescriptionPublicKeySchema>;
export const PrescriptionPublicKeyResponseSchema = envelope(PrescriptionPublicKeySchema);

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
