// The patient's side of the deliveries: this device's push subscription (and a test push), and what
// each channel reaches (verified phone, e-mail, WhatsApp opt-in, devices, reminders). Sending is the
// worker's (worker.ts), queuing enqueue.ts's, reminders reminders.ts's.
import type { AppDeps, Caller } from '../../context';
import { HttpError } from '../../lib/http-error';
import type { Locale } from '../../../contracts/messages';
import { translateMessage } from '../../lib/i18n';
import { BOOKING_MESSAGES as B } from '../../../contracts/booking-messages';
import type { NotificationChannels } from '../../../contracts/push';
import { maskPhone } from '../account/phone';
import { pushSenderOf } from './adapters';
import { PUSH_ICON } from './compose';
import {
  channelFacts, countSubscriptions, deleteSubscription, deleteSubscriptionById, saveChannelSettings, subscriptionsOf, touchSubscription,
  upsertSubscription,
} from './repository';

/** The VAPID public key; 503 when Web Push is not configured. */
export async function pushPublicKey(deps: AppDeps): Promise<string> {
  const push = await pushSenderOf(deps);
  if (!push) throw new HttpError(503, B.pushNotConfigured);
  return push.publicKey;
}

/** Stores this device's subscription for the patient; returns how many devices they have. */
export async function subscribePush(
  deps: AppDeps, patientId: string, s: { endpoint: string; keys: { p256dh: string; auth: string } }, userAgent: string | undefined,
): Promise<{ devices: number }> {
  await upsertSubscription(deps.db, { patientId, endpoint: s.endpoint, p256dh: s.keys.p256dh, auth: s.keys.auth, userAgent: userAgent?.slice(0, 300) ?? null });
  return { devices: await countSubscriptions(deps.db, patientId) };
}

export async function unsubscribePush(deps: AppDeps, patientId: string, endpoint: string): Promise<{ devices: number }> {
  await deleteSubscription(deps.db, patientId, endpoint);
  return { devices: await countSubscriptions(deps.db, patientId) };
}

/** A test notification now, to `endpoint` (or every device of the patient); gone subscriptions are forgotten. */
export async function sendTestPush(deps: AppDeps, patientId: string, endpoint: string | undefined, locale: Locale): Promise<{ sent: number; removed: number }> {
  const push = await pushSenderOf(deps);
  if (!push) throw new HttpError(503, B.pushNotConfigured);
  const targets = await subscriptionsOf(deps.db, patientId, endpoint);
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
  return { sent, removed };
}

/** What each channel reaches for the caller. */
export async function notificationChannels(deps: AppDeps, caller: Caller): Promise<NotificationChannels> {
  const { db } = deps;
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

/** Reminders on or off; WhatsApp opt-in (needs a verified phone) or out. */
export async function saveNotificationChannels(deps: AppDeps, caller: Caller, body: { reminders?: boolean; whatsappOptIn?: boolean }): Promise<NotificationChannels> {
  const patientId = caller.patientId;
  if (body.whatsappOptIn) {
    const f = await channelFacts(deps.db, patientId);
    if (!f?.phoneVerified || !f.phone) throw new HttpError(422, B.whatsappNeedsPhone, [{ field: 'whatsappOptIn', message: B.whatsappNeedsPhone }]);
  }
  await saveChannelSettings(deps.db, patientId, {
    ...(body.reminders !== undefined ? { reminders: body.reminders } : {}),
    ...(body.whatsappOptIn !== undefined ? { whatsappOptInAt: body.whatsappOptIn ? new Date() : null } : {}),
  });
  return notificationChannels(deps, caller);
}
