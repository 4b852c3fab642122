// Server-written content (bell notifications, recent activity; next SMS, e-mail, WhatsApp, push) is
// stored as a kind plus raw parameters and written out here, when read, in the reader's language and
// time zone: a patient who switches language reads old items in the new one. Pure (no HTTP, no
// database), so every channel renders the same words.
import { formatWhen } from './zoned-time';
import type { Locale } from '../../contracts/messages';
import { translateMessage } from './i18n';
import { BOOKING_MESSAGES as B } from '../../contracts/booking-messages';
import { RECORDS_MESSAGES as R } from '../../contracts/records-messages';
import { DIRECTORY_MESSAGES as D } from '../../contracts/directory-messages';
import { MEDICINE_ORDER_MESSAGES as MO } from '../../contracts/medicine-order-messages';
import { ACCOUNT_MESSAGES as A } from '../../contracts/account-messages';
import { CLINIC_RECORDS_MESSAGES as CR } from '../../contracts/clinic-records-messages';
import { formatRupees, GATEWAY_LABELS } from '../../contracts/payments';
import { displayDoctorName } from '../../contracts/doctor-name';
import type { PAYMENT_GATEWAYS } from '../../contracts/record-options';

export const NOTICE_KINDS = [
  'appointment_booked', 'appointment_confirmed', 'appointment_reschedule_requested', 'appointment_proposed',
  'appointment_rescheduled', 'appointment_canceled', 'appointment_canceled_by_doctor', 'appointment_completed',
  'payment_completed', 'payment_duplicate', 'refund_requested', 'refund_completed', 'refund_rejected',
  'lab_report_uploaded', 'review_posted', 'appointment_reminder', 'appointment_reminder_family',
  'payment_failed', 'prescription_issued', 'lab_result_ready', 'chat_reply', 'feedback_requested', 'clinic_message',
  'phone_verified',
  'medicine_order_requested', 'medicine_order_quoted', 'medicine_order_not_filled', 'medicine_order_ready', 'medicine_order_collected', 'medicine_order_expired',
  'complaint_handled', 'fraud_report_handled',
] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/** The doctor as known when the notice was written, in both scripts when the directory has them. */
export type NoticeDoctor = { id: string; firstName: string; lastName: string; firstNameNe?: string | null; lastNameNe?: string | null };

/** One language's words of a message the clinic wrote itself (an announcement, an offer, a tip). */
export type ClinicWords = { title: string; message: string };
/**
 * A clinic-written message in both languages, as its editor wrote them. Both are asked for when it
 * is written; a stored one without Nepali (written before both were asked for) is shown in English.
 */
export type ClinicText = { en: ClinicWords; ne?: ClinicWords };

/** Raw values only (no words, no formatted dates or amounts): stored as jsonb with the kind. */
export type NoticeParams = {
  doctor?: NoticeDoctor;
  /** ISO instant the notice is about (the appointment's time, or the requested/proposed one). */
  at?: string;
  amountPaisa?: number;
  gateway?: (typeof PAYMENT_GATEWAYS)[number];
  invoice?: string;
  /** The doctor's cancel reason, the clinic's refund decision or its note on a complaint, quoted as written. */
  reason?: string;
  fileName?: string;
  /** The family member a reminder by SMS is addressed to (first name). */
  name?: string;
  /** The appointment a reminder is about. */
  appointmentId?: string;
  /** A medicine order's pharmacy, as the directory names it (both scripts). */
  pharmacy?: { name: string; nameNe?: string | null };
  /** The medicine order a notice is about (its recent-activity entry opens it). */
  medicineOrderId?: string;
  /** `clinic_message` only: the words, in both languages, as the clinic wrote them. */
  text?: ClinicText;
};

export type RenderedNotice = {
  title: string;
  /** The full sentence (the bell, and later SMS/e-mail bodies). */
  message: string;
  /** The short line under the title in the recent-activity list. */
  summary: string;
};

const TEMPLATES: Record<NoticeKind, { title: string; message: string; summary: string }> = {
  appointment_booked: { title: B.nBookedTitle, message: B.nBookedBody, summary: B.activityDescription },
  appointment_confirmed: { title: B.nConfirmedTitle, message: B.nConfirmedBody, summary: B.activityDescription },
  appointment_reschedule_requested: { title: B.nRescheduleRequestedTitle, message: B.nRescheduleRequestedBody, summary: B.activityDescription },
  appointment_proposed: { title: B.nProposedTitle, message: B.nProposedBody, summary: B.activityDescription },
  appointment_rescheduled: { title: B.nRescheduledTitle, message: B.nRescheduledBody, summary: B.activityDescription },
  appointment_canceled: { title: B.nCanceledTitle, message: B.nCanceledBody, summary: B.activityDescription },
  appointment_canceled_by_doctor: { title: B.nCanceledTitle, message: B.nCanceledByDoctorBody, summary: B.activityDescription },
  appointment_completed: { title: B.nCompletedTitle, message: B.nCompletedBody, summary: B.activityDescription },
  payment_completed: { title: R.nPaidTitle, message: R.nPaidBody, summary: R.activityPaid },
  payment_duplicate: { title: R.nDuplicateTitle, message: R.nDuplicateBody, summary: R.nDuplicateBody },
  refund_requested: { title: R.nRefundRequestedTitle, message: R.nRefundRequestedBody, summary: R.nRefundRequestedBody },
  refund_completed: { title: R.nRefundedTitle, message: R.nRefundedBody, summary: R.nRefundedBody },
  refund_rejected: { title: R.nRefundRejectedTitle, message: R.nRefundRejectedBody, summary: R.nRefundRejectedBody },
  // The file's name is the patient's own words: not translated.
  lab_report_uploaded: { title: R.labReportUploaded, message: '{fileName}', summary: '{fileName}' },
  review_posted: { title: D.nReviewPostedTitle, message: D.activityReviewed, summary: D.activityReviewed },
  appointment_reminder: { title: B.nReminderTitle, message: B.nReminderBody, summary: B.activityDescription },
  // The SMS to the family member an appointment is for (never stored as a notice of its own).
  appointment_reminder_family: { title: B.nReminderTitle, message: B.nReminderFamilyBody, summary: B.activityDescription },
  payment_failed: { title: R.nPaymentFailedTitle, message: R.nPaymentFailedBody, summary: R.nPaymentFailedBody },
  prescription_issued: { title: R.nPrescriptionTitle, message: R.nPrescriptionBody, summary: R.activityPrescription },
  lab_result_ready: { title: R.nLabResultTitle, message: R.nLabResultBody, summary: R.nLabResultBody },
  chat_reply: { title: A.nChatReplyTitle, message: A.nChatReplyBody, summary: A.nChatReplyBody },
  feedback_requested: { title: D.nFeedbackRequestTitle, message: D.nFeedbackRequestBody, summary: D.nFeedbackRequestBody },
  // The profile's phone number verified (a recent-activity entry).
  phone_verified: { title: A.nPhoneVerifiedTitle, message: A.phoneVerified, summary: A.activityPhoneVerified },
  // The words are the clinic's own, in params.text (see clinicWords); these are never shown.
  clinic_message: { title: '{title}', message: '{message}', summary: '{message}' },
  medicine_order_requested: { title: MO.nRequestedTitle, message: MO.nRequestedBody, summary: MO.nRequestedBody },
  medicine_order_quoted: { title: MO.nQuotedTitle, message: MO.nQuotedBody, summary: MO.nQuotedBody },
  medicine_order_not_filled: { title: MO.nNotFilledTitle, message: MO.nNotFilledBody, summary: MO.nNotFilledBody },
  medicine_order_ready: { title: MO.nReadyTitle, message: MO.nReadyBody, summary: MO.nReadyBody },
  medicine_order_collected: { title: MO.nCollectedTitle, message: MO.nCollectedBody, summary: MO.nCollectedBody },
  medicine_order_expired: { title: MO.nExpiredTitle, message: MO.nExpiredBody, summary: MO.nExpiredBody },
  // The clinic's note on the patient's complaint or fraud report (params.reason), quoted as written.
  complaint_handled: { title: CR.nComplaintHandledTitle, message: CR.nCaseHandledBody, summary: CR.nCaseHandledBody },
  fraud_report_handled: { title: CR.nFraudReportHandledTitle, message: CR.nCaseHandledBody, summary: CR.nCaseHandledBody },
};

export function isNoticeKind(kind: unknown): kind is NoticeKind {
  return typeof kind === 'string' && Object.hasOwn(TEMPLATES, kind);
}

// The wallets' names as the app's Nepali catalog writes them.
const GATEWAY_LABELS_NE: Record<(typeof PAYMENT_GATEWAYS)[number], string> = { esewa: 'इसेवा', khalti: 'खल्ती', cash: 'नगद' };

// Whole rupees, or rupees and paisa, in Devanagari digits with lakh grouping.
const NE_RUPEES = {
  whole: new Intl.NumberFormat('ne-NP', { maximumFractionDigits: 0 }),
  paisa: new Intl.NumberFormat('ne-NP', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
};
/** Rupees from paisa: '1,500' / '१,५००' ('1,500.50' / '१,५००.५०' when there are paisa). */
function rupees(paisa: number, locale: Locale): string {
  if (locale !== 'ne') return formatRupees(paisa);
  return NE_RUPEES[paisa % 100 === 0 ? 'whole' : 'paisa'].format(paisa / 100);
}

/**
 * Title, message and activity line of a notice, in `locale`, with dates in `timeZone` (both calendars;
 * `brief`: the reader's own calendar only, BS in Nepali, for an SMS that must stay short).
 */
export function renderNotice(kind: NoticeKind, params: NoticeParams, locale: Locale, timeZone: string, opts: { brief?: boolean } = {}): RenderedNotice {
  if (kind === 'clinic_message') {
    const words = clinicWords(params.text, locale);
    return { title: words.title, message: words.message, summary: words.message };
  }
  const t = TEMPLATES[kind];
  const at = params.at ? new Date(params.at) : undefined;
  const values: Record<string, string> = {
    // In the reader's script (Devanagari when the directory has it); the title is the template's.
    doctor: params.doctor ? displayDoctorName(params.doctor, locale) : '',
    when: at && !Number.isNaN(at.getTime()) ? formatWhen(at, timeZone, locale, { oneCalendar: opts.brief }) : '',
    amount: typeof params.amountPaisa === 'number' ? rupees(params.amountPaisa, locale) : '',
    gateway: params.gateway ? (locale === 'ne' ? GATEWAY_LABELS_NE : GATEWAY_LABELS)[params.gateway] ?? params.gateway : '',
    invoice: params.invoice ?? '',
    reason: params.reason ?? '',
    note: params.reason ?? '',
    fileName: params.fileName ?? '',
    name: params.name ?? '',
    pharmacy: params.pharmacy ? (locale === 'ne' && params.pharmacy.nameNe ? params.pharmacy.nameNe : params.pharmacy.name) : '',
  };
  const fill = (text: string) => translateMessage(text, locale, values);
  return { title: fill(t.title), message: fill(t.message), summary: fill(t.summary) };
}

/** The clinic's words in `locale`; English when it wrote none in that language (the stated fallback). */
export function clinicWords(text: ClinicText | undefined, locale: Locale): ClinicWords {
  return (locale === 'ne' ? text?.ne : undefined) ?? text?.en ?? { title: '', message: '' };
}

/**
 * A stored row's words for the reader: rendered when it carries a kind this server knows, else as
 * stored (rows from before kinds were stored, or a kind only a newer instance knows).
 */
export function renderStored(
  row: { template: string | null; params: NoticeParams | null },
  locale: Locale,
  timeZone: string,
): RenderedNotice | null {
  if (!row.params || !isNoticeKind(row.template)) return null;
  return renderNotice(row.template, row.params, locale, timeZone);
}
