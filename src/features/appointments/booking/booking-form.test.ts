import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { messages as ne } from '../../../../locales/ne/messages.po';
import { BOOKING_MESSAGES as B } from '@contracts/booking-messages';
import type { FamilyMember } from '@contracts/family';
import { M } from '@contracts/messages';
import type { PatientProfile } from '@contracts/patient';
import type { ScheduleSlot } from '@contracts/schedules';
import { ApiError } from '@/lib/api/api-client';
import {
  bookingRequest, fieldOfPath, initialValues, isSlotConflict, patientFieldsFor, serverErrors, validateBooking, SELF,
} from './booking-form';

// The contracts' Nepali texts are in the Nepali catalog, which the app has whole before a form's page.
beforeAll(() => i18n.loadAndActivate({ locale: 'ne', messages: ne }));

const profile: PatientProfile = {
  id: 'p1', firstName: 'Maya', middleName: null, lastName: 'Gurung', email: 'maya@example.test', countryCode: '+977',
  phoneNumber: '9841234567', phoneVerified: false, dateOfBirth: { year: 1990, month: 5, day: 17 }, bloodGroup: 'O+',
  address: null, city: 'Kathmandu', timeZone: 'Asia/Kathmandu', postalCode: null, maritalStatus: null, occupation: null,
  religion: null, gender: 'female', nationality: null, language: null, profilePictureUrl: null, isComplete: true,
};

const member: FamilyMember = {
  id: '7d4f5c2e-1b2a-4c3d-8e9f-0a1b2c3d4e5f', firstName: 'Aama', lastName: 'Gurung', name: 'Aama Gurung', relation: 'mother',
  gender: 'female', bloodGroup: 'B+', dateOfBirth: null, phone: null, address: null, doctor: null, createdAt: '2026-11-01T00:00:00Z',
};

const slot: ScheduleSlot = {
  id: '2b7e1f3a-9c8d-4e5f-a6b7-c8d9e0f1a2b3', doctorId: 'd1', date: '2026-11-26', startTime: '10:00', endTime: '10:15',
  status: 'available', appointmentType: 'in_person', clinicId: 'c1', clinicName: 'Bir Clinic', appointmentFee: 80_000,
  originalTimeRange: { start: '2026-11-26T04:15:00.000Z', end: '2026-11-26T04:30:00.000Z', timezone: 'Asia/Kathmandu' },
};
const DOCTOR = '0e6c1b7a-3d2f-4a5b-9c8d-7e6f5a4b3c2d';

describe('prefill', () => {
  it("fills the patient's own details from the profile", () => {
    expect(initialValues(SELF, profile, [member])).toEqual({
      forWhom: SELF, firstName: 'Maya', lastName: 'Gurung', countryCode: '+977', phoneNumber: '9841234567',
      email: 'maya@example.test', bloodGroup: 'O+', gender: 'female', reasonForVisit: '', comments: '',
      termsAccepted: false, paymentOption: 'offline',
    });
  });

  it("takes a member's names, gender and blood group, and the patient's contact details when the member has none", () => {
    expect(patientFieldsFor(member.id, profile, [member])).toEqual({
      firstName: 'Aama', lastName: 'Gurung', countryCode: '+977', phoneNumber: '9841234567', email: 'maya@example.test',
      bloodGroup: 'B+', gender: 'female',
    });
    expect(patientFieldsFor(member.id, profile, [{ ...member, phone: '9800000001', bloodGroup: null }])).toMatchObject({
      phoneNumber: '9800000001', bloodGroup: '',
    });
  });

  it('defaults the country code to +977 and leaves unknown details empty', () => {
    const bare = { ...profile, countryCode: '', phoneNumber: null, bloodGroup: null, gender: null };
    expect(patientFieldsFor(SELF, bare, [])).toMatchObject({ countryCode: '+977', phoneNumber: '', bloodGroup: '', gender: '' });
  });
});

describe('validation with the shared contract (the server’s messages)', () => {
  const valid = { ...initialValues(SELF, profile, []), reasonForVisit: 'Fever', termsAccepted: true };

  it('accepts a complete form and builds the request the server takes', () => {
    const body = bookingRequest({ ...valid, forWhom: member.id, comments: '  ' }, DOCTOR, slot);
    expect(validateBooking(body, 'en')).toEqual({});
    expect(body).toMatchObject({
      doctorId: DOCTOR, familyMemberId: member.id, comments: null, paymentOption: 'offline', termsAccepted: true,
      slot: { scheduleId: slot.id, fee: 80_000, scheduleType: 'in_person', institutionName: 'Bir Clinic', originalStart: slot.originalTimeRange.start },
      patientInfo: { firstName: 'Maya', phoneNumber: '9841234567', countryCode: '+977' },
    });
    expect(bookingRequest(valid, DOCTOR, slot).familyMemberId).toBeNull();
  });

  it('names every missing required field, and the terms', () => {
    const empty = {
      ...valid, firstName: '', lastName: ' ', phoneNumber: '', email: '', bloodGroup: '' as const, gender: '' as const,
      reasonForVisit: '   ', termsAccepted: false,
    };
    const errors = validateBooking(bookingRequest(empty, DOCTOR, slot), 'en');
    expect(errors).toEqual({
      firstName: M.required, lastName: M.required, phoneNumber: M.invalidPhone, email: M.required,
      bloodGroup: M.invalidOption, gender: M.invalidOption, reasonForVisit: M.required, termsAccepted: B.termsRequired,
    });
  });

  it('checks a Nepali mobile number for +977 and a valid e-mail; comments stay optional', () => {
    expect(validateBooking(bookingRequest({ ...valid, phoneNumber: '12345678' }, DOCTOR, slot), 'en')).toEqual({ phoneNumber: M.invalidPhone });
    expect(validateBooking(bookingRequest({ ...valid, countryCode: '+91', phoneNumber: '12345678' }, DOCTOR, slot), 'en')).toEqual({});
    expect(validateBooking(bookingRequest({ ...valid, email: 'not-an-email' }, DOCTOR, slot), 'en')).toEqual({ email: M.invalidEmail });
  });

  it('gives the messages in Nepali when the app is in Nepali', () => {
    const errors = validateBooking(bookingRequest({ ...valid, termsAccepted: false }, DOCTOR, slot), 'ne');
    expect(errors.termsAccepted).toBe('तपाईंले नियम तथा सर्तहरूमा सहमति जनाउनुपर्छ।');
    expect(errors.termsAccepted).not.toBe(B.termsRequired);
  });
});

describe("the server's answer", () => {
  it('maps errorList paths onto the form fields', () => {
    expect(fieldOfPath('patientInfo.email')).toBe('email');
    expect(fieldOfPath('slot.scheduleId')).toBe('slot');
    expect(fieldOfPath('slot.fee')).toBe('slot');
    expect(fieldOfPath('familyMemberId')).toBe('forWhom');
    expect(fieldOfPath('reasonForVisit')).toBe('reasonForVisit');
    expect(fieldOfPath('profile')).toBeNull();
  });

  it('puts field errors on the fields, and the rest at the form', () => {
    const fields = new ApiError(422, { message: M.validationFailed, errorList: [{ field: 'patientInfo.phoneNumber', message: M.invalidPhone }] }, M.validationFailed);
    expect(serverErrors(fields)).toEqual({ fieldErrors: { phoneNumber: M.invalidPhone }, formError: M.validationFailed });
    const profileErr = new ApiError(422, { message: B.profileIncomplete, errorList: [{ field: 'dateOfBirth', message: M.required }] }, B.profileIncomplete);
    expect(serverErrors(profileErr).formError).toBe(`dateOfBirth: ${M.required}`);
    const plain = new ApiError(500, { message: M.somethingWrong }, M.somethingWrong);
    expect(serverErrors(plain)).toEqual({ fieldErrors: {}, formError: M.somethingWrong });
  });

  it('knows a slot taken meanwhile (409 on the slot) from other conflicts', () => {
    const taken = new ApiError(409, { message: B.slotTaken, errorList: [{ field: 'slot.scheduleId', message: B.slotTaken }] }, B.slotTaken);
    expect(isSlotConflict(taken)).toBe(true);
    expect(serverErrors(taken)).toEqual({ fieldErrors: { slot: B.slotTaken }, formError: null });
    expect(isSlotConflict(new ApiError(409, { message: M.idempotencyConflict }, M.idempotencyConflict))).toBe(false);
  });
});
