// The notification bell and panel (spec 4, 7, 8): a patient's notifications, written now in the
// reader's language with dates in the patient's zone (./render.ts). Notices are written by notices.ts.
import type { AppDeps } from '../../context';
import { HttpError } from '../../lib/http-error';
import type { Locale } from '../../../contracts/messages';
import { BOOKING_MESSAGES as B } from '../../../contracts/booking-messages';
import { countUnread, listNotifications, markRead, patientTimeZone } from './repository';
import { renderStored } from '../../lib/notice-render';

/** A page of the patient's notifications (newest first) with the unread count. */
export async function notificationPage(deps: AppDeps, patientId: string, q: { limit: number; page: number; unreadOnly: boolean }, locale: Locale) {
  const { db } = deps;
  const [rows, unread, timeZone] = await Promise.all([listNotifications(db, patientId, q), countUnread(db, patientId), patientTimeZone(db, patientId)]);
  return {
    notifications: rows.slice(0, q.limit).map(({ template, params, ...n }) => {
      const text = renderStored({ template, params }, locale, timeZone);
      return { ...n, ...(text ? { title: text.title, message: text.message } : {}), createdAt: n.createdAt.toISOString() };
    }),
    summary: { unread },
    pagination: { page: q.page, limit: q.limit, hasNext: rows.length > q.limit },
  };
}

/** Marks one of the patient's notifications read (again is fine); another's answers 404. */
export async function markNotificationRead(deps: AppDeps, patientId: string, id: string) {
  const row = await markRead(deps.db, patientId, id);
  if (!row) throw new HttpError(404, B.notificationNotFound);
  return { id: row.id, isRead: true as const, unread: await countUnread(deps.db, patientId) };
}
