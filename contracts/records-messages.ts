// Messages of the records and payments areas (issue 6): prescriptions, lab tests and reports, the
// payment service, invoices, refunds, complaints and fraud reports. English is the key (marked
// /*i18n*/: its Nepali is in locales/ne/messages.po, see ./message-texts). Texts with {placeholders}
// are notification and activity templates: the server translates them with their values.

export const RECORDS_MESSAGES = {
  // Starting a payment
  appointmentNotPayable: /*i18n*/ 'This appointment was canceled and cannot be paid.',
  alreadyPaid: /*i18n*/ 'This appointment has already been paid.',
  nothingToPay: /*i18n*/ 'There is nothing to pay for this appointment.',
  khaltiMinimum: /*i18n*/ 'Khalti accepts payments of Rs. 10 or more.',
  gatewayUnavailable: /*i18n*/ 'This payment method is not available right now. Please choose another one.',
  gatewayError: /*i18n*/ 'The payment service did not answer. Please try again in a few minutes.',
  paymentInProgress: /*i18n*/ 'A payment for this appointment is still being processed. Please wait a few minutes and check again.',
  paymentStarted: /*i18n*/ 'Continue to the payment page to pay.',
  paymentNotFound: /*i18n*/ 'This payment could not be found.',
  paymentChecked: /*i18n*/ 'The payment status has been checked with the payment service.',

  // Invoices, refunds, complaints and fraud reports
  invoiceNotFound: /*i18n*/ 'This invoice could not be found.',
  refundNotAllowed: /*i18n*/ 'Only a completed payment can be refunded.',
  refundAlreadyRequested: /*i18n*/ 'A refund has already been requested for this payment.',
  refundRequested: /*i18n*/ 'Your refund request has been sent. We will let you know when the money is refunded.',
  refundNotFound: /*i18n*/ 'This refund request could not be found.',
  refundClosed: /*i18n*/ 'This refund request has already been handled.',
  refundMarked: /*i18n*/ 'The refund has been recorded as refunded.',
  refundRejected: /*i18n*/ 'The refund request has been declined. The patient has been told why.',
  complaintSent: /*i18n*/ 'Your complaint has been sent. Our team will get back to you.',
  fraudReportSent: /*i18n*/ 'Thank you. Your fraud report has been sent to our team.',
  reportTargetNotFound: /*i18n*/ 'The payment or appointment you named could not be found.',

  // Files (lab reports and supporting documents)
  fileMissing: /*i18n*/ 'Choose a file to upload.',
  fileEmpty: /*i18n*/ 'The file is empty.',
  fileTooLarge: /*i18n*/ 'The file must be smaller than 5 MB.',
  fileTypeInvalid: /*i18n*/ 'Invalid file type. Please upload a PDF, JPG or PNG file.',
  tooManyFiles: /*i18n*/ 'You can attach at most 3 files.',
  labReportUploaded: /*i18n*/ 'Your lab report has been uploaded.',
  labReportNotFound: /*i18n*/ 'This lab report could not be found.',
  labTestNotFound: /*i18n*/ 'This lab test could not be found.',

  // Prescriptions
  exportFailed: /*i18n*/ 'Failed to export prescriptions',
  noActivePrescriptions: /*i18n*/ 'You have no active prescriptions to export.',
  signingUnavailable: /*i18n*/ 'Prescription export is not available right now. Please try again later.',
  // The clinic's side (doctor-role API)
  prescriptionWritten: /*i18n*/ 'The prescription has been saved. The patient has been told.',
  labResultsRecorded: /*i18n*/ 'The results have been saved. The patient has been told.',

  // Notification and activity templates ({gateway}, {amount} in Rs., {doctor}, {invoice})
  nPaidTitle: /*i18n*/ 'Payment successful',
  nPaidBody: /*i18n*/ 'We received your {gateway} payment of Rs. {amount} for your appointment with Dr. {doctor}. Invoice {invoice} is in Payments.',
  activityPaid: /*i18n*/ '{gateway} payment of Rs. {amount} for Dr. {doctor}',
  nDuplicateTitle: /*i18n*/ 'Payment received twice',
  nDuplicateBody: /*i18n*/ 'Your appointment with Dr. {doctor} was already paid, so your second {gateway} payment of Rs. {amount} will be refunded.',
  nRefundRequestedTitle: /*i18n*/ 'Refund requested',
  nRefundRequestedBody: /*i18n*/ 'We received your request to refund Rs. {amount} paid with {gateway}.',
  nRefundedTitle: /*i18n*/ 'Refund completed',
  nRefundedBody: /*i18n*/ 'Rs. {amount} has been refunded to your {gateway} account.',
  nRefundRejectedTitle: /*i18n*/ 'Refund request declined',
  nRefundRejectedBody: /*i18n*/ 'Your request to refund Rs. {amount} for Dr. {doctor} was declined: {note}',
  duplicateRefundReason: /*i18n*/ 'Automatic refund: the appointment had already been paid.',
  // Issue 16: a payment that did not go through, and the clinic's new records. No medicine, test or
  // result is named: these go out by SMS too, which others may read on a shared phone.
  nPaymentFailedTitle: /*i18n*/ 'Payment not completed',
  nPaymentFailedBody: /*i18n*/ 'Your {gateway} payment of Rs. {amount} for Dr. {doctor} did not go through. The appointment is still unpaid: you can pay again from it.',
  nPrescriptionTitle: /*i18n*/ 'New prescription',
  nPrescriptionBody: /*i18n*/ 'Dr. {doctor} has written you a new prescription. See it in Prescriptions.',
  activityPrescription: /*i18n*/ 'From Dr. {doctor}',
  nLabResultTitle: /*i18n*/ 'Lab result ready',
  nLabResultBody: /*i18n*/ 'The result of a lab test ordered by Dr. {doctor} is ready. See it in Lab tests.',
} as const;
