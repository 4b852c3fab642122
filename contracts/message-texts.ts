// User-facing messages that both sides produce (validation and server errors), in English.
// English is the key, and the message id: each text is marked /*i18n*/ (a Lingui message with an
// explicit id; no macro, so the server runs it as a plain string), `lingui extract` puts it in the
// app's catalogs, and its Nepali is in locales/ne/messages.po (`npm run i18n:check` fails without
// it). The server answers in the language of `Accept-Language` (server/lib/i18n.ts); the app
// translates client-side validation with its own catalog (translateMessage in src/lib/i18n/i18n.ts).
// The same holds for every contracts/*-messages.ts.
//
// One constant per text, imported as a namespace (`import * as M from './message-texts'`): the build
// writes each text where it is used (inlineConst), so a first screen carries the texts its own code
// names, not all of them (the whole object was 2.1 KB of the entry, for one text the entry needed).

export const required = /*i18n*/ 'This field is required.';
export const invalidEmail = /*i18n*/ 'Enter a valid email address.';
export const passwordRule = /*i18n*/ 'Password must be at least 8 characters with an uppercase letter, a lowercase letter, a number and a special character.';
export const passwordsDiffer = /*i18n*/ 'Passwords do not match.';
export const nameInvalid = /*i18n*/ 'Use letters only, as on your certificate.';
export const tooLong = /*i18n*/ 'This is too long.';
export const invalidOption = /*i18n*/ 'Choose one of the options.';
export const invalidPhone = /*i18n*/ 'Enter a valid phone number.';
export const invalidDate = /*i18n*/ 'Enter a valid date.';
export const underAge = /*i18n*/ 'You must be at least 18 years old.';
export const invalidPostalCode = /*i18n*/ 'Enter a valid postal code.';
export const invalidTimeZone = /*i18n*/ 'Choose a valid time zone.';
export const invalidValue = /*i18n*/ 'This value is not valid.';
export const emailInUse = /*i18n*/ 'This email address is already in use.';
export const somethingWrong = /*i18n*/ 'Something went wrong. Please try again.';
export const routeNotFound = /*i18n*/ 'This address does not exist.';
export const missingApiKey = /*i18n*/ 'This app is not allowed to use the service.';
export const unauthenticated = /*i18n*/ 'Please sign in to continue.';
export const sessionExpired = /*i18n*/ 'Your session has expired. Please sign in again.';
export const roleMismatch = /*i18n*/ 'You do not have permission to access this platform. Please login with a different account.';
export const accountDisabled = /*i18n*/ 'Your account has been disabled. Please contact support.';
export const profileNotFound = /*i18n*/ 'Your profile could not be found. Please contact support.';
export const tooManyRequests = /*i18n*/ 'Too many requests. Please try again later.';
export const validationFailed = /*i18n*/ 'Some fields need your attention.';
export const idempotencyConflict = /*i18n*/ 'This request is already being processed.';
export const idempotencyMismatch = /*i18n*/ 'This request key was already used for a different request.';
export const profileUpdated = /*i18n*/ 'Profile updated successfully.';
export const accountCreated = /*i18n*/ 'Check your email to finish creating your account.';
export const doctorNotFound = /*i18n*/ 'This doctor could not be found.';
export const verificationSent = /*i18n*/ 'If this address has an unverified account, a verification link is on its way.';
export const resetLinkSent = /*i18n*/ 'If this address has an account, a link to choose a new password is on its way.';
export const passwordUpdated = /*i18n*/ 'Your password has been changed. You can sign in with the new one.';
export const resetLinkExpired = /*i18n*/ 'The password reset link has expired. Please ask for a new one.';
export const resetLinkInvalid = /*i18n*/ 'The password reset link is invalid. Please ask for a new one.';


export type Locale = 'en' | 'ne';
