// Issue 16: Web Push subscriptions and the test message, with real RFC 8291 encryption: the test's
// "browser" has its own ECDH keys and auth secret and decrypts what the local push service received.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createHarness, type Harness } from '../../testing/harness';
import { pushSubscriptions } from '../../db/schema';
import { browserSubscription, startPushService, trustSelfSigned, type Fake } from '../../testing/channel-fakes';
import { reachablePatient } from '../../testing/delivery-fixtures';
import type { NotificationChannels } from '../../../contracts/push';

let h: Harness;
let push: Fake;
beforeAll(async () => {
  trustSelfSigned();
  push = await startPushService();
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
  await push.close();
});

const P = '/api/v1/patient/push';
const path = (endpoint: string) => new URL(endpoint).pathname;

describe('Web Push (issue 16)', () => {
  it('gives the VAPID public key (made once and kept in DATA_DIR outside production)', async () => {
    const p = await reachablePatient(h);
    const first = await (await h.request(`${P}/public-key`, { token: p.token })).json();
    expect(first.data.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect((await (await h.request(`${P}/public-key`, { token: p.token })).json()).data.publicKey).toBe(first.data.publicKey);
    expect((await h.request(`${P}/public-key`)).status).toBe(401);
  });

  it('subscribes a device, sends it an encrypted test message in the patient\'s language, and unsubscribes', async () => {
    const p = await reachablePatient(h);
    const device = browserSubscription(push.url);
    const sub = await h.request(`${P}/subscriptions`, { method: 'POST', token: p.token, body: { endpoint: device.endpoint, keys: device.keys } });
    expect(sub.status).toBe(201);
    expect((await sub.json()).data.devices).toBe(1);

    const res = await h.request(`${P}/test`, { method: 'POST', token: p.token, body: { endpoint: device.endpoint }, headers: { 'accept-language': 'ne' } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'यस उपकरणमा परीक्षण सूचना पठाइयो।', data: { sent: 1, removed: 0 } });
    const got = push.received.filter((r) => r.path === path(device.endpoint));
    expect(got).toHaveLength(1);
    expect(got[0]!.headers['content-encoding']).toBe('aes128gcm');
    expect(got[0]!.headers['ttl']).toBe(String(24 * 3600));
    // The ciphertext is not the text; with the device's private key it is.
    expect(got[0]!.body.toString('utf8')).not.toContain('सूचना');
    expect(device.decrypt(got[0]!.body)).toEqual({
      title: 'सूचना खुला छ', body: 'अब Swasthya ले यस उपकरणमा तपाईंको अपोइन्टमेन्टबारे जानकारी दिन सक्छ।',
      link: '/settings/notifications', tag: 'push-test', icon: '/icons/icon-192.png',
    });

    const channels = (await (await h.request('/api/v1/patient/user/notification-channels', { token: p.token })).json()).data as NotificationChannels;
    expect(channels).toEqual({
      sms: { phone: expect.stringMatching(/^\+977 \S*567$/) as string }, email: { address: p.email, verified: true },
      whatsapp: { optedIn: false, phone: expect.stringMatching(/567$/) as string }, push: { devices: 1 }, reminders: true,
    });

    const del = await h.request(`${P}/subscriptions`, { method: 'DELETE', token: p.token, body: { endpoint: device.endpoint } });
    expect((await del.json()).data.devices).toBe(0);
    expect((await h.request(`${P}/test`, { method: 'POST', token: p.token, body: {} })).status).toBe(404);
  });

  it('a subscription the push service no longer knows (410) is forgotten', async () => {
    const p = await reachablePatient(h);
    const device = browserSubscription(push.url);
    await h.request(`${P}/subscriptions`, { method: 'POST', token: p.token, body: { endpoint: device.endpoint, keys: device.keys } });
    push.answer(410, path(device.endpoint));
    const res = await h.request(`${P}/test`, { method: 'POST', token: p.token, body: {} });
    expect(res.status).toBe(404);
    expect(await h.deps.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.patientId, p.patientId))).toHaveLength(0);
  });

  it('refuses what is not a push subscription; WhatsApp opt-in needs a verified phone', async () => {
    const p = await reachablePatient(h, { phoneVerified: false });
    for (const body of [{ endpoint: 'http://push.example/x', keys: { p256dh: 'a', auth: 'b' } }, { endpoint: 'https://push.example/x', keys: { p256dh: 'a b', auth: 'b' } }, {}]) {
      expect((await h.request(`${P}/subscriptions`, { method: 'POST', token: p.token, body })).status).toBe(400);
    }
    const wa = await h.request('/api/v1/patient/user/notification-channels', { method: 'PUT', token: p.token, body: { whatsappOptIn: true } });
    expect(wa.status).toBe(422);
  });
});
