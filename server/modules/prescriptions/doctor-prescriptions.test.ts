// Issue 16: a prescription the doctor writes tells the patient once (a notice in their language, queued on
// the important category's channels: e-mail and SMS by default). Lab results: lab-tests/doctor-results.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { createHarness, type Harness } from '../../testing/harness';
import { createFixtures, type Fixtures } from '../../db/fixtures';
import { notifications, prescriptions, recentActivities } from '../../db/schema';
import { bookOk, doctorToken, slotIn } from '../../testing/booking-fixtures';
import { channelsByKind, deliveriesOfPatient, reachablePatient } from '../../testing/delivery-fixtures';
import { readOutbox } from '../../mail/mailer';
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

const PRESCRIBE = '/api/v1/doctor/records/prescriptions';
const medicines = [
  { medication: 'Amlodipine', strength: '5 mg', form: 'Tablet', doses: '1-0-0', quantity: 30, startDate: '2026-11-24', stopDate: '2026-12-23', instructions: 'After breakfast' },
  { medication: 'Paracetamol', strength: '500 mg', quantity: 10, startDate: '2026-11-24' },
];
const noticesOf = (patientId: string, kind: string) =>
  h.deps.db.select().from(notifications).where(eq(notifications.patientId, patientId)).then((rows) => rows.filter((n) => n.template === kind));
const smsOf = async (patientId: string) => {
  const ids = new Set((await deliveriesOfPatient(h, patientId)).map((r) => r.delivery.id));
  return (await readSmsOutbox(path.dirname(h.outboxDir))).filter((m) => ids.has(m.id));
};

describe('new prescription (issue 16)', () => {
  it('is saved for the appointment\'s patient and tells them once, in Nepali, by e-mail and SMS', async () => {
    const p = await reachablePatient(h, { language: 'ne' });
    const appointmentId = await bookOk(h, p.token, f, await slotIn(h, f, 72));
    const body = { appointmentId, medicines };
    const headers = { 'idempotency-key': randomUUID() };
    const res = await h.request(PRESCRIBE, { method: 'POST', token: doctor, body, headers });
    expect(res.status).toBe(201);
    const json = await res.json();
    expect(json.message).toBe('The prescription has been saved. The patient has been told.');
    expect(json.data.prescriptionIds).toHaveLength(2);
    // Sent again with the same key (a retry): stored and told once.
    expect((await h.request(PRESCRIBE, { method: 'POST', token: doctor, body, headers })).status).toBe(201);

    const rows = await h.deps.db.select().from(prescriptions).where(eq(prescriptions.patientId, p.patientId));
    expect(rows.map((r) => r.medication).sort()).toEqual(['Amlodipine', 'Paracetamol']);
    expect(rows.every((r) => r.appointmentId === appointmentId && r.doctorId === f.doctorId)).toBe(true);
    const active = await (await h.request('/api/v1/patient/prescriptions/active', { token: p.token })).json();
    expect(JSON.stringify(active)).toContain('Amlodipine');

    const notes = await noticesOf(p.patientId, 'prescription_issued');
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ title: 'नयाँ प्रेस्क्रिप्सन', category: 'important_whatsapp', link: '/prescription' });
    expect(notes[0]!.message).toMatch(/^डा\. .* ले तपाईंलाई नयाँ प्रेस्क्रिप्सन लेख्नुभयो।/);
    expect(notes[0]!.message).not.toContain('Amlodipine');
    const acts = await h.deps.db.select().from(recentActivities).where(eq(recentActivities.patientId, p.patientId));
    expect(acts.filter((a) => a.kind === 'prescription_added')).toHaveLength(1);
    expect(await channelsByKind(h, p.patientId)).toMatchObject({ prescription_issued: ['email', 'sms'] });

    await runDeliveries(h.deps);
    const texts = (await smsOf(p.patientId)).filter((m) => m.text.includes('प्रेस्क्रिप्सन'));
    expect(texts).toHaveLength(1);
    expect(texts[0]!.segments).toBeLessThanOrEqual(2);
    const mails = (await readOutbox(h.outboxDir)).filter((m) => m.to === p.email && m.subject === 'नयाँ प्रेस्क्रिप्सन');
    expect(mails).toHaveLength(1);
  });

  it('another doctor\'s appointment answers 404 and writes nothing; a bad medicine is a 400', async () => {
    const p = await reachablePatient(h);
    const appointmentId = await bookOk(h, p.token, f, await slotIn(h, f, 72));
    const res = await h.request(PRESCRIBE, { method: 'POST', token: stranger, body: { appointmentId, medicines } });
    expect(res.status).toBe(404);
    const bad = await h.request(PRESCRIBE, { method: 'POST', token: doctor, body: { appointmentId, medicines: [{ ...medicines[0], quantity: 0 }] } });
    expect(bad.status).toBe(400);
    expect((await h.request(PRESCRIBE, { method: 'POST', token: p.token, body: { appointmentId, medicines } })).status).toBe(403);
    expect(await h.deps.db.select().from(prescriptions).where(eq(prescriptions.patientId, p.patientId))).toEqual([]);
    expect(await noticesOf(p.patientId, 'prescription_issued')).toEqual([]);
  });
});
