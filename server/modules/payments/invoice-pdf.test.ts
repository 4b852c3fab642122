// The invoice PDF in the reader's language (issue 19): Nepali labels, amounts in रु. with Devanagari
// digits, BS dates, and a patient name full of conjuncts printed without a '?' or an empty box.
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../testing/pdf-text';
import { expectDevanagariPrinted } from '../../testing/pdf-checks';
import { invoicePdf } from './invoice-pdf';
import type { InvoiceDetails } from '../../../contracts/payments';

const NAME = 'क्षत्रिय श्रेष्ठ';
const invoice: InvoiceDetails = {
  id: 'inv-1', invoiceNumber: 'INV-2026-000123', date: '2026-11-24T06:30:00.000Z',
  doctor: { id: 'd1', firstName: 'Ram', lastName: 'Thapa' }, appointmentId: 'a1', paymentId: 'p1', paymentMode: 'esewa',
  amount: 51_000, discount: 5_100, discountPercent: 10, netAmount: 45_900, status: 'paid',
  patient: { name: NAME, email: 'patient@example.com', phone: '+9779800000000' },
  appointment: { startsAt: '2026-11-25T04:15:00.000Z', type: 'clinic', reason: 'Checkup', clinicName: 'Patan Clinic' },
  lines: [{ label: 'Consultation fee', amount: 50_000 }, { label: 'Wallet service charge', amount: 1_000 }],
  payment: { gateway: 'esewa', transactionId: '000AWEO', paidOn: '2026-11-24T06:31:00.000Z', refunded: 0 },
};

describe('invoice PDF', () => {
  it('is in Nepali for a Nepali reader, with the name shaped, BS dates and amounts in Devanagari digits', async () => {
    const bytes = await invoicePdf(invoice, 'Asia/Kathmandu', 'ne');
    const text = pdfText(bytes);
    for (const needle of [
      'बिल INV-2026-000123',
      'मिति: ८ मंसिर २०८३, १२:१५ अपराह्न (२४ नोभेम्बर २०२६)',
      'स्थिति: भुक्तानी भएको',
      'बिल पाउने',
      NAME,
      'डा. Ram Thapaसँग क्लिनिकमा परामर्श',
      'अपोइन्टमेन्ट: ९ मंसिर २०८३, १०:०० पूर्वाह्न (२५ नोभेम्बर २०२६) · Patan Clinic',
      'परामर्श शुल्क: रु. ५००',
      'वालेट सेवा शुल्क: रु. १०',
      'छुट: रु. ५१ (१०% छुट)',
      'जम्मा: रु. ४५९',
      'भुक्तानी गरिएको माध्यम: eSewa',
    ]) expect(text).toContain(needle);
    expect(text).not.toMatch(/[?\uFFFD]/);
    expectDevanagariPrinted(bytes, { conjuncts: NAME });
  });

  it('stays in English for an English reader', async () => {
    const text = pdfText(await invoicePdf({ ...invoice, paymentMode: 'cash', payment: null, status: 'unpaid' }, 'Asia/Kathmandu', 'en'));
    for (const needle of [
      'Invoice INV-2026-000123',
      'Date: 24 Nov 2026, 12:15 pm · 8 Mangsir 2083',
      'Status: UNPAID',
      'Payment mode: Cash',
      'Billed to',
      'Clinic consultation with Dr. Ram Thapa',
      'Appointment: 25 Nov 2026, 10:00 am · 9 Mangsir 2083 · Patan Clinic',
      'Consultation fee: Rs. 500',
      'Discount: Rs. 51 (10% off)',
      'Total: Rs. 459',
    ]) expect(text).toContain(needle);
  });
});
