// The clinic's side of a patient's records (issue 16): a prescription a doctor writes for the patient
// of one of their appointments, and the results of a lab test the doctor ordered. There is no doctor
// app: the doctor-role API (/api/v1/doctor/records/…) and `npm run doctor`.
import * as v from 'valibot';
import * as M from './message-texts';
import { LAB_RESULT_FLAGS } from './record-options';

/* @__NO_SIDE_EFFECTS__ */
const requiredText = (max: number) => v.pipe(v.string(M.required), v.trim(), v.nonEmpty(M.required), v.maxLength(max, M.tooLong));
/* @__NO_SIDE_EFFECTS__ */
const optionalText = (max: number) => v.optional(v.nullable(v.pipe(v.string(M.invalidValue), v.trim(), v.maxLength(max, M.tooLong))));
const uuid = v.pipe(v.string(M.required), v.uuid(M.invalidValue));
const isoDate = v.pipe(v.string(M.invalidDate), v.isoDate(M.invalidDate));

export const PrescribedMedicineSchema = v.pipe(
  v.object({
    medication: requiredText(200),
    strength: optionalText(100),
    form: optionalText(100),
    /** e.g. "1-0-1 after meals" */
    doses: optionalText(200),
    quantity: v.pipe(v.number(M.required), v.integer(M.invalidValue), v.minValue(1, M.invalidValue), v.maxValue(10_000, M.invalidValue)),
    startDate: isoDate,
    stopDate: v.optional(v.nullable(isoDate)),
    instructions: optionalText(1000),
  }, M.required),
  v.forward(v.check((m) => !m.stopDate || m.stopDate >= m.startDate, M.invalidDate), ['stopDate']),
);

/** POST /api/v1/doctor/records/prescriptions: one prescription (its medicines) for an appointment's patient. */
export const PrescribeSchema = v.object({
  appointmentId: uuid,
  medicines: v.pipe(v.array(PrescribedMedicineSchema, M.required), v.minLength(1, M.required), v.maxLength(20, M.tooLong)),
}, M.required);
export type PrescribeInput = v.InferOutput<typeof PrescribeSchema>;

export const PrescribeResponseSchema = v.object({
  message: v.string(),
  data: v.object({ prescriptionIds: v.array(v.string()) }),
});

/** POST /api/v1/doctor/records/lab-tests/{id}/results: the test's results; the test is then completed. */
export const LabResultsSchema = v.object({
  results: v.pipe(
    v.array(v.object({
      parameter: requiredText(200),
      value: requiredText(200),
      unit: optionalText(50),
      referenceRange: optionalText(100),
      flag: v.optional(v.nullable(v.picklist(LAB_RESULT_FLAGS, M.invalidOption))),
    }, M.required), M.required),
    v.minLength(1, M.required),
    v.maxLength(100, M.tooLong),
  ),
}, M.required);
export type LabResultsInput = v.InferOutput<typeof LabResultsSchema>;

export const LabResultsResponseSchema = v.object({
  message: v.string(),
  data: v.object({ labTestId: v.string(), status: v.string(), resultIds: v.array(v.string()) }),
});
