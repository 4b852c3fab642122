// Which channels a notification goes out by (issue 16): the patient's choice for its category, and
// only where it can reach them (SMS to a verified phone, WhatsApp after an opt-in and to a verified
// phone, push to subscribed devices; e-mail's verification is checked when it is sent).
import type { NoticeKind } from '../../lib/notice-render';
import type { NOTIFICATION_CATEGORIES } from '../../../contracts/record-options';
import type { DeliveryChannel } from '../../../contracts/push';
import { defaultChannelEnabled, type NotificationChannel } from '../../../contracts/settings';

type Category = (typeof NOTIFICATION_CATEGORIES)[number];

const IMPORTANT = 'important_whatsapp';
const INFORMATIONAL = 'informational';
/**
 * Important (SMS and WhatsApp by default): what the clinic tells the patient about their care and
 * they cannot know otherwise: appointments and reminders, a new prescription, a lab result, a doctor's
 * message. Informational (e-mail by default): the record of what the patient did themselves, such as
 * payments (one that failed too), refunds and their own uploads. A table, so a new kind is decided.
 */
const CATEGORY_OF: Record<NoticeKind, Category> = {
  appointment_booked: IMPORTANT, appointment_confirmed: IMPORTANT, appointment_reschedule_requested: IMPORTANT,
  appointment_proposed: IMPORTANT, appointment_rescheduled: IMPORTANT, appointment_canceled: IMPORTANT,
  appointment_canceled_by_doctor: IMPORTANT, appointment_completed: IMPORTANT, appointment_reminder: IMPORTANT,
  appointment_reminder_family: IMPORTANT, prescription_issued: IMPORTANT, lab_result_ready: IMPORTANT, chat_reply: IMPORTANT,
  payment_completed: INFORMATIONAL, payment_duplicate: INFORMATIONAL, payment_failed: INFORMATIONAL,
  refund_requested: INFORMATIONAL, refund_completed: INFORMATIONAL, refund_rejected: INFORMATIONAL,
  lab_report_uploaded: INFORMATIONAL, review_posted: INFORMATIONAL, phone_verified: INFORMATIONAL,
  // Asked for with the category of their own: the survey, and the clinic's announcements (an offer
  // or a health tip is written with its category).
  feedback_requested: 'feedback_and_surveys', clinic_message: 'announcements',
  // The patient's own reservation (issue 31): never a promotion or feed, only its own changes.
  medicine_order_requested: INFORMATIONAL, medicine_order_quoted: IMPORTANT, medicine_order_not_filled: IMPORTANT, medicine_order_ready: IMPORTANT,
  medicine_order_collected: INFORMATIONAL, medicine_order_expired: IMPORTANT,
  // The clinic's answer to the patient's own complaint or fraud report, like a refund's decision.
  complaint_handled: INFORMATIONAL, fraud_report_handled: INFORMATIONAL,
};

export function noticeCategory(kind: NoticeKind): Category {
  return CATEGORY_OF[kind];
}

export type ReachFacts = {
  /** The category's stored flags (missing ones read as the defaults). */
  stored: Partial<Record<NotificationChannel, boolean>>;
  phoneVerified: boolean;
  whatsappOptedIn: boolean;
  pushDevices: number;
};

export function chooseChannels(category: Category, f: ReachFacts): DeliveryChannel[] {
  const wants = (ch: NotificationChannel) => f.stored[ch] ?? defaultChannelEnabled(category, ch);
  const out: DeliveryChannel[] = [];
  if (wants('email')) out.push('email');
  if (wants('sms') && f.phoneVerified) out.push('sms');
  if (wants('whatsapp') && f.whatsappOptedIn && f.phoneVerified) out.push('whatsapp');
  // Push is the bell on the phone: the device's subscription is the choice, for the bell's messages
  // and for any other category the patient takes by some channel.
  const bell = category === 'important_whatsapp' || category === 'informational';
  if (f.pushDevices > 0 && (bell || (['email', 'sms', 'whatsapp'] as const).some(wants))) out.push('push');
  return out;
}
