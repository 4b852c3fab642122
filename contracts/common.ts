import * as v from 'valibot';

// The answer's envelope has its own module (envelope.ts); the contracts take it from here too.
export { envelope, ApiErrorSchema, type FieldError } from './envelope';

export const MessageSchema = v.object({ message: v.string() });

export const PaginationSchema = v.object({
  page: v.number(),
  pageSize: v.number(),
  total: v.number(),
  hasNext: v.boolean(),
});
export type Pagination = v.InferOutput<typeof PaginationSchema>;

/** A name in Devanagari, when the directory has it (optional: answers from before it had them stay valid). */
export const DevanagariNameSchema = v.optional(v.nullable(v.string()));
/**
 * A doctor's first and last name in Devanagari, beside the Latin `firstName`/`lastName` of an answer that
 * names a doctor; contracts/doctor-name.ts picks the reader's script.
 */
export const doctorNameNeEntries = { firstNameNe: DevanagariNameSchema, lastNameNe: DevanagariNameSchema };

/** The doctor on a patient's record (a prescription, a lab test). */
export const RecordDoctorSchema = v.object({
  id: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  ...doctorNameNeEntries,
  /** Nepal Medical Council registration number. */
  nmcNumber: v.string(),
});

export const UuidSchema = v.pipe(v.string(), v.uuid());

/** Turn valibot issues into the spec's errorList: one entry per bad field (first issue wins). */
export function issuesToErrorList(issues: readonly v.BaseIssue<unknown>[]): { field: string; message: string }[] {
  const seen = new Map<string, string>();
  for (const issue of issues) {
    const field = v.getDotPath(issue) ?? 'body';
    if (!seen.has(field)) seen.set(field, issue.message);
  }
  return [...seen].map(([field, message]) => ({ field, message }));
}
