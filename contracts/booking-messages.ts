// Messages of the booking area: English is the key (marked /*i18n*/: its Nepali is in
// locales/ne/messages.po, see ./message-texts). Texts with {placeholders} are notification/activity
// templates: the server translates them with their values (server/lib/i18n.ts).

export const BOOKING_MESSAGES = {
  // Schedules and slots
  invalidDateRange: /*i18n*/ 'Choose a date range of at most 62 days, ending on or after its start.',
  slotNotFound: /*i18n*/ 'This time slot could not be found.',
  slotOtherDoctor: /*i18n*/ 'This time slot does not belong to this doctor.',
  slotPast: /*i18n*/ 'This time slot has already passed. Please choose another one.',
  slotTaken: /*i18n*/ 'Sorry, this time slot has just been booked by someone else. Please choose another slot.',
  slotUnavailable: /*i18n*/ 'This time slot is not available. Please choose another one.',
  slotTypeMismatch: /*i18n*/ 'Choose a time slot of the same consultation type.',
  feeMismatch: /*i18n*/ 'The fee for this time slot has changed. Please check the booking summary again.',

  // Booking
  profileIncomplete: /*i18n*/ 'Please complete your profile before booking an appointment.',
  termsRequired: /*i18n*/ 'You must agree to the terms and conditions.',
  familyMemberNotFound: /*i18n*/ 'This family member could not be found.',
  appointmentBooked: /*i18n*/ 'Your appointment has been booked. The doctor will confirm it soon.',

  // Managing appointments
  appointmentNotFound: /*i18n*/ 'This appointment could not be found.',
  cancelCutoff: /*i18n*/ 'Appointments can only be canceled at least 24 hours before the scheduled time.',
  rescheduleCutoff: /*i18n*/ 'Appointments can only be rescheduled at least 24 hours before the scheduled time.',
  appointmentClosed: /*i18n*/ 'This appointment is already canceled or completed and can no longer be changed.',
  sameSlot: /*i18n*/ 'This is already the time of your appointment.',
  noOpenReschedule: /*i18n*/ 'There is no reschedule request waiting for an answer.',
  noProposal: /*i18n*/ 'The doctor has not proposed a new time.',
  awaitingPatient: /*i18n*/ 'The patient has not answered the proposed time yet.',
  requestedSlotPassed: /*i18n*/ 'The requested time has already passed. Please choose another slot.',
  cannotConfirm: /*i18n*/ 'Only a pending appointment or a reschedule request can be confirmed.',
  cannotComplete: /*i18n*/ 'Only a confirmed appointment can be marked as completed.',
  appointmentCanceled: /*i18n*/ 'Your appointment has been canceled.',
  rescheduleRequested: /*i18n*/ 'Your reschedule request has been sent to the doctor.',
  rescheduleAccepted: /*i18n*/ 'Your appointment has been moved to the new time.',
  appointmentConfirmed: /*i18n*/ 'The appointment has been confirmed.',
  appointmentCanceledByDoctor: /*i18n*/ 'The appointment has been canceled and the patient informed.',
  newTimeProposed: /*i18n*/ 'A new time has been proposed to the patient.',
  appointmentCompleted: /*i18n*/ 'The appointment has been marked as completed.',
  doctorAccountNotFound: /*i18n*/ 'This doctor account is not linked to a doctor profile.',

  // Notifications, family, activity
  notificationMarkedRead: /*i18n*/ 'Notification marked as read',
  notificationNotFound: /*i18n*/ 'This notification could not be found.',
  familyMemberAdded: /*i18n*/ 'Family member added.',
  familyMemberUpdated: /*i18n*/ 'Family member details updated.',
  familyMemberRemoved: /*i18n*/ 'Family member removed.',
  dateNotInFuture: /*i18n*/ 'The date cannot be in the future.',
  activityNotFound: /*i18n*/ 'This activity could not be found.',
  activityArchived: /*i18n*/ 'Activity archived.',
  activityUnarchived: /*i18n*/ 'Activity moved back to recent activity.',

  // Notification and activity templates ({doctor} = doctor's name, {when} = date and time)
  nBookedTitle: /*i18n*/ 'Booking received',
  nBookedBody: /*i18n*/ 'Your appointment with Dr. {doctor} on {when} is waiting for the doctor’s confirmation.',
  nConfirmedTitle: /*i18n*/ 'Appointment confirmed',
  nConfirmedBody: /*i18n*/ 'Your appointment with Dr. {doctor} on {when} is confirmed.',
  nRescheduleRequestedTitle: /*i18n*/ 'Reschedule requested',
  nRescheduleRequestedBody: /*i18n*/ 'You asked Dr. {doctor} to move your appointment to {when}. We will let you know when the doctor answers.',
  nProposedTitle: /*i18n*/ 'New time proposed',
  nProposedBody: /*i18n*/ 'Dr. {doctor} proposed {when} for your appointment. Accept it or choose another time.',
  nRescheduledTitle: /*i18n*/ 'Appointment rescheduled',
  nRescheduledBody: /*i18n*/ 'Your appointment with Dr. {doctor} is now on {when}.',
  nCanceledTitle: /*i18n*/ 'Appointment canceled',
  nCanceledBody: /*i18n*/ 'Your appointment with Dr. {doctor} on {when} has been canceled.',
  nCanceledByDoctorBody: /*i18n*/ 'Dr. {doctor} canceled your appointment on {when}. Reason: {reason}',
  nCompletedTitle: /*i18n*/ 'Visit completed',
  nCompletedBody: /*i18n*/ 'Your visit to Dr. {doctor} on {when} is complete. We hope you feel better soon.',
  activityDescription: /*i18n*/ 'Dr. {doctor} · {when}',
  // Reminders (24 h and 2 h before) and the other channels (issue 16); {name} = the family member's first name
  nReminderTitle: /*i18n*/ 'Appointment reminder',
  nReminderBody: /*i18n*/ 'Reminder: your appointment with Dr. {doctor} is on {when}.',
  nReminderFamilyBody: /*i18n*/ '{name}, reminder: your appointment with Dr. {doctor} is on {when}.',
  emailFooter: /*i18n*/ 'Open Swasthya to see the details: {link}',
  emailSettingsHint: /*i18n*/ 'You get this e-mail because of your choices in Settings → Notifications.',
  pushTestTitle: /*i18n*/ 'Notifications are on',
  pushTestBody: /*i18n*/ 'Swasthya can now tell you about your appointments on this device.',
  pushTestSent: /*i18n*/ 'A test notification was sent to this device.',
  pushNoDevice: /*i18n*/ 'This device is not set up for notifications yet.',
  pushSubscribed: /*i18n*/ 'Notifications are on for this device.',
  pushUnsubscribed: /*i18n*/ 'Notifications are off for this device.',
  pushNotConfigured: /*i18n*/ 'Notifications to devices are not available on this server.',
  channelsSaved: /*i18n*/ 'Your notification settings have been saved.',
  whatsappNeedsPhone: /*i18n*/ 'Verify your phone number first: WhatsApp messages go to it.',
} as const;

/** Fills `{name}` placeholders of a (translated) template. */
export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}
