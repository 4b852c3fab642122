// Which channels a notification goes out by (issue 16): the patient's choice for its category, and
// only where it can reach them (SMS to a verified phone, WhatsApp after an opt-in and to a verified
// phone, push to subscribed devices; e-mail's verification is checked when it is sent).
import type { NoticeKind } from '../notifications/render';
import type { NOTIFICATION_CATEGORIES } from '../../../contracts/record-options';
import type { DeliveryChannel } from '../../../contracts/push';
import { defaultChannelEnabled, type NotificationChannel } from '../../../contracts/settings';

type Category = (typeof NOTIFICATION_CATEGORIES)[number];

/** Appointment messages (and reminders) are the important ones; payments and refunds informational. */
export function noticeCategory(kind: NoticeKind): Category {
  return kind.startsWith('appointment_') ? 'important_whatsapp' : 'informational';
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
