import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { messages as ne } from '../../../locales/ne/messages.po';
import type { PatientProfile } from '@contracts/patient';
import { validateProfile, valuesFromProfile, type ProfileValues } from './profile-form';

// The contracts' Nepali texts are in the Nepali catalog, which the app has whole before a form's page.
beforeAll(() => i18n.loadAndActivate({ locale: 'ne', messages: ne }));

const base: ProfileValues = {
  ...valuesFromProfile(undefined),
  firstName: 'Maya', lastName: 'Gurung', phoneNumber: '9841234567', year: '1990', month: '05', day: '15',
  gender: 'female', bloodGroup: 'O+', city: 'Kathmandu',
};

describe('validateProfile', () => {
  it('defaults the country code to +977 and accepts a complete profile', () => {
    expect(valuesFromProfile(undefined).countryCode).toBe('+977');
    const result = validateProfile(base, 'en');
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.input.dateOfBirth).toEqual({ year: 1990, month: 5, day: 15 });
  });

  it('refuses a patient under 18 with the server message', () => {
    const year = String(new Date().getFullYear() - 17);
    const result = validateProfile({ ...base, year }, 'en');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.dateOfBirth).toBe('You must be at least 18 years old.');
  });

  it('applies the +977 mobile rule, and only to +977', () => {
    for (const phoneNumber of ['12345', '8841234567', '98412345']) {
      const result = validateProfile({ ...base, phoneNumber }, 'en');
      expect(result.ok ? null : result.errors.phoneNumber).toBe('Enter a valid phone number.');
    }
    expect(validateProfile({ ...base, countryCode: '+91', phoneNumber: '8841234567' }, 'en').ok).toBe(true);
  });

  it('translates the messages into Nepali', () => {
    const result = validateProfile({ ...base, phoneNumber: '1' }, 'ne');
    expect(result.ok ? null : result.errors.phoneNumber).toBe('मान्य फोन नम्बर लेख्नुहोस्।');
  });

  it('requires the date, gender, blood group and city, and checks the postal code', () => {
    const result = validateProfile({ ...base, day: '', gender: '', bloodGroup: '', city: '', postalCode: '12' }, 'en');
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(Object.keys(result.errors).sort()).toEqual(['bloodGroup', 'city', 'dateOfBirth', 'gender', 'postalCode']);
    }
  });

  it('reads a stored profile back into the form', () => {
    const values = valuesFromProfile({ dateOfBirth: { year: 1990, month: 5, day: 3 }, countryCode: '', city: 'Ghandruk' } as PatientProfile);
    expect([values.year, values.month, values.day, values.countryCode, values.city]).toEqual(['1990', '05', '03', '+977', 'Ghandruk']);
  });
});
