// The PDF writer: Devanagari shaped and extractable as written, characters the font lacks, page flow,
// the information entry and the QR code's modules.
import { describe, expect, it } from 'vitest';
import { encode as encodeQr } from 'uqr';
import { createPdf } from './pdf';
import { pdfInfo, pdfPageGrey, pdfText, pdfTextSpans } from '../testing/pdf-text';
import { expectDevanagariPrinted } from '../testing/pdf-checks';

const CONJUNCTS = 'क्षत्रिय श्रेष्ठ प्रिस्क्रिप्सन';

describe('createPdf', () => {
  it('shapes a conjunct-heavy line and gives it back as written to text extraction', async () => {
    const pdf = createPdf({ title: CONJUNCTS, subject: 'test', locale: 'ne' });
    pdf.text(CONJUNCTS, { size: 16, bold: true });
    pdf.row('बिरामी', `${CONJUNCTS} (कि र्क)`);
    const bytes = await pdf.save();

    const text = pdfText(bytes);
    expect(text).toContain(CONJUNCTS);
    expect(text).toContain(`बिरामी: ${CONJUNCTS} (कि र्क)`);
    expectDevanagariPrinted(bytes, { conjuncts: CONJUNCTS });
    // 31 code points; shaped: क्ष, ि, त्र, य, space, श्र, े, ष्ठ… (fewer than 20 glyphs).
    const heading = pdfTextSpans(bytes).find((s) => s.text === CONJUNCTS)!;
    expect(heading.glyphs.length).toBeLessThan(20);
  });

  it('prints a character the font lacks as "?", never an empty box', async () => {
    const pdf = createPdf({ title: 't', subject: 't', locale: 'en' });
    pdf.text('Name: 王 😀 श्रेष्ठ');
    const bytes = await pdf.save();
    expect(pdfText(bytes)).toContain('Name: ? ? श्रेष्ठ');
    expectDevanagariPrinted(bytes, { conjuncts: 'श्रेष्ठ' });
  });

  it('shapes a Devanagari ending on a Latin word in its own script', async () => {
    const pdf = createPdf({ title: 't', subject: 't', locale: 'ne' });
    pdf.text('डा. Ram Sharmaद्वारा');
    const bytes = await pdf.save();
    expect(pdfText(bytes)).toContain('डा. Ram Sharmaद्वारा');
    // द्वारा: 6 code points, 4 glyphs (the conjunct द्व); left in Sharma's Latin run it would keep its virama.
    expectDevanagariPrinted(bytes, { conjuncts: 'द्वारा' });
  });

  it('wraps long text and flows onto new pages', async () => {
    const pdf = createPdf({ title: 't', subject: 't', locale: 'ne' });
    const sentence = 'यो सूची जाँच्न स्क्यान गर्नुहोस्: यसमा Swasthya को हस्ताक्षर छ। प्रिस्क्रिप्सन लेख्ने डाक्टरको सक्कल प्रेस्क्रिप्सन हेरेर मात्र औषधि दिनुहोस्, कानुनले माग गरेको अवस्थामा।';
    for (let i = 0; i < 40; i++) pdf.text(sentence);
    const bytes = await pdf.save();
    const pages = pdfText(bytes).split('\f').filter((p) => p.trim());
    expect(pages.length).toBeGreaterThan(1);
    // Each sentence takes more than one line, and no word is lost at a line break.
    expect(pdfText(bytes).replace(/\s+/g, ' ')).toContain(sentence);
    expectDevanagariPrinted(bytes, { conjuncts: 'प्रिस्क्रिप्सन', pages: pages.length });
  });

  it('keeps a custom information entry readable in the file', async () => {
    const pdf = createPdf({ title: 't', subject: 't', locale: 'en' });
    pdf.info('SwasthyaTest', 'SWRX1.abc_-DEF.xyz');
    pdf.text('x');
    expect(pdfInfo(await pdf.save(), 'SwasthyaTest')).toBe('SWRX1.abc_-DEF.xyz');
  });

  it('draws every module of the QR code of exactly the given text', async () => {
    const data = 'https://app.example/verify-prescription#code=SWRX1.eyJ2IjoxfQ.c2lnbmF0dXJl';
    const pdf = createPdf({ title: 't', subject: 't', locale: 'en' });
    pdf.qrBlock(data, 180, ['Caption']);
    const bytes = await pdf.save();

    // The block starts at the top-left margin (48 pt); at 144 dpi a point is 2 pixels.
    const { width, pixels } = pdfPageGrey(bytes, 1, 144);
    const qr = encodeQr(data, { ecc: 'M', border: 0 });
    const cell = 180 / qr.size;
    const dark = (r: number, c: number) => pixels[Math.round((48 + (r + 0.5) * cell) * 2) * width + Math.round((48 + (c + 0.5) * cell) * 2)]! < 128;
    const drawn = qr.data.map((row, r) => row.map((_, c) => dark(r, c)));
    expect(drawn).toEqual(qr.data);
  });
});
