// The profile form's values (strings, as the inputs hold them), conversion to the update request,
// and client-side checks with the shared contract (the server's own messages, translated).
import * as v from 'valibot';
import { DEFAULT_COUNTRY_CODE } from '@contracts/person-options';
import { SUPPORTED_TIME_ZONE } from '@contracts/options';
import { UpdatePatientDetailsRequestSchema, type PatientProfile, type UpdatePatientDetailsInput } from '@contracts/patient';
import type { Locale } from '@contracts/message-texts';
import { schemaErrors, type FieldErrors } from '@/lib/api/form';

export type ProfileValues = {
  firstName: string;
  middleName: string;
  lastName: string;
  countryCode: string;
  phoneNumber: string;
  year: string;
  month: string;
  day: string;
  bloodGroup: string;
  gender: string;
  address: string;
  city: string;
  postalCode: string;
  maritalStatus: string;
  occupation: string;
  religion: string;
  nationality: string;
  language: string;
  timeZone: string;
};

export type ProfileField = keyof ProfileValues | 'dateOfBirth';

/** Form fields in screen order (for focusing the first error). */
export const PROFILE_FIELD_ORDER: readonly ProfileField[] = [
  'firstName', 'middleName', 'lastName', 'countryCode', 'phoneNumber', 'dateOfBirth', 'gender', 'bloodGroup',
  'maritalStatus', 'religion', 'nationality', 'language', 'occupation', 'address', 'city', 'postalCode', 'timeZone',
];

export function valuesFromProfile(p: PatientProfile | undefined): ProfileValues {
  return {
    firstName: p?.firstName ?? '',
    middleName: p?.middleName ?? '',
    lastName: p?.lastName ?? '',
    countryCode: p?.countryCode || DEFAULT_COUNTRY_CODE,
    phoneNumber: p?.phoneNumber ?? '',
    year: p?.dateOfBirth ? String(p.dateOfBirth.year) : '',
    month: p?.dateOfBirth ? String(p.dateOfBirth.month).padStart(2, '0') : '',
    day: p?.dateOfBirth ? String(p.dateOfBirth.day).padStart(2, '0') : '',
    bloodGroup: p?.bloodGroup ?? '',
    gender: p?.gender ?? '',
    address: p?.address ?? '',
    city: p?.city ?? '',
    postalCode: p?.postalCode ?? '',
    maritalStatus: p?.maritalStatus ?? '',
    occupation: p?.occupation ?? '',
    religion: p?.religion ?? '',
    nationality: p?.nationality ?? '',
    language: p?.language ?? '',
    timeZone: p?.timeZone || SUPPORTED_TIME_ZONE,
  };
}

const orNull = (s: string) => (s.trim() === '' ? null : s.trim());
const num = (s: string) => (s.trim() === '' ? Number.NaN : Number(s));

/** The request body as the contract expects it (unchecked: invalid picks stay as typed). */
export function toRequest(values: ProfileValues): Record<string, unknown> {
  return {
    firstName: values.firstName,
    middleName: values.middleName.trim(),
    lastName: values.lastName,
    countryCode: values.countryCode,
    phoneNumber: values.phoneNumber.replace(/[\s-]/g, ''),
    dateOfBirth: { year: num(values.year), month: num(values.month), day: num(values.day) },
    bloodGroup: values.bloodGroup || undefined,
    gender: values.gender || undefined,
    address: orNull(values.address),
    city: values.city,
    timeZone: values.timeZone,
    postalCode: values.postalCode.trim(),
    maritalStatus: orNull(values.maritalStatus),
    occupation: orNull(values.occupation),
    religion: orNull(values.religion),
    nationality: orNull(values.nationality),
    language: orNull(values.language),
  };
}

function fieldOf(path: string): ProfileField {
  return (path.startsWith('dateOfBirth') ? 'dateOfBirth' : path) as ProfileField;
}

/** Field errors (first per field, translated) or the parsed request when everything is valid. */
export function validateProfile(
  values: ProfileValues,
  locale: Locale,
): { ok: true; input: UpdatePatientDetailsInput } | { ok: false; errors: FieldErrors<ProfileField> } {
  const body = toRequest(values);
  const parsed = v.safeParse(UpdatePatientDetailsRequestSchema, body);
  if (parsed.success) return { ok: true, input: parsed.output };
  const raw = schemaErrors<string>(UpdatePatientDetailsRequestSchema, body, locale);
  const errors: FieldErrors<ProfileField> = {};
  for (const [path, message] of Object.entries(raw)) {
    const field = fieldOf(path);
    if (message && errors[field] === undefined) errors[field] = message;
  }
  return { ok: false, errors };
}

/** Server errorList fields (`dateOfBirth.year`) onto the form's fields. */
export function mapServerField(field: string): ProfileField {
  return fieldOf(field);
}
