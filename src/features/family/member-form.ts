// The family member form: values from a member (or empty), the request built from them, client
// checks with the shared contract (translated) and the server's errorList mapped onto the fields.
import * as v from 'valibot';
import { FamilyMemberInputSchema, type FamilyMember, type FamilyMemberInput } from '../../../contracts/family';
import type { Locale } from '../../../contracts/message-texts';
import type { DoctorNames } from '../../../contracts/doctor-name';
import { translateMessage } from '../../lib/server-messages';
import type { RELATIONS } from '../../../contracts/record-options';
import type { BloodGroup, GENDERS } from '../../../contracts/person-options';
import { ApiError, errorText } from '../../lib/api-client';

/** The picked doctor: the names in both scripts, shown in the reader's (contracts/doctor-name.ts). */
export type MemberDoctor = { id: string } & DoctorNames;

export type MemberFormValues = {
  firstName: string;
  lastName: string;
  relation: (typeof RELATIONS)[number] | '';
  gender: (typeof GENDERS)[number] | '';
  bloodGroup: BloodGroup | '';
  /** 'YYYY-MM-DD' or ''. */
  dateOfBirth: string;
  phone: string;
  address: string;
  doctor: MemberDoctor | null;
};

export const MEMBER_FIELDS = [
  'firstName', 'lastName', 'relation', 'gender', 'bloodGroup', 'dateOfBirth', 'phone', 'address', 'doctorId',
] as const;
export type MemberField = (typeof MEMBER_FIELDS)[number];
export type MemberErrors = Partial<Record<MemberField, string>>;

const pad = (n: number) => String(n).padStart(2, '0');

export function memberValues(member: FamilyMember | null): MemberFormValues {
  if (!member) {
    return { firstName: '', lastName: '', relation: '', gender: '', bloodGroup: '', dateOfBirth: '', phone: '', address: '', doctor: null };
  }
  const dob = member.dateOfBirth;
  return {
    firstName: member.firstName,
    lastName: member.lastName,
    relation: member.relation,
    gender: member.gender ?? '',
    bloodGroup: member.bloodGroup ?? '',
    dateOfBirth: dob ? `${dob.year}-${pad(dob.month)}-${pad(dob.day)}` : '',
    phone: member.phone ?? '',
    address: member.address ?? '',
    doctor: member.doctor
      ? {
        id: member.doctor.id, firstName: member.doctor.firstName, lastName: member.doctor.lastName,
        firstNameNe: member.doctor.firstNameNe, lastNameNe: member.doctor.lastNameNe,
      }
      : null,
  };
}

function parseDate(text: string): { year: number; month: number; day: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

/** The request body (the whole member, as create and update both take it). */
export function memberRequest(values: MemberFormValues): FamilyMemberInput {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    relation: values.relation as FamilyMemberInput['relation'],
    gender: values.gender as FamilyMemberInput['gender'],
    bloodGroup: values.bloodGroup === '' ? null : values.bloodGroup,
    dateOfBirth: values.dateOfBirth === '' ? null : (parseDate(values.dateOfBirth) ?? { year: 0, month: 0, day: 0 }),
    phone: values.phone.trim() === '' ? null : values.phone.trim(),
    address: values.address.trim() === '' ? null : values.address,
    doctorId: values.doctor?.id ?? null,
  };
}

export function fieldOfPath(path: string): MemberField | null {
  const head = path.split('.')[0] ?? '';
  return (MEMBER_FIELDS as readonly string[]).includes(head) ? (head as MemberField) : null;
}

export function validateMember(body: FamilyMemberInput, locale: Locale): MemberErrors {
  const result = v.safeParse(FamilyMemberInputSchema, body);
  const errors: MemberErrors = {};
  if (result.success) return errors;
  for (const issue of result.issues) {
    const field = fieldOfPath(v.getDotPath(issue) ?? '');
    if (field && errors[field] === undefined) errors[field] = translateMessage(issue.message, locale);
  }
  return errors;
}

export function memberServerErrors(err: unknown): { fieldErrors: MemberErrors; formError: string | null } {
  const fieldErrors: MemberErrors = {};
  const list = err instanceof ApiError ? (err.body?.errorList ?? []) : [];
  let unmapped = list.length === 0;
  for (const entry of list) {
    const field = fieldOfPath(entry.field);
    if (field) fieldErrors[field] ??= entry.message;
    else unmapped = true;
  }
  return { fieldErrors, formError: unmapped ? errorText(err) : null };
}
