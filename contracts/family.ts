import * as v from 'valibot';
import { doctorNameNeEntries, envelope } from './common';
import * as M from './message-texts';
import { BOOKING_MESSAGES as B } from './booking-messages';
import { NameSchema } from './patient';
import { SpecializationSchema } from './doctors';
import { RELATIONS } from './record-options';
import { BLOOD_GROUPS, GENDERS } from './person-options';
import { latinDigits } from './digits';
import { dateOfBirthSchema } from './date-of-birth';

/* @__NO_SIDE_EFFECTS__ */
const picklist = <T extends readonly string[]>(options: T) => v.picklist(options, M.invalidOption);

/** A family member's date of birth: a real date, not in the future (children are welcome: no minimum age). */
const MemberDateOfBirthSchema = dateOfBirthSchema((b) => Date.UTC(b.year, b.month - 1, b.day) <= Date.now(), B.dateNotInFuture);

/** POST /family-member/create and PUT /family-member/update/{id} (the whole member each time). */
export const FamilyMemberInputSchema = v.object({
  firstName: NameSchema,
  lastName: NameSchema,
  relation: picklist(RELATIONS),
  gender: picklist(GENDERS),
  bloodGroup: v.optional(v.nullable(picklist(BLOOD_GROUPS))),
  dateOfBirth: v.optional(v.nullable(MemberDateOfBirthSchema)),
  phone: v.optional(v.nullable(v.union([v.literal(''), v.pipe(v.string(), v.trim(), v.transform(latinDigits), v.regex(/^\d{7,15}$/, M.invalidPhone))], M.invalidPhone))),
  address: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(200, M.tooLong)))),
  /** "Their doctor": a doctor of the directory, optional. */
  doctorId: v.optional(v.nullable(v.pipe(v.string(), v.uuid(M.invalidValue)))),
}, M.required);
export type FamilyMemberInput = v.InferInput<typeof FamilyMemberInputSchema>;

export const FamilyMemberSchema = v.object({
  id: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  /** First and last name together. */
  name: v.string(),
  relation: v.picklist(RELATIONS),
  gender: v.nullable(v.picklist(GENDERS)),
  bloodGroup: v.nullable(v.picklist(BLOOD_GROUPS)),
  dateOfBirth: v.nullable(v.object({ year: v.number(), month: v.number(), day: v.number() })),
  phone: v.nullable(v.string()),
  address: v.nullable(v.string()),
  doctor: v.nullable(v.object({ id: v.string(), firstName: v.string(), lastName: v.string(), ...doctorNameNeEntries, specialization: SpecializationSchema })),
  createdAt: v.string(),
});
export type FamilyMember = v.InferOutput<typeof FamilyMemberSchema>;

export const FamilyMemberListResponseSchema = envelope(v.object({ members: v.array(FamilyMemberSchema) }));
export const FamilyMemberActionResponseSchema = v.object({ message: v.string(), data: FamilyMemberSchema });
export const FamilyMemberRemoveResponseSchema = v.object({ message: v.string(), data: v.object({ id: v.string() }) });
