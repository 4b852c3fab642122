// Messages of the console's clinical and money screens (issue 30): English is the key (marked
// /*i18n*/, Nepali in the console's catalog locales/ne/console.po, which the server reads too).
export const CLINIC_RECORDS_MESSAGES = {
  doseInvalid: /*i18n*/ 'Write the doses as morning-noon-night, e.g. 1-0-1.',
  prescriptionWritten: /*i18n*/ 'The prescription is written and the patient is told.',
  prescriptionCorrected: /*i18n*/ 'The corrected prescription replaces the earlier one; the patient is told.',
  prescriptionNotFound: /*i18n*/ 'This prescription was not found for this appointment.',
  prescriptionAlreadyReplaced: /*i18n*/ 'This prescription has already been replaced.',
  labTestsOrdered: /*i18n*/ 'The lab tests are ordered.',
  labTestNotFound: /*i18n*/ 'This lab test was not found at this clinic.',
  labResultsSaved: /*i18n*/ 'The results are saved and the patient is told.',
  labReportAttached: /*i18n*/ 'The report is attached.',
  refundApproved: /*i18n*/ 'The refund is recorded as paid back; the patient is told.',
  refundDeclined: /*i18n*/ 'The refund is declined; the patient is told why.',
  refundNotFound: /*i18n*/ 'This refund request was not found at this clinic.',
  caseNotFound: /*i18n*/ 'This report was not found at this clinic.',
  caseHandled: /*i18n*/ 'Marked as handled; the patient reads your note.',
  caseAlreadyHandled: /*i18n*/ 'This report is already handled.',
  // The patient's notice when the clinic handles their complaint or fraud report ({note}: the clinic's words).
  nComplaintHandledTitle: /*i18n*/ 'Your complaint has been handled',
  nFraudReportHandledTitle: /*i18n*/ 'Your fraud report has been handled',
  nCaseHandledBody: /*i18n*/ 'The clinic says: {note}',
} as const;
