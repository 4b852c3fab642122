// The Health part of the profile (allergies, problems, the explicit "none known" answers) and the
// International Patient Summary built from the patient's record (issue 32). server/modules/health-summary;
// src/features/health-summary.
import * as v from 'valibot';
import { envelope } from './common';
import * as M from './message-texts';
import { ALLERGY_CODES, PROBLEM_CODES } from './health-options';

/** A calendar date as YYYY-MM-DD. */
const IsoDateSchema = v.pipe(v.string(), v.isoDate());

/* @__NO_SIDE_EFFECTS__ */
const text = (max: number) => v.pipe(v.string(M.required), v.trim(), v.nonEmpty(M.required), v.maxLength(max, M.tooLong));
/* @__NO_SIDE_EFFECTS__ */
const optionalText = (max: number) => v.optional(v.nullable(v.pipe(v.string(M.invalidValue), v.trim(), v.maxLength(max, M.tooLong))));

export const AllergyInputSchema = v.object({
  /** A code of the list (contracts/health-options.ts), or null for free text. */
  code: v.optional(v.nullable(v.picklist(ALLERGY_CODES, M.invalidOption))),
  text: text(200),
  reaction: optionalText(200),
});
export type AllergyInput = v.InferOutput<typeof AllergyInputSchema>;

export const ProblemInputSchema = v.object({
  code: v.optional(v.nullable(v.picklist(PROBLEM_CODES, M.invalidOption))),
  text: text(200),
  onsetDate: v.optional(v.nullable(v.pipe(IsoDateSchema, v.check((d) => { const t = Date.parse(`${d}T00:00:00Z`); return d >= '1900-01-01' && !Number.isNaN(t) && new Date(t).toISOString().startsWith(d); }, M.invalidDate)))),
});
export type ProblemInput = v.InferOutput<typeof ProblemInputSchema>;

export const HealthAnswersInputSchema = v.object({
  noKnownAllergies: v.optional(v.boolean(M.invalidValue)),
  noKnownProblems: v.optional(v.boolean(M.invalidValue)),
  /** The patient's name in Devanagari (empty: none). */
  nameNe: optionalText(120),
});
export type HealthAnswersInput = v.InferOutput<typeof HealthAnswersInputSchema>;

export const AllergySchema = v.object({ id: v.string(), code: v.nullable(v.string()), text: v.string(), reaction: v.nullable(v.string()), createdAt: v.string() });
export const ProblemSchema = v.object({ id: v.string(), code: v.nullable(v.string()), text: v.string(), onsetDate: v.nullable(v.string()), createdAt: v.string() });
export type Allergy = v.InferOutput<typeof AllergySchema>;
export type Problem = v.InferOutput<typeof ProblemSchema>;

export const HealthProfileSchema = v.object({
  allergies: v.array(AllergySchema),
  problems: v.array(ProblemSchema),
  noKnownAllergies: v.boolean(),
  noKnownProblems: v.boolean(),
  nameNe: v.nullable(v.string()),
});
export type HealthProfile = v.InferOutput<typeof HealthProfileSchema>;

export const HealthProfileResponseSchema = envelope(HealthProfileSchema);
export const HealthProfileActionResponseSchema = v.object({ message: v.string(), data: HealthProfileSchema });

/** GET …/health-summary?lang=: the narrative's language (default: the caller's Accept-Language). */
export const HealthSummaryQuerySchema = v.object({ lang: v.optional(v.picklist(['en', 'ne'], M.invalidOption)) });

/** The IPS document Bundle (FHIR R4 JSON; its shape is checked by the server's tests, not here). */
export const HealthSummaryResponseSchema = envelope(v.object({ bundle: v.record(v.string(), v.unknown()) }));
