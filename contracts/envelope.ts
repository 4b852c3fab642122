// The shape of every answer: content in `data`, an error as a message with its field errors. Its own
// module because the app's entry reads errors with it: a module the entry imports is bundled whole
// with every first screen, and common.ts holds checks that only later pages use.
import * as v from 'valibot';

/** Every success response wraps its content in `data`. */
/* @__NO_SIDE_EFFECTS__ */
export const envelope = <T extends v.GenericSchema>(schema: T) => v.object({ data: schema });

export const FieldErrorSchema = v.object({ field: v.string(), message: v.string() });
export const ApiErrorSchema = v.object({
  message: v.string(),
  errorList: v.optional(v.array(FieldErrorSchema)),
});
export type ApiErrorBody = v.InferOutput<typeof ApiErrorSchema>;
export type FieldError = v.InferOutput<typeof FieldErrorSchema>;
