// The booking form: values prefilled from the profile (or the family member), the request built
// from them, client checks with the shared contract (the server's messages, translated) and the
// server's errorList mapped back onto the fields (src/lib/api/form.ts, with this form's field paths).
import {
  BookAppointmentSchema, type BookAppointmentInput,
} from '@contracts/appointments';
import type { FamilyMember } from '@contracts/family';
import type { Locale } from '@contracts/message-texts';
import { type PAYMENT_OPTIONS } from '@contracts/record-options';
import { BLOOD_GROUPS, COUNTRY_CODES, DEFAULT_COUNTRY_CODE, GENDERS, type BloodGroup } from '@contracts/person-options';
import type { PatientProfile } from '@contracts/patient';
import type { ScheduleSlot } from '@contracts/schedules';
import { ApiError } from '@/lib/api/api-client';
import { requestErrors, schemaErrors } from '@/lib/api/form';

export type PaymentOption = (typeof PAYMENT_OPTIONS)[number];
export type Gender = (typeof GENDERS)[number];
export type CountryCode = (typeof COUNTRY_CODES)[number];
/** 'self' or a family member's id. */
export type ForWhom = string;

export type BookingFormValues = {
  forWhom: ForWhom;
  firstName: string;
  lastName: string;
  countryCode: string;
  phoneNumber: string;
  email: string;
  bloodGroup: BloodGroup | '';
  gender: Gender | '';
  reasonForVisit: string;
  comments: string;
  termsAccepted: boolean;
  paymentOption: PaymentOption;
};

/** Fields that can carry an error, in form order (focus goes to the first one). */
export const BOOKING_FIELDS = [
  'slot', 'forWhom', 'firstName', 'lastName', 'countryCode', 'phoneNumber', 'email', 'bloodGroup', 'gender',
  'reasonForVisit', 'comments', 'paymentOption', 'termsAccepted',
] as const;
export type BookingField = (typeof BOOKING_FIELDS)[number];
export type BookingErrors = Partial<Record<BookingField, string>>;

export const SELF = 'self';

const isCountryCode = (value: unknown): value is CountryCode => (COUNTRY_CODES as readonly unknown[]).includes(value);
const isBloodGroup = (value: unknown): value is BloodGroup => (BLOOD_GROUPS as readonly unknown[]).includes(value);
const isGender = (value: unknown): value is Gender => (GENDERS as readonly unknown[]).includes(value);

type PatientFields = Pick<BookingFormValues, 'firstName' | 'lastName' | 'countryCode' | 'phoneNumber' | 'email' | 'bloodGroup' | 'gender'>;

/** The patient details for `forWhom`: the profile's, or the member's (contact details from the profile when the member has none). */
export function patientFieldsFor(forWhom: ForWhom, profile: PatientProfile | undefined, members: readonly FamilyMember[]): PatientFields {
  const countryCode = isCountryCode(profile?.countryCode) ? profile.countryCode : DEFAULT_COUNTRY_CODE;
  const member = forWhom === SELF ? undefined : members.find((m) => m.id === forWhom);
  if (member) {
    return {
      firstName: member.firstName,
      lastName: member.lastName,
      countryCode,
      phoneNumber: member.phone || profile?.phoneNumber || '',
      email: profile?.email ?? '',
      bloodGroup: isBloodGroup(member.bloodGroup) ? member.bloodGroup : '',
      gender: isGender(member.gender) ? member.gender : '',
    };
  }
  return {
    firstName: profile?.firstName ?? '',
    lastName: profile?.lastName ?? '',
    countryCode,
    phoneNumber: profile?.phoneNumber ?? '',
    email: profile?.email ?? '',
    bloodGroup: isBloodGroup(profile?.bloodGroup) ? profile.bloodGroup : '',
    gender: isGender(profile?.gender) ? profile.gender : '',
  };
}

export function initialValues(forWhom: ForWhom, profile: PatientProfile | undefined, members: readonly FamilyMember[]): BookingFormValues {
  return {
    forWhom,
    ...patientFieldsFor(forWhom, profile, members),
    reasonForVisit: '',
    comments: '',
    termsAccepted: false,
    paymentOption: 'offline',
  };
}

/** The request body of POST /appointment/book. */
export function bookingRequest(values: BookingFormValues, doctorId: string, slot: Pick<ScheduleSlot, 'id' | 'appointmentFee' | 'startTime' | 'endTime' | 'appointmentType' | 'clinicName' | 'originalTimeRange'>): BookAppointmentInput {
  return {
    doctorId,
    slot: {
      scheduleId: slot.id,
      fee: slot.appointmentFee,
      startTime: slot.startTime,
      endTime: slot.endTime,
      scheduleType: slot.appointmentType,
      institutionName: slot.clinicName,
      originalStart: slot.originalTimeRange.start,
    },
    familyMemberId: values.forWhom === SELF ? null : values.forWhom,
    patientInfo: {
      firstName: values.firstName,
      lastName: values.lastName,
      countryCode: values.countryCode as CountryCode,
      phoneNumber: values.phoneNumber.trim(),
      email: values.email,
      bloodGroup: values.bloodGroup as BloodGroup,
      gender: values.gender as Gender,
    },
    reasonForVisit: values.reasonForVisit,
    comments: values.comments.trim() === '' ? null : values.comments,
    termsAccepted: values.termsAccepted,
    paymentOption: values.paymentOption,
  };
}

/** A contract or errorList path as the form's field: 'patientInfo.email' → 'email', 'slot.fee' → 'slot'. */
export function fieldOfPath(path: string): BookingField | null {
  if (path.startsWith('slot')) return 'slot';
  if (path === 'familyMemberId') return 'forWhom';
  const name = path.startsWith('patientInfo.') ? path.slice('patientInfo.'.length) : path;
  return (BOOKING_FIELDS as readonly string[]).includes(name) ? (name as BookingField) : null;
}

/** Client-side checks with the shared contract: the first message per field, in the active language. */
export function validateBooking(body: BookAppointmentInput, locale: Locale): BookingErrors {
  return schemaErrors(BookAppointmentSchema, body, locale, fieldOfPath);
}

/**
 * A failed booking as field errors (the server's errorList, already in the active language) and a
 * form-level message (the spec's error text rule when no field could carry it).
 */
export function serverErrors(err: unknown): { fieldErrors: BookingErrors; formError: string | null } {
  return requestErrors(err, fieldOfPath);
}

/** The slot was taken (or closed) meanwhile: pick another one. */
export function isSlotConflict(err: unknown): boolean {
  return err instanceof ApiError && err.status === 409 && (err.body?.errorList ?? []).some((e) => e.field.startsWith('slot'));
}
