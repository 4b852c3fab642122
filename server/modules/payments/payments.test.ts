import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createHarness, type Harness } from '../../testing/harness';
import { createFixtures, type Fixtures } from '../../db/fixtures';
import { appointments, notifications, payments, recentActivities, sandboxGatewayPayments } from '../../db/schema';
import { completePatient } from '../../testing/booking-fixtures';
import {
  appointmentPayment, bookFor, followReturn, localPath, payAtEsewaSandbox, payAtKhaltiSandbox, paymentRow, rawClient, startOk, startPayment,
  type Raw,
} from '../../testing/payment-fixtures';
import { signEsewaSuccess } from '../../payments/esewa';
import { RECORDS_MESSAGES as R } from '../../../contracts/records-messages';
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

const SECRET = '8gBm/:&EnhH.1/q';

describe('eSewa through the sandbox gateway', () => {
  it('start returns the signed ePay v2 form; paying settles: appointment paid, invoice, notification, activity', async () => {
    const p = await completePatient(h);
    const id = await bookFor(h, f, p.token);
    const start = await startOk(h, p.token, id, 'esewa');
    expect(start).toMatchObject({ gateway: 'esewa', status: 'initiated', amount: 50_000, serviceCharge: 1_000, total: 51_000, khalti: null });
    expect(start.esewa!.formUrl).toBe('http://app.test/sandbox/esewa/api/epay/main/v2/form');
    expect(start.esewa!.fields).toMatchObject({
      amount: '500', tax_amount: '0', total_amount: '510', product_service_charge: '10', product_delivery_charge: '0', product_code: 'EPAYTEST',
      success_url: 'http://app.test/api/v1/payment/esewa/return', signed_field_names: 'total_amount,transaction_uuid,product_code',
    });
    const location = await payAtEsewaSandbox(raw, start);
    expect(location).toMatch(/^http:\/\/app\.test\/api\/v1\/payment\/esewa\/return\?data=/);
    const back = await followReturn(raw, location);
    expect(back.status).toBe(303);
    expect(back.result.pathname).toBe('/payments/result');
    expect(Object.fromEntries(back.result.searchParams)).toEqual({ paymentId: start.paymentId, status: 'completed' });

    const state = await appointmentPayment(h, id);
    expect(state).toMatchObject({ paymentStatus: 'paid', paymentMethod: 'esewa' });
    expect(state.completed).toHaveLength(1);
    expect(state.completed[0]!.gatewayTransactionId).toMatch(/^000/);
    expect(state.invoices).toHaveLength(1);
    expect(state.invoices[0]).toMatchObject({ status: 'paid', paymentMode: 'esewa', amountPaisa: 51_000, paymentId: start.paymentId });
    expect(state.invoices[0]!.invoiceNumber).toMatch(/^INV-\d{4}-\d{6}$/);
    const notes = await h.deps.db.select().from(notifications).where(eq(notifications.patientId, p.patientId));
    expect(notes.map((n) => n.title)).toContain(R.nPaidTitle);
    const acts = await h.deps.db.select().from(recentActivities).where(eq(recentActivities.appointmentId, id));
    expect(acts.map((a) => a.kind)).toContain('payment_completed');

    const status = await h.request(`/api/v1/payment/status/${start.paymentId}`, { token: p.token });
    expect((await status.json()).data).toMatchObject({ status: 'completed', total: 51_000, refunded: 0, appointmentId: id, invoiceId: state.invoices[0]!.id });
  });

  it('a callback delivered twice (also concurrently) records one payment, one invoice, one notification', async () => {
    const p = await completePatient(h);
    const id = await bookFor(h, f, p.token);
    const start = await startOk(h, p.token, id, 'esewa');
    const location = await payAtEsewaSandbox(raw, start);
    const results = await Promise.all([followReturn(raw, location), followReturn(raw, location), followReturn(raw, location)]);
    expect(results.map((r) => r.result.searchParams.get('status'))).toEqual(['completed', 'completed', 'completed']);
    expect((await followReturn(raw, location)).result.searchParams.get('status')).toBe('completed');
    const state = await appointmentPayment(h, id);
    expect(state.completed).toHaveLength(1);
    expect(state.invoices).toHaveLength(1);
    const paid = (await h.deps.db.select().from(notifications).where(eq(notifications.patientId, p.patientId))).filter((n) => n.title === R.nPaidTitle);
    expect(paid).toHaveLength(1);
  });

  it('refuses a tampered eSewa signature: nothing is paid', async () => {
    const p = await completePatient(h);
    const id = await bookFor(h, f, p.token);
    const start = await startOk(h, p.token, id, 'esewa');
    const location = await payAtEsewaSandbox(raw, start);
    const data = new URL(location).searchParams.get('data')!;
    const json = JSON.parse(Buffer.from(data, 'base64').toString('utf8'));
    const forged = Buffer.from(JSON.stringify({ ...json, transaction_code: 'FORGED1' })).toString('base64');
    const back = await followReturn(raw, `/api/v1/payment/esewa/return?data=${encodeURIComponent(forged)}`);
    expect(back.result.searchParams.get('status')).toBe('error');
    expect((await paymentRow(h, start.paymentId)).status).toBe('initiated');
    expect((await appointmentPayment(h, id)).paymentStatus).toBe('unpaid');
  });

  it('refuses an amount that is not ours, even correctly signed: payment failed, appointment unpaid', async () => {
    const p = await completePatient(h);
    const id = await bookFor(h, f, p.token);
    const start = await startOk(h, p.token, id, 'esewa');
    await payAtEsewaSandbox(raw, start);
    const data = signEsewaSuccess({
      transaction_code: '000LOW1', status: 'COMPLETE', total_amount: '10.0', transaction_uuid: start.esewa!.fields.transaction_uuid, product_code: 'EPAYTEST',
    }, SECRET);
    const back = await followReturn(raw, `/api/v1/payment/esewa/return?data=${encodeURIComponent(data)}`);
    expect(back.result.searchParams.get('status')).toBe('failed');
    expect((await paymentRow(h, start.paymentId)).status).toBe('failed');
    expect((await appointmentPayment(h, id)).paymentStatus).toBe('unpaid');
  });

  it('a lost callback is settled by the status check: reconcilePending after the timeout, and POST /reconcile/{id}', async () => {
    const p = await completePatient(h);
    const a1 = await bookFor(h, f, p.token);
    const a2 = await bookFor(h, f, p.token);
    const s1 = await startOk(h, p.token, a1, 'esewa');
    const s2 = await startOk(h, p.token, a2, 'esewa');
    await payAtEsewaSandbox(raw, s1); // paid at eSewa; the browser never comes back
    await payAtEsewaSandbox(raw, s2);
    expect((await paymentRow(h, s1.paymentId)).status).toBe('initiated');

    // Not yet stale (default timeout 5 minutes): the reconciler leaves it.
    expect((await reconcilePending(h.deps)).checked).toBe(0);
    const report = await reconcilePending(h.deps, { olderThanMs: 0 });
    expect(report.completed).toBeGreaterThanOrEqual(2);
    for (const a of [a1, a2]) {
      const state = await appointmentPayment(h, a);
      expect(state.paymentStatus).toBe('paid');
      expect(state.completed).toHaveLength(1);
      expect(state.invoices).toHaveLength(1);
    }
    // A late callback after reconciliation changes nothing.
    const a3 = await bookFor(h, f, p.token);
    const s3 = await startOk(h, p.token, a3, 'esewa');
    const loc3 = await payAtEsewaSandbox(raw, s3);
    const res = await h.request(`/api/v1/payment/reconcile/${s3.paymentId}`, { method: 'POST', token: p.token });
    expect(res.status).toBe(200);
    expect((await res.json()).data).toMatchObject({ status: 'completed', transactionId: expect.stringMatching(/^000/) });
    expect((await followReturn(raw, loc3)).result.searchParams.get('status')).toBe('completed');
    expect((await appointmentPayment(h, a3)).invoices).toHaveLength(1);
  });

  it('cancel at eSewa marks the payment canceled, leaves the appointment unpaid, and Pay Now works again', async () => {
    const p = await completePatient(h);
    const id = await bookFor(h, f, p.token, { paymentOption: 'offline' });
    const start = await startOk(h, p.token, id, 'esewa');
    // Pay Now on a pay-at-the-clinic booking adds the wallet service charge.
    expect(start).toMatchObject({ amount: 50_000, serviceCharge: 1_000, total: 51_000 });
    const location = await payAtEsewaSandbox(raw, start, 'cancel');
    expect(location).toBe(`http://app.test/api/v1/payment/esewa/failure/${start.esewa!.fields.transaction_uuid}`);
    const back = await followReturn(raw, location);
    expect(back.result.searchParams.get('status')).toBe('canceled');
    expect((await paymentRow(h, start.paymentId)).status).toBe('canceled');
    const [a] = await h.deps.db.select().from(appointments).where(eq(appointments.id, id));
    expect(a).toMatchObject({ paymentStatus: 'unpaid', paymentOption: 'offline' });
    const summary = await h.request(`/api/v1/payment/summary/${id}`, { token: p.token });
    expect((await summary.json()).data).toMatchObject({ payable: true, total: 51_000 });

    const again = await startOk(h, p.token, id, 'esewa');
    await followReturn(raw, await payAtEsewaSandbox(raw, again));
    const [paid] = await h.deps.db.select().from(appointments).where(eq(appointments.id, id));
    expect(paid).toMatchObject({ paymentStatus: 'paid', paymentMethod: 'esewa', paymentOption: 'online', serviceChargePaisa: 1_000 });
  });
});

describe('Khalti through the sandbox gateway', () => {
  it('initiate → pay → return → lookup Completed: paid', async () => {
    const p = await completePatient(h);
    const id = await bookFor(h, f, p.token);
    const start = await startOk(h, p.token, id, 'khalti');
    expect(start.khalti!.paymentUrl).toBe(`http://app.test/sandbox/khalti/pay?pidx=${start.khalti!.pidx}`);
    const location = await payAtKhaltiSandbox(raw, start);
    const q = new URL(location).searchParams;
    expect(Object.fromEntries(q)).toMatchObject({ pidx: start.khalti!.pidx, status: 'Completed', amount: '51000' });
    const back = await followReturn(raw, location);
    expect(back.result.searchParams.get('status')).toBe('completed');
    const state = await appointmentPayment(h, id);
    expect(state).toMatchObject({ paymentStatus: 'paid', paymentMethod: 'khalti' });
    expect(state.completed[0]!.gatewayTransactionId).toBe(q.get('transaction_id'));
  });

  it('a return that says Completed is not believed while the lookup says otherwise; a cancel leaves it unpaid', async () => {
    const p = await completePatient(h);
    const id = await bookFor(h, f, p.token);
    const start = await startOk(h, p.token, id, 'khalti');
    const forged = `/api/v1/payment/khalti/return?pidx=${start.khalti!.pidx}&status=Completed&transaction_id=FAKE&amount=51000`;
    expect((await followReturn(raw, forged)).result.searchParams.get('status')).toBe('pending');
    expect((await paymentRow(h, start.paymentId)).status).toBe('initiated');
    expect((await appointmentPayment(h, id)).paymentStatus).toBe('unpaid');

    const back = await followReturn(raw, await payAtKhaltiSandbox(raw, start, 'cancel'));
    expect(back.result.searchParams.get('status')).toBe('canceled');
    expect((await paymentRow(h, start.paymentId)).status).toBe('canceled');
    expect((await appointmentPayment(h, id)).paymentStatus).toBe('unpaid');
  });

  it('refuses a lookup amount that is not ours', async () => {
    const p = await completePatient(h);
    const id = await bookFor(h, f, p.token);
    const start = await startOk(h, p.token, id, 'khalti');
    // The gateway reports another amount (as if the order had been changed there).
    await h.deps.db.update(sandboxGatewayPayments).set({ amountPaisa: 1_000 }).where(eq(sandboxGatewayPayments.ref, start.khalti!.pidx));
    const back = await followReturn(raw, await payAtKhaltiSandbox(raw, start));
    expect(back.result.searchParams.get('status')).toBe('failed');
    expect((await appointmentPayment(h, id)).paymentStatus).toBe('unpaid');
  });

  it('refuses amounts under Rs. 10 for Khalti', async () => {
    const p = await completePatient(h);
    const id = await bookFor(h, f, p.token, { fee: 500, paymentOption: 'online' });
    const res = await startPayment(h, p.token, id, 'khalti');
    expect(res.status).toBe(422);
    expect((await res.json()).message).toBe(R.khaltiMinimum);
  });
});

describe('start rules', () => {
  it('only the patient\'s own, unpaid, not-canceled appointment; replays with the same Idempotency-Key', async () => {
    const p = await completePatient(h);
    const other = await completePatient(h);
    const id = await bookFor(h, f, p.token);
    expect((await startPayment(h, other.token, id, 'esewa')).status).toBe(404);

    const key = { 'Idempotency-Key': `pay-${id}` };
    const first = await startPayment(h, p.token, id, 'esewa', key);
    const second = await startPayment(h, p.token, id, 'esewa', key);
    expect(second.headers.get('idempotency-replayed')).toBe('true');
    expect((await second.json()).data.paymentId).toBe((await first.json()).data.paymentId);
    expect(await h.deps.db.$count(payments, eq(payments.appointmentId, id))).toBe(1);

    await h.deps.db.update(appointments).set({ status: 'canceled', canceledAt: new Date(), cancelReason: 'x' }).where(eq(appointments.id, id));
    const canceled = await startPayment(h, p.token, id, 'esewa');
    expect(canceled.status).toBe(422);
    expect((await canceled.json()).message).toBe(R.appointmentNotPayable);
  });

  it('refuses to start again once the appointment is paid (even when the first callback was lost)', async () => {
    const p = await completePatient(h);
    const id = await bookFor(h, f, p.token);
    const start = await startOk(h, p.token, id, 'esewa');
    await payAtEsewaSandbox(raw, start); // lost callback
    const res = await startPayment(h, p.token, id, 'khalti');
    expect(res.status).toBe(409);
    expect((await res.json()).message).toBe(R.alreadyPaid);
    expect((await appointmentPayment(h, id)).completed).toHaveLength(1);
  });

  it('a late payment of a superseded attempt is refunded as a duplicate, never counted twice', async () => {
    const p = await completePatient(h);
    const id = await bookFor(h, f, p.token);
    const first = await startOk(h, p.token, id, 'esewa');
    // The patient leaves eSewa's page open and pays with Khalti meanwhile.
    await h.deps.db.insert(sandboxGatewayPayments).values({
      gateway: 'esewa', ref: first.esewa!.fields.transaction_uuid, merchantRef: 'EPAYTEST', amountPaisa: 51_000, amountText: '510', status: 'PENDING',
      successUrl: first.esewa!.fields.success_url, failureUrl: first.esewa!.fields.failure_url,
    });
    const second = await startOk(h, p.token, id, 'khalti');
    await followReturn(raw, await payAtKhaltiSandbox(raw, second));
    const loc = (await raw('/sandbox/esewa/pay', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `transaction_uuid=${first.esewa!.fields.transaction_uuid}` })).headers.get('location')!;
    await followReturn(raw, localPath(loc));
    const state = await appointmentPayment(h, id);
    expect(state.completed.map((x) => x.id)).toEqual([second.paymentId]);
    expect(state.invoices).toHaveLength(1);
    const dup = await h.request(`/api/v1/payment/status/${first.paymentId}`, { token: p.token });
    expect((await dup.json()).data).toMatchObject({ status: 'ambiguous', refund: { status: 'requested', amount: 51_000 } });
  });
});
