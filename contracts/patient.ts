import * as v from 'valibot';
import * as M from './message-texts';
import { MIN_AGE_YEARS } from './options';
import { BLOOD_GROUPS, COUNTRY_CODES, GENDERS, LANGUAGES, MARITAL_STATUSES, NATIONALITIES, OCCUPATIONS, RELIGIONS } from './person-options';
import { envelope } from './common';
import { latinDigits } from './digits';
import { dateOfBirthSchema, type BirthDate } from './date-of-birth';
import { EmailSchema } from './email';

export { EmailSchema };

/* @__NO_SIDE_EFFECTS__ */
const trimmed = (max: number) => v.pipe(v.string(M.required), v.trim(), v.nonEmpty(M.required), v.maxLength(max, M.tooLong));
/** Names as written on a certificate: letters (any script), spaces, dot, apostrophe, hyphen. */
export const NameSchema = v.pipe(trimmed(50), v.regex(/^[\p{L}\p{M}][\p{L}\p{M} .'-]*$/u, M.nameInvalid));

/** At least 8 characters with upper, lower, digit and special (spec 5), max 128. */
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9]).{8,128}$/;
export const PasswordSchema = v.pipe(v.string(M.required), v.nonEmpty(M.required), v.regex(PASSWORD_PATTERN, M.passwordRule));

export const RegisterPatientSchema = v.object({
  firstName: NameSchema,
  middleName: v.optional(v.union([v.literal(''), NameSchema])),
  lastName: NameSchema,
  email: EmailSchema,
  password: PasswordSchema,
});
export type RegisterPatientInput = v.InferOutput<typeof RegisterPatientSchema>;

/** The same for a new address and one that already has an account (no account probing): no uid. */
export const RegisterPatientResponseSchema = envelope(v.object({ message: v.string() }));

/* @__NO_SIDE_EFFECTS__ */
const picklist = <T extends readonly string[]>(options: T) => v.picklist(options, M.invalidOption);

/** Age in whole years on `today` for a birth date. */
export function ageOn(birth: BirthDate, today: Date): number {
  const y = today.getUTCFullYear(), m = today.getUTCMonth() + 1, d = today.getUTCDate();
  return y - birth.year - (m < birth.month || (m === birth.month && d < birth.day) ? 1 : 0);
}

/** The patient's date of birth: a real date, age ≥ 18. */
const DateOfBirthSchema = dateOfBirthSchema((b) => ageOn(b, new Date()) >= MIN_AGE_YEARS, M.underAge);

/* @__NO_SIDE_EFFECTS__ */
const optionalText = (max: number) => v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(max, M.tooLong))));

function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/** PUT /user/update-patient-details. E-mail is the sign-in identity and is changed elsewhere. */
export const UpdatePatientDetailsSchema = v.object({
  firstName: NameSchema,
  middleName: v.optional(v.nullable(v.union([v.literal(''), NameSchema]))),
  lastName: NameSchema,
  countryCode: picklist(COUNTRY_CODES),
  // 7–15 digits; Nepali mobiles are 10 digits starting with 9 (checked below for +977).
  phoneNumber: v.pipe(v.string(M.required), v.trim(), v.transform(latinDigits), v.regex(/^\d{7,15}$/, M.invalidPhone)),
  dateOfBirth: DateOfBirthSchema,
  bloodGroup: picklist(BLOOD_GROUPS),
  gender: picklist(GENDERS),
  address: optionalText(200),
  // A city from the list or one of the patient's own (add-your-own).
  city: v.pipe(trimmed(60), v.regex(/^[\p{L}\p{M}][\p{L}\p{M} .'-]*$/u, M.invalidValue)),
  timeZone: v.optional(v.pipe(v.string(), v.check(isTimeZone, M.invalidTimeZone)), 'Asia/Kathmandu'),
  postalCode: v.optional(v.nullable(v.union([v.literal(''), v.pipe(v.string(), v.transform(latinDigits), v.regex(/^\d{5}$/, M.invalidPostalCode))]))),
  maritalStatus: v.optional(v.nullable(picklist(MARITAL_STATUSES))),
  occupation: v.optional(v.nullable(picklist(OCCUPATIONS))),
  religion: v.optional(v.nullable(picklist(RELIGIONS))),
  nationality: v.optional(v.nullable(picklist(NATIONALITIES))),
  language: v.optional(v.nullable(picklist(LANGUAGES))),
});
export const UpdatePatientDetailsRequestSchema = v.pipe(
  UpdatePatientDetailsSchema,
  v.forward(
    v.check((p) => p.countryCode !== '+977' || /^9\d{9}$/.test(p.phoneNumber), M.invalidPhone),
    ['phoneNumber'],
  ),
);
export type UpdatePatientDetailsInput = v.InferOutput<typeof UpdatePatientDetailsRequestSchema>;

const nullableString = v.nullable(v.string());
export const PatientProfileSchema = v.object({
  id: v.string(),
  firstName: v.string(),
  middleName: nullableString,
  lastName: v.string(),
  email: v.string(),
  countryCode: v.string(),
  phoneNumber: nullableString,
  phoneVerified: v.boolean(),
  dateOfBirth: v.nullable(v.object({ year: v.number(), month: v.number(), day: v.number() })),
  bloodGroup: v.nullable(v.picklist(BLOOD_GROUPS)),
  address: nullableString,
  city: nullableString,
  timeZone: v.string(),
  postalCode: nullableString,
  maritalStatus: v.nullable(v.picklist(MARITAL_STATUSES)),
  occupation: nullableString,
  religion: v.nullable(v.picklist(RELIGIONS)),
  gender: v.nullable(v.picklist(GENDERS)),
  nationality: v.nullable(v.picklist(NATIONALITIES)),
  language: v.nullable(v.picklist(LANGUAGES)),
  profilePictureUrl: nullableString,
  /** Everything booking needs is filled in (spec 5: the profile must be complete). */
  isComplete: v.boolean(),
});
export type PatientProfile = v.InferOutput<typeof PatientProfileSchema>;
export const PatientDetailResponseSchema = envelope(PatientProfileSchema);
export const UpdatePatientDetailsResponseSchema = v.object({ message: v.string(), data: PatientProfileSchema });

/** POST /auth/send-patient-verification-email and /auth/send-patient-forget-password-request-email */
export const EmailRequestSchema = v.object({ email: EmailSchema });

/** POST /auth/update-patient-password-on-request: the code from the e-mailed /action link and the new password. */
export const ResetPasswordSchema = v.pipe(
  v.object({
    oobCode: v.pipe(v.string(M.required), v.nonEmpty(M.required), v.maxLength(512, M.tooLong)),
    newPassword: PasswordSchema,
    confirmPassword: v.pipe(v.string(M.required), v.nonEmpty(M.required)),
  }),
  v.forward(v.check((b) => b.newPassword === b.confirmPassword, M.passwordsDiffer), ['confirmPassword']),
);
export type ResetPasswordInput = v.InferOutput<typeof ResetPasswordSchema>;
