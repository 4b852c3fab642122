// Issue 16: each event goes out on exactly the channels the patient chose (and can be reached by), in
// their language, through real adapters to local fakes (SMS gateway, WhatsApp Cloud API, push service;
// e-mail through the file outbox); a failing channel is retried with backoff and blocks nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createHarness, type Harness } from '../../testing/harness';
import { createFixtures, type Fixtures } from '../../db/fixtures';
import { notificationDeliveries, patients } from '../../db/schema';
import { bookOk, slotIn } from '../../testing/booking-fixtures';
import { bookFor, followReturn, payAtEsewaSandbox, rawClient, startOk, type Raw } from '../../testing/payment-fixtures';
import { browserSubscription, json, startPushService, startSmsGateway, startWhatsappApi, trustSelfSigned, type Fake } from '../../testing/channel-fakes';
import { channelsByKind, deliveriesOfPatient, reachablePatient } from '../../testing/delivery-fixtures';
import { readOutbox } from '../../mail/mailer';
import { smsSegments } from '../../mail/sms';
import { afterQuietHours } from './quiet-hours';
import { backoffMs, runDeliveries } from './worker';
import { setClock } from '../../lib/clock';

let h: Harness;
let f: Fixtures;
let raw: Raw;
let sms: Fake;
let whatsapp: Fake;
let push: Fake;
const BASE_MS = 60_000;

beforeAll(async () => {
  trustSelfSigned();
  [sms, whatsapp, push] = await Promise.all([startSmsGateway(), startWhatsappApi(), startPushService()]);
  h = await createHarness({
    SMS_URL: `${sms.url}/send`, SMS_TOKEN: 'sms-secret', SMS_SENDER: 'SWASTHYA',
    WHATSAPP_URL: `${whatsapp.url}/v21.0`, WHATSAPP_TOKEN: 'wa-secret', WHATSAPP_PHONE_ID: '1234567890',
    DELIVERY_RETRY_BASE_SECONDS: String(BASE_MS / 1000), DELIVERY_MAX_ATTEMPTS: '3',
  });
  f = await createFixtures(h.deps.db);
  raw = rawClient(h);
});
afterAll(async () => {
  await h.close();
  await Promise.all([sms.close(), whatsapp.close(), push.close()]);
});

const CHANNELS = '/api/v1/patient/user/notification-channels';
const PREFS = '/api/v1/patient/user/notification-preferences';
const devanagari = /[\u0900-\u097F]/;

async function subscribe(token: string) {
  const sub = browserSubscription(push.url);
  const res = await h.request('/api/v1/patient/push/subscriptions', { method: 'POST', token, body: { endpoint: sub.endpoint, keys: sub.keys } });
  expect(res.status).toBe(201);
  return sub;
}
const to = (fake: Fake, pred: (body: Record<string, unknown>) => boolean) => fake.received.filter((r) => pred(json(r)));
/** What the SMS gateway got for the patient's deliveries (every test patient has the same phone). */
async function smsOf(patientId: string) {
  const ids = new Set((await deliveriesOfPatient(h, patientId)).map((r) => r.delivery.id));
  return sms.received.filter((r) => ids.has(String(r.headers['idempotency-key'])));
}

describe('deliveries by channel (issue 16)', () => {
  it('a booking goes by e-mail, SMS, WhatsApp and push in Nepali; a payment by e-mail and push only', async () => {
    const p = await reachablePatient(h, { language: 'ne' });
    expect((await h.request(CHANNELS, { method: 'PUT', token: p.token, body: { whatsappOptIn: true } })).status).toBe(200);
    const device = await subscribe(p.token);
    const id = await bookFor(h, f, p.token);
    await followReturn(raw, await payAtEsewaSandbox(raw, await startOk(h, p.token, id, 'esewa')));
    expect(await channelsByKind(h, p.patientId)).toEqual({
      appointment_booked: ['email', 'push', 'sms', 'whatsapp'],
      payment_completed: ['email', 'push'],
    });

    const report = await runDeliveries(h.deps);
    expect(report).toMatchObject({ sent: 6, failed: 0, givenUp: 0, skipped: 0 });

    // SMS: the gateway's authenticated POST, in Nepali, short (one calendar), its segments recorded.
    const texts = await smsOf(p.patientId);
    expect(texts).toHaveLength(1);
    const smsBody = json(texts[0]!);
    expect(texts[0]!.headers['authorization']).toBe('Bearer sms-secret');
    expect(smsBody).toMatchObject({ from: 'SWASTHYA', to: '+9779841234567' });
    expect(String(smsBody['text'])).toMatch(/^डा\. Ram Thapaसँग .* को तपाईंको अपोइन्टमेन्ट डाक्टरको पुष्टिको पर्खाइमा छ।$/);
    expect(String(smsBody['text'])).not.toMatch(/[0-9(]/);
    const rows = await deliveriesOfPatient(h, p.patientId);
    const smsRow = rows.find((r) => r.delivery.channel === 'sms')!.delivery;
    expect(texts[0]!.headers['idempotency-key']).toBe(smsRow.id);
    expect(smsRow.segments).toBe(smsSegments(String(smsBody['text'])).segments);
    expect(smsRow.segments).toBeLessThanOrEqual(2);

    // WhatsApp: the Cloud API's message endpoint with the bearer token, the number without '+'.
    const waRow = rows.find((r) => r.delivery.channel === 'whatsapp')!.delivery;
    const wa = to(whatsapp, (b) => b['biz_opaque_callback_data'] === waRow.id);
    expect(wa).toHaveLength(1);
    expect(wa[0]!.path).toBe('/v21.0/1234567890/messages');
    expect(wa[0]!.headers['authorization']).toBe('Bearer wa-secret');
    expect(json(wa[0]!)).toMatchObject({ messaging_product: 'whatsapp', type: 'text', to: '9779841234567' });
    expect((json(wa[0]!)['text'] as { body: string }).body).toMatch(devanagari);

    // E-mail: the file outbox, subject and body in Nepali, with the app's link.
    const mails = (await readOutbox(h.outboxDir)).filter((m) => m.to === p.email);
    expect(mails.map((m) => m.subject).sort()).toEqual(['बुकिङ प्राप्त भयो', 'भुक्तानी सफल भयो'].sort());
    expect(mails.find((m) => m.subject === 'बुकिङ प्राप्त भयो')!.text).toContain(`http://app.test/appointments/${id}`);

    // Push: encrypted for this device; decrypted with its keys it is the Nepali notice and its link.
    const pushed = push.received.filter((r) => r.path === new URL(device.endpoint).pathname);
    expect(pushed).toHaveLength(2);
    expect(pushed[0]!.headers['content-encoding']).toBe('aes128gcm');
    expect(String(pushed[0]!.headers['authorization'])).toMatch(/^vapid t=/);
    const payloads = pushed.map((r) => device.decrypt(r.body) as { title: string; body: string; link: string });
    expect(payloads.map((x) => x.title).sort()).toEqual(['बुकिङ प्राप्त भयो', 'भुक्तानी सफल भयो'].sort());
    expect(payloads.find((x) => x.title === 'बुकिङ प्राप्त भयो')).toMatchObject({ link: `/appointments/${id}` });

    // Nothing is sent twice by a second pass.
    expect(await runDeliveries(h.deps)).toMatchObject({ sent: 0 });
  });

  it('follows the preferences: SMS off for important messages means no SMS; marketing is off by default', async () => {
    const p = await reachablePatient(h);
    const prefs = (await (await h.request(PREFS, { token: p.token })).json()).data.preferences as { category: string; channels: Record<string, boolean> }[];
    expect(Object.fromEntries(prefs.map((x) => [x.category, x.channels]))).toMatchObject({
      important_whatsapp: { email: true, sms: true, whatsapp: true },
      informational: { email: true, sms: false, whatsapp: false },
      announcements: { email: false, sms: false, whatsapp: false },
      savings_and_offers: { email: false, sms: false, whatsapp: false },
    });
    await h.request(PREFS, { method: 'PUT', token: p.token, body: { preferences: [{ category: 'important_whatsapp', channels: { sms: false, email: false } }] } });
    await bookOk(h, p.token, f, await slotIn(h, f, 72));
    // Not opted in to WhatsApp, no device: nothing but the bell.
    expect(await channelsByKind(h, p.patientId)).toEqual({});
  });

  it('an unverified phone gets no SMS (nor WhatsApp); e-mail still goes', async () => {
    const p = await reachablePatient(h, { phoneVerified: false });
    await bookOk(h, p.token, f, await slotIn(h, f, 72));
    expect(await channelsByKind(h, p.patientId)).toEqual({ appointment_booked: ['email'] });
    await runDeliveries(h.deps);
    expect(await smsOf(p.patientId)).toHaveLength(0);
    expect((await readOutbox(h.outboxDir)).filter((m) => m.to === p.email)).toHaveLength(1);
  });

  it('quiet hours: an SMS written at night waits for 07:00 in the patient\'s zone; e-mail and push go at once', async () => {
    const p = await reachablePatient(h, { hour: 1 });
    await subscribe(p.token);
    await bookOk(h, p.token, f, await slotIn(h, f, 72));
    const rows = (await deliveriesOfPatient(h, p.patientId)).map((r) => r.delivery);
    const smsRow = rows.find((d) => d.channel === 'sms')!;
    const [{ zone }] = await h.deps.db.select({ zone: patients.timeZone }).from(patients).where(eq(patients.id, p.patientId)) as [{ zone: string }];
    expect(smsRow.nextAttemptAt.getTime()).toBe(afterQuietHours(new Date(), zone).getTime());
    expect(smsRow.nextAttemptAt.getTime() - Date.now()).toBeGreaterThan(5 * 3600_000);
    await runDeliveries(h.deps);
    const after = (await deliveriesOfPatient(h, p.patientId)).map((r) => r.delivery);
    expect(Object.fromEntries(after.map((d) => [d.channel, d.status]))).toEqual({ email: 'sent', push: 'sent', sms: 'queued' });
    expect(await smsOf(p.patientId)).toHaveLength(0);
    // At 07:00 it goes.
    await runDeliveries(h.deps, { now: () => new Date(smsRow.nextAttemptAt.getTime() + 1000) });
    expect(await smsOf(p.patientId)).toHaveLength(1);
  });

  it('quiet hours by the server clock: an SMS written at 23:30 in Kathmandu goes at 07:00 there, not before', async () => {
    const p = await reachablePatient(h);
    await h.deps.db.update(patients).set({ timeZone: 'Asia/Kathmandu' }).where(eq(patients.id, p.patientId));
    // 23:30 in Kathmandu (17:45 UTC) yesterday, whatever the hour this runs at; 07:00 there is 7 h 30 min later.
    const lateEvening = new Date(Date.now() - 86_400_000);
    lateEvening.setUTCHours(17, 45, 0, 0);
    const morning = lateEvening.getTime() + 7.5 * 3600_000;
    setClock(() => lateEvening.getTime());
    try {
      await bookOk(h, p.token, f, await slotIn(h, f, 72));
      const smsRow = (await deliveriesOfPatient(h, p.patientId)).map((r) => r.delivery).find((d) => d.channel === 'sms')!;
      expect(smsRow.nextAttemptAt.toISOString()).toBe(new Date(morning).toISOString());
      setClock(() => morning - 60_000);
      await runDeliveries(h.deps);
      expect(await smsOf(p.patientId)).toHaveLength(0);
      setClock(() => morning + 1000);
      await runDeliveries(h.deps);
      expect(await smsOf(p.patientId)).toHaveLength(1);
    } finally {
      setClock(null);
    }
  });

  it('a failing channel is retried with exponential backoff, then given up, and blocks no other channel', async () => {
    const p = await reachablePatient(h);
    const device = await subscribe(p.token);
    sms.answer(500, '/send');
    try {
      await bookOk(h, p.token, f, await slotIn(h, f, 72));
      const t0 = Date.now();
      const first = await runDeliveries(h.deps);
      expect(first).toMatchObject({ sent: 2, failed: 1 });
      const rows = async () => Object.fromEntries((await deliveriesOfPatient(h, p.patientId)).map((r) => [r.delivery.channel, r.delivery]));
      let smsRow = (await rows())['sms']!;
      expect(smsRow).toMatchObject({ status: 'failed', attempts: 1 });
      expect(smsRow.lastError).toContain('500');
      // Due again after base × 2^0 (+ up to 10 % jitter), not before.
      expect(smsRow.nextAttemptAt.getTime() - t0).toBeGreaterThanOrEqual(BASE_MS - 50);
      expect(smsRow.nextAttemptAt.getTime() - Date.now()).toBeLessThanOrEqual(BASE_MS * 1.1 + 50);
      expect((await rows())['email']!.status).toBe('sent');
      expect(push.received.filter((r) => r.path === new URL(device.endpoint).pathname)).toHaveLength(1);
      expect(await runDeliveries(h.deps)).toMatchObject({ sent: 0, failed: 0 });

      // Second attempt: base × 2.
      const at2 = new Date(smsRow.nextAttemptAt.getTime() + 1);
      await runDeliveries(h.deps, { now: () => at2 });
      smsRow = (await rows())['sms']!;
      expect(smsRow).toMatchObject({ status: 'failed', attempts: 2 });
      expect(smsRow.nextAttemptAt.getTime() - at2.getTime()).toBeGreaterThanOrEqual(2 * BASE_MS);
      expect(smsRow.nextAttemptAt.getTime() - at2.getTime()).toBeLessThanOrEqual(2.2 * BASE_MS + 1);

      // Third (the last of DELIVERY_MAX_ATTEMPTS=3): given up.
      await runDeliveries(h.deps, { now: () => new Date(smsRow.nextAttemptAt.getTime() + 1) });
      expect((await rows())['sms']).toMatchObject({ status: 'given_up', attempts: 3 });
      expect((await rows())['email']!.status).toBe('sent');
    } finally {
      sms.answer(200, '/send');
    }
  });

  it('a gateway that recovers gets the message once; a refusal (400) is not retried', async () => {
    const p = await reachablePatient(h);
    sms.answer(503, '/send');
    await bookOk(h, p.token, f, await slotIn(h, f, 72));
    await runDeliveries(h.deps);
    sms.answer(200, '/send');
    const failed = (await deliveriesOfPatient(h, p.patientId)).find((r) => r.delivery.channel === 'sms')!.delivery;
    await runDeliveries(h.deps, { now: () => new Date(failed.nextAttemptAt.getTime() + 1) });
    const sent = (await deliveriesOfPatient(h, p.patientId)).find((r) => r.delivery.channel === 'sms')!.delivery;
    expect(sent).toMatchObject({ status: 'sent', attempts: 2 });
    expect(sms.received.filter((r) => r.headers['idempotency-key'] === sent.id).length).toBe(2);

    const q = await reachablePatient(h);
    sms.answer(400, '/send');
    try {
      await bookOk(h, q.token, f, await slotIn(h, f, 72));
      expect(await runDeliveries(h.deps)).toMatchObject({ givenUp: 1 });
      expect((await deliveriesOfPatient(h, q.patientId)).find((r) => r.delivery.channel === 'sms')!.delivery).toMatchObject({ status: 'given_up', attempts: 1 });
    } finally {
      sms.answer(200, '/send');
    }
  });

  it('a process dying mid-send: the claim\'s lease runs out, another worker sends it, with the same idempotency key', async () => {
    const p = await reachablePatient(h);
    await bookOk(h, p.token, f, await slotIn(h, f, 72));
    const row = (await deliveriesOfPatient(h, p.patientId)).find((r) => r.delivery.channel === 'sms')!.delivery;
    // A worker claimed it (status sending, lease 2 min) and died before marking it.
    await h.deps.db.update(notificationDeliveries).set({ status: 'sending', attempts: 1, nextAttemptAt: new Date(Date.now() + 120_000) })
      .where(eq(notificationDeliveries.id, row.id));
    expect(await runDeliveries(h.deps)).toMatchObject({ sent: 1 }); // the e-mail only
    await runDeliveries(h.deps, { now: () => new Date(Date.now() + 121_000) });
    const after = (await deliveriesOfPatient(h, p.patientId)).find((r) => r.delivery.channel === 'sms')!.delivery;
    expect(after).toMatchObject({ status: 'sent', attempts: 2 });
    expect(sms.received.filter((r) => r.headers['idempotency-key'] === row.id)).toHaveLength(1);
  });

  it('backoff doubles from the base and is capped', () => {
    expect(backoffMs(1, 30_000, () => 0)).toBe(30_000);
    expect(backoffMs(4, 30_000, () => 0)).toBe(240_000);
    expect(backoffMs(4, 30_000, () => 1)).toBe(264_000);
    expect(backoffMs(30, 30_000, () => 0)).toBe(6 * 3600_000);
  });

  it('SMS segments: GSM-7 160/153, UCS-2 (Devanagari) 70/67', () => {
    expect(smsSegments('a'.repeat(160))).toMatchObject({ encoding: 'gsm7', segments: 1 });
    expect(smsSegments('a'.repeat(161))).toMatchObject({ encoding: 'gsm7', segments: 2 });
    expect(smsSegments('€'.repeat(80))).toMatchObject({ encoding: 'gsm7', segments: 1 });
    expect(smsSegments('क'.repeat(70))).toMatchObject({ encoding: 'ucs2', segments: 1 });
    expect(smsSegments('क'.repeat(71))).toMatchObject({ encoding: 'ucs2', segments: 2 });
    expect(smsSegments('क'.repeat(134))).toMatchObject({ encoding: 'ucs2', segments: 2 });
    expect(smsSegments('Reminder: क')).toMatchObject({ encoding: 'ucs2', segments: 1 });
  });
});
