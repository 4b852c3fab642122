// Labels of the printed documents (issue 19): the prescription list and the invoice PDFs, written by
// the server in the reader's language. English is the key (marked /*i18n*/: its Nepali is in
// locales/ne/messages.po with the app's messages, see ./message-texts); texts with {placeholders} are
// translated with their values (server/lib/i18n.ts). Terms follow the app's: प्रेस्क्रिप्सन, बिल, परिमाण, मात्रा…

export const DOCUMENT_MESSAGES = {
  // Prescription list
  rxTitle: /*i18n*/ 'Prescriptions of {name}',
  rxSubject: /*i18n*/ 'Swasthya prescription list with signed QR codes',
  rxHeading: /*i18n*/ 'Active prescriptions',
  patient: /*i18n*/ 'Patient',
  dateOfBirth: /*i18n*/ 'Date of birth',
  issued: /*i18n*/ 'Issued',
  documentId: /*i18n*/ 'Document id',
  form: /*i18n*/ 'Form',
  doses: /*i18n*/ 'Doses',
  quantity: /*i18n*/ 'Quantity',
  start: /*i18n*/ 'Start',
  stop: /*i18n*/ 'Stop',
  untilFurtherNotice: /*i18n*/ 'Until further notice',
  instructions: /*i18n*/ 'Instructions',
  prescribedBy: /*i18n*/ 'Prescribed by',
  prescriber: /*i18n*/ 'Dr. {name} (NMC No. {nmc})',
  verification: /*i18n*/ 'Verification',
  signedPart: /*i18n*/ 'Signed summary, part {part} of {parts}',
  scanToCheck: /*i18n*/ 'Scan to check this list: it is signed by Swasthya (Ed25519) and can be verified offline with the published public key.',
  keyId: /*i18n*/ 'Key id {keyId}',
  rxFooter: /*i18n*/ "Printed from Swasthya on {date}. Dispense only against the prescriber's original prescription where the law requires it.",

  // Invoice
  invoiceTitle: /*i18n*/ 'Invoice {number}',
  invoiceSubject: /*i18n*/ 'Swasthya invoice',
  date: /*i18n*/ 'Date',
  status: /*i18n*/ 'Status',
  statusUnpaid: /*i18n*/ 'UNPAID',
  statusPaid: /*i18n*/ 'PAID',
  statusRefunded: /*i18n*/ 'REFUNDED',
  paymentMode: /*i18n*/ 'Payment mode',
  cash: /*i18n*/ 'Cash',
  billedTo: /*i18n*/ 'Billed to',
  service: /*i18n*/ 'Service',
  onlineConsultation: /*i18n*/ 'Online consultation with Dr. {doctor}',
  clinicConsultation: /*i18n*/ 'Clinic consultation with Dr. {doctor}',
  appointment: /*i18n*/ 'Appointment',
  // The invoice's lines, as the payments service names them.
  consultationFee: /*i18n*/ 'Consultation fee',
  walletServiceCharge: /*i18n*/ 'Wallet service charge',
  discount: /*i18n*/ 'Discount',
  percentOff: /*i18n*/ '{amount} ({percent}% off)',
  total: /*i18n*/ 'Total: {amount}',
  paidWith: /*i18n*/ 'Paid with',
  transactionId: /*i18n*/ 'Transaction id',
  paidOn: /*i18n*/ 'Paid on',
  refunded: /*i18n*/ 'Refunded',
  invoiceFooter: /*i18n*/ 'Thank you for choosing Swasthya. This invoice was generated electronically and needs no signature.',
} as const;
