// Mounted at /api/v1/patient (issue 16): this device's Web Push subscription and a test message, and
// what each channel reaches (verified phone, verified e-mail, WhatsApp opt-in, devices, reminders).
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../context';
import { validate } from '../../lib/validate';
import { describeRoute } from '../../lib/openapi';
import { HttpError } from '../../lib/http-error';
import { requirePatient } from '../../middleware/auth';
import { translateMessage } from '../../../contracts/messages';
import { BOOKING_MESSAGES as B } from '../../../contracts/booking-messages';
import {
  DeletePushSubscriptionSchema, NotificationChannelsResponseSchema, PushPublicKeyResponseSchema, PushSubscriptionResponseSchema,
  PushSubscriptionSchema, PushTestResponseSchema, PushTestSchema, UpdateNotificationChannelsResponseSchema,
  UpdateNotificationChannelsSchema, type NotificationChannels,
} from '../../../contracts/push';
import { maskPhone } from '../account/phone';
import { pushSenderOf } from './adapters';
import { PUSH_ICON } from './compose';
import {
  channelFacts, countSubscriptions, deleteSubscription, deleteSubscriptionById, saveChannelSettings, subscriptionsOf, touchSubscription,
  upsertSubscription,
} from './repository';

const P = '/api/v1/patient';

async function channelsOf(c: Context<AppEnv>): Promise<NotificationChannels> {
  const { db } = c.get('deps');
  const caller = c.get('caller');
  const [f, devices] = await Promise.all([channelFacts(db, caller.patientId), countSubscriptions(db, caller.patientId)]);
  const phone = f?.phoneVerified && f.phone ? `${f.countryCode} ${maskPhone(f.phone)}` : null;
  return {
    sms: { phone },
    // As the caller's token says (the worker asks the identity provider again before each e-mail).
    email: { address: caller.email ?? f?.email ?? '', verified: caller.claims['email_verified'] === true },
    whatsapp: { optedIn: Boolean(f?.whatsappOptInAt), phone },
    push: { devices },
    reminders: f?.reminders ?? true,
  };
}

export function deliveryRoutes() {
  const app = new Hono<AppEnv>();

  describeRoute({ method: 'get', path: `${P}/push/public-key`, tag: 'Notifications', auth: 'patient', response: PushPublicKeyResponseSchema, summary: 'The VAPID public key for pushManager.subscribe (503 when Web Push is not configured)' });
  app.get('/push/public-key', requirePatient(), async (c) => {
    const push = await pushSenderOf(c.get('deps'));
    if (!push) throw new HttpError(503, B.pushNotConfigured);
    return c.json({ data: { publicKey: push.publicKey } });
  });

  describeRoute({ method: 'post', path: `${P}/push/subscriptions`, tag: 'Notifications', auth: 'patient', body: PushSubscriptionSchema, response: PushSubscriptionResponseSchema, summary: "Store this device's push subscription (endpoint and keys) for the caller; an endpoint another patient had moves to the caller" });
  app.post('/push/subscriptions', requirePatient(), validate('json', PushSubscriptionSchema), async (c) => {
    const body = c.req.valid('json');
    const { db } = c.get('deps');
    const patientId = c.get('caller').patientId;
    await upsertSubscription(db, {
      patientId, endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth, userAgent: c.req.header('user-agent')?.slice(0, 300) ?? null,
    });
    return c.json({ message: translateMessage(B.pushSubscribed, c.get('locale')), data: { devices: await countSubscriptions(db, patientId) } }, 201);
  });

  describeRoute({ method: 'delete', path: `${P}/push/subscriptions`, tag: 'Notifications', auth: 'patient', body: DeletePushSubscriptionSchema, response: PushSubscriptionResponseSchema, summary: "Forget this device's push subscription (idempotent)" });
  app.delete('/push/subscriptions', requirePatient(), validate('json', DeletePushSubscriptionSchema), async (c) => {
    const { db } = c.get('deps');
    const patientId = c.get('caller').patientId;
    await deleteSubscription(db, patientId, c.req.valid('json').endpoint);
    return c.json({ message: translateMessage(B.pushUnsubscribed, c.get('locale')), data: { devices: await countSubscriptions(db, patientId) } });
  });

  describeRoute({ method: 'post', path: `${P}/push/test`, tag: 'Notifications', auth: 'patient', body: PushTestSchema, response: PushTestResponseSchema, summary: "A test notification now, to the device `endpoint` (or every device of the caller); 404 when there is none. Gone subscriptions (404/410) are forgotten" });
  app.post('/push/test', requirePatient(), validate('json', PushTestSchema), async (c) => {
    const deps = c.get('deps');
    const locale = c.get('locale');
    const push = await pushSenderOf(deps);
    if (!push) throw new HttpError(503, B.pushNotConfigured);
    const targets = await subscriptionsOf(deps.db, c.get('caller').patientId, c.req.valid('json').endpoint);
    if (targets.length === 0) throw new HttpError(404, B.pushNoDevice);
    const payload = { title: translateMessage(B.pushTestTitle, locale), body: translateMessage(B.pushTestBody, locale), link: '/settings/notifications', tag: 'push-test', icon: PUSH_ICON };
    let sent = 0;
    let removed = 0;
    for (const s of targets) {
      const r = await push.send(s, payload);
      if (r.ok) {
        sent++;
        await touchSubscription(deps.db, s.id);
      } else if (r.gone) {
        removed++;
        await deleteSubscriptionById(deps.db, s.id);
      }
    }
    if (sent === 0) throw new HttpError(removed > 0 ? 404 : 502, removed > 0 ? B.pushNoDevice : B.pushNotConfigured);
    return c.json({ message: translateMessage(B.pushTestSent, locale), data: { sent, removed } });
  });

  describeRoute({ method: 'get', path: `${P}/user/notification-channels`, tag: 'Notifications', auth: 'patient', response: NotificationChannelsResponseSchema, summary: 'What each channel reaches: the verified phone (SMS, WhatsApp), the e-mail and whether it is verified, the WhatsApp opt-in, subscribed devices, reminders on or off' });
  app.get('/user/notification-channels', requirePatient(), async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ data: await channelsOf(c) });
  });

  describeRoute({ method: 'put', path: `${P}/user/notification-channels`, tag: 'Notifications', auth: 'patient', body: UpdateNotificationChannelsSchema, response: UpdateNotificationChannelsResponseSchema, summary: 'Turn appointment reminders on or off; opt in to (or out of) WhatsApp messages, which needs a verified phone' });
  app.put('/user/notification-channels', requirePatient(), validate('json', UpdateNotificationChannelsSchema), async (c) => {
    const body = c.req.valid('json');
    const { db } = c.get('deps');
    const patientId = c.get('caller').patientId;
    if (body.whatsappOptIn) {
      const f = await channelFacts(db, patientId);
      if (!f?.phoneVerified || !f.phone) throw new HttpError(422, B.whatsappNeedsPhone, [{ field: 'whatsappOptIn', message: B.whatsappNeedsPhone }]);
    }
    await saveChannelSettings(db, patientId, {
      ...(body.reminders !== undefined ? { reminders: body.reminders } : {}),
      ...(body.whatsappOptIn !== undefined ? { whatsappOptInAt: body.whatsappOptIn ? new Date() : null } : {}),
    });
    return c.json({ message: translateMessage(B.channelsSaved, c.get('locale')), data: await channelsOf(c) });
  });

  return app;
}
