import * as v from 'valibot';

/** Every success response wraps its content in `data`. */
export const envelope = <T extends v.GenericSchema>(schema: T) => v.object({ data: schema });

export const FieldErrorSchema = v.object({ field: v.string(), message: v.string() });
export const ApiErrorSchema = v.object({
  message: v.string(),
  errorList: v.optional(v.array(FieldErrorSchema)),
});
export type ApiErrorBody = v.InferOutput<typeof ApiErrorSchema>;
export type FieldError = v.InferOutput<typeof FieldErrorSchema>;

export const MessageSchema = v.object({ message: v.string() });

export const PaginationSchema = v.object({
  page: v.number(),
  pageSize: v.number(),
  total: v.number(),
  hasNext: v.boolean(),
});
export type Pagination = v.InferOutput<typeof PaginationSchema>;

/** Query strings arrive as text: accept "3" or 3 and give an integer within bounds. */
export const intFromQuery = (min: number, max: number, fallback: number) =>
  v.optional(
    v.pipe(
      v.union([v.string(), v.number()]),
      v.transform((x) => Number(x)),
      v.number(),
      v.integer(),
      v.minValue(min),
      v.maxValue(max),
    ),
    fallback,
  );

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
/** A calendar date as YYYY-MM-DD. */
export const IsoDateSchema = v.pipe(v.string(), v.isoDate());

/** Turn valibot issues into the spec's errorList: one entry per bad field (first issue wins). */
export function issuesToErrorList(issues: readonly v.BaseIssue<unknown>[]): { field: string; message: string }[] {
  const seen = new Map<string, string>();
  for (const issue of issues) {
    const field = v.getDotPath(issue) ?? 'body';
    if (!seen.has(field)) seen.set(field, issue.message);
  }
  return [...seen].map(([field, message]) => ({ field, message }));
}
