// Issue 30: prescriptions, lab orders, lab results and reports, refunds and complaints written in the
// console, against the real database and Auth emulator: each write only for its role and clinic, a
// retried write applied once, bad input refused with a field error and nothing changed.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createHarness, type Harness } from '../../testing/harness';
import { createFixtures, type Fixtures } from '../../db/fixtures';
import { bookOk, completePatient, slotIn } from '../../testing/booking-fixtures';
import { rawClient, type Raw } from '../../testing/payment-fixtures';
import { staffToken } from '../../testing/clinic-fixtures';
import { caseReports, labResults, labTests, notifications, payments, prescriptions, refunds } from '../../db/schema';
import { M } from '../../../contracts/messages';
import { RECORDS_MESSAGES as R } from '../../../contracts/records-messages';
import { CLINIC_RECORDS_MESSAGES as CR } from '../../../contracts/clinic-records-messages';
import { translateMessage } from '../../lib/i18n';

let h: Harness;
let raw: Raw;
let f: Fixtures;
let other: Fixtures;
const t: Record<string, string> = {};
beforeAll(async () => {
  h = await createHarness({ RATE_LIMIT_PER_MINUTE: '100000' });
  raw = rawClient(h);
  f = await createFixtures(h.deps.db);
  other = await createFixtures(h.deps.db);
  for (const role of ['doctor', 'front-desk', 'clinic-admin', 'lab', 'accounts'] as const) t[role] = await staffToken(h, f, role);
  t['other-doctor'] = await staffToken(h, other, 'doctor');
  t['other-lab'] = await staffToken(h, other, 'lab');
  t['other-accounts'] = await staffToken(h, other, 'accounts');
});
afterAll(async () => { await h.close(); });

const C = '/api/v1/clinic';
const post = (path: string, token: string, body: unknown, key = randomUUID()) =>
  h.request(path, { method: 'POST', token, body, headers: { 'idempotency-key': key } });
const get = (path: string, token: string) => h.request(path, { token });
const medicine = { medication: 'Amlodipine', strength: '5 mg', form: 'Tablet', quantity: 30, doses: '1-0-0', durationDays: 30, instructions: 'After breakfast' };
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

async function visit() {
  const p = await completePatient(h);
  return { p, id: await bookOk(h, p.token, f, await slotIn(h, f, 48)) };
}
const rxOf = (patientId: string) => h.deps.db.select().from(prescriptions).where(eq(prescriptions.patientId, patientId));
const noticesOf = async (patientId: string, kind: string) =>
  (await h.deps.db.select().from(notifications).where(eq(notifications.patientId, patientId))).filter((n) => n.template === kind).length;

describe('prescribing from an appointment', () => {
  it('writes once for a retried press, tells the patient, and a correction shows the old one as replaced', async () => {
    const { p, id } = await visit();
    const key = randomUUID();
    const body = { medicines: [medicine, { ...medicine, medication: 'Herbal syrup X', freeText: true, doses: '1-1-1', quantity: 1, durationDays: 5 }] };
    const first = await post(`${C}/appointments/${id}/prescriptions`, t['doctor']!, body, key);
    expect(first.status).toBe(201);
    const rx = (await first.json()).data;
    expect(rx.medicines.map((m: { medication: string; freeText: boolean }) => `${m.medication}:${m.freeText}`)).toEqual(['Amlodipine:false', 'Herbal syrup X:true']);
    expect((await post(`${C}/appointments/${id}/prescriptions`, t['doctor']!, body, key)).status).toBe(201);
    expect(await rxOf(p.patientId)).toHaveLength(2);
    expect(await noticesOf(p.patientId, 'prescription_issued')).toBe(1);

    const fix = await post(`${C}/appointments/${id}/prescriptions`, t['doctor']!, { medicines: [{ ...medicine, strength: '10 mg' }], replacesPrescriptionId: rx.id });
    expect(fix.status).toBe(201);
    expect((await fix.json()).message).toBe(CR.prescriptionCorrected);
    const active = (await (await get('/api/v1/patient/prescriptions/active', p.token)).json()).data.prescriptions;
    expect(active).toHaveLength(3);
    expect(active.filter((a: { replacedAt: string | null }) => a.replacedAt).map((a: { medication: string }) => a.medication).sort()).toEqual(['Amlodipine', 'Herbal syrup X']);
    expect(active.find((a: { strength: string }) => a.strength === '10 mg').replacedAt).toBeNull();
    // The one in use comes first, the replaced ones after it.
    expect(active.map((a: { replacedAt: string | null }) => Boolean(a.replacedAt))).toEqual([false, true, true]);
    // Replacing it again is refused: it is already replaced.
    const again = await post(`${C}/appointments/${id}/prescriptions`, t['doctor']!, { medicines: [medicine], replacesPrescriptionId: rx.id });
    expect(again.status).toBe(409);
    const list = (await (await get(`${C}/appointments/${id}/prescriptions`, t['doctor']!)).json()).data;
    expect(list.map((s: { replacedAt: string | null }) => Boolean(s.replacedAt))).toEqual([false, true]);
  });

  it('is the doctor\'s alone: other roles 403, another clinic\'s doctor 404, and nothing is written', async () => {
    const { p, id } = await visit();
    for (const role of ['front-desk', 'clinic-admin', 'lab', 'accounts']) {
      const res = await post(`${C}/appointments/${id}/prescriptions`, t[role]!, { medicines: [medicine] });
      expect(res.status, role).toBe(403);
      expect((await res.json()).message).toBe(M.roleMismatch);
      expect((await post(`${C}/appointments/${id}/lab-tests`, t[role]!, { tests: [{ testName: 'CBC', category: 'Haematology' }] })).status, role).toBe(403);
    }
    // The lab cannot read prescriptions.
    expect((await get(`${C}/appointments/${id}/prescriptions`, t['lab']!)).status).toBe(403);
    expect((await post(`${C}/appointments/${id}/prescriptions`, t['other-doctor']!, { medicines: [medicine] })).status).toBe(404);
    expect((await post(`${C}/appointments/${id}/prescriptions`, p.token, { medicines: [medicine] })).status).toBe(403);
    expect(await rxOf(p.patientId)).toHaveLength(0);
  });

  it('refuses bad input with a field error and changes nothing', async () => {
    const { p, id } = await visit();
    const cases: [unknown, string][] = [
      [{ medicines: [{ ...medicine, quantity: -3 }] }, 'medicines.0.quantity'],
      [{ medicines: [{ ...medicine, doses: '1-x-1' }] }, 'medicines.0.doses'],
      [{ medicines: [{ ...medicine, doses: '0-0-0' }] }, 'medicines.0.doses'],
      [{ medicines: [{ ...medicine, medication: 'Amlo\u0000dipine' }] }, 'medicines.0.medication'],
      [{ medicines: [] }, 'medicines'],
    ];
    for (const [body, field] of cases) {
      const res = await post(`${C}/appointments/${id}/prescriptions`, t['doctor']!, body);
      expect(res.status, field).toBe(400);
      expect((await res.json()).errorList.map((e: { field: string }) => e.field)).toContain(field);
    }
    let deep: unknown = 'x';
    for (let i = 0; i < 200; i++) deep = { a: deep };
    const nested = await h.request(`${C}/appointments/${id}/prescriptions`, { method: 'POST', token: t['doctor']!, rawBody: JSON.stringify({ medicines: [deep] }), headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() } });
    expect(nested.status).toBe(400);
    expect((await nested.json()).errorList?.length).toBeGreaterThan(0);
    expect(await rxOf(p.patientId)).toHaveLength(0);
  });
});

describe('lab work', () => {
  it('the doctor orders, the lab records results (flagged) and a report once, the patient reads them', async () => {
    const { p, id } = await visit();
    const order = await post(`${C}/appointments/${id}/lab-tests`, t['doctor']!, { tests: [{ testName: 'HbA1c', category: 'Biochemistry', priority: 'urgent' }] });
    expect(order.status).toBe(201);
    const testId = (await order.json()).data[0].id;
    const queue = (await (await get(`${C}/lab/tests`, t['lab']!)).json()).data;
    expect(queue.find((q: { id: string }) => q.id === testId)).toMatchObject({ status: 'prescribed', patientName: expect.any(String) });
    expect((await (await get(`${C}/lab/tests`, t['other-lab']!)).json()).data.map((q: { id: string }) => q.id)).not.toContain(testId);

    const results = { results: [{ parameter: 'HbA1c', value: '7.9', unit: '%', referenceRange: '4-5.6' }, { parameter: 'Glucose', value: '90', unit: 'mg/dL', referenceRange: '70-100' }] };
    const key = randomUUID();
    const saved = await post(`${C}/lab/tests/${testId}/results`, t['lab']!, results, key);
    expect(saved.status).toBe(201);
    expect((await saved.json()).data.results.map((r: { parameter: string; flag: string }) => `${r.parameter}:${r.flag}`)).toEqual(['Glucose:normal', 'HbA1c:high']);
    expect((await post(`${C}/lab/tests/${testId}/results`, t['lab']!, results, key)).status).toBe(201);
    expect(await h.deps.db.select().from(labResults).where(eq(labResults.labTestId, testId))).toHaveLength(2);
    expect(await noticesOf(p.patientId, 'lab_result_ready')).toBe(1);

    const upload = (token: string, bytes: Uint8Array, name: string, k = randomUUID()) => {
      const form = new FormData();
      form.append('file', new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }), name);
      return raw(`${C}/lab/tests/${testId}/report`, { method: 'POST', token, body: form, headers: { 'idempotency-key': k } });
    };
    const mislabelled = await upload(t['lab']!, Buffer.from('just text, not a PDF'), 'report.pdf');
    const mis = await mislabelled.json();
    expect(mislabelled.status, JSON.stringify(mis)).toBe(415);
    expect(mis.errorList).toEqual([{ field: 'file', message: R.fileTypeInvalid }]);
    const huge = await upload(t['lab']!, Buffer.alloc(20 * 1024 * 1024, 1), 'big.pdf');
    expect(huge.status).toBe(413);
    expect((await huge.json()).errorList).toEqual([{ field: 'file', message: R.fileTooLarge }]);
    expect((await upload(t['other-lab']!, PDF, 'r.pdf')).status).toBe(404);
    expect((await upload(t['doctor']!, PDF, 'r.pdf')).status).toBe(403);
    const ok = await upload(t['lab']!, PDF, 'hba1c.pdf');
    expect(ok.status).toBe(201);
    expect((await ok.json()).data.reports).toBe(1);

    const patientResults = (await (await get('/api/diagnostic/v1/lab-tests/results', p.token)).json()).data.results;
    expect(patientResults.map((r: { parameter: string; flag: string }) => `${r.parameter}:${r.flag}`).sort()).toEqual(['Glucose:normal', 'HbA1c:high']);
    const reports = (await (await get('/api/diagnostic/v1/lab-reports', p.token)).json()).data.reports;
    expect(reports.map((r: { labTestId: string }) => r.labTestId)).toEqual([testId]);
  });

  it('only the lab writes results: the doctor, accounts and another clinic cannot; bad results change nothing', async () => {
    const { id } = await visit();
    const testId = (await (await post(`${C}/appointments/${id}/lab-tests`, t['doctor']!, { tests: [{ testName: 'CBC', category: 'Haematology' }] })).json()).data[0].id;
    const body = { results: [{ parameter: 'Hb', value: '13', unit: 'g/dL' }] };
    for (const role of ['doctor', 'accounts', 'front-desk']) expect((await post(`${C}/lab/tests/${testId}/results`, t[role]!, body)).status, role).toBe(403);
    expect((await post(`${C}/lab/tests/${testId}/results`, t['other-lab']!, body)).status).toBe(404);
    const bad = await post(`${C}/lab/tests/${testId}/results`, t['lab']!, { results: [{ parameter: 'Hb', value: '' }] });
    expect(bad.status).toBe(400);
    expect((await bad.json()).errorList[0].field).toBe('results.0.value');
    const [row] = await h.deps.db.select().from(labTests).where(eq(labTests.id, testId));
    expect(row!.status).toBe('prescribed');
  });
});

describe('accounts', () => {
  async function paidVisitWithRefund() {
    const { p, id } = await visit();
    const [pay] = await h.deps.db.insert(payments).values({
      patientId: p.patientId, appointmentId: id, gateway: 'esewa', transactionUuid: randomUUID(), amountPaisa: 50_000, totalPaisa: 50_000,
      status: 'completed', paidAt: new Date(),
    }).returning();
    const asked = await h.request(`/api/v1/payment/refund/${pay!.id}`, { method: 'POST', token: p.token, body: { reason: 'The doctor did not come' } });
    expect(asked.status).toBe(201);
    return { p, id, paymentId: pay!.id, refundId: (await asked.json()).data.id as string };
  }

  it('approves a refund once with its method and reference; the patient sees it refunded', async () => {
    const { p, paymentId, refundId } = await paidVisitWithRefund();
    const list = (await (await get(`${C}/accounts/payments`, t['accounts']!)).json()).data;
    expect(list[0]).toMatchObject({ id: paymentId, refund: { id: refundId, status: 'requested' } });
    const others = (await (await get(`${C}/accounts/payments`, t['other-accounts']!)).json()).data;
    expect(others.map((x: { id: string }) => x.id)).not.toContain(paymentId);
    expect((await post(`${C}/accounts/refunds/${refundId}/approve`, t['other-accounts']!, { method: 'wallet', reference: 'X' })).status).toBe(404);
    for (const role of ['doctor', 'lab', 'front-desk']) expect((await post(`${C}/accounts/refunds/${refundId}/approve`, t[role]!, { method: 'cash', reference: 'R-1' })).status, role).toBe(403);
    expect((await post(`${C}/accounts/refunds/${refundId}/approve`, t['accounts']!, { method: 'card', reference: 'R-1' })).status).toBe(400);

    const key = randomUUID();
    const ok = await post(`${C}/accounts/refunds/${refundId}/approve`, t['accounts']!, { method: 'wallet', reference: 'ESEWA-RF-991' }, key);
    expect(ok.status).toBe(200);
    expect((await ok.json()).data).toMatchObject({ status: 'refunded', refunded: 50_000, refund: { status: 'refunded', method: 'wallet', reference: 'ESEWA-RF-991' } });
    expect((await post(`${C}/accounts/refunds/${refundId}/approve`, t['accounts']!, { method: 'wallet', reference: 'ESEWA-RF-991' }, key)).status).toBe(200);
    expect(await noticesOf(p.patientId, 'refund_completed')).toBe(1);
    // A second decision (a new key) is refused: it is decided.
    expect((await post(`${C}/accounts/refunds/${refundId}/decline`, t['accounts']!, { reason: 'no' })).status).toBe(409);
    const history = (await (await get('/api/v1/payment/history', p.token)).json()).data.payments;
    expect(history[0].refund.status).toBe('refunded');
  });

  it('declines with a reason the patient reads, and marks a complaint handled with a note the patient is told', async () => {
    const { p, paymentId, refundId, id } = await paidVisitWithRefund();
    expect((await post(`${C}/accounts/refunds/${refundId}/decline`, t['accounts']!, { reason: '' })).status).toBe(400);
    const declined = await post(`${C}/accounts/refunds/${refundId}/decline`, t['accounts']!, { reason: 'The visit took place.' });
    expect(declined.status).toBe(200);
    const history = (await (await get('/api/v1/payment/history', p.token)).json()).data.payments;
    expect(history[0].refund).toMatchObject({ status: 'rejected', decisionNote: 'The visit took place.' });
    const [refund] = await h.deps.db.select().from(refunds).where(eq(refunds.id, refundId));
    expect(refund!.method).toBeNull();

    const complaint = await h.request('/api/v1/payment/complaint', { method: 'POST', token: p.token, body: { reason: 'Charged twice', paymentId, appointmentId: id } });
    expect(complaint.status).toBe(201);
    const caseId = (await complaint.json()).data.id;
    const cases = (await (await get(`${C}/accounts/cases`, t['accounts']!)).json()).data;
    expect(cases.map((c: { id: string }) => c.id)).toContain(caseId);
    expect((await post(`${C}/accounts/cases/${caseId}/handle`, t['other-accounts']!, { note: 'x' })).status).toBe(404);
    expect((await post(`${C}/accounts/cases/${caseId}/handle`, t['doctor']!, { note: 'x' })).status).toBe(403);
    expect(await noticesOf(p.patientId, 'complaint_handled')).toBe(0);
    const key = randomUUID();
    const handled = await post(`${C}/accounts/cases/${caseId}/handle`, t['accounts']!, { note: 'The second charge was returned.' }, key);
    expect(handled.status).toBe(200);
    expect((await post(`${C}/accounts/cases/${caseId}/handle`, t['accounts']!, { note: 'The second charge was returned.' }, key)).status).toBe(200);
    expect((await post(`${C}/accounts/cases/${caseId}/handle`, t['accounts']!, { note: 'again' })).status).toBe(409);
    // The patient is told once (a retry and a refused second handling tell nothing), in their language, the note quoted.
    expect(await noticesOf(p.patientId, 'complaint_handled')).toBe(1);
    const bell = async (locale: string) => (await (await h.request('/api/v1/patient/notifications/get', { token: p.token, headers: { 'accept-language': locale } })).json())
      .data.notifications.find((n: { link: string; title: string }) => n.title === translateMessage(CR.nComplaintHandledTitle, locale as 'en' | 'ne'));
    expect(await bell('en')).toMatchObject({ message: 'The clinic says: The second charge was returned.', link: '/payments' });
    expect(await bell('ne')).toMatchObject({ title: 'तपाईंको गुनासोको समाधान गरिएको छ', message: 'क्लिनिकको भनाइ: The second charge was returned.' });
    const mine = (await (await get('/api/v1/payment/case-reports', p.token)).json()).data;
    expect(mine[0]).toMatchObject({ id: caseId, status: 'closed', handledNote: 'The second charge was returned.' });
    const [row] = await h.deps.db.select().from(caseReports).where(eq(caseReports.id, caseId));
    expect(row!.handledNote).toBe('The second charge was returned.');
    // A fraud report's notice says so.
    const fraud = await h.request('/api/v1/payment/fraud-report', { method: 'POST', token: p.token, body: { reason: 'A caller asked for my PIN', paymentId } });
    expect(fraud.status).toBe(201);
    expect((await post(`${C}/accounts/cases/${(await fraud.json()).data.id}/handle`, t['accounts']!, { note: 'Reported to the police.' })).status).toBe(200);
    expect(await noticesOf(p.patientId, 'fraud_report_handled')).toBe(1);
  });

  it('accounts write no clinical data', async () => {
    const { id } = await visit();
    expect((await post(`${C}/appointments/${id}/prescriptions`, t['accounts']!, { medicines: [medicine] })).status).toBe(403);
    expect((await get(`${C}/lab/tests`, t['accounts']!)).status).toBe(403);
  });
});
