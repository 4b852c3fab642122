import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../context';
import { validate } from '../../lib/validate';
import { describeRoute } from '../../lib/openapi';
import { requirePatient } from '../../middleware/auth';
import { UuidSchema } from '../../../contracts/common';
import { translateMessage } from '../../../contracts/messages';
import { BOOKING_MESSAGES as B } from '../../../contracts/booking-messages';
import {
  MarkNotificationReadResponseSchema, NotificationListQuerySchema, NotificationListResponseSchema,
} from '../../../contracts/notifications';
import { markNotificationRead, notificationPage } from './service';

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
    const data = await notificationPage(c.get('deps'), c.get('caller').patientId, c.req.valid('query'), c.get('locale'));
    c.header('Cache-Control', 'no-store');
    return c.json({ data });
  });

  describeRoute({
    method: 'patch', path: '/api/v1/patient/notifications/mark-read/{id}', tag: 'Notifications', auth: 'patient',
    summary: 'Mark one of the patient\'s notifications as read (idempotent; 404 for another patient\'s)', response: MarkNotificationReadResponseSchema,
  });
  app.patch('/notifications/mark-read/:id', requirePatient(), validate('param', IdParam), async (c) => {
    const data = await markNotificationRead(c.get('deps'), c.get('caller').patientId, c.req.valid('param').id);
    return c.json({ message: translateMessage(B.notificationMarkedRead, c.get('locale')), data });
  });

  return app;
}
