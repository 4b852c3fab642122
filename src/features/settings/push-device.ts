// This device's Web Push subscription (issue 16). Imported lazily by the settings screen, never by a
// guest's first screen: Notification.requestPermission, pushManager.subscribe with the server's
// VAPID key, and the subscription stored (or forgotten) on the server.
import * as v from 'valibot';
import {
  PushPublicKeyResponseSchema, PushSubscriptionResponseSchema, PushTestResponseSchema,
} from '@contracts/push';
import { pushPublicKeyGet, pushSubscribe, pushTest, pushUnsubscribe } from '@contracts/endpoints/deliveries';
import { apiRequest } from '@/lib/api/api-client';

export type DeviceState = 'unsupported' | 'denied' | 'off' | 'on';

export function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  return (await navigator.serviceWorker.getRegistration()) ?? undefined;
}

export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  return (await (await registration())?.pushManager.getSubscription()) ?? null;
}

export async function deviceState(): Promise<DeviceState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  return (await currentSubscription()) && Notification.permission === 'granted' ? 'on' : 'off';
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const b64 = base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const raw = atob(b64);
  const out = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
  return out;
}

const SubscriptionJson = v.object({ endpoint: v.string(), keys: v.object({ p256dh: v.string(), auth: v.string() }) });

/** Asks for permission, subscribes with the server's key and stores the subscription. Returns the new state. */
export async function enablePush(): Promise<DeviceState> {
  if (!pushSupported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'off';
  const reg = (await registration()) ?? (await navigator.serviceWorker.ready);
  const { data } = await apiRequest(pushPublicKeyGet, { schema: PushPublicKeyResponseSchema });
  const sub = (await reg.pushManager.getSubscription())
    ?? (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(data.publicKey) }));
  const body = v.parse(SubscriptionJson, sub.toJSON());
  await apiRequest(pushSubscribe, { body, schema: PushSubscriptionResponseSchema });
  return 'on';
}

export async function disablePush(): Promise<void> {
  const sub = await currentSubscription();
  if (!sub) return;
  await apiRequest(pushUnsubscribe, { body: { endpoint: sub.endpoint }, schema: PushSubscriptionResponseSchema });
  await sub.unsubscribe();
}

/** A test notification to this device; the server's message to show. */
export async function sendTestPush(): Promise<string> {
  const sub = await currentSubscription();
  const res = await apiRequest(pushTest, { body: sub ? { endpoint: sub.endpoint } : {}, schema: PushTestResponseSchema });
  return res.message;
}
