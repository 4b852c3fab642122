import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createHarness, type Harness } from '../../testing/harness';
import { createFixtures, type Fixtures } from '../../db/fixtures';
import { appointments, attachments, doctors, invoices } from '../../db/schema';
import { completePatient, doctorToken } from '../../testing/booking-fixtures';
import { bookFor, followReturn, payAtEsewaSandbox, rawClient, startOk, type Raw } from '../../testing/payment-fixtures';
import { pdfText } from '../../testing/pdf-text';
import { RECORDS_MESSAGES as R } from '../../../contracts/records-messages';
import { loadEnv } from '../../env';
import { completeProductionEnv } from '../../testing/production-env';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

let h: Harness;
let f: Fixtures;
let raw: Raw;
beforeAll(async () => {
  h = await createHarness({ RATE_LIMIT_PER_MINUTE: '100000' });
  f = await createFixtures(h.deps.db);
  raw = rawClient(h);
});
afterAll(async () => { await h.close(); });

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 1)]);

async function paidAppointment(token: string) {
  const id = await bookFor(h, f, token);
  const start = await startOk(h, token, id, 'esewa');
  await followReturn(raw, await payAtEsewaSandbox(raw, start));
  return { appointmentId: id, paymentId: start.paymentId };
}

function multipart(fields: Record<string, string>, files: { name: string; bytes: Uint8Array; type?: string }[] = [], field = 'attachments') {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const file of files) form.append(field, new Blob([file.bytes as Uint8Array<ArrayBuffer>], { type: file.type ?? 'application/octet-stream' }), file.name);
  return form;
}

describe('history and invoices', () => {
  it('lists the last payment, all payments and all invoices; the invoice has details and a real PDF', async () => {
    const p = await completePatient(h);
    const { appointmentId, paymentId } = await paidAppointment(p.token);
    const history = await (await h.request('/api/v1/payment/history', { token: p.token })).json();
    expect(history.data.lastPayment).toMatchObject({ id: paymentId, status: 'completed', appointmentId, total: 51_000, refunded: 0 });
    // What was paid for, in words a patient knows: the doctor, the consultation, when, for whom.
    const [booked] = await h.deps.db.select().from(appointments).where(eq(appointments.id, appointmentId));
    expect(history.data.lastPayment).toMatchObject({
      doctor: { firstName: 'Ram' },
      visit: { appointmentType: expect.any(String), startsAt: expect.stringMatching(/Z$/), patientName: `${booked!.infoFirstName} ${booked!.infoLastName}` },
    });
    expect(history.data.lastPayment.paidOn).toBeTruthy();
    expect(history.data.payments).toHaveLength(1);
    expect(history.data.pagination).toMatchObject({ total: 1, hasNext: false });

    const list = await (await h.request('/api/v1/payment/invoices', { token: p.token })).json();
    expect(list.data.invoices).toHaveLength(1);
    const inv = list.data.invoices[0];
    expect(inv).toMatchObject({ paymentMode: 'esewa', amount: 51_000, discount: 0, discountPercent: 0, netAmount: 51_000, status: 'paid', doctor: { firstName: 'Ram' } });

    const details = await (await h.request(`/api/v1/payment/invoices/${inv.id}`, { token: p.token })).json();
    expect(details.data.lines).toEqual([{ label: 'Consultation fee', amount: 50_000 }, { label: 'Wallet service charge', amount: 1_000 }]);
    expect(details.data.payment).toMatchObject({ gateway: 'esewa', refunded: 0 });

    const pdf = await h.request(`/api/v1/payment/invoices/${inv.id}/pdf`, { token: p.token });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toContain(`${inv.invoiceNumber}.pdf`);
    const bytes = new Uint8Array(await pdf.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const text = pdfText(bytes);
    expect(text).toContain(`Invoice ${inv.invoiceNumber}`);
    expect(text).toContain('Rs. 510');
  });

  it('one patient cannot read another\'s payments or invoices (404)', async () => {
    const owner = await completePatient(h);
    const stranger = await completePatient(h);
    const { paymentId, appointmentId } = await paidAppointment(owner.token);
    const [inv] = await h.deps.db.select().from(invoices).where(eq(invoices.appointmentId, appointmentId));
    for (const [path, method] of [
      [`/api/v1/payment/status/${paymentId}`, 'GET'], [`/api/v1/payment/invoices/${inv!.id}`, 'GET'], [`/api/v1/payment/invoices/${inv!.id}/pdf`, 'GET'],
      [`/api/v1/payment/reconcile/${paymentId}`, 'POST'], [`/api/v1/payment/summary/${appointmentId}`, 'GET'],
    ] as const) {
      const res = await h.request(path, { method, token: stranger.token });
      expect(res.status, path).toBe(404);
    }
    const refund = await h.request(`/api/v1/payment/refund/${paymentId}`, { method: 'POST', token: stranger.token, body: { reason: 'not mine' } });
    expect(refund.status).toBe(404);
    const history = await (await h.request('/api/v1/payment/history', { token: stranger.token })).json();
    expect(history.data).toMatchObject({ lastPayment: null, payments: [] });
    expect((await (await h.request('/api/v1/payment/invoices', { token: stranger.token })).json()).data.invoices).toEqual([]);
  });
});

describe("a doctor's discount", () => {
  it('comes off the fee at booking, the wallet charge is on the rest, and the invoice shows it in Rs. and percent', async () => {
    const promo = await createFixtures(h.deps.db);
    await h.deps.db.update(doctors).set({ discountPercent: 20 }).where(eq(doctors.id, promo.doctorId));
    const p = await completePatient(h);
    const id = await bookFor(h, promo, p.token, { fee: 120_000 });
    const [a] = await h.deps.db.select().from(appointments).where(eq(appointments.id, id));
    // Rs. 1,200 − 20 % = Rs. 960; 2 % wallet charge on Rs. 960 = Rs. 20 (whole rupees, up).
    expect(a).toMatchObject({ amountPaisa: 96_000, discountPaisa: 24_000, serviceChargePaisa: 2_000 });
    const details = await (await h.request(`/api/v1/patient/appointment/details/${id}`, { token: p.token })).json();
    expect(details.data).toMatchObject({ amount: 96_000, discount: 24_000, serviceCharge: 2_000, total: 98_000 });

    const summary = await (await h.request(`/api/v1/patient/appointment/summary?scheduleId=${a!.slotId}&paymentOption=online`, { token: p.token })).json();
    expect(summary.data).toMatchObject({ appointmentFee: 120_000, discount: 24_000, discountPercent: 20, total: 98_000 });

    const start = await startOk(h, p.token, id, 'esewa');
    await followReturn(raw, await payAtEsewaSandbox(raw, start));
    const list = await (await h.request('/api/v1/payment/invoices?pageSize=50', { token: p.token })).json();
    const inv = list.data.invoices.find((i: { appointmentId: string }) => i.appointmentId === id);
    expect(inv).toMatchObject({ amount: 122_000, discount: 24_000, netAmount: 98_000, status: 'paid' });
    const invDetails = await (await h.request(`/api/v1/payment/invoices/${inv.id}`, { token: p.token })).json();
    expect(invDetails.data.lines).toEqual([{ label: 'Consultation fee', amount: 120_000 }, { label: 'Wallet service charge', amount: 2_000 }]);

    const cards = await (await h.request(`/api/v1/upn/get-doctor-details/${promo.doctorId}`)).json();
    expect(cards.data).toMatchObject({ discountPercent: 20 });
  });
});

describe('refunds, complaints and fraud reports', () => {
  it('a refund request with an attachment shows as requested, then refunded when the doctor records it', async () => {
    const p = await completePatient(h);
    const { paymentId, appointmentId } = await paidAppointment(p.token);
    const res = await raw(`/api/v1/payment/refund/${paymentId}`, {
      method: 'POST', token: p.token, headers: { 'Idempotency-Key': `refund-${paymentId}` },
      body: multipart({ reason: 'The doctor did not attend' }, [{ name: 'receipt.png', bytes: PNG, type: 'image/png' }]),
    });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.message).toBe(R.refundRequested);
    expect(body.data).toMatchObject({ status: 'requested', amount: 51_000, attachments: 1, reason: 'The doctor did not attend' });
    const [att] = await h.deps.db.select().from(attachments).where(eq(attachments.refundId, body.data.id));
    expect(att).toMatchObject({ mimeType: 'image/png', fileName: 'receipt.png', sizeBytes: PNG.length });

    const again = await h.request(`/api/v1/payment/refund/${paymentId}`, { method: 'POST', token: p.token, body: { reason: 'again' } });
    expect(again.status).toBe(409);
    expect((await again.json()).message).toBe(R.refundAlreadyRequested);
    const history = await (await h.request('/api/v1/payment/history', { token: p.token })).json();
    expect(history.data.payments[0].refund).toMatchObject({ status: 'requested', attachments: 1 });

    const otherDoctor = await createFixtures(h.deps.db);
    expect((await h.request(`/api/v1/doctor/payment/refunds/${body.data.id}/mark-refunded`, { method: 'POST', token: await doctorToken(h, otherDoctor.doctorId) })).status).toBe(404);
    const mark = await h.request(`/api/v1/doctor/payment/refunds/${body.data.id}/mark-refunded`, { method: 'POST', token: await doctorToken(h, f.doctorId) });
    expect(mark.status).toBe(200);
    expect((await mark.json()).data).toMatchObject({ status: 'refunded' });
    const status = await (await h.request(`/api/v1/payment/status/${paymentId}`, { token: p.token })).json();
    expect(status.data).toMatchObject({ status: 'refunded', refunded: 51_000, refund: { status: 'refunded' } });
    const [a] = await h.deps.db.select().from(appointments).where(eq(appointments.id, appointmentId));
    expect(a!.paymentStatus).toBe('refunded');
    const [inv] = await h.deps.db.select().from(invoices).where(eq(invoices.appointmentId, appointmentId));
    expect(inv!.status).toBe('refunded');
  });

  it('the clinic lists its open refund requests and declines one with a reason the patient is told', async () => {
    const p = await completePatient(h);
    const { paymentId, appointmentId } = await paidAppointment(p.token);
    const asked = await h.request(`/api/v1/payment/refund/${paymentId}`, {
      method: 'POST', token: p.token, headers: { 'Idempotency-Key': `refund-${paymentId}` }, body: { reason: 'Changed my mind' },
    });
    const refundId = (await asked.json()).data.id as string;
    const doctor = await doctorToken(h, f.doctorId);
    const open = await (await h.request('/api/v1/doctor/payment/refunds?status=requested', { token: doctor })).json();
    expect(open.data.refunds.find((r: { id: string }) => r.id === refundId)).toMatchObject({
      appointmentId, gateway: 'esewa', amount: 51_000, status: 'requested', reason: 'Changed my mind', patientName: expect.any(String),
    });
    const other = await createFixtures(h.deps.db);
    const otherToken = await doctorToken(h, other.doctorId);
    expect((await (await h.request('/api/v1/doctor/payment/refunds', { token: otherToken })).json()).data.refunds).toEqual([]);
    expect((await h.request(`/api/v1/doctor/payment/refunds/${refundId}/reject`, { method: 'POST', token: otherToken, body: { reason: 'No' } })).status).toBe(404);
    const empty = await h.request(`/api/v1/doctor/payment/refunds/${refundId}/reject`, { method: 'POST', token: doctor, body: { reason: '  ' } });
    expect(empty.status).toBe(400);

    const reject = await h.request(`/api/v1/doctor/payment/refunds/${refundId}/reject`, {
      method: 'POST', token: doctor, body: { reason: 'The consultation took place as booked.' },
    });
    expect(reject.status).toBe(200);
    expect((await reject.json())).toMatchObject({ message: R.refundRejected, data: { status: 'rejected', decisionNote: 'The consultation took place as booked.' } });
    expect((await h.request(`/api/v1/doctor/payment/refunds/${refundId}/mark-refunded`, { method: 'POST', token: doctor })).status).toBe(409);
    // Still paid; the patient sees why, and is told.
    const status = await (await h.request(`/api/v1/payment/status/${paymentId}`, { token: p.token })).json();
    expect(status.data).toMatchObject({ status: 'completed', refunded: 0, refund: { status: 'rejected', decisionNote: 'The consultation took place as booked.' } });
    const bell = await (await h.request('/api/v1/patient/notifications/get?limit=10&unreadOnly=false&page=1', { token: p.token })).json();
    const titles = bell.data.notifications.map((n: { title: string; message: string }) => `${n.title}: ${n.message}`);
    expect(titles.some((t: string) => t.startsWith(R.nRefundRejectedTitle) && t.endsWith('The consultation took place as booked.'))).toBe(true);
    // Declined is closed: the patient may ask again.
    const again = await h.request(`/api/v1/payment/refund/${paymentId}`, { method: 'POST', token: p.token, body: { reason: 'Please look again' } });
    expect(again.status).toBe(201);
  });

  it('refuses refunds of unpaid payments and documents that are not PDF, JPG or PNG by content', async () => {
    const p = await completePatient(h);
    const id = await bookFor(h, f, p.token);
    const start = await startOk(h, p.token, id, 'esewa');
    const unpaid = await h.request(`/api/v1/payment/refund/${start.paymentId}`, { method: 'POST', token: p.token, body: { reason: 'x' } });
    expect(unpaid.status).toBe(422);
    const { paymentId } = await paidAppointment(p.token);
    const exe = await raw(`/api/v1/payment/refund/${paymentId}`, {
      method: 'POST', token: p.token, body: multipart({ reason: 'See attached' }, [{ name: 'photo.png', bytes: EXE, type: 'image/png' }]),
    });
    expect(exe.status).toBe(415);
    expect((await exe.json()).message).toBe(R.fileTypeInvalid);
    const noReason = await raw(`/api/v1/payment/refund/${paymentId}`, { method: 'POST', token: p.token, body: multipart({ reason: ' ' }) });
    expect(noReason.status).toBe(400);
  });

  it('complaints and fraud reports: JSON or multipart, about the caller\'s own payment only', async () => {
    const p = await completePatient(h);
    const stranger = await completePatient(h);
    const { paymentId } = await paidAppointment(p.token);
    const complaint = await h.request('/api/v1/payment/complaint', { method: 'POST', token: p.token, body: { reason: 'Charged a service fee twice', paymentId } });
    expect(complaint.status).toBe(201);
    expect(await complaint.json()).toMatchObject({ message: R.complaintSent, data: { kind: 'complaint', status: 'open', paymentId, attachments: 0 } });
    const fraud = await raw('/api/v1/payment/fraud-report', {
      method: 'POST', token: p.token, body: multipart({ reason: 'A caller asked for my eSewa PIN' }, [{ name: 'call.pdf', bytes: Buffer.from('%PDF-1.4\n%fake\n'), type: 'application/pdf' }]),
    });
    expect(fraud.status).toBe(201);
    expect((await fraud.json()).data).toMatchObject({ kind: 'fraud_report', attachments: 1 });
    const foreign = await h.request('/api/v1/payment/complaint', { method: 'POST', token: stranger.token, body: { reason: 'x', paymentId } });
    expect(foreign.status).toBe(404);
  });
});

describe('the sandbox gateway', () => {
  it('is not mounted when PAYMENTS_SANDBOX=false, and is refused in production', async () => {
    const off = await createHarness({ PAYMENTS_SANDBOX: 'false' });
    try {
      const offRaw = rawClient(off);
      expect((await offRaw('/sandbox/khalti/api/v2/epayment/initiate/', { method: 'POST', body: '{}' })).status).toBe(404);
      expect((await offRaw('/sandbox/esewa/api/epay/main/v2/form', { method: 'POST', body: 'a=b' })).status).toBe(404);
      const page = await offRaw('/sandbox/khalti/pay?pidx=x', { headers: { accept: 'text/html' } });
      expect(await page.text()).not.toContain('data-sandbox-gateway');
      expect(off.deps.env.payments.esewa!.formUrl).toBe('https://rc-epay.esewa.com.np/api/epay/main/v2/form');
    } finally {
      await off.close();
    }
    const dir = await mkdtemp(path.join(os.tmpdir(), 'swasthya-prod-env-'));
    try {
      const complete = completeProductionEnv(dir);
      expect(() => loadEnv({ ...complete, PAYMENTS_SANDBOX: 'true' })).toThrow(/PAYMENTS_SANDBOX/);
      const prod = loadEnv(complete);
      // No wallet credentials: both wallets are off, not the sandbox.
      expect(prod.payments).toMatchObject({ sandbox: false, esewa: undefined, khalti: undefined });
      // Half a wallet is refused rather than half-working.
      expect(() => loadEnv({ ...complete, KHALTI_SECRET_KEY: 'live_secret_key_x' })).toThrow(/KHALTI_BASE_URL: required/);
      expect(() => loadEnv({ ...complete, KHALTI_SECRET_KEY: 'k', KHALTI_BASE_URL: '/sandbox/khalti/api/v2' })).toThrow(/KHALTI_BASE_URL: must be an https/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('checks the Khalti key and the Rs. 10 minimum like Khalti does', async () => {
    const wrongKey = await raw('/sandbox/khalti/api/v2/epayment/initiate/', { method: 'POST', headers: { authorization: 'Key nope', 'content-type': 'application/json' }, body: '{}' });
    expect(wrongKey.status).toBe(401);
    const key = `Key ${h.deps.env.payments.khalti!.secretKey}`;
    const small = await raw('/sandbox/khalti/api/v2/epayment/initiate/', {
      method: 'POST', headers: { authorization: key, 'content-type': 'application/json' },
      body: JSON.stringify({ return_url: 'http://app.test/r', website_url: 'http://app.test', amount: 999, purchase_order_id: 'o', purchase_order_name: 'n' }),
    });
    expect(small.status).toBe(400);
    expect(await small.json()).toMatchObject({ amount: [expect.any(String)], error_key: 'validation_error' });
  });
});
