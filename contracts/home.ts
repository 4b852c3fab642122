import * as v from 'valibot';
import { doctorNameNeEntries, envelope } from './common';
import { AppointmentSchema } from './appointments';

/** GET /api/v1/patient/consultation/upcoming: the next live appointment (not yet ended), or null. */
export const UpcomingConsultationResponseSchema = envelope(v.nullable(AppointmentSchema));

/** An active prescription (started, not yet stopped, in the patient's zone). */
export const ActiveMedicationSchema = v.object({
  id: v.string(),
  medication: v.string(),
  strength: v.nullable(v.string()),
  form: v.nullable(v.string()),
  doses: v.nullable(v.string()),
  quantity: v.number(),
  /** YYYY-MM-DD. */
  start: v.string(),
  stop: v.nullable(v.string()),
  instructions: v.nullable(v.string()),
  /** `name` is the Latin first and last name; the Devanagari ones beside it when the directory has them. */
  doctor: v.object({ id: v.string(), name: v.string(), ...doctorNameNeEntries }),
  /** Null when prescribed to the patient; else the family member it is for. */
  familyMember: v.nullable(v.object({ id: v.string(), name: v.string() })),
  appointmentId: v.nullable(v.string()),
});
export type ActiveMedication = v.InferOutput<typeof ActiveMedicationSchema>;
/** GET /api/v1/patient/medications/active */
export const ActiveMedicationsResponseSchema = envelope(v.object({ medications: v.array(ActiveMedicationSchema) }));
