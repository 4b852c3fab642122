import { describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES as B } from '@contracts/booking-messages';
import type { FamilyMember } from '@contracts/family';
import { M } from '@contracts/messages';
import { ApiError } from '@/lib/api/api-client';
import { memberRequest, memberServerErrors, memberValues, validateMember } from './member-form';

const DOCTOR = '0e6c1b7a-3d2f-4a5b-9c8d-7e6f5a4b3c2d';
const member: FamilyMember = {
  id: 'm1', firstName: 'Aama', lastName: 'Gurung', name: 'Aama Gurung', relation: 'mother', gender: 'female', bloodGroup: 'B+',
  dateOfBirth: { year: 1960, month: 3, day: 9 }, phone: '9800000001', address: 'Pokhara', createdAt: '2026-11-01T00:00:00Z',
  doctor: { id: DOCTOR, firstName: 'Sita', lastName: 'Sharma', specialization: { slug: 'gp', nameEn: 'GP', nameNe: 'जीपी' } },
};

describe('family member form', () => {
  it('round-trips a member through the form into the request', () => {
    const values = memberValues(member);
    expect(values).toMatchObject({ dateOfBirth: { year: '1960', month: '03', day: '09' }, doctor: { id: DOCTOR, firstName: 'Sita', lastName: 'Sharma' } });
    expect(memberRequest(values)).toEqual({
      firstName: 'Aama', lastName: 'Gurung', relation: 'mother', gender: 'female', bloodGroup: 'B+',
      dateOfBirth: { year: 1960, month: 3, day: 9 }, phone: '9800000001', address: 'Pokhara', doctorId: DOCTOR,
    });
    expect(validateMember(memberRequest(values), 'en')).toEqual({});
  });

  it('sends empty optional fields as null', () => {
    const body = memberRequest({ ...memberValues(null), firstName: 'Babu', lastName: 'Rai', relation: 'son', gender: 'male' });
    expect(body).toEqual({
      firstName: 'Babu', lastName: 'Rai', relation: 'son', gender: 'male', bloodGroup: null, dateOfBirth: null, phone: null,
      address: null, doctorId: null,
    });
    expect(validateMember(body, 'en')).toEqual({});
  });

  it("checks required fields, the phone and the date with the contract's messages", () => {
    expect(validateMember(memberRequest(memberValues(null)), 'en')).toEqual({
      firstName: M.required, lastName: M.required, relation: M.invalidOption, gender: M.invalidOption,
    });
    const bad = { ...memberValues(member), phone: '12ab', dateOfBirth: { year: '2999', month: '01', day: '01' } };
    expect(validateMember(memberRequest(bad), 'en')).toEqual({ phone: M.invalidPhone, dateOfBirth: B.dateNotInFuture });
    expect(validateMember(memberRequest({ ...bad, phone: '', dateOfBirth: { year: '2001', month: '02', day: '30' } }), 'en')).toEqual({ dateOfBirth: M.invalidDate });
    // Only a year chosen: not a date.
    expect(validateMember(memberRequest({ ...bad, phone: '', dateOfBirth: { year: '2001', month: '', day: '' } }), 'en')).toHaveProperty('dateOfBirth');
  });

  it("puts the server's errorList on the fields", () => {
    const err = new ApiError(400, { message: M.validationFailed, errorList: [{ field: 'doctorId', message: M.doctorNotFound }] }, M.validationFailed);
    expect(memberServerErrors(err)).toEqual({ fieldErrors: { doctorId: M.doctorNotFound }, formError: null });
    expect(memberServerErrors(new ApiError(500, { message: M.somethingWrong }, M.somethingWrong)).formError).toBe(M.somethingWrong);
  });
});
