// Messages of the clinic console (issue 29): English is the key (marked /*i18n*/, Nepali in the
// console's catalog locales/ne/console.po, which the server reads too: no patient's phone installs them).
export const CLINIC_MESSAGES = {
  staffNotFound: /*i18n*/ 'This staff account is not active at this clinic. Ask the clinic administrator.',
  checkedIn: /*i18n*/ 'The patient is checked in.',
  markedNoShow: /*i18n*/ 'Marked as not attended.',
  cannotCheckIn: /*i18n*/ 'Only a confirmed visit at the clinic can be checked in.',
  alreadyCheckedIn: /*i18n*/ 'This patient is already checked in.',
  cannotMarkNoShow: /*i18n*/ 'Only a confirmed appointment whose time has come can be marked as not attended.',
  invitationSent: /*i18n*/ 'The invitation has been sent.',
  invitationInvalid: /*i18n*/ 'This invitation link is not valid or has expired. Ask the clinic administrator for a new one.',
  invitationAccepted: /*i18n*/ 'Your staff account is ready. Sign in with your e-mail and password.',
  emailHasAccount: /*i18n*/ 'This e-mail address already has an account. Use another address.',
  doctorNotAtClinic: /*i18n*/ 'This doctor does not practise at this clinic.',
  dayOffAdded: /*i18n*/ 'The day off is set: its free times can no longer be booked.',
  dayOffRemoved: /*i18n*/ 'The day off is removed: its times can be booked again.',
  dayOffInPast: /*i18n*/ 'Choose today or a later day.',
  dayOffTooFar: /*i18n*/ 'Choose a day within the next 90 days.',
  doctorRequired: /*i18n*/ 'Choose the doctor this account belongs to.',
} as const;

/** The weekly hours form's words (server and console). */
export const CLINIC_SCHEDULE_MESSAGES = {
  timeInvalid: /*i18n*/ 'Choose a time.',
  endBeforeStart: /*i18n*/ 'The end must be later than the start.',
  periodsOverlap: /*i18n*/ 'This period overlaps another one on the same day.',
  periodTooShort: /*i18n*/ 'This period is shorter than one appointment.',
  tooManyPeriods: /*i18n*/ 'A day can have at most 4 periods.',
  slotMinutesInvalid: /*i18n*/ 'Choose an appointment length from the list.',
  feeInvalid: /*i18n*/ 'Enter the fee in whole rupees, from 0 to 1,00,000.',
  discountInvalid: /*i18n*/ 'Enter a whole percent from 0 to 100.',
  hoursSaved: /*i18n*/ "The doctor's hours, fee and discount are saved.",
} as const;
