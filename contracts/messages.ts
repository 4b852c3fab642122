// The English texts live in ./message-texts (imported by the schemas), their Nepali in
// locales/ne/messages.po (see there); this file adds the messages only the server says.
export * as M from './message-texts';
export type { Locale } from './message-texts';

/**
 * Messages only the server says (never a client-side check): kept out of ./message-texts, which the
 * app's first screen carries with its schemas.
 */
export const SERVER_MESSAGES = {
  serviceUnavailable: /*i18n*/ 'The service is unavailable for a moment. Please try again shortly.',
  unsupportedCharacters: /*i18n*/ 'This text contains characters that cannot be saved. Please remove them.',
  tooDeep: /*i18n*/ 'This value has too many levels or items.',
  resetNotRevoked: /*i18n*/ 'Your password was not changed: we could not sign out your other devices. Please try again.',
  resetChangedNotRevoked: /*i18n*/ 'Your password was changed, but we could not sign out your other devices. Please ask for a new reset link and use it.',
} as const;
