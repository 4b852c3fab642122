import { describe, expect, it } from 'vitest';
import type { PatientProfile } from '@contracts/patient';
import { canBook, profileProblems } from './profile-check';

const TODAY = new Date('2026-11-21T00:00:00Z');
const complete: PatientProfile = {
  id: 'p1', firstName: 'Maya', middleName: null, lastName: 'Gurung', email: 'maya@example.test', countryCode: '+977',
  phoneNumber: '9841234567', phoneVerified: false, dateOfBirth: { year: 1990, month: 5, day: 17 }, bloodGroup: 'O+',
  address: null, city: 'Kathmandu', timeZone: 'Asia/Kathmandu', postalCode: null, maritalStatus: null, occupation: null,
  religion: null, gender: 'female', nationality: null, language: null, profilePictureUrl: null, isComplete: true,
};

describe('profile check before booking (spec 5)', () => {
  it('lets a complete adult profile book', () => {
    expect(profileProblems(complete, TODAY)).toEqual({ missing: [], underAge: false });
    expect(canBook(complete, TODAY)).toBe(true);
  });

  it('names the missing fields in form order', () => {
    const fresh = { ...complete, phoneNumber: null, dateOfBirth: null, bloodGroup: null, gender: null, city: null, isComplete: false };
    expect(profileProblems(fresh, TODAY).missing).toEqual(['phoneNumber', 'dateOfBirth', 'bloodGroup', 'gender', 'city']);
    expect(canBook(fresh, TODAY)).toBe(false);
  });

  it('refuses a patient under 18 (the day before the 18th birthday) and accepts on the birthday', () => {
    const young = { ...complete, dateOfBirth: { year: 2008, month: 11, day: 22 } };
    expect(profileProblems(young, TODAY).underAge).toBe(true);
    expect(canBook(young, TODAY)).toBe(false);
    expect(canBook({ ...complete, dateOfBirth: { year: 2008, month: 11, day: 21 } }, TODAY)).toBe(true);
  });

  it("follows the server's isComplete as well", () => {
    expect(canBook({ ...complete, isComplete: false }, TODAY)).toBe(false);
  });
});
