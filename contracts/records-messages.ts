// Messages of the records and payments areas (issue 6): prescriptions, lab tests and reports, the
// payment service, invoices, refunds, complaints and fraud reports. English is the key; the Nepali is
// in RECORDS_MESSAGES_NE (registered in translateMessage). Texts with {placeholders} are notification
// and activity templates: translate first, then fill in with fillTemplate() (./booking-messages).

export const RECORDS_MESSAGES = {
  // Starting a payment
  appointmentNotPayable: 'This appointment was canceled and cannot be paid.',
  alreadyPaid: 'This appointment has already been paid.',
  nothingToPay: 'There is nothing to pay for this appointment.',
  khaltiMinimum: 'Khalti accepts payments of Rs. 10 or more.',
  gatewayUnavailable: 'This payment method is not available right now. Please choose another one.',
  gatewayError: 'The payment service did not answer. Please try again in a few minutes.',
  paymentInProgress: 'A payment for this appointment is still being processed. Please wait a few minutes and check again.',
  paymentStarted: 'Continue to the payment page to pay.',
  paymentNotFound: 'This payment could not be found.',
  paymentChecked: 'The payment status has been checked with the payment service.',

  // Invoices, refunds, complaints and fraud reports
  invoiceNotFound: 'This invoice could not be found.',
  refundNotAllowed: 'Only a completed payment can be refunded.',
  refundAlreadyRequested: 'A refund has already been requested for this payment.',
  refundRequested: 'Your refund request has been sent. We will let you know when the money is refunded.',
  refundNotFound: 'This refund request could not be found.',
  refundClosed: 'This refund request has already been handled.',
  refundMarked: 'The refund has been recorded as refunded.',
  refundRejected: 'The refund request has been declined. The patient has been told why.',
  complaintSent: 'Your complaint has been sent. Our team will get back to you.',
  fraudReportSent: 'Thank you. Your fraud report has been sent to our team.',
  reportTargetNotFound: 'The payment or appointment you named could not be found.',

  // Files (lab reports and supporting documents)
  fileMissing: 'Choose a file to upload.',
  fileEmpty: 'The file is empty.',
  fileTooLarge: 'The file must be smaller than 5 MB.',
  fileTypeInvalid: 'Invalid file type. Please upload a PDF, JPG or PNG file.',
  tooManyFiles: 'You can attach at most 3 files.',
  labReportUploaded: 'Your lab report has been uploaded.',
  labReportNotFound: 'This lab report could not be found.',
  labTestNotFound: 'This lab test could not be found.',

  // Prescriptions
  exportFailed: 'Failed to export prescriptions',
  noActivePrescriptions: 'You have no active prescriptions to export.',
  signingUnavailable: 'Prescription export is not available right now. Please try again later.',

  // Notification and activity templates ({gateway}, {amount} in Rs., {doctor}, {invoice})
  nPaidTitle: 'Payment successful',
  nPaidBody: 'We received your {gateway} payment of Rs. {amount} for your appointment with Dr. {doctor}. Invoice {invoice} is in Payments.',
  activityPaid: '{gateway} payment of Rs. {amount} for Dr. {doctor}',
  nDuplicateTitle: 'Payment received twice',
  nDuplicateBody: 'Your appointment with Dr. {doctor} was already paid, so your second {gateway} payment of Rs. {amount} will be refunded.',
  nRefundRequestedTitle: 'Refund requested',
  nRefundRequestedBody: 'We received your request to refund Rs. {amount} paid with {gateway}.',
  nRefundedTitle: 'Refund completed',
  nRefundedBody: 'Rs. {amount} has been refunded to your {gateway} account.',
  nRefundRejectedTitle: 'Refund request declined',
  nRefundRejectedBody: 'Your request to refund Rs. {amount} for Dr. {doctor} was declined: {note}',
  duplicateRefundReason: 'Automatic refund: the appointment had already been paid.',
} as const;

const R = RECORDS_MESSAGES;

export const RECORDS_MESSAGES_NE: Record<string, string> = {
  [R.appointmentNotPayable]: 'यो अपोइन्टमेन्ट रद्द भइसकेकाले यसको भुक्तानी गर्न मिल्दैन।',
  [R.alreadyPaid]: 'यो अपोइन्टमेन्टको भुक्तानी भइसकेको छ।',
  [R.nothingToPay]: 'यो अपोइन्टमेन्टका लागि तिर्नुपर्ने रकम छैन।',
  [R.khaltiMinimum]: 'खल्तीबाट रु. १० वा सोभन्दा बढीको मात्र भुक्तानी गर्न सकिन्छ।',
  [R.gatewayUnavailable]: 'यो भुक्तानी माध्यम अहिले उपलब्ध छैन। कृपया अर्को माध्यम छान्नुहोस्।',
  [R.gatewayError]: 'भुक्तानी सेवाबाट जवाफ आएन। कृपया केही मिनेटपछि फेरि प्रयास गर्नुहोस्।',
  [R.paymentInProgress]: 'यो अपोइन्टमेन्टको एउटा भुक्तानी अझै प्रक्रियामा छ। कृपया केही मिनेट पर्खेर फेरि हेर्नुहोस्।',
  [R.paymentStarted]: 'भुक्तानी गर्न भुक्तानी पृष्ठमा जानुहोस्।',
  [R.paymentNotFound]: 'यो भुक्तानी भेटिएन।',
  [R.paymentChecked]: 'भुक्तानी सेवासँग भुक्तानीको स्थिति जाँच गरियो।',
  [R.invoiceNotFound]: 'यो बिल भेटिएन।',
  [R.refundNotAllowed]: 'पूरा भएको भुक्तानीको मात्र रकम फिर्ता माग्न सकिन्छ।',
  [R.refundAlreadyRequested]: 'यो भुक्तानीको रकम फिर्ताका लागि पहिले नै अनुरोध गरिएको छ।',
  [R.refundRequested]: 'रकम फिर्ताको अनुरोध पठाइयो। रकम फिर्ता भएपछि हामी तपाईंलाई जानकारी दिनेछौँ।',
  [R.refundNotFound]: 'रकम फिर्ताको यो अनुरोध भेटिएन।',
  [R.refundClosed]: 'रकम फिर्ताको यो अनुरोधमाथि पहिले नै कारबाही भइसकेको छ।',
  [R.refundMarked]: 'रकम फिर्ता भएको रूपमा अभिलेख गरियो।',
  [R.refundRejected]: 'रकम फिर्ताको अनुरोध अस्वीकार गरियो। बिरामीलाई कारण बताइएको छ।',
  [R.complaintSent]: 'तपाईंको गुनासो पठाइयो। हाम्रो टोलीले तपाईंलाई सम्पर्क गर्नेछ।',
  [R.fraudReportSent]: 'धन्यवाद। तपाईंको ठगीसम्बन्धी उजुरी हाम्रो टोलीलाई पठाइयो।',
  [R.reportTargetNotFound]: 'तपाईंले उल्लेख गर्नुभएको भुक्तानी वा अपोइन्टमेन्ट भेटिएन।',
  [R.fileMissing]: 'अपलोड गर्न फाइल छान्नुहोस्।',
  [R.fileEmpty]: 'फाइल खाली छ।',
  [R.fileTooLarge]: 'फाइल ५ MB भन्दा सानो हुनुपर्छ।',
  [R.fileTypeInvalid]: 'यो फाइलको प्रकार मिलेन। कृपया PDF, JPG वा PNG फाइल अपलोड गर्नुहोस्।',
  [R.tooManyFiles]: 'बढीमा ३ वटा फाइल मात्र संलग्न गर्न सकिन्छ।',
  [R.labReportUploaded]: 'तपाईंको ल्याब रिपोर्ट अपलोड भयो।',
  [R.labReportNotFound]: 'यो ल्याब रिपोर्ट भेटिएन।',
  [R.labTestNotFound]: 'यो ल्याब परीक्षण भेटिएन।',
  [R.exportFailed]: 'प्रेस्क्रिप्सन निर्यात गर्न सकिएन',
  [R.noActivePrescriptions]: 'निर्यात गर्नका लागि तपाईंको कुनै सक्रिय प्रेस्क्रिप्सन छैन।',
  [R.signingUnavailable]: 'प्रेस्क्रिप्सन निर्यात अहिले उपलब्ध छैन। कृपया पछि फेरि प्रयास गर्नुहोस्।',
  [R.nPaidTitle]: 'भुक्तानी सफल भयो',
  [R.nPaidBody]: 'डा. {doctor} सँगको अपोइन्टमेन्टका लागि तपाईंले {gateway} बाट गरेको रु. {amount} भुक्तानी प्राप्त भयो। बिल {invoice} भुक्तानी खण्डमा छ।',
  [R.activityPaid]: 'डा. {doctor} का लागि {gateway} बाट रु. {amount} भुक्तानी',
  [R.nDuplicateTitle]: 'भुक्तानी दुई पटक प्राप्त भयो',
  [R.nDuplicateBody]: 'डा. {doctor} सँगको अपोइन्टमेन्टको भुक्तानी पहिले नै भइसकेकाले {gateway} बाट गरिएको दोस्रो रु. {amount} भुक्तानी फिर्ता गरिनेछ।',
  [R.nRefundRequestedTitle]: 'रकम फिर्ताको अनुरोध',
  [R.nRefundRequestedBody]: '{gateway} बाट तिरिएको रु. {amount} फिर्ता गर्ने तपाईंको अनुरोध प्राप्त भयो।',
  [R.nRefundedTitle]: 'रकम फिर्ता भयो',
  [R.nRefundedBody]: 'रु. {amount} तपाईंको {gateway} खातामा फिर्ता गरिएको छ।',
  [R.nRefundRejectedTitle]: 'रकम फिर्ताको अनुरोध अस्वीकार',
  [R.nRefundRejectedBody]: 'डा. {doctor} का लागि तिरिएको रु. {amount} फिर्ता गर्ने तपाईंको अनुरोध अस्वीकार गरियो: {note}',
  [R.duplicateRefundReason]: 'स्वचालित फिर्ता: अपोइन्टमेन्टको भुक्तानी पहिले नै भइसकेको थियो।',
};
