// Issue 16: the lab results a doctor records tell the patient once (a notice in their language, queued on
// the important category's channels: e-mail and SMS by default). Prescriptions: prescriptions/doctor-prescriptions.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { createHarness, type Harness } from '../../testing/harness';
import { createFixtures, type Fixtures } from '../../db/fixtures';
import { labTests, notifications } from '../../db/schema';
import { doctorToken } from '../../testing/booking-fixtures';
import { channelsByKind, deliveriesOfPatient, reachablePatient } from '../../testing/delivery-fixtures';
import { readSmsOutbox } from '../../mail/sms';
import { runDeliveries } from '../deliveries/worker';

let h: Harness;
let f: Fixtures;
let doctor: string;
/** A doctor who has nothing to do with the patients here. */
let stranger: string;
beforeAll(async () => {
  h = await createHarness();
  f = await createFixtures(h.deps.db);
  doctor = await doctorToken(h, f.doctorId);
  stranger = await doctorToken(h, (await createFixtures(h.deps.db)).doctorId);
});
afterAll(async () => { await h.close(); });

const results = (id: string) => `/api/v1/doctor/records/lab-tests/${id}/results`;
const noticesOf = (patientId: string, kind: string) =>
  h.deps.db.select().from(notifications).where(eq(notifications.patientId, patientId)).then((rows) => rows.filter((n) => n.template === kind));
const smsOf = async (patientId: string) => {
  const ids = new Set((await deliveriesOfPatient(h, patientId)).map((r) => r.delivery.id));
  return (await readSmsOutbox(path.dirname(h.outboxDir))).filter((m) => ids.has(m.id));
};

describe('lab result ready (issue 16)', () => {
  it('the doctor records the results: the test is completed and the patient told once, in English, by e-mail and SMS', async () => {
    const p = await reachablePatient(h);
    const [t] = await h.deps.db.insert(labTests).values({ patientId: p.patientId, doctorId: f.doctorId, testName: 'Lipid Profile', category: 'Biochemistry' }).returning();
    const res = await h.request(results(t!.id), {
      method: 'POST', token: doctor, headers: { 'accept-language': 'ne' },
      body: { results: [{ parameter: 'LDL', value: '160', unit: 'mg/dL', referenceRange: '< 130', flag: 'high' }, { parameter: 'HDL', value: '45', unit: 'mg/dL' }] },
    });
    expect(res.status).toBe(201);
    const json = await res.json();
    // The answer is in the doctor's language; the notice in the patient's.
    expect(json.message).toBe('नतिजा सुरक्षित गरियो। बिरामीलाई जानकारी दिइयो।');
    expect(json.data).toMatchObject({ labTestId: t!.id, status: 'completed' });
    const listed = await (await h.request('/api/diagnostic/v1/lab-tests/results', { token: p.token })).json();
    expect(listed.data.results.map((r: { parameter: string }) => r.parameter).sort()).toEqual(['HDL', 'LDL']);
    const [test] = await h.deps.db.select().from(labTests).where(eq(labTests.id, t!.id));
    expect(test!.status).toBe('completed');

    const notes = await noticesOf(p.patientId, 'lab_result_ready');
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ title: 'Lab result ready', category: 'important_whatsapp', link: '/lab-tests' });
    expect(notes[0]!.message).toMatch(/^The result of a lab test ordered by Dr\. .* is ready\. See it in Lab tests\.$/);
    expect(notes[0]!.message).not.toMatch(/Lipid|LDL/);
    expect(await channelsByKind(h, p.patientId)).toEqual({ lab_result_ready: ['email', 'sms'] });
    await runDeliveries(h.deps);
    expect((await smsOf(p.patientId)).map((m) => m.text)).toEqual([notes[0]!.message]);
  });

  it('a test another doctor ordered answers 404; no results is a 400', async () => {
    const p = await reachablePatient(h);
    const [t] = await h.deps.db.insert(labTests).values({ patientId: p.patientId, doctorId: f.doctorId, testName: 'CBC', category: 'Haematology' }).returning();
    expect((await h.request(results(t!.id), { method: 'POST', token: stranger, body: { results: [{ parameter: 'Hb', value: '13' }] } })).status).toBe(404);
    expect((await h.request(results(t!.id), { method: 'POST', token: doctor, body: { results: [] } })).status).toBe(400);
    expect(await noticesOf(p.patientId, 'lab_result_ready')).toEqual([]);
  });
});
