// SMART Health Links (issue 32; spec: https://docs.smarthealthit.org/smart-health-links/spec). The
// patient's browser encrypts the summary (compact JWE, `alg: dir`, `enc: A256GCM`) with a key it keeps
// in the link; the server stores the ciphertext, the passcode's hash, the expiry and the accesses.
import * as v from 'valibot';
import { envelope } from './common';
import * as M from './message-texts';
import { HEALTH_MESSAGES as H } from './health-messages';

export const HEALTH_LINK_MAX_ATTEMPTS = 5;
export const HEALTH_LINK_EXPIRIES = { day: 86_400, week: 7 * 86_400, month: 30 * 86_400 } as const;
export type HealthLinkExpiry = keyof typeof HEALTH_LINK_EXPIRIES;
/** The largest JWE a link may hold (characters). */
export const HEALTH_LINK_MAX_JWE = 700_000;
/** A file location from the manifest is valid this long (the spec: short-lived, at most an hour). */
export const HEALTH_LINK_FILE_SECONDS = 300;
export const SHL_CONTENT_TYPES = ['application/fhir+json', 'application/smart-health-card', 'application/smart-api-access'] as const;

/** Five base64url parts, the second empty (`dir`: no encrypted key). */
const COMPACT_JWE = /^[\w-]+\.\.[\w-]+\.[\w-]+\.[\w-]+$/;

export const HealthLinkCreateSchema = v.object({
  label: v.pipe(v.string(M.required), v.trim(), v.nonEmpty(M.required), v.maxLength(80, M.tooLong)),
  expiresIn: v.picklist(Object.keys(HEALTH_LINK_EXPIRIES) as HealthLinkExpiry[], M.invalidOption),
  /** Null: no passcode (the patient turned it off). */
  passcode: v.nullable(v.pipe(v.string(H.passcodeRule), v.minLength(4, H.passcodeRule), v.maxLength(40, H.passcodeRule))),
  files: v.pipe(
    v.array(v.object({
      contentType: v.picklist(SHL_CONTENT_TYPES, M.invalidOption),
      jwe: v.pipe(v.string(H.notEncrypted), v.maxLength(HEALTH_LINK_MAX_JWE, H.fileTooLarge), v.regex(COMPACT_JWE, H.notEncrypted)),
    }), M.invalidValue),
    v.minLength(1, M.required), v.maxLength(5, M.tooLong),
  ),
});
export type HealthLinkCreate = v.InferOutput<typeof HealthLinkCreateSchema>;

export const HealthLinkAccessSchema = v.object({ recipient: v.string(), accessedAt: v.string() });
export const HealthLinkSchema = v.object({
  id: v.string(),
  label: v.string(),
  /** The manifest URL the link's payload names (`url`). */
  url: v.string(),
  /** Expiry, seconds since the epoch (the payload's `exp`). */
  exp: v.number(),
  /** The payload's flags: `P` when a passcode is needed. */
  flag: v.string(),
  status: v.picklist(['active', 'expired', 'revoked', 'disabled']),
  failedAttempts: v.number(),
  createdAt: v.string(),
  accesses: v.array(HealthLinkAccessSchema),
});
export type HealthLink = v.InferOutput<typeof HealthLinkSchema>;
export const HealthLinkResponseSchema = v.object({ message: v.string(), data: HealthLinkSchema });
export const HealthLinkListResponseSchema = envelope(v.object({ links: v.array(HealthLinkSchema) }));

/** The manifest request (SHL spec): who asks, and the passcode when the link has the `P` flag. */
export const ManifestRequestSchema = v.object({
  recipient: v.pipe(v.string(M.required), v.trim(), v.nonEmpty(M.required), v.maxLength(120, M.tooLong)),
  passcode: v.optional(v.pipe(v.string(M.invalidValue), v.maxLength(200, M.tooLong))),
  embeddedLengthMax: v.optional(v.pipe(v.number(M.invalidValue), v.integer(M.invalidValue), v.minValue(0, M.invalidValue))),
});
export const ManifestSchema = v.object({
  files: v.array(v.object({ contentType: v.string(), location: v.optional(v.string()), embedded: v.optional(v.string()) })),
});
export type Manifest = v.InferOutput<typeof ManifestSchema>;

/** The payload of a link (`shlink:/` + base64url of this JSON). */
export type ShlPayload = { url: string; key: string; exp?: number; flag?: string; label?: string; v?: number };
