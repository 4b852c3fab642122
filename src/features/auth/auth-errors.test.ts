import { describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { messages as ne } from '../../../locales/ne/messages.po';
import { ApiError } from '@/lib/api/api-client';
import { authErrorCode, authErrorMessage } from './auth-errors';
import { RoleMismatchError } from '@/lib/auth/auth-store';

const firebaseError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

describe('identity-provider error codes → spec 8 messages', () => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });

  it.each([
    ['auth/invalid-email', 'Invalid email or password. Please try again.'],
    ['auth/wrong-password', 'Invalid email or password. Please try again.'],
    ['auth/invalid-credential', 'Invalid email or password. Please try again.'],
    ['auth/invalid-login-credentials', 'Invalid email or password. Please try again.'],
    ['auth/user-not-found', 'This email address is not registered.'],
    ['auth/email-already-in-use', 'This email address is already in use.'],
    ['auth/operation-not-allowed', 'Operation not allowed. Please try again.'],
    ['auth/weak-password', 'Password is too weak. Please try again.'],
    ['auth/requires-recent-login', 'Please sign in again to continue.'],
    ['auth/too-many-requests', 'Too many requests. Please try again later.'],
    ['auth/expired-action-code', 'The verification link has expired'],
    ['auth/invalid-action-code', 'The verification link is invalid'],
    ['auth/network-request-failed', 'You seem to be offline. Check your connection and try again.'],
    ['auth/internal-error', 'Something went wrong. Please try again.'],
  ])('%s', (code, message) => {
    expect(authErrorMessage(firebaseError(code), i18n)).toBe(message);
  });

  it('names the support address for a disabled account', () => {
    expect(authErrorMessage(firebaseError('auth/user-disabled'), i18n, 'help@swasthya.test')).toBe(
      'Your account has been disabled. Please contact support at help@swasthya.test.',
    );
    expect(authErrorMessage(firebaseError('auth/user-disabled'), i18n, '')).toBe(
      'Your account has been disabled. Please contact support.',
    );
  });

  it('gives the role-mismatch message for an account without the patient role', () => {
    expect(authErrorMessage(new RoleMismatchError(), i18n)).toBe(
      'You do not have permission to access this platform. Please login with a different account.',
    );
  });

  it('uses the error text rule for API errors, and the generic message for anything else', () => {
    const api = new ApiError(404, { message: 'Not here', errorList: [{ field: 'email', message: 'Unknown' }] }, 'Not here');
    expect(authErrorMessage(api, i18n)).toBe('email: Unknown');
    expect(authErrorMessage('weird', i18n)).toBe('Something went wrong. Please try again.');
    expect(authErrorCode({ code: 'auth/user-disabled' })).toBe('user-disabled');
    expect(authErrorCode(null)).toBeUndefined();
  });

  it('speaks Nepali when Nepali is active', () => {
    i18n.loadAndActivate({ locale: 'ne', messages: ne });
    try {
      expect(authErrorMessage(firebaseError('auth/wrong-password'), i18n)).toBe('इमेल वा पासवर्ड मिलेन। कृपया फेरि प्रयास गर्नुहोस्।');
      expect(authErrorMessage(firebaseError('auth/user-disabled'), i18n, 'help@swasthya.test')).toBe(
        'तपाईंको खाता निष्क्रिय गरिएको छ। कृपया help@swasthya.test मा सहायता टोलीलाई सम्पर्क गर्नुहोस्।',
      );
    } finally {
      i18n.loadAndActivate({ locale: 'en', messages: {} });
    }
  });
});
