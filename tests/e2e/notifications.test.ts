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
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page, Worker } from 'playwright-core';
import { runDoctorCommand } from '../../scripts/lib/doctor-client';
import { readPushOutbox } from '../../server/mail/web-push';
import type { PushPayload } from '../../contracts/push';
import { launchBrowser } from './browser';
import { bookingWorld, kathmanduDate, signIn } from './booking-helpers';
import { appContext } from './support/browser-prefs';

const appUrl = inject('appUrl');
const databaseUrl = inject('e2eDatabaseUrl');
const emulatorHost = inject('e2eAuthEmulatorHost');
const dataDir = inject('e2eDataDir');

let browser: Browser;
let world: Awaited<ReturnType<typeof bookingWorld>>;

beforeAll(async () => {
  browser = await launchBrowser();
  world = await bookingWorld({ appUrl, databaseUrl, emulatorHost });
});
afterAll(async () => {
  await browser?.close();
  await world?.close();
});

/** A browser subscription's values: an unreachable push service (loopback port 9) and real P-256 keys. */
function fakeSubscription() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: `https://127.0.0.1:9/push/${randomUUID()}`,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}

async function waitFor<T>(what: string, read: () => Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe('notifications by Web Push', () => {
  const sub = fakeSubscription();
  let context: BrowserContext;
  let page: Page;
  let token: string;
  let appointmentId: string;

  beforeAll(async () => {
    const patient = await world.readyPatient('pusher');
    token = patient.token;
    context = await appContext(browser, { locale: 'en' });
    await context.grantPermissions(['notifications'], { origin: new URL(appUrl).origin });
    await context.addInitScript((s: { endpoint: string; keys: { p256dh: string; auth: string } }) => {
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
    page = await context.newPage();
    await page.goto(`${appUrl}/signin`);
    await signIn(page, patient.email);
    await page.waitForURL('**/home');
  });
  afterAll(async () => {
    await context?.close();
  });

  it('allows notifications for this device from Settings → Notifications', async () => {
    await page.goto(`${appUrl}/settings/notifications`);
    const panel = page.getByTestId('notification-channels');
    await panel.waitFor();
    // Reminders are on by default; SMS wait for a verified phone.
    expect(await panel.getByRole('switch', { name: 'Appointment reminders' }).isChecked()).toBe(true);
    await panel.getByText('SMS go to a verified phone only.').waitFor();
    // The service worker is registered once the first screen is done.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await panel.getByRole('button', { name: 'Allow notifications' }).click();
    await panel.getByTestId('push-on').waitFor();
    await panel.getByRole('button', { name: 'Send a test' }).waitFor();
    const channels = await world.api(token, 'GET', '/api/v1/patient/user/notification-channels');
    expect((channels.body.data as { push: { devices: number } }).push.devices).toBe(1);
  });

  it('a confirmed booking arrives as a push; the service worker shows it; tapping it opens the appointment', async () => {
    const booked = await world.bookViaApi(token, await world.clinicSlot(kathmanduDate(3), 11));
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    appointmentId = (booked.body.data as { id: string }).id;
    const confirmed = await runDoctorCommand(
      { apiUrl: appUrl, apiKey: world.apiKey, emulatorHost, projectId: 'demo-swasthya', databaseUrl },
      'confirm', appointmentId,
    );
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);

    // What the server's worker encrypted and sent to this subscription.
    const payload = await waitFor('the push of the confirmation', async () => {
      const sent = (await readPushOutbox(dataDir)).filter((m) => m.endpoint === sub.endpoint).map((m) => m.payload);
      return sent.find((p: PushPayload) => p.title === 'Appointment confirmed');
    });
    expect(payload).toMatchObject({ link: `/appointments/${appointmentId}`, icon: '/icons/icon-192.png' });
    expect(payload.body).toMatch(/^Your appointment with Dr\. .+ is confirmed\.$/);

    // Delivered to the service worker as a push service would (DevTools protocol).
    const cdp = await context.newCDPSession(page);
    const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
    cdp.on('ServiceWorker.workerRegistrationUpdated', (e: { registrations: typeof registrations }) => { registrations.push(...e.registrations); });
    await cdp.send('ServiceWorker.enable');
    const origin = new URL(appUrl).origin;
    const registration = await waitFor('the service worker registration', async () =>
      registrations.find((r) => !r.isDeleted && r.scopeURL.startsWith(origin)), 15_000);
    await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: registration.registrationId, data: JSON.stringify(payload) });

    const shown = await waitFor('the notification', async () => {
      const list = await page.evaluate(async () => {
        const reg = await navigator.serviceWorker.ready;
        return (await reg.getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag, icon: n.icon, data: n.data as unknown }));
      });
      return list.find((n) => n.title === 'Appointment confirmed');
    }, 15_000);
    expect(shown).toMatchObject({ body: payload.body, tag: payload.tag, data: { link: `/appointments/${appointmentId}` } });
    expect(shown.icon).toMatch(/\/icons\/icon-192\.png$/);

    // Tapping it: the service worker's notificationclick takes the open app to the appointment.
    await page.goto(`${appUrl}/home`);
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
