// A small page-flow layer over PDFKit for printable A4 documents (invoices, prescriptions): text
// lines that wrap and flow onto new pages, rules, key/value rows and a vector QR code.
// PDFKit lays text out with fontkit, whose Indic shaper forms Devanagari conjuncts, reorders the
// i-matra and places the reph (pdf-lib does no shaping: its issue #1409). The font embedded is a
// subset of Noto Sans Devanagari, which also draws the Latin text (./pdf-fonts).
import PDFDocument from 'pdfkit';
import { encode as encodeQr } from 'uqr';
import type { Locale } from '../../contracts/messages';
import { documentFonts, drawableText, type FontWeight } from './pdf-fonts';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 48;
const BOTTOM = A4[1] - MARGIN;
const WIDTH = A4[0] - 2 * MARGIN;
/** Line height over font size: Noto Sans Devanagari's ascent and descent (reph and i-matras above, u-matras below) take 1.3. */
const LEADING = 1.4;

/** A colour as red, green and blue from 0 to 1. */
type Rgb = [number, number, number];
const INK: Rgb = [0.1, 0.1, 0.1];

export type PdfWriter = {
  /** Writes wrapped text; returns nothing, the cursor moves down. */
  text(text: string, o?: { size?: number; bold?: boolean; color?: Rgb; indent?: number; gap?: number }): void;
  /** "Label: value" on one line (value wraps). */
  row(label: string, value: string, o?: { size?: number }): void;
  rule(): void;
  space(points: number): void;
  /** Starts a new page when less than `points` are left. */
  keep(points: number): void;
  /** A QR code of `size` points at the left margin with caption lines beside it; the cursor moves below both. */
  qrBlock(data: string, size: number, caption: string[]): void;
  /** Custom document-information entry (plain text in the saved file). */
  info(key: string, value: string): void;
  save(): Promise<Uint8Array>;
};

/**
 * PDFKit's document whose text objects carry their text as written. Shaped glyphs are in visual
 * order (an i-matra is drawn before its consonant), so text extraction, search and copying would
 * read 'ि' + 'क' for 'कि'; each text object drawn while `actualText` is set becomes a marked-content
 * span with that ActualText. The span sits inside PDFKit's own save/restore around the text, where
 * the font and transformation are those of the glyphs: poppler places an ActualText with the state
 * at the span's end, so a span around the whole of text() would land mirrored, with no size.
 */
class ShapedTextDocument extends PDFDocument {
  actualText: string | undefined;

  override addContent(data: unknown) {
    if (data === 'BT' && this.actualText) super.addContent(`/Span <</ActualText ${pdfTextString(this.actualText)}>> BDC`);
    super.addContent(data);
    if (data === 'ET' && this.actualText) super.addContent('EMC');
    return this;
  }
}

/**
 * A line cut where a word changes between Latin and Devanagari letters ('Thapaसँग'). PDFKit shapes
 * word by word in the script of the word's first letter, so a Devanagari tail on a Latin word would
 * keep its virama and miss its conjuncts; drawn apart, each piece is shaped in its own script.
 */
function scriptPieces(line: string): string[] {
  return line.split(/(?<=[A-Za-z\u00C0-\u024F])(?=[\u0900-\u097F])|(?<=[\u0900-\u097F])(?=[A-Za-z\u00C0-\u024F])/).filter(Boolean);
}

/** A PDF text string in UTF-16BE with its byte order mark, as hex. */
function pdfTextString(text: string): string {
  return `<FEFF${Buffer.from(text, 'utf16le').swap16().toString('hex').toUpperCase()}>`;
}

export function createPdf(meta: { title: string; subject: string; locale: Locale }): PdfWriter {
  const doc = new ShapedTextDocument({
    size: A4,
    margin: 0,
    // 1.5 for the spans' ActualText; Lang tells screen readers the language.
    pdfVersion: '1.5',
    lang: meta.locale === 'ne' ? 'ne-NP' : 'en',
    info: { Title: meta.title, Subject: meta.subject, Producer: 'Swasthya', Creator: 'Swasthya' },
  });
  const fonts = documentFonts();
  // PDFKit takes a fontkit font as it is (its types list file sources only).
  doc.registerFont('regular', fonts.regular as unknown as Buffer);
  doc.registerFont('bold', fonts.bold as unknown as Buffer);
  const chunks: Uint8Array[] = [];
  doc.on('data', (chunk: Uint8Array) => chunks.push(chunk));

  // The cursor: the top of the next line, in points from the top of the page (PDFKit's direction).
  let y = MARGIN;

  const keep = (points: number) => {
    if (y + points > BOTTOM) {
      doc.addPage();
      y = MARGIN;
    }
  };
  const widthOf = (text: string, weight: FontWeight, size: number) => doc.font(weight).fontSize(size).widthOfString(text);
  const wrap = (text: string, weight: FontWeight, size: number, max: number): string[] => {
    const words = drawableText(text).split(' ').filter(Boolean);
    const lines: string[] = [];
    let line = '';
    for (const word of words) {
      const next = line ? `${line} ${word}` : word;
      if (!line || widthOf(next, weight, size) <= max) line = next;
      else {
        lines.push(line);
        line = word;
      }
    }
    if (line) lines.push(line);
    return lines.length ? lines : [''];
  };
  /** One line with its baseline `size` below `top`. */
  const draw = (line: string, x: number, top: number, weight: FontWeight, size: number, color: Rgb) => {
    doc.font(weight).fontSize(size).fillColor(color.map((c) => Math.round(c * 255)) as Rgb);
    for (const piece of scriptPieces(line)) {
      doc.actualText = piece;
      doc.text(piece, x, top + size, { lineBreak: false, baseline: 'alphabetic' });
      doc.actualText = undefined;
      x += doc.widthOfString(piece);
    }
  };

  return {
    text(text, o = {}) {
      const size = o.size ?? 10;
      const weight = o.bold ? 'bold' : 'regular';
      const indent = o.indent ?? 0;
      for (const line of wrap(text, weight, size, WIDTH - indent)) {
        keep(size * LEADING);
        draw(line, MARGIN + indent, y, weight, size, o.color ?? INK);
        y += size * LEADING;
      }
      y += o.gap ?? 0;
    },
    row(label, value, o = {}) {
      const size = o.size ?? 10;
      const labelText = `${drawableText(label)}: `;
      const labelWidth = widthOf(labelText, 'bold', size);
      wrap(value, 'regular', size, WIDTH - labelWidth).forEach((line, i) => {
        keep(size * LEADING);
        if (i === 0) draw(labelText.trimEnd(), MARGIN, y, 'bold', size, [0.25, 0.25, 0.25]);
        draw(line, MARGIN + labelWidth, y, 'regular', size, INK);
        y += size * LEADING;
      });
    },
    rule() {
      keep(12);
      y += 6;
      doc.moveTo(MARGIN, y).lineTo(MARGIN + WIDTH, y).lineWidth(0.6).strokeColor([191, 191, 191]).stroke();
      y += 8;
    },
    space(points) {
      y += points;
    },
    keep,
    qrBlock(data, size, caption) {
      keep(size + 16);
      const qr = encodeQr(data, { ecc: 'M', border: 0 });
      const n = qr.size;
      const cell = size / n;
      const top = y;
      // One rectangle per horizontal run of dark modules, all filled as one path: a small content stream.
      qr.data.forEach((rowData, r) => {
        let c = 0;
        while (c < n) {
          if (!rowData[c]) { c++; continue; }
          const start = c;
          while (c < n && rowData[c]) c++;
          doc.rect(MARGIN + start * cell, top + r * cell, (c - start) * cell, cell);
        }
      });
      doc.fillColor('black').fill();
      const textX = MARGIN + size + 16;
      let ty = top;
      caption.forEach((line, i) => {
        const weight = i === 0 ? 'bold' : 'regular';
        for (const part of wrap(line, weight, 9, WIDTH - size - 16)) {
          draw(part, textX, ty, weight, 9, [0.2, 0.2, 0.2]);
          ty += 9 * LEADING;
        }
      });
      y = Math.max(top + size, ty) + 16;
    },
    info(key, value) {
      // PDFKit writes every entry of doc.info; its types list the standard keys only.
      (doc.info as unknown as Record<string, string>)[key] = value;
    },
    save: () =>
      new Promise((resolve, reject) => {
        doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
        doc.on('error', reject);
        doc.end();
      }),
  };
}
