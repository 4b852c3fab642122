import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../context';
import { validate } from '../../lib/validate';
import { describeRoute } from '../../lib/openapi';
import { HttpError } from '../../lib/http-error';
import { requirePatient } from '../../middleware/auth';
import { UuidSchema } from '../../../contracts/common';
import { translateMessage } from '../../../contracts/messages';
import { BOOKING_MESSAGES as B } from '../../../contracts/booking-messages';
import {
  MarkNotificationReadResponseSchema, NotificationListQuerySchema, NotificationListResponseSchema,
} from '../../../contracts/notifications';
import { countUnread, listNotifications, markRead, patientTimeZone } from './repository';
import { renderStored } from './render';

const IdParam = v.object({ id: UuidSchema });

/** Mounted at /api/v1/patient: the notification bell and panel (spec 4, 7, 8). */
export function notificationRoutes() {
  const app = new Hono<AppEnv>();

  describeRoute({
    method: 'get', path: '/api/v1/patient/notifications/get', tag: 'Notifications', auth: 'patient',
    summary: "The patient's notifications, newest first (limit 10 by default), with the unread count",
    query: NotificationListQuerySchema, response: NotificationListResponseSchema,
  });
  app.get('/notifications/get', requirePatient(), validate('query', NotificationListQuerySchema), async (c) => {
    const q = c.req.valid('query');
    const { db } = c.get('deps');
    const patientId = c.get('caller').patientId;
    const [rows, unread, timeZone] = await Promise.all([listNotifications(db, patientId, q), countUnread(db, patientId), patientTimeZone(db, patientId)]);
    const locale = c.get('locale');
    c.header('Cache-Control', 'no-store');
    return c.json({
      data: {
        // Written now in the language asked for, with dates in the patient's zone (see ./render.ts).
        notifications: rows.slice(0, q.limit).map(({ template, params, ...n }) => {
          const text = renderStored({ template, params }, locale, timeZone);
          return { ...n, ...(text ? { title: text.title, message: text.message } : {}), createdAt: n.createdAt.toISOString() };
        }),
        summary: { unread },
        pagination: { page: q.page, limit: q.limit, hasNext: rows.length > q.limit },
      },
    });
  });

  describeRoute({
    method: 'patch', path: '/api/v1/patient/notifications/mark-read/{id}', tag: 'Notifications', auth: 'patient',
    summary: 'Mark one of the patient\'s notifications as read (idempotent; 404 for another patient\'s)', response: MarkNotificationReadResponseSchema,
  });
  app.patch('/notifications/mark-read/:id', requirePatient(), validate('param', IdParam), async (c) => {
    const { db } = c.get('deps');
    const patientId = c.get('caller').patientId;
    const row = await markRead(db, patientId, c.req.valid('param').id);
    if (!row) throw new HttpError(404, B.notificationNotFound);
    return c.json({
      message: translateMessage(B.notificationMarkedRead, c.get('locale')),
      data: { id: row.id, isRead: true, unread: await countUnread(db, patientId) },
    });
  });

  return app;
}
