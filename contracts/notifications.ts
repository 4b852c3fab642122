import * as v from 'valibot';
import { envelope } from './common';
import { intFromQuery } from './query-params';
import * as M from './message-texts';
import { NOTIFICATIONS_PAGE_SIZE } from './options';
import { NOTIFICATION_CATEGORIES } from './record-options';

/** Query booleans arrive as text: "true"/"false" (or a real boolean). */
/* @__NO_SIDE_EFFECTS__ */
export const boolFromQuery = (fallback: boolean) =>
  v.optional(
    v.pipe(
      v.union([v.picklist(['true', 'false'], M.invalidOption), v.boolean()], M.invalidOption),
      v.transform((x) => x === true || x === 'true'),
    ),
    fallback,
  );

/** GET /api/v1/patient/notifications/get?limit=10&unreadOnly=false&page=1 */
export const NotificationListQuerySchema = v.object({
  limit: intFromQuery(1, 50, NOTIFICATIONS_PAGE_SIZE),
  unreadOnly: boolFromQuery(false),
  page: intFromQuery(1, 10_000, 1),
});

export const NotificationSchema = v.object({
  id: v.string(),
  title: v.string(),
  message: v.string(),
  /** ISO instant. */
  createdAt: v.string(),
  isRead: v.boolean(),
  category: v.picklist(NOTIFICATION_CATEGORIES),
  /** In-app path to open, e.g. /appointments/<id>, or null. */
  link: v.nullable(v.string()),
});
export type Notification = v.InferOutput<typeof NotificationSchema>;

export const NotificationListResponseSchema = envelope(v.object({
  notifications: v.array(NotificationSchema),
  summary: v.object({ unread: v.number() }),
  pagination: v.object({ page: v.number(), limit: v.number(), hasNext: v.boolean() }),
}));
export type NotificationListResponse = v.InferOutput<typeof NotificationListResponseSchema>;

/** PATCH /notifications/mark-read/{id}: `message` (spec 8 shows it in the toast) and the new unread count. */
export const MarkNotificationReadResponseSchema = v.object({
  message: v.string(),
  data: v.object({ id: v.string(), isRead: v.boolean(), unread: v.number() }),
});
