// Checks that a generated PDF prints its Devanagari (tests only). Comparing rendered pixels with a
// stored reference breaks with every font or layout update, and an empty box counts as ink like any
// glyph; what decides whether a page shows tofu or broken conjuncts is in the file, so that is what
// these read:
// - every font is embedded, so pdftoppm (and any viewer) draws the PDF's own glyphs, never a
//   substitute from the machine;
// - no text object shows glyph 0, .notdef, the empty box a font draws for a character it lacks;
// - each Devanagari text object shows as many glyphs as fontkit's shaper makes of it (PDFKit shapes
//   word by word), and the lines holding a conjunct-heavy text named by the test take fewer glyphs
//   than they have code points: unshaped text has one glyph per code point;
// - pdftoppm renders each page without complaint.
import { expect } from 'vitest';
import { documentFonts } from '../lib/pdf-fonts';
import { pdfFonts, pdfPagePng, pdfTextSpans } from './pdf-text';

/** Glyphs fontkit's shaper makes of `text`, word by word as PDFKit lays text out, in either weight. */
function shapedGlyphCounts(text: string): number[] {
  const words = text.split(/(?<= )/);
  return Object.values(documentFonts()).map((font) => words.reduce((n, word) => n + font.layout(word).glyphs.length, 0));
}

export function expectDevanagariPrinted(bytes: Uint8Array, o: { conjuncts: string; pages?: number }): void {
  const fonts = pdfFonts(bytes);
  expect(fonts.length).toBeGreaterThan(0);
  for (const font of fonts) {
    expect(font.name).toMatch(/\+NotoSansDevanagari-(Regular|Bold)$/);
    expect(font.embedded, font.name).toBe(true);
  }

  const spans = pdfTextSpans(bytes);
  for (const span of spans) {
    expect(span.glyphs, span.text).not.toContain(0);
    if (/[\u0900-\u097F]/.test(span.text)) expect(shapedGlyphCounts(span.text), span.text).toContain(span.glyphs.length);
  }
  const named = spans.filter((s) => s.text.includes(o.conjuncts));
  expect(named.length, o.conjuncts).toBeGreaterThan(0);
  for (const span of named) expect(span.glyphs.length, span.text).toBeLessThan([...span.text].length);

  for (let page = 1; page <= (o.pages ?? 1); page++) {
    const { png, stderr } = pdfPagePng(bytes, page, 50);
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(stderr).toBe('');
  }
}
