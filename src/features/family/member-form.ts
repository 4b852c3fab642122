// The family member form: values from a member (or empty), the request built from them, client
// checks with the shared contract (translated) and the server's errorList mapped onto the fields
// (src/lib/api/form.ts, with this form's field paths).
import { FamilyMemberInputSchema, type FamilyMember, type FamilyMemberInput } from '@contracts/family';
import type { Locale } from '@contracts/message-texts';
import type { DoctorNames } from '@contracts/doctor-name';
import type { RELATIONS } from '@contracts/record-options';
import type { BloodGroup, GENDERS } from '@contracts/person-options';
import type { DateParts } from '@/ui/DateOfBirthFields/DateOfBirthFields';
import { requestErrors, schemaErrors } from '@/lib/api/form';

/** The picked doctor: the names in both scripts, shown in the reader's (contracts/doctor-name.ts). */
export type MemberDoctor = { id: string } & DoctorNames;

export type MemberFormValues = {
  firstName: string;
  lastName: string;
  relation: (typeof RELATIONS)[number] | '';
  gender: (typeof GENDERS)[number] | '';
  bloodGroup: BloodGroup | '';
  /** Chosen in BS or AD (DateOfBirthFields), kept in AD: all empty when not given. */
  dateOfBirth: DateParts;
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
    return { firstName: '', lastName: '', relation: '', gender: '', bloodGroup: '', dateOfBirth: NO_DATE, phone: '', address: '', doctor: null };
  }
  const dob = member.dateOfBirth;
  return {
    firstName: member.firstName,
    lastName: member.lastName,
    relation: member.relation,
    gender: member.gender ?? '',
    bloodGroup: member.bloodGroup ?? '',
    dateOfBirth: dob ? { year: String(dob.year), month: pad(dob.month), day: pad(dob.day) } : NO_DATE,
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

const NO_DATE: DateParts = { year: '', month: '', day: '' };
const num = (s: string) => (s === '' ? Number.NaN : Number(s));

/** The request body (the whole member, as create and update both take it). */
export function memberRequest(values: MemberFormValues): FamilyMemberInput {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    relation: values.relation as FamilyMemberInput['relation'],
    gender: values.gender as FamilyMemberInput['gender'],
    bloodGroup: values.bloodGroup === '' ? null : values.bloodGroup,
    dateOfBirth: Object.values(values.dateOfBirth).every((part) => part === '')
      ? null
      : { year: num(values.dateOfBirth.year), month: num(values.dateOfBirth.month), day: num(values.dateOfBirth.day) },
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
  return schemaErrors(FamilyMemberInputSchema, body, locale, fieldOfPath);
}

/** The server's errorList on the fields; a form-level message only for what no field can show. */
export function memberServerErrors(err: unknown): { fieldErrors: MemberErrors; formError: string | null } {
  return requestErrors(err, fieldOfPath, false);
}
