// Notifications that reach the patient (issue 16), end to end: a patient allows notifications in
// Settings → Notifications (the app subscribes this browser with the server's VAPID key and stores
// the subscription), books, the doctor confirms (the doctor script), the server's delivery worker
// sends the Web Push, the service worker shows it, and tapping it opens the appointment.
//
// What is not real here, and why: Chromium's own pushManager.subscribe() registers with Google's push
// service (FCM), which these machines cannot reach, so the page's PushManager answers with a
// subscription whose keys the test made. Everything else is the product's: the permission, the
// app's subscribe flow and API, the server's encrypted send (its plaintext is kept in
// DATA_DIR/outbox/push outside production), and the service worker's push and notificationclick
// handlers. The push message reaches the service worker through Chromium's DevTools protocol
// (ServiceWorker.deliverPushMessage), as a push service would deliver it.
import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import type { BrowserContext, Page, Worker } from '@playwright/test';
import { runDoctorCommand } from '../../scripts/lib/doctor-client';
import { readPushOutbox } from '../../server/mail/web-push';
import type { PushPayload } from '../../contracts/push';
import { expect, test } from './fixtures';
import { kathmanduDate } from './support/world';

type Subscription = { endpoint: string; keys: { p256dh: string; auth: string } };

/** A browser subscription's values: an unreachable push service (loopback port 9) and real P-256 keys. */
function fakeSubscription(): Subscription {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: `https://127.0.0.1:9/push/${randomUUID()}`,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}

/** Notifications allowed for the app's origin, and the page's PushManager answering with `sub`. */
async function fakePush(context: BrowserContext, appUrl: string, sub: Subscription): Promise<void> {
  await context.grantPermissions(['notifications'], { origin: new URL(appUrl).origin });
  await context.addInitScript((s: Subscription) => {
    if (!('PushManager' in self) || typeof localStorage === 'undefined') return;
    const KEY = 'e2e.push.subscribed';
    const made = () => ({
      endpoint: s.endpoint, expirationTime: null, options: { userVisibleOnly: true, applicationServerKey: null },
      getKey: () => null,
      toJSON: () => ({ endpoint: s.endpoint, expirationTime: null, keys: s.keys }),
      unsubscribe: () => { localStorage.removeItem(KEY); return Promise.resolve(true); },
    });
    PushManager.prototype.subscribe = function subscribe() { localStorage.setItem(KEY, '1'); return Promise.resolve(made() as unknown as PushSubscription); };
    PushManager.prototype.getSubscription = function getSubscription() {
      return Promise.resolve((localStorage.getItem(KEY) ? made() : null) as unknown as PushSubscription | null);
    };
  }, sub);
}

/** Settings → Notifications → Allow notifications, until the panel says push is on. */
async function allowNotifications(page: Page): Promise<void> {
  await page.goto('/settings/notifications');
  const panel = page.getByTestId('notification-channels');
  await expect(panel).toBeVisible();
  // The service worker is registered once the first screen is done.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await panel.getByRole('button', { name: 'Allow notifications' }).click();
  await expect(panel.getByTestId('push-on')).toBeVisible();
}

test.describe('notifications by Web Push', () => {
  const sub = fakeSubscription();
  test.beforeEach(async ({ context, stack }) => {
    await fakePush(context, stack.appUrl, sub);
  });

  test('allows notifications for this device from Settings → Notifications', async ({ signedIn: page, world, patient }) => {
    await page.goto('/settings/notifications');
    const panel = page.getByTestId('notification-channels');
    // Reminders are on by default; SMS wait for a verified phone.
    await expect(panel.getByRole('switch', { name: 'Appointment reminders' })).toBeChecked();
    await expect(panel.getByText('SMS go to a verified phone only.')).toBeVisible();
    await allowNotifications(page);
    await expect(panel.getByRole('button', { name: 'Send a test' })).toBeVisible();
    const channels = await world.api(patient.token, 'GET', '/api/v1/patient/user/notification-channels');
    expect((channels.body.data as { push: { devices: number } }).push.devices).toBe(1);
  });

  test('a confirmed booking arrives as a push; the service worker shows it; tapping it opens the appointment', async ({ signedIn: page, context, world, patient, stack }) => {
    await allowNotifications(page);
    const booked = await world.bookViaApi(patient.token, await world.clinicSlot(kathmanduDate(3), 11));
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const appointmentId = (booked.body.data as { id: string }).id;
    const confirmed = await runDoctorCommand(
      { apiUrl: stack.appUrl, apiKey: world.apiKey, emulatorHost: stack.emulatorHost, projectId: 'demo-swasthya', databaseUrl: stack.databaseUrl },
      'confirm', appointmentId,
    );
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);

    // What the server's worker encrypted and sent to this subscription.
    const sentPush = async () => (await readPushOutbox(stack.dataDir))
      .filter((m) => m.endpoint === sub.endpoint).map((m) => m.payload)
      .find((p: PushPayload) => p.title === 'Appointment confirmed');
    await expect.poll(sentPush, { message: 'the push of the confirmation', timeout: 30_000 }).toBeDefined();
    const payload = (await sentPush())!;
    expect(payload).toMatchObject({ link: `/appointments/${appointmentId}`, icon: '/icons/icon-192.png' });
    expect(payload.body).toMatch(/^Your appointment with Dr\. .+ is confirmed\.$/);

    // Delivered to the service worker as a push service would (DevTools protocol).
    const cdp = await context.newCDPSession(page);
    const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
    cdp.on('ServiceWorker.workerRegistrationUpdated', (e: { registrations: typeof registrations }) => { registrations.push(...e.registrations); });
    await cdp.send('ServiceWorker.enable');
    const origin = new URL(stack.appUrl).origin;
    const registration = () => registrations.find((r) => !r.isDeleted && r.scopeURL.startsWith(origin));
    await expect.poll(registration, { message: 'the service worker registration' }).toBeDefined();
    await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: registration()!.registrationId, data: JSON.stringify(payload) });

    const shownNotification = async () => (await page.evaluate(async () => {
      const reg = await navigator.serviceWorker.ready;
      return (await reg.getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag, icon: n.icon, data: n.data as unknown }));
    })).find((n) => n.title === 'Appointment confirmed');
    await expect.poll(shownNotification, { message: 'the notification' }).toBeDefined();
    const shown = (await shownNotification())!;
    expect(shown).toMatchObject({ body: payload.body, tag: payload.tag, data: { link: `/appointments/${appointmentId}` } });
    expect(shown.icon).toMatch(/\/icons\/icon-192\.png$/);

    // Tapping it: the service worker's notificationclick takes the open app to the appointment.
    await page.goto('/home');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const sw: Worker = context.serviceWorkers().find((w) => w.url().startsWith(origin)) ?? await context.waitForEvent('serviceworker');
    await sw.evaluate(async (tag: string) => {
      // Runs in the service worker (the test's types are the page's: its scope is described here).
      const scope = self as unknown as {
        registration: ServiceWorkerRegistration;
        dispatchEvent(event: Event): boolean;
        NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
      };
      const [notification] = await scope.registration.getNotifications({ tag });
      if (!notification) throw new Error('no notification to tap');
      scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification }));
    }, payload.tag);
    await page.waitForURL(`**/appointments/${appointmentId}`);
    // Tapped, it is closed.
    await expect.poll(() => page.evaluate(async (tag) => (await (await navigator.serviceWorker.ready).getNotifications({ tag })).length, payload.tag)).toBe(0);
  });
});
