// Messages of the health summary and SMART Health Links (issue 32). English is the key (marked
// /*i18n*/: its Nepali is in locales/ne/messages.po, see ./message-texts).

export const HEALTH_MESSAGES = {
  allergyAdded: /*i18n*/ 'The allergy has been added.',
  allergyRemoved: /*i18n*/ 'The allergy has been removed.',
  problemAdded: /*i18n*/ 'The health problem has been added.',
  problemRemoved: /*i18n*/ 'The health problem has been removed.',
  answersSaved: /*i18n*/ 'Your health details have been saved.',
  itemNotFound: /*i18n*/ 'This entry could not be found.',
  removeAllergiesFirst: /*i18n*/ 'Remove the allergies on your list first.',
  removeProblemsFirst: /*i18n*/ 'Remove the health problems on your list first.',
  passcodeRule: /*i18n*/ 'The passcode must have 4 to 40 characters.',
  linkCreated: /*i18n*/ 'Your link is ready to share.',
  linkRevoked: /*i18n*/ 'The link has been revoked. Nobody can open it any more.',
  linkNotFound: /*i18n*/ 'This link does not exist, has expired or has been revoked.',
  wrongPasscode: /*i18n*/ 'The passcode is not correct.',
  fileTooLarge: /*i18n*/ 'The summary is too large to share.',
  notEncrypted: /*i18n*/ 'The file must be encrypted (compact JWE, dir, A256GCM).',
} as const;

/** The summary's narrative (the Composition's and each section's human-readable text), in the reader's language. */
export const IPS_TEXTS = {
  title: /*i18n*/ 'International Patient Summary',
  medications: /*i18n*/ 'Medication summary',
  allergies: /*i18n*/ 'Allergies and intolerances',
  problems: /*i18n*/ 'Problem list',
  results: /*i18n*/ 'Results',
  noInformation: /*i18n*/ 'No information available.',
  noKnownAllergies: /*i18n*/ 'No known allergies.',
  noKnownProblems: /*i18n*/ 'No known health problems.',
  summaryOf: /*i18n*/ 'Health summary of {name}, born {birthDate}, made on {date}.',
  since: /*i18n*/ 'since {date}',
  until: /*i18n*/ 'until {date}',
  prescribedBy: /*i18n*/ 'prescribed by {name}',
  reaction: /*i18n*/ 'reaction: {reaction}',
  range: /*i18n*/ 'reference range {range}',
  high: /*i18n*/ 'high',
  low: /*i18n*/ 'low',
  normal: /*i18n*/ 'normal',
  unknown: /*i18n*/ 'unknown',
} as const;
