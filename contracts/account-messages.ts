// Messages of the account settings, chat, health feed and support APIs (issue 8).
// English is the key; ACCOUNT_MESSAGES_NE gives the Nepali (registered in translateMessage).
// The spec's own wording is kept verbatim where the spec gives it (section 8).

export const ACCOUNT_MESSAGES = {
  // Profile picture (spec 5, 8)
  pictureTooLarge: /*i18n*/ 'Image size should be less than 3MB.',
  pictureInvalidType: /*i18n*/ 'Invalid file type. Please upload jpg, jpeg, or png image files.',
  pictureMissing: /*i18n*/ 'Choose an image to upload.',
  pictureRemoved: /*i18n*/ 'Your profile picture has been removed.',
  noPicture: /*i18n*/ 'You have no profile picture.',
  // Phone verification
  phoneMissing: /*i18n*/ 'Add your phone number first.',
  codeSent: /*i18n*/ 'A verification code has been sent to your phone.',
  codeWait: /*i18n*/ 'Please wait a moment before asking for a new code.',
  codeFormat: /*i18n*/ 'Enter the 6-digit code.',
  codeInvalid: /*i18n*/ 'The code is not correct. Please try again.',
  codeExpired: /*i18n*/ 'The code has expired. Please ask for a new one.',
  codeNotRequested: /*i18n*/ 'Please ask for a verification code first.',
  codeTooManyAttempts: /*i18n*/ 'Too many wrong codes. Please ask for a new one.',
  smsFailed: /*i18n*/ 'We could not send the code. Please try again later.',
  phoneVerified: /*i18n*/ 'Your phone number has been verified.',
  // Password (spec 8, verbatim)
  checkCurrentPassword: /*i18n*/ 'Please check your current password and try again',
  changePasswordFailed: /*i18n*/ 'Failed to change password. Please try again later.',
  noUserLoggedIn: /*i18n*/ 'No user is currently logged in',
  passwordChanged: /*i18n*/ 'Your password has been changed. Please sign in again with the new password.',
  samePassword: /*i18n*/ 'Choose a password different from the current one.',
  // Notification preferences
  preferencesSaved: /*i18n*/ 'Your notification preferences have been saved.',
  duplicateCategory: /*i18n*/ 'Each category may appear only once.',
  // Delete (disable) account
  wrongPassword: /*i18n*/ 'The password is not correct. Please try again.',
  accountDeleted: /*i18n*/ 'Your account has been deleted. To recover it, please write to {email}.',
  deleteAccountFailed: /*i18n*/ 'Failed to delete your account. Please try again later.',
  // Chat
  threadNotFound: /*i18n*/ 'This conversation could not be found.',
  chatNotAllowed: /*i18n*/ 'You can message only doctors you have or had an appointment with.',
  cursorNotFound: /*i18n*/ 'This message is not in the conversation.',
  beforeOrAfter: /*i18n*/ 'Use either before or after, not both.',
  ticketInvalid: /*i18n*/ 'This live connection has expired. Please reconnect.',
  // A doctor's message the patient has not read (issue 16): never the message itself (SMS is not private).
  nChatReplyTitle: /*i18n*/ 'New message',
  nChatReplyBody: /*i18n*/ 'Dr. {doctor} sent you a message. Read it in Messages.',
  // Support
  contactReceived: /*i18n*/ 'Thank you for contacting us. We will get back to you soon.',
  feedbackReceived: /*i18n*/ 'Thank you for your feedback.',
  featureRequestReceived: /*i18n*/ 'Thank you! Your feature request has been received.',
  bugReportReceived: /*i18n*/ 'Thank you! Your bug report has been received.',
  invalidRating: /*i18n*/ 'Choose a rating from 1 to 5.',
  invalidUrl: /*i18n*/ 'Enter a valid web address.',
} as const;

const A = ACCOUNT_MESSAGES;

export const ACCOUNT_MESSAGES_NE: Record<string, string> = {
  [A.pictureTooLarge]: 'तस्बिरको आकार ३MB भन्दा कम हुनुपर्छ।',
  [A.pictureInvalidType]: 'फाइलको प्रकार मिलेन। कृपया jpg, jpeg वा png तस्बिर मात्र अपलोड गर्नुहोस्।',
  [A.pictureMissing]: 'अपलोड गर्न एउटा तस्बिर छान्नुहोस्।',
  [A.pictureRemoved]: 'तपाईंको प्रोफाइल तस्बिर हटाइयो।',
  [A.noPicture]: 'तपाईंको प्रोफाइल तस्बिर छैन।',
  [A.phoneMissing]: 'पहिले आफ्नो फोन नम्बर राख्नुहोस्।',
  [A.codeSent]: 'प्रमाणीकरण कोड तपाईंको फोनमा पठाइएको छ।',
  [A.codeWait]: 'नयाँ कोड माग्नुअघि कृपया केही बेर पर्खनुहोस्।',
  [A.codeFormat]: '६ अङ्कको कोड लेख्नुहोस्।',
  [A.codeInvalid]: 'कोड मिलेन। कृपया फेरि प्रयास गर्नुहोस्।',
  [A.codeExpired]: 'कोडको म्याद सकियो। कृपया नयाँ कोड माग्नुहोस्।',
  [A.codeNotRequested]: 'कृपया पहिले प्रमाणीकरण कोड माग्नुहोस्।',
  [A.codeTooManyAttempts]: 'धेरै पटक गलत कोड हालियो। कृपया नयाँ कोड माग्नुहोस्।',
  [A.smsFailed]: 'कोड पठाउन सकिएन। कृपया केही बेरपछि प्रयास गर्नुहोस्।',
  [A.phoneVerified]: 'तपाईंको फोन नम्बर प्रमाणित भयो।',
  [A.checkCurrentPassword]: 'कृपया आफ्नो हालको पासवर्ड जाँचेर फेरि प्रयास गर्नुहोस्',
  [A.changePasswordFailed]: 'पासवर्ड परिवर्तन गर्न सकिएन। कृपया केही बेरपछि प्रयास गर्नुहोस्।',
  [A.noUserLoggedIn]: 'अहिले कुनै प्रयोगकर्ता लगइन गरेको छैन',
  [A.passwordChanged]: 'तपाईंको पासवर्ड परिवर्तन भयो। कृपया नयाँ पासवर्डले फेरि साइन इन गर्नुहोस्।',
  [A.samePassword]: 'हालको भन्दा फरक पासवर्ड छान्नुहोस्।',
  [A.preferencesSaved]: 'तपाईंका सूचना सम्बन्धी रोजाइहरू सुरक्षित गरिए।',
  [A.duplicateCategory]: 'हरेक प्रकार एक पटक मात्र राख्न मिल्छ।',
  [A.wrongPassword]: 'पासवर्ड मिलेन। कृपया फेरि प्रयास गर्नुहोस्।',
  [A.accountDeleted]: 'तपाईंको खाता मेटाइयो। खाता फिर्ता पाउन कृपया {email} मा लेख्नुहोस्।',
  [A.deleteAccountFailed]: 'तपाईंको खाता मेटाउन सकिएन। कृपया केही बेरपछि प्रयास गर्नुहोस्।',
  [A.threadNotFound]: 'यो कुराकानी भेटिएन।',
  [A.chatNotAllowed]: 'तपाईंले अपोइन्टमेन्ट लिएका वा लिइसकेका डाक्टरलाई मात्र सन्देश पठाउन सक्नुहुन्छ।',
  [A.cursorNotFound]: 'यो सन्देश यस कुराकानीमा छैन।',
  [A.beforeOrAfter]: 'before वा after मध्ये एउटा मात्र प्रयोग गर्नुहोस्।',
  [A.ticketInvalid]: 'यो लाइभ जडानको म्याद सकियो। कृपया फेरि जोड्नुहोस्।',
  [A.nChatReplyTitle]: 'नयाँ सन्देश',
  [A.nChatReplyBody]: 'डा. {doctor} ले तपाईंलाई सन्देश पठाउनुभयो। सन्देशहरूमा पढ्नुहोस्।',
  [A.contactReceived]: 'हामीलाई सम्पर्क गर्नुभएकोमा धन्यवाद। हामी छिट्टै जवाफ दिनेछौं।',
  [A.feedbackReceived]: 'तपाईंको प्रतिक्रियाका लागि धन्यवाद।',
  [A.featureRequestReceived]: 'धन्यवाद! तपाईंको नयाँ सुविधाको अनुरोध प्राप्त भयो।',
  [A.bugReportReceived]: 'धन्यवाद! तपाईंले पठाउनुभएको त्रुटि विवरण प्राप्त भयो।',
  [A.invalidRating]: '१ देखि ५ सम्मको मूल्याङ्कन छान्नुहोस्।',
  [A.invalidUrl]: 'मान्य वेब ठेगाना लेख्नुहोस्।',
};

/** Fills `{name}` placeholders after translation (e.g. the support e-mail). */
export function fillMessage(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}
