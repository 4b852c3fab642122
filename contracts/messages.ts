import { DIRECTORY_MESSAGES_NE } from './directory-messages';
import { BOOKING_MESSAGES_NE } from './booking-messages';
import { RECORDS_MESSAGES_NE } from './records-messages';
import { ACCOUNT_MESSAGES_NE } from './account-messages';
// Printed documents (issue 19): the prescription and invoice PDFs' labels, merged below.
import { DOCUMENT_MESSAGES_NE } from './document-messages';
import { M, type Locale } from './message-texts';

// The English texts live in ./message-texts (imported by the schemas); this file adds the
// Nepali for each and translateMessage() over every area's table.
export { M, type Locale, type MessageText } from './message-texts';

/**
 * Messages only the server says (never a client-side check): kept out of ./message-texts, which the
 * app's first screen carries with its schemas.
 */
export const SERVER_MESSAGES = {
  serviceUnavailable: /*i18n*/ 'The service is unavailable for a moment. Please try again shortly.',
  unsupportedCharacters: /*i18n*/ 'This text contains characters that cannot be saved. Please remove them.',
} as const;
const S = SERVER_MESSAGES;

export const MESSAGES_NE: Record<string, string> = {
  [M.required]: 'यो जानकारी आवश्यक छ।',
  [M.invalidEmail]: 'मान्य इमेल ठेगाना लेख्नुहोस्।',
  [M.passwordRule]: 'पासवर्ड कम्तीमा ८ अक्षरको हुनुपर्छ र त्यसमा एउटा ठूलो अक्षर, एउटा सानो अक्षर, एउटा अङ्क र एउटा विशेष चिह्न हुनुपर्छ।',
  [M.passwordsDiffer]: 'पासवर्डहरू मिलेनन्।',
  [M.nameInvalid]: 'प्रमाणपत्रमा जस्तै अक्षर मात्र प्रयोग गर्नुहोस्।',
  [M.tooLong]: 'यो धेरै लामो भयो।',
  [M.invalidOption]: 'दिइएका विकल्पमध्ये एउटा छान्नुहोस्।',
  [M.invalidPhone]: 'मान्य फोन नम्बर लेख्नुहोस्।',
  [M.invalidDate]: 'मान्य मिति लेख्नुहोस्।',
  [M.underAge]: 'तपाईं कम्तीमा १८ वर्ष पूरा भएको हुनुपर्छ।',
  [M.invalidPostalCode]: 'मान्य हुलाक कोड लेख्नुहोस्।',
  [M.invalidTimeZone]: 'मान्य समय क्षेत्र छान्नुहोस्।',
  [M.invalidValue]: 'यो मान मान्य छैन।',
  [S.unsupportedCharacters]: 'यो पाठमा सुरक्षित गर्न नमिल्ने अक्षरहरू छन्। कृपया तिनलाई हटाउनुहोस्।',
  [M.emailInUse]: 'यो इमेल ठेगाना पहिले नै प्रयोगमा छ।',
  [M.somethingWrong]: 'केही गडबड भयो। कृपया फेरि प्रयास गर्नुहोस्।',
  [S.serviceUnavailable]: 'सेवा केही बेर उपलब्ध छैन। कृपया केही बेरपछि फेरि प्रयास गर्नुहोस्।',
  [M.notFound]: 'तपाईंले खोजेको कुरा भेटिएन।',
  [M.routeNotFound]: 'यो ठेगाना अवस्थित छैन।',
  [M.missingApiKey]: 'यो एपलाई सेवा प्रयोग गर्ने अनुमति छैन।',
  [M.unauthenticated]: 'अगाडि बढ्न कृपया साइन इन गर्नुहोस्।',
  [M.sessionExpired]: 'तपाईंको सत्र सकियो। कृपया फेरि साइन इन गर्नुहोस्।',
  [M.roleMismatch]: 'तपाईंलाई यो प्लेटफर्म प्रयोग गर्ने अनुमति छैन। कृपया अर्को खाताबाट लगइन गर्नुहोस्।',
  [M.accountDisabled]: 'तपाईंको खाता निष्क्रिय गरिएको छ। कृपया सहायता टोलीलाई सम्पर्क गर्नुहोस्।',
  [M.profileNotFound]: 'तपाईंको प्रोफाइल भेटिएन। कृपया सहायता टोलीलाई सम्पर्क गर्नुहोस्।',
  [M.tooManyRequests]: 'धेरै अनुरोधहरू भए। कृपया केही बेरपछि प्रयास गर्नुहोस्।',
  [M.validationFailed]: 'केही जानकारी सच्याउनुपर्ने छ।',
  [M.idempotencyConflict]: 'यो अनुरोध प्रक्रियामा छ।',
  [M.idempotencyMismatch]: 'यो अनुरोध कुञ्जी अर्कै अनुरोधका लागि प्रयोग भइसकेको छ।',
  [M.profileUpdated]: 'प्रोफाइल सफलतापूर्वक अद्यावधिक भयो।',
  [M.accountCreated]: 'तपाईंको खाता बन्यो। प्रमाणित गर्न आफ्नो इमेल हेर्नुहोस्।',
  [M.doctorNotFound]: 'यो डाक्टर भेटिएन।',
  [M.emailNotRegistered]: 'यो इमेल ठेगाना दर्ता गरिएको छैन।',
  [M.verificationSent]: 'यो ठेगानामा प्रमाणित नभएको खाता छ भने प्रमाणीकरण लिङ्क पठाइँदैछ।',
  [M.alreadyVerified]: 'यो इमेल ठेगाना पहिले नै प्रमाणित छ। तपाईं साइन इन गर्न सक्नुहुन्छ।',
  [M.resetLinkSent]: 'पासवर्ड रिसेट गर्ने लिङ्क तपाईंको इमेलमा पठाइएको छ।',
  [M.passwordUpdated]: 'तपाईंको पासवर्ड परिवर्तन भयो। अब नयाँ पासवर्डले साइन इन गर्न सक्नुहुन्छ।',
  [M.resetLinkExpired]: 'पासवर्ड रिसेट गर्ने लिङ्कको म्याद सकियो। कृपया नयाँ लिङ्क माग्नुहोस्।',
  [M.resetLinkInvalid]: 'पासवर्ड रिसेट गर्ने लिङ्क मान्य छैन। कृपया नयाँ लिङ्क माग्नुहोस्।',
};

// Merged on first use.
let allNe: Record<string, string> | undefined;

export function translateMessage(text: string, locale: Locale): string {
  if (locale !== 'ne') return text;
  allNe ??= { ...MESSAGES_NE, ...DIRECTORY_MESSAGES_NE, ...BOOKING_MESSAGES_NE, ...ACCOUNT_MESSAGES_NE, ...RECORDS_MESSAGES_NE, ...DOCUMENT_MESSAGES_NE };
  return allNe[text] ?? text;
}
