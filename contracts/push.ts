// Notifications outside the app (issue 16): the channels a notification is delivered by, Web Push
// subscriptions of the patient's devices, and the channel settings Settings → Notifications shows.
import * as v from 'valibot';
import { envelope } from './common';
import * as M from './message-texts';

/** Channels a notification goes out by: the preference channels plus Web Push to subscribed devices. */
export const DELIVERY_CHANNELS = ['email', 'sms', 'whatsapp', 'push'] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];
/**
 * queued → sending (claimed, with a lease) → sent; a failed send is `failed` until its retry,
 * `given_up` after the last attempt; `skipped` when there was no address to send to at send time.
 */
export const DELIVERY_STATUSES = ['queued', 'sending', 'sent', 'failed', 'given_up', 'skipped'] as const;
export const DELIVERY_RECIPIENTS = ['patient', 'family'] as const;
export const REMINDER_KINDS = ['24h', '2h'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/** The base64url VAPID key a browser's pushManager.subscribe needs as applicationServerKey. */
export const PushPublicKeyResponseSchema = envelope(v.object({ publicKey: v.string() }));

const base64url = (max: number) => v.pipe(v.string(M.invalidValue), v.regex(/^[A-Za-z0-9_-]+={0,2}$/, M.invalidValue), v.maxLength(max, M.tooLong));
/** Push services are HTTPS (RFC 8030). */
const EndpointSchema = v.pipe(v.string(M.invalidValue), v.url(M.invalidValue), v.regex(/^https:\/\//, M.invalidValue), v.maxLength(1000, M.tooLong));

/** POST /push/subscriptions: PushSubscription.toJSON() of this device. */
export const PushSubscriptionSchema = v.object({
  endpoint: EndpointSchema,
  keys: v.object({ p256dh: base64url(200), auth: base64url(100) }, M.invalidValue),
});
export const DeletePushSubscriptionSchema = v.object({ endpoint: EndpointSchema });
export const PushSubscriptionResponseSchema = v.object({ message: v.string(), data: v.object({ devices: v.number() }) });
/** POST /push/test: `sent` devices answered, `removed` were gone (404/410) and are forgotten. */
export const PushTestSchema = v.object({ endpoint: v.optional(EndpointSchema) });
export const PushTestResponseSchema = v.object({ message: v.string(), data: v.object({ sent: v.number(), removed: v.number() }) });

/** What each channel reaches (GET /user/notification-channels). */
export const NotificationChannelsSchema = v.object({
  /** SMS go to the verified phone only; null = none verified. */
  sms: v.object({ phone: v.nullable(v.string()) }),
  email: v.object({ address: v.string(), verified: v.boolean() }),
  /** WhatsApp needs an opt-in and a verified phone. */
  whatsapp: v.object({ optedIn: v.boolean(), phone: v.nullable(v.string()) }),
  push: v.object({ devices: v.number() }),
  /** Appointment reminders 24 h and 2 h before. */
  reminders: v.boolean(),
});
export type NotificationChannels = v.InferOutput<typeof NotificationChannelsSchema>;
export const NotificationChannelsResponseSchema = envelope(NotificationChannelsSchema);
export const UpdateNotificationChannelsSchema = v.object({
  reminders: v.optional(v.boolean(M.invalidValue)),
  whatsappOptIn: v.optional(v.boolean(M.invalidValue)),
});
export type UpdateNotificationChannelsInput = v.InferOutput<typeof UpdateNotificationChannelsSchema>;
export const UpdateNotificationChannelsResponseSchema = v.object({ message: v.string(), data: NotificationChannelsSchema });

/** The JSON a push message carries (the service worker shows it). */
export type PushPayload = { title: string; body: string; link: string | null; tag: string; icon?: string };
