// User-facing messages that both sides produce (validation and server errors), in English.
// English is the key: contracts/messages.ts gives the Nepali (the server answers in the language
// of `Accept-Language`; the app translates client-side validation the same way). The schemas
// import this file, not messages.ts, so a bundle that validates never carries the Nepali tables.

export const M = {
  required: 'This field is required.',
  invalidEmail: 'Enter a valid email address.',
  passwordRule: 'Password must be at least 8 characters with an uppercase letter, a lowercase letter, a number and a special character.',
  passwordsDiffer: 'Passwords do not match.',
  nameInvalid: 'Use letters only, as on your certificate.',
  tooLong: 'This is too long.',
  invalidOption: 'Choose one of the options.',
  invalidPhone: 'Enter a valid phone number.',
  invalidDate: 'Enter a valid date.',
  underAge: 'You must be at least 18 years old.',
  invalidPostalCode: 'Enter a valid postal code.',
  invalidTimeZone: 'Choose a valid time zone.',
  invalidValue: 'This value is not valid.',
  emailInUse: 'This email address is already in use.',
  somethingWrong: 'Something went wrong. Please try again.',
  notFound: 'We could not find what you asked for.',
  routeNotFound: 'This address does not exist.',
  missingApiKey: 'This app is not allowed to use the service.',
  unauthenticated: 'Please sign in to continue.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  roleMismatch: 'You do not have permission to access this platform. Please login with a different account.',
  accountDisabled: 'Your account has been disabled. Please contact support.',
  profileNotFound: 'Your profile could not be found. Please contact support.',
  tooManyRequests: 'Too many requests. Please try again later.',
  validationFailed: 'Some fields need your attention.',
  idempotencyConflict: 'This request is already being processed.',
  idempotencyMismatch: 'This request key was already used for a different request.',
  profileUpdated: 'Profile updated successfully.',
  accountCreated: 'Your account was created. Check your email to verify it.',
  doctorNotFound: 'This doctor could not be found.',
  emailNotRegistered: 'This email address is not registered.',
  verificationSent: 'If this address has an unverified account, a verification link is on its way.',
  alreadyVerified: 'This email address is already verified. You can sign in.',
  resetLinkSent: 'A password reset link has been sent to your email.',
  passwordUpdated: 'Your password has been changed. You can sign in with the new one.',
  resetLinkExpired: 'The password reset link has expired. Please ask for a new one.',
  resetLinkInvalid: 'The password reset link is invalid. Please ask for a new one.',
} as const;

export type MessageText = (typeof M)[keyof typeof M];

export type Locale = 'en' | 'ne';
