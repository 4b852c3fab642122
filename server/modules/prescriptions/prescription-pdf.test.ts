// The prescription list PDF in the reader's language (issue 19): Nepali labels, BS dates and
// Devanagari digits, a patient name full of conjuncts printed without a '?' or an empty box, and
// QR codes that hold exactly the verify link of each signed code, in both languages.
import { describe, expect, it, vi } from 'vitest';
import { pdfText } from '../../testing/pdf-text';
import { expectDevanagariPrinted } from '../../testing/pdf-checks';
import { prescriptionPdf, prescriptionQrLink } from './prescription-pdf';
import type { Prescription } from '../../../contracts/prescriptions';
import type { SignedPrescriptionSummary } from '../../../contracts/prescription-signature';

// The codes drawn: uqr's encoder, watched.
const qrInputs = vi.hoisted(() => [] as string[]);
vi.mock('uqr', async (importOriginal) => {
  const uqr = await importOriginal<typeof import('uqr')>();
  return { ...uqr, encode: (text: string, options?: Parameters<typeof uqr.encode>[1]) => (qrInputs.push(text), uqr.encode(text, options)) };
});

const NAME = 'क्षत्रिय श्रेष्ठ';
const doctor = { id: 'd1', firstName: 'Ram', lastName: 'Thapa', nmcNumber: 'F-1234' };
const rx = (medication: string, quantity: number, stopDate: string | null): Prescription => ({
  id: medication, doctor, medication, strength: '5 mg', form: 'Tablet', doses: '1 tablet once daily', quantity,
  startDate: '2026-11-01', stopDate, instructions: null, appointmentId: null, patientName: NAME, familyMemberId: null,
});
const prescriptions = [rx('Amlodipine', 90, '2027-01-01'), rx('Metformin', 60, null), rx('Atorvastatin', 30, null), rx('Losartan', 30, null)];
const codes = [1, 2].map((part) => {
  const items = prescriptions.slice((part - 1) * 3, part * 3).map((p) => ({
    medication: p.medication, strength: p.strength, form: p.form, doses: p.doses, quantity: p.quantity,
    start: p.startDate, stop: p.stopDate, doctor: 'Dr. Ram Thapa', nmcNumber: 'F-1234',
  }));
  const summary: SignedPrescriptionSummary = { keyId: 'key-id-1', issuedAt: '2026-11-24T06:30:00.000Z', id: 'doc-id-1', patientName: NAME, part, parts: 2, items };
  return { summary, code: `SWRX1.payload-${part}.signature-${part}` };
});
const render = (locale: 'en' | 'ne') => prescriptionPdf({
  appUrl: 'https://app.example/', codes, prescriptions, dateOfBirth: '1990-05-01', today: '2026-11-24', timeZone: 'Asia/Kathmandu', locale,
});

describe('prescription PDF', () => {
  it('is in Nepali for a Nepali reader, with the name shaped and BS dates in Devanagari digits', async () => {
    const bytes = await render('ne');
    const text = pdfText(bytes);
    for (const needle of [
      'सक्रिय प्रेस्क्रिप्सनहरू',
      `बिरामी: ${NAME}`,
      'जन्म मिति: १८ बैशाख २०४७ (१ मे १९९०)',
      'जारी मिति: ८ मंसिर २०८३, १२:१५ अपराह्न (२४ नोभेम्बर २०२६)',
      '१. Amlodipine 5 mg',
      'परिमाण: ९०',
      'सुरु: १५ कात्तिक २०८३ (१ नोभेम्बर २०२६)',
      'अन्त्य: अर्को सूचना नआएसम्म',
      'प्रेस्क्रिप्सन लेख्ने: डा. Ram Thapa (NMC नं. F-1234)',
      'हस्ताक्षरित सारांश, २ मध्ये भाग २',
      '८ मंसिर २०८३ (२४ नोभेम्बर २०२६) मा Swasthya बाट छापिएको।',
    ]) expect(text).toContain(needle);
    expect(text).not.toMatch(/[?\uFFFD]/);
    expectDevanagariPrinted(bytes, { conjuncts: NAME, pages: text.split('\f').filter((p) => p.trim()).length });
  });

  it('stays in English for an English reader, with the BS date beside the AD one', async () => {
    const text = pdfText(await render('en'));
    for (const needle of [
      'Active prescriptions',
      `Patient: ${NAME}`,
      'Date of birth: 1 May 1990 · 18 Baisakh 2047',
      'Issued: 24 Nov 2026, 12:15 pm · 8 Mangsir 2083 (Asia/Kathmandu)',
      'Quantity: 90',
      'Stop: Until further notice',
      'Prescribed by: Dr. Ram Thapa (NMC No. F-1234)',
      'Signed summary, part 2 of 2',
      'Printed from Swasthya on 24 Nov 2026 · 8 Mangsir 2083.',
    ]) expect(text).toContain(needle);
  });

  it('draws, in either language, one QR code per signed code holding its verify link', async () => {
    for (const locale of ['ne', 'en'] as const) {
      qrInputs.length = 0;
      await render(locale);
      expect(qrInputs).toEqual(codes.map((c) => prescriptionQrLink('https://app.example/', c.code)));
      expect(qrInputs[0]).toBe('https://app.example/verify-prescription#code=SWRX1.payload-1.signature-1');
    }
  });
});
