// Issue 16: a payment that did not go through is told to the patient (one notice, in their language,
// queued on the informational category's channels); their own cancel on the gateway's page is not.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createHarness, type Harness } from '../../testing/harness';
import { createFixtures, type Fixtures } from '../../db/fixtures';
import { notifications, payments, sandboxGatewayPayments } from '../../db/schema';
import { bookFor, followReturn, payAtEsewaSandbox, payAtKhaltiSandbox, paymentRow, rawClient, startOk, type Raw } from '../../testing/payment-fixtures';
import { channelsByKind, reachablePatient } from '../../testing/delivery-fixtures';
import { signEsewaSuccess } from '../../payments/esewa';
import { readOutbox } from '../../mail/mailer';
import { runDeliveries } from '../deliveries/worker';
import { reconcilePending } from './reconcile';

let h: Harness;
let f: Fixtures;
let raw: Raw;
beforeAll(async () => {
  h = await createHarness({ RATE_LIMIT_PER_MINUTE: '100000' });
  f = await createFixtures(h.deps.db);
  raw = rawClient(h);
});
afterAll(async () => { await h.close(); });

const failedNotices = (patientId: string) =>
  h.deps.db.select().from(notifications).where(eq(notifications.patientId, patientId))
    .then((rows) => rows.filter((n) => n.template === 'payment_failed'));

describe('payment failed notice (issue 16)', () => {
  it('an amount that is not ours: one notice in Nepali, by e-mail (informational), opening the appointment', async () => {
    const p = await reachablePatient(h, { language: 'ne' });
    const id = await bookFor(h, f, p.token);
    const start = await startOk(h, p.token, id, 'esewa');
    await payAtEsewaSandbox(raw, start);
    const data = signEsewaSuccess({
      transaction_code: '000LOW2', status: 'COMPLETE', total_amount: '10.0', transaction_uuid: start.esewa!.fields.transaction_uuid, product_code: 'EPAYTEST',
    }, '8gBm/:&EnhH.1/q');
    const location = `/api/v1/payment/esewa/return?data=${encodeURIComponent(data)}`;
    expect((await followReturn(raw, location)).result.searchParams.get('status')).toBe('failed');
    // The same answer again changes nothing and tells nothing again.
    await followReturn(raw, location);

    const notes = await failedNotices(p.patientId);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ title: 'भुक्तानी पूरा भएन', category: 'informational', link: `/appointments/${id}`, isRead: false });
    expect(notes[0]!.message).toMatch(/^डा\. .* का लागि इसेवा बाट गरिएको रु\. ५१० भुक्तानी पूरा भएन।/);
    expect(await channelsByKind(h, p.patientId)).toMatchObject({ payment_failed: ['email'] });

    await runDeliveries(h.deps);
    const mails = (await readOutbox(h.outboxDir)).filter((m) => m.to === p.email && m.subject === 'भुक्तानी पूरा भएन');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`http://app.test/appointments/${id}`);
  });

  it('goes by SMS too when the patient chose SMS for informational messages', async () => {
    const p = await reachablePatient(h);
    await h.request('/api/v1/patient/user/notification-preferences', {
      method: 'PUT', token: p.token, body: { preferences: [{ category: 'informational', channels: { email: true, sms: true, whatsapp: false } }] },
    });
    const id = await bookFor(h, f, p.token);
    const start = await startOk(h, p.token, id, 'khalti');
    await h.deps.db.update(sandboxGatewayPayments).set({ amountPaisa: 1_000 }).where(eq(sandboxGatewayPayments.ref, start.khalti!.pidx));
    expect((await followReturn(raw, await payAtKhaltiSandbox(raw, start))).result.searchParams.get('status')).toBe('failed');
    const notes = await failedNotices(p.patientId);
    expect(notes.map((n) => n.title)).toEqual(['Payment not completed']);
    expect(notes[0]!.message).toMatch(/^Your Khalti payment of Rs\. 510 for Dr\. .* did not go through\./);
    expect(await channelsByKind(h, p.patientId)).toMatchObject({ payment_failed: ['email', 'sms'] });
  });

  it('an attempt left to expire (the answer never reached the patient) is told once, when it is settled', async () => {
    const p = await reachablePatient(h);
    const id = await bookFor(h, f, p.token);
    const start = await startOk(h, p.token, id, 'esewa');
    // Never confirmed at eSewa, and older than the gateway's timeout: eSewa answers NOT_FOUND.
    await h.deps.db.update(payments).set({ createdAt: new Date(Date.now() - 10 * 60_000) }).where(eq(payments.id, start.paymentId));
    await reconcilePending(h.deps, { olderThanMs: 0 });
    expect((await paymentRow(h, start.paymentId)).status).toBe('canceled');
    await reconcilePending(h.deps, { olderThanMs: 0 });
    expect(await failedNotices(p.patientId)).toHaveLength(1);
    expect(await channelsByKind(h, p.patientId)).toMatchObject({ payment_failed: ['email'] });
  });

  it('the patient\'s own cancel on the gateway\'s page (eSewa or Khalti) is not told', async () => {
    const p = await reachablePatient(h);
    const a1 = await bookFor(h, f, p.token);
    const s1 = await startOk(h, p.token, a1, 'esewa');
    expect((await followReturn(raw, await payAtEsewaSandbox(raw, s1, 'cancel'))).result.searchParams.get('status')).toBe('canceled');
    const a2 = await bookFor(h, f, p.token);
    const s2 = await startOk(h, p.token, a2, 'khalti');
    expect((await followReturn(raw, await payAtKhaltiSandbox(raw, s2, 'cancel'))).result.searchParams.get('status')).toBe('canceled');
    expect(await failedNotices(p.patientId)).toEqual([]);
    expect(Object.keys(await channelsByKind(h, p.patientId))).toEqual(['appointment_booked']);
  });

  it('is not told when the appointment no longer waits for the money (canceled meanwhile)', async () => {
    const p = await reachablePatient(h);
    const id = await bookFor(h, f, p.token);
    const start = await startOk(h, p.token, id, 'esewa');
    expect((await h.request(`/api/v1/patient/appointment/cancel/${id}`, { method: 'POST', token: p.token, body: { reason: 'Feeling better' } })).status).toBe(200);
    await h.deps.db.update(payments).set({ createdAt: new Date(Date.now() - 10 * 60_000) }).where(eq(payments.id, start.paymentId));
    await reconcilePending(h.deps, { olderThanMs: 0 });
    expect((await paymentRow(h, start.paymentId)).status).toBe('canceled');
    expect(await failedNotices(p.patientId)).toEqual([]);
  });
});
