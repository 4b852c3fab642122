// Messages of the directory area: English is the key, Nepali in DIRECTORY_MESSAGES_NE.
// translateMessage() in ./messages.ts knows this table.

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
} as const;

export const DIRECTORY_MESSAGES_NE: Record<string, string> = {
  [DIRECTORY_MESSAGES.listNotFound]: 'यो सूची अवस्थित छैन।',
  [DIRECTORY_MESSAGES.pharmacyNotFound]: 'यो फार्मेसी भेटिएन।',
  [DIRECTORY_MESSAGES.diagnosticCentreNotFound]: 'यो जाँच केन्द्र भेटिएन।',
  [DIRECTORY_MESSAGES.favouriteAdded]: 'डाक्टरलाई तपाईंको मनपर्ने सूचीमा थपियो।',
  [DIRECTORY_MESSAGES.favouriteRemoved]: 'डाक्टरलाई तपाईंको मनपर्ने सूचीबाट हटाइयो।',
  [DIRECTORY_MESSAGES.reviewPosted]: 'तपाईंको समीक्षाका लागि धन्यवाद।',
  [DIRECTORY_MESSAGES.reviewNeedsCompletedAppointment]: 'डाक्टरसँगको अपोइन्टमेन्ट सम्पन्न भएपछि मात्र तपाईं समीक्षा लेख्न सक्नुहुन्छ।',
  [DIRECTORY_MESSAGES.reviewAlreadyPosted]: 'तपाईंले यो डाक्टरसँगको अपोइन्टमेन्टको समीक्षा पहिले नै लेखिसक्नुभएको छ।',
  [DIRECTORY_MESSAGES.reviewAppointmentNotFound]: 'यो अपोइन्टमेन्ट भेटिएन।',
  [DIRECTORY_MESSAGES.reviewAppointmentNotCompleted]: 'यो अपोइन्टमेन्ट सम्पन्न भएपछि मात्र समीक्षा लेख्न सकिन्छ।',
  [DIRECTORY_MESSAGES.reviewTextTooShort]: 'कम्तीमा १० अक्षर लेख्नुहोस्।',
  [DIRECTORY_MESSAGES.reviewAspectRepeated]: 'प्रत्येक पक्ष एक पटक मात्र छान्नुहोस्।',
  [DIRECTORY_MESSAGES.nReviewPostedTitle]: 'समीक्षा पोस्ट गरियो',
  [DIRECTORY_MESSAGES.activityReviewed]: 'डा. {doctor}का लागि',
};
