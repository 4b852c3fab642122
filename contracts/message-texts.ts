// User-facing messages that both sides produce (validation and server errors), in English.
// English is the key, and the message id: each text is marked /*i18n*/ (a Lingui message with an
// explicit id; no macro, so the server runs it as a plain string), `lingui extract` puts it in the
// app's catalogs, and its Nepali is in locales/ne/messages.po (`npm run i18n:check` fails without
// it). The server answers in the language of `Accept-Language` (server/lib/i18n.ts); the app
// translates client-side validation with its own catalog (translateMessage in src/lib/i18n/i18n.ts).
// The same holds for every contracts/*-messages.ts.

export const M = {
  required: /*i18n*/ 'This field is required.',
  invalidEmail: /*i18n*/ 'Enter a valid email address.',
  passwordRule: /*i18n*/ 'Password must be at least 8 characters with an uppercase letter, a lowercase letter, a number and a special character.',
  passwordsDiffer: /*i18n*/ 'Passwords do not match.',
  nameInvalid: /*i18n*/ 'Use letters only, as on your certificate.',
  tooLong: /*i18n*/ 'This is too long.',
  invalidOption: /*i18n*/ 'Choose one of the options.',
  invalidPhone: /*i18n*/ 'Enter a valid phone number.',
  invalidDate: /*i18n*/ 'Enter a valid date.',
  underAge: /*i18n*/ 'You must be at least 18 years old.',
  invalidPostalCode: /*i18n*/ 'Enter a valid postal code.',
  invalidTimeZone: /*i18n*/ 'Choose a valid time zone.',
  invalidValue: /*i18n*/ 'This value is not valid.',
  emailInUse: /*i18n*/ 'This email address is already in use.',
  somethingWrong: /*i18n*/ 'Something went wrong. Please try again.',
  notFound: /*i18n*/ 'We could not find what you asked for.',
  routeNotFound: /*i18n*/ 'This address does not exist.',
  missingApiKey: /*i18n*/ 'This app is not allowed to use the service.',
  unauthenticated: /*i18n*/ 'Please sign in to continue.',
  sessionExpired: /*i18n*/ 'Your session has expired. Please sign in again.',
  roleMismatch: /*i18n*/ 'You do not have permission to access this platform. Please login with a different account.',
  accountDisabled: /*i18n*/ 'Your account has been disabled. Please contact support.',
  profileNotFound: /*i18n*/ 'Your profile could not be found. Please contact support.',
  tooManyRequests: /*i18n*/ 'Too many requests. Please try again later.',
  validationFailed: /*i18n*/ 'Some fields need your attention.',
  idempotencyConflict: /*i18n*/ 'This request is already being processed.',
  idempotencyMismatch: /*i18n*/ 'This request key was already used for a different request.',
  profileUpdated: /*i18n*/ 'Profile updated successfully.',
  accountCreated: /*i18n*/ 'Check your email to finish creating your account.',
  doctorNotFound: /*i18n*/ 'This doctor could not be found.',
  verificationSent: /*i18n*/ 'If this address has an unverified account, a verification link is on its way.',
  resetLinkSent: /*i18n*/ 'If this address has an account, a link to choose a new password is on its way.',
  passwordUpdated: /*i18n*/ 'Your password has been changed. You can sign in with the new one.',
  resetLinkExpired: /*i18n*/ 'The password reset link has expired. Please ask for a new one.',
  resetLinkInvalid: /*i18n*/ 'The password reset link is invalid. Please ask for a new one.',
} as const;


export type Locale = 'en' | 'ne';
