// Prescriptions (patient API /api/v1/patient/prescriptions): the patient's active prescriptions and the
// public key that checks a prescription's signature. The doctor's write is in contracts/clinic.ts.
import * as v from 'valibot';
import { envelope, RecordDoctorSchema } from './common';
import { PRESCRIPTION_CODE_PREFIX, PRESCRIPTION_SIGNATURE_ALGORITHM } from './prescription-signature';

const nullableString = v.nullable(v.string());

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
  /** Collected through a medicine reservation (issue 31): where and when (ISO); optional for older copies. */
  dispensed: v.optional(v.nullable(v.object({ pharmacyName: v.string(), pharmacyNameNe: nullableString, at: v.string() }))),
  /** Typed by the doctor rather than picked from the medicine list (issue 30). */
  freeText: v.optional(v.boolean()),
  /** A newer prescription replaced this one: shown as replaced, not signed into the QR. */
  replacedAt: v.optional(nullableString),
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
