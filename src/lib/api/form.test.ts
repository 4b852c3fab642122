import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { messages as ne } from '../../../locales/ne/messages.po';
import { M } from '@contracts/messages';
import { RegisterPatientSchema } from '@contracts/patient';
import { ApiError } from './api-client';
import { requestErrors, schemaErrors } from './form';

// The contracts' Nepali texts are in the Nepali catalog, which the app has whole before a form's page.
beforeAll(() => i18n.loadAndActivate({ locale: 'ne', messages: ne }));

type Field = 'firstName' | 'lastName' | 'email' | 'password';
const FIELDS: readonly Field[] = ['firstName', 'lastName', 'email', 'password'];

describe('schemaErrors (the shared contract on the client)', () => {
  it('gives the first message per field, in the active language', () => {
    const value = { firstName: 'Maya', lastName: '', email: 'maya@', password: 'short' };
    expect(schemaErrors(RegisterPatientSchema, value, 'en')).toEqual({
      lastName: M.required,
      email: M.invalidEmail,
      password: M.passwordRule,
    });
    expect(schemaErrors(RegisterPatientSchema, value, 'ne')['email']).toBe('मान्य इमेल ठेगाना लेख्नुहोस्।');
  });

  it('is empty for a valid value, and enforces the password rule', () => {
    const ok = { firstName: 'Maya', lastName: 'Gurung', email: 'maya@example.test', password: 'Sagar@2083' };
    expect(schemaErrors(RegisterPatientSchema, ok, 'en')).toEqual({});
    for (const password of ['sagar@2083', 'SAGAR@2083', 'Sagar@abcd', 'Sagar2083', 'Sa@1']) {
      expect(schemaErrors(RegisterPatientSchema, { ...ok, password }, 'en')).toEqual({ password: M.passwordRule });
    }
  });
});

describe('requestErrors (server errors on a form)', () => {
  it('puts errorList entries on their fields; the message goes on top unless it only repeats one field', () => {
    const validation = new ApiError(400, {
      message: M.validationFailed,
      errorList: [{ field: 'email', message: M.invalidEmail }, { field: 'password', message: M.passwordRule }],
    }, M.validationFailed);
    expect(requestErrors(validation, FIELDS)).toEqual({
      fieldErrors: { email: M.invalidEmail, password: M.passwordRule },
      formError: M.validationFailed,
    });
    const inUse = new ApiError(409, { message: M.emailInUse, errorList: [{ field: 'email', message: M.emailInUse }] }, M.emailInUse);
    expect(requestErrors(inUse, FIELDS)).toEqual({ fieldErrors: { email: M.emailInUse }, formError: null });
  });

  it('falls back to the error text rule for fields the form does not have, and other errors', () => {
    const other = new ApiError(400, { message: 'Bad', errorList: [{ field: 'body', message: 'Broken' }] }, 'Bad');
    expect(requestErrors(other, FIELDS)).toEqual({ fieldErrors: {}, formError: 'body: Broken' });
    const limited = new ApiError(429, { message: M.tooManyRequests }, M.tooManyRequests);
    expect(requestErrors(limited, FIELDS)).toEqual({ fieldErrors: {}, formError: M.tooManyRequests });
    const offline = new ApiError(0, null, 'You seem to be offline.', 'network');
    expect(requestErrors(offline, FIELDS).formError).toBe('You seem to be offline.');
  });

  it("maps paths with the form's own function, and leaves the summary out when asked", () => {
    const fieldOf = (path: string) => (path === 'patientInfo.email' ? 'email' : null);
    const err = new ApiError(400, { message: M.validationFailed, errorList: [{ field: 'patientInfo.email', message: M.invalidEmail }] }, M.validationFailed);
    expect(requestErrors(err, fieldOf)).toEqual({ fieldErrors: { email: M.invalidEmail }, formError: M.validationFailed });
    expect(requestErrors(err, fieldOf, false)).toEqual({ fieldErrors: { email: M.invalidEmail }, formError: null });
    const unknown = new ApiError(400, { message: M.validationFailed, errorList: [{ field: 'slot.fee', message: 'Broken' }] }, M.validationFailed);
    expect(requestErrors(unknown, fieldOf, false).formError).toBe('slot.fee: Broken');
  });
});
