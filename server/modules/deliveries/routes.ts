// Mounted at /api/v1/patient (issue 16): this device's Web Push subscription and a test message, and
// what each channel reaches (verified phone, verified e-mail, WhatsApp opt-in, devices, reminders).
import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { validate } from '../../lib/validate';
import { describeRoute } from '../../lib/openapi';
import { requirePatient } from '../../middleware/auth';
import { translateMessage } from '../../../contracts/messages';
import { BOOKING_MESSAGES as B } from '../../../contracts/booking-messages';
import {
  DeletePushSubscriptionSchema, NotificationChannelsResponseSchema, PushPublicKeyResponseSchema, PushSubscriptionResponseSchema,
  PushSubscriptionSchema, PushTestResponseSchema, PushTestSchema, UpdateNotificationChannelsResponseSchema,
  UpdateNotificationChannelsSchema,
} from '../../../contracts/push';
import {
  notificationChannels, pushPublicKey, saveNotificationChannels, sendTestPush, subscribePush, unsubscribePush,
} from './service';

const P = '/api/v1/patient';

export function deliveryRoutes() {
  const app = new Hono<AppEnv>();

  describeRoute({ method: 'get', path: `${P}/push/public-key`, tag: 'Notifications', auth: 'patient', response: PushPublicKeyResponseSchema, summary: 'The VAPID public key for pushManager.subscribe (503 when Web Push is not configured)' });
  app.get('/push/public-key', requirePatient(), async (c) => {
    return c.json({ data: { publicKey: await pushPublicKey(c.get('deps')) } });
  });

  describeRoute({ method: 'post', path: `${P}/push/subscriptions`, tag: 'Notifications', auth: 'patient', body: PushSubscriptionSchema, response: PushSubscriptionResponseSchema, summary: "Store this device's push subscription (endpoint and keys) for the caller; an endpoint another patient had moves to the caller" });
  app.post('/push/subscriptions', requirePatient(), validate('json', PushSubscriptionSchema), async (c) => {
    const data = await subscribePush(c.get('deps'), c.get('caller').patientId, c.req.valid('json'), c.req.header('user-agent'));
    return c.json({ message: translateMessage(B.pushSubscribed, c.get('locale')), data }, 201);
  });

  describeRoute({ method: 'delete', path: `${P}/push/subscriptions`, tag: 'Notifications', auth: 'patient', body: DeletePushSubscriptionSchema, response: PushSubscriptionResponseSchema, summary: "Forget this device's push subscription (idempotent)" });
  app.delete('/push/subscriptions', requirePatient(), validate('json', DeletePushSubscriptionSchema), async (c) => {
    const data = await unsubscribePush(c.get('deps'), c.get('caller').patientId, c.req.valid('json').endpoint);
    return c.json({ message: translateMessage(B.pushUnsubscribed, c.get('locale')), data });
  });

  describeRoute({ method: 'post', path: `${P}/push/test`, tag: 'Notifications', auth: 'patient', body: PushTestSchema, response: PushTestResponseSchema, summary: "A test notification now, to the device `endpoint` (or every device of the caller); 404 when there is none. Gone subscriptions (404/410) are forgotten" });
  app.post('/push/test', requirePatient(), validate('json', PushTestSchema), async (c) => {
    const locale = c.get('locale');
    const data = await sendTestPush(c.get('deps'), c.get('caller').patientId, c.req.valid('json').endpoint, locale);
    return c.json({ message: translateMessage(B.pushTestSent, locale), data });
  });

  describeRoute({ method: 'get', path: `${P}/user/notification-channels`, tag: 'Notifications', auth: 'patient', response: NotificationChannelsResponseSchema, summary: 'What each channel reaches: the verified phone (SMS, WhatsApp), the e-mail and whether it is verified, the WhatsApp opt-in, subscribed devices, reminders on or off' });
  app.get('/user/notification-channels', requirePatient(), async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ data: await notificationChannels(c.get('deps'), c.get('caller')) });
  });

  describeRoute({ method: 'put', path: `${P}/user/notification-channels`, tag: 'Notifications', auth: 'patient', body: UpdateNotificationChannelsSchema, response: UpdateNotificationChannelsResponseSchema, summary: 'Turn appointment reminders on or off; opt in to (or out of) WhatsApp messages, which needs a verified phone' });
  app.put('/user/notification-channels', requirePatient(), validate('json', UpdateNotificationChannelsSchema), async (c) => {
    const data = await saveNotificationChannels(c.get('deps'), c.get('caller'), c.req.valid('json'));
    return c.json({ message: translateMessage(B.channelsSaved, c.get('locale')), data });
  });

  return app;
}
