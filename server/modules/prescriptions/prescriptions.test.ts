import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../testing/harness';
import { createFixtures, type Fixtures } from '../../db/fixtures';
import { prescriptions } from '../../db/schema';
import { completePatient } from '../../testing/booking-fixtures';
import { pdfInfo, pdfText } from '../../testing/pdf-text';
import { addDaysIso, todayIn } from '../../lib/zoned-time';
import {
  base64UrlDecode, base64UrlEncode, splitPrescriptionCode, verifyPrescriptionCode,
} from '../../../contracts/prescription-signature';
import { RECORDS_MESSAGES as R } from '../../../contracts/records-messages';
import { PRESCRIPTION_CODE_INFO_KEY } from './prescription-pdf';

let h: Harness;
let f: Fixtures;
beforeAll(async () => {
  h = await createHarness({ RATE_LIMIT_PER_MINUTE: '100000' });
  f = await createFixtures(h.deps.db);
});
afterAll(async () => { await h.close(); });

const today = todayIn('Asia/Kathmandu');

async function withPrescriptions() {
  const p = await completePatient(h);
  await h.deps.db.insert(prescriptions).values([
    { patientId: p.patientId, doctorId: f.doctorId, medication: 'Amlodipine', strength: '5 mg', form: 'Tablet', doses: '1 tablet once daily', quantity: 90, startDate: addDaysIso(today, -10), stopDate: addDaysIso(today, 80) },
    { patientId: p.patientId, doctorId: f.doctorId, medication: 'Metformin', strength: '500 mg', form: 'Tablet', doses: '1 tablet twice daily after meals', quantity: 60, startDate: addDaysIso(today, -3), stopDate: null },
    { patientId: p.patientId, doctorId: f.doctorId, medication: 'Amoxicillin', strength: '500 mg', form: 'Capsule', doses: '3 times daily', quantity: 15, startDate: addDaysIso(today, -30), stopDate: addDaysIso(today, -25) },
  ]);
  return p;
}

describe('prescriptions', () => {
  it('lists the active prescriptions only (stopped ones are left out)', async () => {
    const p = await withPrescriptions();
    const res = await h.request('/api/v1/patient/prescriptions/active', { token: p.token, headers: { 'x-timezone': 'Asia/Kathmandu' } });
    expect(res.status).toBe(200);
    const list = (await res.json()).data.prescriptions;
    expect(list.map((x: { medication: string }) => x.medication)).toEqual(['Metformin', 'Amlodipine']);
    expect(list[1]).toMatchObject({ strength: '5 mg', form: 'Tablet', quantity: 90, doctor: { firstName: 'Ram', nmcNumber: expect.stringMatching(/^F-/) }, patientName: 'Test Patient' });
  });

  it('exports a PDF whose text has the medications and whose QR code verifies with the public key, but not after one byte changes', async () => {
    const p = await withPrescriptions();
    const res = await h.request('/api/v1/patient/prescriptions/export', { token: p.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="prescriptions-\d{4}-\d{2}-\d{2}\.pdf"/);
    const bytes = new Uint8Array(await res.arrayBuffer());
    const text = pdfText(bytes);
    for (const needle of ['Amlodipine 5 mg', 'Metformin 500 mg', '1 tablet twice daily after meals', 'Test Patient', 'NMC No. F-', 'Quantity: ', '90']) {
      expect(text).toContain(needle);
    }
    expect(text).not.toContain('Amoxicillin');

    const codes = pdfInfo(bytes, PRESCRIPTION_CODE_INFO_KEY)!;
    expect(codes).toBe(res.headers.get('x-prescription-codes'));
    const code = codes.split(' ')[0]!;
    const key = (await (await h.request('/api/v1/patient/prescriptions/public-key')).json()).data;
    expect(key).toMatchObject({ algorithm: 'Ed25519', codePrefix: 'SWRX1' });
    expect(base64UrlDecode(key.publicKey)).toHaveLength(32);
    const staticKey = await (await h.request('/.well-known/prescription-signing-key.json', { headers: { 'x-api-key': '' } })).json();
    expect(staticKey).toEqual(key);

    const check = await verifyPrescriptionCode(code, key.publicKey);
    expect(check.valid).toBe(true);
    if (!check.valid) return;
    expect(check.summary).toMatchObject({ patientName: 'Test Patient', keyId: key.keyId, part: 1, parts: 1 });
    expect(check.summary.items.map((i) => i.medication)).toEqual(['Metformin', 'Amlodipine']);
    expect(check.summary.items[1]).toMatchObject({ strength: '5 mg', form: 'Tablet', quantity: 90, doctor: 'Dr. Ram Thapa' });

    // One byte of the payload changed ("90" → "99"): the signature no longer matches.
    const { payload, signature } = splitPrescriptionCode(code);
    const changed = payload.slice();
    const at = new TextDecoder().decode(payload).indexOf(',90,');
    changed[at + 2] = '9'.charCodeAt(0);
    const tampered = `SWRX1.${base64UrlEncode(changed)}.${base64UrlEncode(signature)}`;
    expect(await verifyPrescriptionCode(tampered, key.publicKey)).toMatchObject({ valid: false, reason: 'bad-signature' });
    expect(await verifyPrescriptionCode('garbage', key.publicKey)).toMatchObject({ valid: false, reason: 'malformed' });
  });

  it('splits a long list over several signed codes (3 medications each), each verifiable on its own', async () => {
    const p = await completePatient(h);
    await h.deps.db.insert(prescriptions).values(['A', 'B', 'C', 'D', 'E'].map((m, i) => ({
      patientId: p.patientId, doctorId: f.doctorId, medication: `Medicine ${m}`, strength: '10 mg', form: 'Tablet', doses: 'Once daily',
      quantity: 10 + i, startDate: addDaysIso(today, -i), stopDate: addDaysIso(today, 30),
    })));
    const res = await h.request('/api/v1/patient/prescriptions/export', { token: p.token });
    const codes = res.headers.get('x-prescription-codes')!.split(' ');
    expect(codes).toHaveLength(2);
    const key = (await (await h.request('/api/v1/patient/prescriptions/public-key')).json()).data.publicKey;
    const checks = await Promise.all(codes.map((c) => verifyPrescriptionCode(c, key)));
    expect(checks.map((c) => c.valid)).toEqual([true, true]);
    expect(checks.map((c) => (c.valid ? [c.summary.part, c.summary.parts, c.summary.items.length] : null))).toEqual([[1, 2, 3], [2, 2, 2]]);
    expect(pdfText(new Uint8Array(await res.arrayBuffer()))).toContain('part 2 of 2');
  });

  it('another patient cannot export or list someone else\'s prescriptions', async () => {
    await withPrescriptions();
    const stranger = await completePatient(h);
    const res = await h.request('/api/v1/patient/prescriptions/export', { token: stranger.token });
    expect(res.status).toBe(404);
    expect((await res.json()).message).toBe(R.noActivePrescriptions);
    const list = await (await h.request('/api/v1/patient/prescriptions/active', { token: stranger.token })).json();
    expect(list.data.prescriptions).toEqual([]);
  });
});
