// Mounted at /api/v1/patient (issue 16): this device's Web Push subscription and a test message, and
// what each channel reaches (verified phone, verified e-mail, WhatsApp opt-in, devices, reminders).
import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { routesAt } from '../../lib/endpoint';
import { translateMessage } from '../../lib/i18n';
import { BOOKING_MESSAGES as B } from '../../../contracts/booking-messages';
import {
  DeletePushSubscriptionSchema, NotificationChannelsResponseSchema, PushPublicKeyResponseSchema, PushSubscriptionResponseSchema,
  PushSubscriptionSchema, PushTestResponseSchema, PushTestSchema, UpdateNotificationChannelsResponseSchema,
  UpdateNotificationChannelsSchema,
} from '../../../contracts/push';
import { PATIENT_API } from '../../../contracts/endpoints/bases';
import { notificationChannelsGet, notificationChannelsUpdate, pushPublicKeyGet, pushSubscribe, pushTest, pushUnsubscribe } from '../../../contracts/endpoints/deliveries';
import {
  notificationChannels, pushPublicKey, saveNotificationChannels, sendTestPush, subscribePush, unsubscribePush,
} from './service';

export function deliveryRoutes() {
  const app = new Hono<AppEnv>();
  const route = routesAt(app, PATIENT_API);

  route(pushPublicKeyGet, { tag: 'Notifications', auth: 'patient', response: PushPublicKeyResponseSchema, summary: 'The VAPID public key for pushManager.subscribe (503 when Web Push is not configured)' }, async (c) => {
    return c.json({ data: { publicKey: await pushPublicKey(c.get('deps')) } });
  });

  route(pushSubscribe, { tag: 'Notifications', auth: 'patient', body: PushSubscriptionSchema, response: PushSubscriptionResponseSchema, summary: "Store this device's push subscription (endpoint and keys) for the caller; an endpoint another patient had moves to the caller" }, async (c) => {
    const data = await subscribePush(c.get('deps'), c.get('caller').patientId, c.req.valid('json'), c.req.header('user-agent'));
    return c.json({ message: translateMessage(B.pushSubscribed, c.get('locale')), data }, 201);
  });

  route(pushUnsubscribe, { tag: 'Notifications', auth: 'patient', body: DeletePushSubscriptionSchema, response: PushSubscriptionResponseSchema, summary: "Forget this device's push subscription (idempotent)" }, async (c) => {
    const data = await unsubscribePush(c.get('deps'), c.get('caller').patientId, c.req.valid('json').endpoint);
    return c.json({ message: translateMessage(B.pushUnsubscribed, c.get('locale')), data });
  });

  route(pushTest, { tag: 'Notifications', auth: 'patient', body: PushTestSchema, response: PushTestResponseSchema, summary: "A test notification now, to the device `endpoint` (or every device of the caller); 404 when there is none. Gone subscriptions (404/410) are forgotten" }, async (c) => {
    const locale = c.get('locale');
    const data = await sendTestPush(c.get('deps'), c.get('caller').patientId, c.req.valid('json').endpoint, locale);
    return c.json({ message: translateMessage(B.pushTestSent, locale), data });
  });

  route(notificationChannelsGet, { tag: 'Notifications', auth: 'patient', response: NotificationChannelsResponseSchema, summary: 'What each channel reaches: the verified phone (SMS, WhatsApp), the e-mail and whether it is verified, the WhatsApp opt-in, subscribed devices, reminders on or off' }, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ data: await notificationChannels(c.get('deps'), c.get('caller')) });
  });

  route(notificationChannelsUpdate, { tag: 'Notifications', auth: 'patient', body: UpdateNotificationChannelsSchema, response: UpdateNotificationChannelsResponseSchema, summary: 'Turn appointment reminders on or off; opt in to (or out of) WhatsApp messages, which needs a verified phone' }, async (c) => {
    const data = await saveNotificationChannels(c.get('deps'), c.get('caller'), c.req.valid('json'));
    return c.json({ message: translateMessage(B.channelsSaved, c.get('locale')), data });
  });

  return app;
}
