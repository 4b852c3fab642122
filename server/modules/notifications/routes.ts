import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../context';
import { routesAt } from '../../lib/endpoint';
import { UuidSchema } from '../../../contracts/common';
import { translateMessage } from '../../lib/i18n';
import { BOOKING_MESSAGES as B } from '../../../contracts/booking-messages';
import {
  MarkNotificationReadResponseSchema, NotificationListQuerySchema, NotificationListResponseSchema,
} from '../../../contracts/notifications';
import { PATIENT_API } from '../../../contracts/endpoints/bases';
import { notificationList, notificationMarkRead } from '../../../contracts/endpoints/notifications';
import { markNotificationRead, notificationPage } from './service';

const IdParam = v.object({ id: UuidSchema });

/** Mounted at /api/v1/patient: the notification bell and panel (spec 4, 7, 8). */
export function notificationRoutes() {
  const app = new Hono<AppEnv>();
  const route = routesAt(app, PATIENT_API);

  route(notificationList, {
    tag: 'Notifications',
    auth: 'patient',
    summary: "The patient's notifications, newest first (limit 10 by default), with the unread count",
    query: NotificationListQuerySchema,
    response: NotificationListResponseSchema,
  }, async (c) => {
    const data = await notificationPage(c.get('deps'), c.get('caller').patientId, c.req.valid('query'), c.get('locale'));
    c.header('Cache-Control', 'no-store');
    return c.json({ data });
  });

  route(notificationMarkRead, {
    tag: 'Notifications',
    auth: 'patient',
    summary: 'Mark one of the patient\'s notifications as read (idempotent; 404 for another patient\'s)',
    response: MarkNotificationReadResponseSchema,
    param: IdParam,
  }, async (c) => {
    const data = await markNotificationRead(c.get('deps'), c.get('caller').patientId, c.req.valid('param').id);
    return c.json({ message: translateMessage(B.notificationMarkedRead, c.get('locale')), data });
  });

  return app;
}
