// The exported prescription list and the invoice PDF come in the language the app asks in
// (Accept-Language, which the app sets to the patient's chosen language), through the real routes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../testing/harness';
import { createFixtures, type Fixtures } from '../../db/fixtures';
import { prescriptions } from '../../db/schema';
import { completePatient } from '../../testing/booking-fixtures';
import { bookFor, followReturn, payAtEsewaSandbox, rawClient, startOk } from '../../testing/payment-fixtures';
import { pdfText } from '../../testing/pdf-text';
import { todayIn } from '../../lib/zoned-time';

let h: Harness;
let f: Fixtures;
beforeAll(async () => {
  h = await createHarness({ RATE_LIMIT_PER_MINUTE: '100000' });
  f = await createFixtures(h.deps.db);
});
afterAll(async () => { await h.close(); });

const pdfOf = async (res: Response) => {
  expect(res.status).toBe(200);
  return pdfText(new Uint8Array(await res.arrayBuffer()));
};

describe('documents in the reader\'s language', () => {
  it('exports the prescription list in Nepali or English', async () => {
    const p = await completePatient(h);
    const today = todayIn('Asia/Kathmandu');
    await h.deps.db.insert(prescriptions).values({
      patientId: p.patientId, doctorId: f.doctorId, medication: 'Amlodipine', strength: '5 mg', form: 'Tablet', doses: '1 tablet once daily',
      quantity: 90, startDate: today, stopDate: null,
    });
    const path = '/api/v1/patient/prescriptions/export';
    const ne = await pdfOf(await h.request(path, { token: p.token, headers: { 'accept-language': 'ne-NP,ne;q=0.9,en;q=0.8' } }));
    expect(ne).toContain('सक्रिय प्रेस्क्रिप्सनहरू');
    expect(ne).toContain('परिमाण: ९०');
    expect(ne).toContain('Amlodipine 5 mg');
    const en = await pdfOf(await h.request(path, { token: p.token, headers: { 'accept-language': 'en' } }));
    expect(en).toContain('Active prescriptions');
    expect(en).toContain('Quantity: 90');
  });

  it('gives the invoice PDF in Nepali or English', async () => {
    const p = await completePatient(h);
    const raw = rawClient(h);
    const appointmentId = await bookFor(h, f, p.token);
    await followReturn(raw, await payAtEsewaSandbox(raw, await startOk(h, p.token, appointmentId, 'esewa')));
    const list = await (await h.request('/api/v1/payment/invoices', { token: p.token })).json();
    const inv = list.data.invoices[0];
    const path = `/api/v1/payment/invoices/${inv.id}/pdf`;
    const ne = await pdfOf(await h.request(path, { token: p.token, headers: { 'accept-language': 'ne' } }));
    expect(ne).toContain(`बिल ${inv.invoiceNumber}`);
    expect(ne).toContain('जम्मा: रु. ५१०');
    const en = await pdfOf(await h.request(path, { token: p.token, headers: { 'accept-language': 'en' } }));
    expect(en).toContain(`Invoice ${inv.invoiceNumber}`);
    expect(en).toContain('Total: Rs. 510');
  });
});
