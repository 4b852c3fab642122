// Messages of the directory area: English is the key (marked /*i18n*/: its Nepali is in
// locales/ne/messages.po, see ./message-texts).

export const DIRECTORY_MESSAGES = {
  listNotFound: /*i18n*/ 'This list does not exist.',
  pharmacyNotFound: /*i18n*/ 'This pharmacy could not be found.',
  diagnosticCentreNotFound: /*i18n*/ 'This diagnostic centre could not be found.',
  favouriteAdded: /*i18n*/ 'Doctor added to your favourites.',
  favouriteRemoved: /*i18n*/ 'Doctor removed from your favourites.',
  reviewPosted: /*i18n*/ 'Thank you for your review.',
  reviewNeedsCompletedAppointment: /*i18n*/ 'You can review a doctor only after a completed appointment with them.',
  reviewAlreadyPosted: /*i18n*/ 'You have already reviewed your appointment with this doctor.',
  reviewAppointmentNotFound: /*i18n*/ 'This appointment could not be found.',
  reviewAppointmentNotCompleted: /*i18n*/ 'You can review this appointment once it has been completed.',
  reviewTextTooShort: /*i18n*/ 'Write at least 10 characters.',
  reviewAspectRepeated: /*i18n*/ 'Choose each aspect only once.',
  // Recent-activity entry of a review ({doctor} = the doctor's name)
  nReviewPostedTitle: /*i18n*/ 'Review posted',
  activityReviewed: /*i18n*/ 'For Dr. {doctor}',
  // The clinic asks about a completed visit ({doctor} = the doctor's name)
  nFeedbackRequestTitle: /*i18n*/ 'How was your visit?',
  nFeedbackRequestBody: /*i18n*/ 'Tell us about your visit to Dr. {doctor}.',
} as const;
