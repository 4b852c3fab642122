// Writing a notice: the bell notification and/or the recent-activity entry of one event, stored as
// its kind and raw values (rendered when read, see ./render.ts), in the caller's transaction.
import type { ACTIVITY_KINDS, NOTIFICATION_CATEGORIES } from '../../../contracts/record-options';
import { renderNotice, type NoticeKind, type NoticeParams } from '../../lib/notice-render';
import { insertActivity, insertNotification, noticeDoctor, patientReader, type Tx } from './repository';
import { enqueueDeliveries } from '../deliveries/enqueue';
import { noticeCategory } from '../deliveries/channels';

export type Notice = {
  patientId: string;
  kind: NoticeKind;
  /** The doctor the notice names: their names (both scripts) are kept with it. */
  doctorId?: string;
  params?: Omit<NoticeParams, 'doctor'>;
  /** A bell notification opening `link`. */
  notification?: { link: string; category?: (typeof NOTIFICATION_CATEGORIES)[number] };
  /** A recent-activity entry of this kind. */
  activity?: { kind: (typeof ACTIVITY_KINDS)[number]; appointmentId?: string | null };
  /**
   * How the notification goes out by SMS, e-mail, WhatsApp and push: `now` skips the quiet-hours
   * wait (a reminder whose time was chosen already); `familyPhone` also sends it by SMS to the family
   * member the appointment is for.
   */
  delivery?: { now?: boolean; familyPhone?: string };
};

/**
 * Writes the notice; a bell notification is queued for the patient's channels in the same
 * transaction (sent after the commit by the delivery worker). Returns the notification's id.
 */
export async function recordNotice(tx: Tx, n: Notice): Promise<string | undefined> {
  const doctor = n.doctorId ? await noticeDoctor(tx, n.doctorId) : undefined;
  const params: NoticeParams = { ...n.params, ...(doctor ? { doctor } : {}) };
  // The words as of now, in the patient's saved language: kept beside the kind for readers that
  // cannot render it (instances from before kinds were stored).
  const reader = await patientReader(tx, n.patientId);
  const text = renderNotice(n.kind, params, reader.locale, reader.timeZone);
  const stored = { patientId: n.patientId, template: n.kind, params };
  let notificationId: string | undefined;
  if (n.notification) {
    const category = n.notification.category ?? noticeCategory(n.kind);
    notificationId = await insertNotification(tx, {
      ...stored, title: text.title, message: text.message, category, link: n.notification.link,
    });
    await enqueueDeliveries(tx, { notificationId, patientId: n.patientId, category, ...n.delivery });
  }
  if (n.activity) {
    await insertActivity(tx, {
      ...stored, kind: n.activity.kind, title: text.title, description: text.summary, appointmentId: n.activity.appointmentId ?? null,
    });
  }
  return notificationId;
}
