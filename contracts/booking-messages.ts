// Messages of the booking area: English is the key, Nepali in BOOKING_MESSAGES_NE.
// translateMessage() in ./messages.ts knows this table. Texts with {placeholders} are
// notification/activity templates: translate first, then fill in with fillTemplate().

export const BOOKING_MESSAGES = {
  // Schedules and slots
  invalidDateRange: 'Choose a date range of at most 62 days, ending on or after its start.',
  slotNotFound: 'This time slot could not be found.',
  slotOtherDoctor: 'This time slot does not belong to this doctor.',
  slotPast: 'This time slot has already passed. Please choose another one.',
  slotTaken: 'Sorry, this time slot has just been booked by someone else. Please choose another slot.',
  slotUnavailable: 'This time slot is not available. Please choose another one.',
  slotTypeMismatch: 'Choose a time slot of the same consultation type.',
  feeMismatch: 'The fee for this time slot has changed. Please check the booking summary again.',

  // Booking
  profileIncomplete: 'Please complete your profile before booking an appointment.',
  termsRequired: 'You must agree to the terms and conditions.',
  familyMemberNotFound: 'This family member could not be found.',
  appointmentBooked: 'Your appointment has been booked. The doctor will confirm it soon.',

  // Managing appointments
  appointmentNotFound: 'This appointment could not be found.',
  cancelCutoff: 'Appointments can only be canceled at least 24 hours before the scheduled time.',
  rescheduleCutoff: 'Appointments can only be rescheduled at least 24 hours before the scheduled time.',
  appointmentClosed: 'This appointment is already canceled or completed and can no longer be changed.',
  sameSlot: 'This is already the time of your appointment.',
  noOpenReschedule: 'There is no reschedule request waiting for an answer.',
  noProposal: 'The doctor has not proposed a new time.',
  awaitingPatient: 'The patient has not answered the proposed time yet.',
  requestedSlotPassed: 'The requested time has already passed. Please choose another slot.',
  cannotConfirm: 'Only a pending appointment or a reschedule request can be confirmed.',
  cannotComplete: 'Only a confirmed appointment can be marked as completed.',
  appointmentCanceled: 'Your appointment has been canceled.',
  rescheduleRequested: 'Your reschedule request has been sent to the doctor.',
  rescheduleAccepted: 'Your appointment has been moved to the new time.',
  appointmentConfirmed: 'The appointment has been confirmed.',
  appointmentCanceledByDoctor: 'The appointment has been canceled and the patient informed.',
  newTimeProposed: 'A new time has been proposed to the patient.',
  appointmentCompleted: 'The appointment has been marked as completed.',
  doctorAccountNotFound: 'This doctor account is not linked to a doctor profile.',

  // Notifications, family, activity
  notificationMarkedRead: 'Notification marked as read',
  notificationNotFound: 'This notification could not be found.',
  familyMemberAdded: 'Family member added.',
  familyMemberUpdated: 'Family member details updated.',
  familyMemberRemoved: 'Family member removed.',
  dateNotInFuture: 'The date cannot be in the future.',
  activityNotFound: 'This activity could not be found.',
  activityArchived: 'Activity archived.',
  activityUnarchived: 'Activity moved back to recent activity.',

  // Notification and activity templates ({doctor} = doctor's name, {when} = date and time)
  nBookedTitle: 'Booking received',
  nBookedBody: 'Your appointment with Dr. {doctor} on {when} is waiting for the doctor’s confirmation.',
  nConfirmedTitle: 'Appointment confirmed',
  nConfirmedBody: 'Your appointment with Dr. {doctor} on {when} is confirmed.',
  nRescheduleRequestedTitle: 'Reschedule requested',
  nRescheduleRequestedBody: 'You asked Dr. {doctor} to move your appointment to {when}. We will let you know when the doctor answers.',
  nProposedTitle: 'New time proposed',
  nProposedBody: 'Dr. {doctor} proposed {when} for your appointment. Accept it or choose another time.',
  nRescheduledTitle: 'Appointment rescheduled',
  nRescheduledBody: 'Your appointment with Dr. {doctor} is now on {when}.',
  nCanceledTitle: 'Appointment canceled',
  nCanceledBody: 'Your appointment with Dr. {doctor} on {when} has been canceled.',
  nCanceledByDoctorBody: 'Dr. {doctor} canceled your appointment on {when}. Reason: {reason}',
  nCompletedTitle: 'Visit completed',
  nCompletedBody: 'Your visit to Dr. {doctor} on {when} is complete. We hope you feel better soon.',
  activityDescription: 'Dr. {doctor} · {when}',
} as const;

const B = BOOKING_MESSAGES;

export const BOOKING_MESSAGES_NE: Record<string, string> = {
  [B.invalidDateRange]: 'बढीमा ६२ दिनको मिति दायरा छान्नुहोस्, जसको अन्तिम मिति सुरु मितिभन्दा अघि नहोस्।',
  [B.slotNotFound]: 'यो समय तालिका भेटिएन।',
  [B.slotOtherDoctor]: 'यो समय तालिका यस डाक्टरको होइन।',
  [B.slotPast]: 'यो समय बितिसकेको छ। कृपया अर्को समय छान्नुहोस्।',
  [B.slotTaken]: 'माफ गर्नुहोस्, यो समय भर्खरै अरू कसैले बुक गर्नुभयो। कृपया अर्को समय छान्नुहोस्।',
  [B.slotUnavailable]: 'यो समय उपलब्ध छैन। कृपया अर्को समय छान्नुहोस्।',
  [B.slotTypeMismatch]: 'उही प्रकारको परामर्शको समय छान्नुहोस्।',
  [B.feeMismatch]: 'यो समयको शुल्क परिवर्तन भएको छ। कृपया बुकिङ सारांश फेरि हेर्नुहोस्।',

  [B.profileIncomplete]: 'अपोइन्टमेन्ट बुक गर्नुअघि कृपया आफ्नो प्रोफाइल पूरा गर्नुहोस्।',
  [B.termsRequired]: 'तपाईंले नियम तथा सर्तहरूमा सहमति जनाउनुपर्छ।',
  [B.familyMemberNotFound]: 'परिवारको यो सदस्य भेटिएन।',
  [B.appointmentBooked]: 'तपाईंको अपोइन्टमेन्ट बुक भयो। डाक्टरले चाँडै पुष्टि गर्नुहुनेछ।',

  [B.appointmentNotFound]: 'यो अपोइन्टमेन्ट भेटिएन।',
  [B.cancelCutoff]: 'अपोइन्टमेन्ट तोकिएको समयभन्दा कम्तीमा २४ घण्टाअघि मात्र रद्द गर्न सकिन्छ।',
  [B.rescheduleCutoff]: 'अपोइन्टमेन्टको समय तोकिएको समयभन्दा कम्तीमा २४ घण्टाअघि मात्र सार्न सकिन्छ।',
  [B.appointmentClosed]: 'यो अपोइन्टमेन्ट रद्द वा सम्पन्न भइसकेकाले अब परिवर्तन गर्न सकिँदैन।',
  [B.sameSlot]: 'तपाईंको अपोइन्टमेन्ट पहिले नै यही समयमा छ।',
  [B.noOpenReschedule]: 'जवाफ पर्खिरहेको समय परिवर्तनको कुनै अनुरोध छैन।',
  [B.noProposal]: 'डाक्टरले नयाँ समय प्रस्ताव गर्नुभएको छैन।',
  [B.awaitingPatient]: 'बिरामीले प्रस्तावित समयको जवाफ दिनुभएको छैन।',
  [B.requestedSlotPassed]: 'अनुरोध गरिएको समय बितिसकेको छ। कृपया अर्को समय छान्नुहोस्।',
  [B.cannotConfirm]: 'बाँकी रहेको अपोइन्टमेन्ट वा समय परिवर्तनको अनुरोध मात्र पुष्टि गर्न सकिन्छ।',
  [B.cannotComplete]: 'पुष्टि भएको अपोइन्टमेन्ट मात्र सम्पन्न भनी चिन्ह लगाउन सकिन्छ।',
  [B.appointmentCanceled]: 'तपाईंको अपोइन्टमेन्ट रद्द गरियो।',
  [B.rescheduleRequested]: 'समय परिवर्तनको तपाईंको अनुरोध डाक्टरलाई पठाइयो।',
  [B.rescheduleAccepted]: 'तपाईंको अपोइन्टमेन्ट नयाँ समयमा सारियो।',
  [B.appointmentConfirmed]: 'अपोइन्टमेन्ट पुष्टि गरियो।',
  [B.appointmentCanceledByDoctor]: 'अपोइन्टमेन्ट रद्द गरियो र बिरामीलाई जानकारी दिइयो।',
  [B.newTimeProposed]: 'बिरामीलाई नयाँ समय प्रस्ताव गरियो।',
  [B.appointmentCompleted]: 'अपोइन्टमेन्ट सम्पन्न भनी चिन्ह लगाइयो।',
  [B.doctorAccountNotFound]: 'यो डाक्टर खाता कुनै डाक्टर प्रोफाइलसँग जोडिएको छैन।',

  [B.notificationMarkedRead]: 'सूचना पढिएको भनी चिन्ह लगाइयो',
  [B.notificationNotFound]: 'यो सूचना भेटिएन।',
  [B.familyMemberAdded]: 'परिवारको सदस्य थपियो।',
  [B.familyMemberUpdated]: 'परिवारको सदस्यको विवरण अद्यावधिक भयो।',
  [B.familyMemberRemoved]: 'परिवारको सदस्य हटाइयो।',
  [B.dateNotInFuture]: 'मिति भविष्यको हुन सक्दैन।',
  [B.activityNotFound]: 'यो गतिविधि भेटिएन।',
  [B.activityArchived]: 'गतिविधि संग्रहमा राखियो।',
  [B.activityUnarchived]: 'गतिविधि हालैका गतिविधिमा फर्काइयो।',

  [B.nBookedTitle]: 'बुकिङ प्राप्त भयो',
  [B.nBookedBody]: 'डा. {doctor}सँग {when} को तपाईंको अपोइन्टमेन्ट डाक्टरको पुष्टिको पर्खाइमा छ।',
  [B.nConfirmedTitle]: 'अपोइन्टमेन्ट पुष्टि भयो',
  [B.nConfirmedBody]: 'डा. {doctor}सँग {when} को तपाईंको अपोइन्टमेन्ट पुष्टि भयो।',
  [B.nRescheduleRequestedTitle]: 'समय परिवर्तनको अनुरोध गरियो',
  [B.nRescheduleRequestedBody]: 'तपाईंले डा. {doctor}लाई अपोइन्टमेन्ट {when} मा सार्न अनुरोध गर्नुभयो। डाक्टरले जवाफ दिएपछि हामी तपाईंलाई जानकारी दिनेछौँ।',
  [B.nProposedTitle]: 'नयाँ समय प्रस्ताव गरियो',
  [B.nProposedBody]: 'डा. {doctor}ले तपाईंको अपोइन्टमेन्टका लागि {when} प्रस्ताव गर्नुभएको छ। स्वीकार गर्नुहोस् वा अर्को समय छान्नुहोस्।',
  [B.nRescheduledTitle]: 'अपोइन्टमेन्टको समय परिवर्तन भयो',
  [B.nRescheduledBody]: 'डा. {doctor}सँगको तपाईंको अपोइन्टमेन्ट अब {when} मा छ।',
  [B.nCanceledTitle]: 'अपोइन्टमेन्ट रद्द भयो',
  [B.nCanceledBody]: 'डा. {doctor}सँग {when} को तपाईंको अपोइन्टमेन्ट रद्द गरियो।',
  [B.nCanceledByDoctorBody]: 'डा. {doctor}ले {when} को तपाईंको अपोइन्टमेन्ट रद्द गर्नुभयो। कारण: {reason}',
  [B.nCompletedTitle]: 'जाँच सम्पन्न भयो',
  [B.nCompletedBody]: '{when} मा डा. {doctor}सँगको तपाईंको जाँच सम्पन्न भयो। तपाईं छिट्टै निको हुनुहोस्।',
  [B.activityDescription]: 'डा. {doctor} · {when}',
};

/** Fills `{name}` placeholders of a (translated) template. */
export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}
