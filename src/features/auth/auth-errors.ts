// Identity-provider error codes → the spec's messages (section 8), in the active language.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ApiError, errorText } from '@/lib/api/api-client';
import { getConfig } from '@/lib/settings/config';

export const AUTH_MESSAGES = {
  invalidCredentials: msg`Invalid email or password. Please try again.`,
  notRegistered: msg`This email address is not registered.`,
  emailInUse: msg`This email address is already in use.`,
  operationNotAllowed: msg`Operation not allowed. Please try again.`,
  weakPassword: msg`Password is too weak. Please try again.`,
  recentLogin: msg`Please sign in again to continue.`,
  tooManyRequests: msg`Too many requests. Please try again later.`,
  linkExpired: msg`The verification link has expired`,
  linkInvalid: msg`The verification link is invalid`,
  offline: msg`You seem to be offline. Check your connection and try again.`,
  roleMismatch: msg`You do not have permission to access this platform. Please login with a different account.`,
  somethingWrong: msg`Something went wrong. Please try again.`,
} satisfies Record<string, MessageDescriptor>;

const BY_CODE: Record<string, MessageDescriptor> = {
  'invalid-email': AUTH_MESSAGES.invalidCredentials,
  'wrong-password': AUTH_MESSAGES.invalidCredentials,
  'invalid-credential': AUTH_MESSAGES.invalidCredentials,
  'invalid-login-credentials': AUTH_MESSAGES.invalidCredentials,
  'user-not-found': AUTH_MESSAGES.notRegistered,
  'email-already-in-use': AUTH_MESSAGES.emailInUse,
  'operation-not-allowed': AUTH_MESSAGES.operationNotAllowed,
  'weak-password': AUTH_MESSAGES.weakPassword,
  'requires-recent-login': AUTH_MESSAGES.recentLogin,
  'too-many-requests': AUTH_MESSAGES.tooManyRequests,
  'expired-action-code': AUTH_MESSAGES.linkExpired,
  'invalid-action-code': AUTH_MESSAGES.linkInvalid,
  'network-request-failed': AUTH_MESSAGES.offline,
  'role-mismatch': AUTH_MESSAGES.roleMismatch,
};

/** The error's code without its `auth/` (or `app/`) prefix, if it has one. */
export function authErrorCode(err: unknown): string | undefined {
  const code = (err as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return undefined;
  return code.replace(/^(auth|app)\//, '');
}

/** 'Your account has been disabled…', naming the configured support address when there is one. */
export function accountDisabledText(i18n: I18n, supportEmail = getConfig().supportEmail): string {
  return supportEmail
    ? i18n._(msg`Your account has been disabled. Please contact support at ${supportEmail}.`)
    : i18n._(msg`Your account has been disabled. Please contact support.`);
}

/**
 * The message for an identity-provider error (by code), or for an API error by the spec's
 * error text rule; anything else is 'Something went wrong. Please try again.'
 */
export function authErrorMessage(err: unknown, i18n: I18n, supportEmail?: string): string {
  if (err instanceof ApiError) return errorText(err);
  const code = authErrorCode(err);
  if (code === 'user-disabled') return accountDisabledText(i18n, supportEmail);
  const known = code ? BY_CODE[code] : undefined;
  return i18n._(known ?? AUTH_MESSAGES.somethingWrong);
}
