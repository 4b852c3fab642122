// Messages of the account settings, chat, health feed and support APIs (issue 8).
// English is the key (marked /*i18n*/: its Nepali is in locales/ne/messages.po, see ./message-texts).
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
  // Recent-activity entry of a phone number verified in the profile
  nPhoneVerifiedTitle: /*i18n*/ 'Profile updated',
  activityPhoneVerified: /*i18n*/ 'Phone number verified',
  // Support
  contactReceived: /*i18n*/ 'Thank you for contacting us. We will get back to you soon.',
  feedbackReceived: /*i18n*/ 'Thank you for your feedback.',
  featureRequestReceived: /*i18n*/ 'Thank you! Your feature request has been received.',
  bugReportReceived: /*i18n*/ 'Thank you! Your bug report has been received.',
  invalidRating: /*i18n*/ 'Choose a rating from 1 to 5.',
  invalidUrl: /*i18n*/ 'Enter a valid web address.',
} as const;
