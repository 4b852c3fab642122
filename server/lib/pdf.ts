// A small page-flow layer over pdf-lib for printable A4 documents (invoices, prescriptions): text
// lines that wrap and flow onto new pages, rules, key/value rows and a vector QR code.
// The standard PDF fonts cover WinAnsi (Latin) only: other characters print as '?', while the
// signed QR payload keeps the exact text.
import { PDFDocument, PDFName, PDFString, type PDFDict, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { encode as encodeQr } from 'uqr';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 48;
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/** Text the standard fonts can draw: Latin-1 and WinAnsi's extra marks; anything else becomes '?'. */
export function winAnsi(text: string): string {
  let out = '';
  for (const ch of text.normalize('NFC')) {
    const code = ch.codePointAt(0)!;
    if (ch === '\n' || ch === '\t') out += ' ';
    else if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(ch)) out += ch;
    else out += '?';
  }
  return out;
}

export type PdfWriter = {
  doc: PDFDocument;
  /** Writes wrapped text; returns nothing, the cursor moves down. */
  text(text: string, o?: { size?: number; bold?: boolean; color?: [number, number, number]; indent?: number; gap?: number }): void;
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

export async function createPdf(meta: { title: string; subject: string }): Promise<PdfWriter> {
  const doc = await PDFDocument.create();
  doc.setTitle(meta.title);
  doc.setSubject(meta.subject);
  doc.setProducer('Swasthya');
  doc.setCreator('Swasthya');
  const regular: PDFFont = await doc.embedFont(StandardFonts.Helvetica);
  const bold: PDFFont = await doc.embedFont(StandardFonts.HelveticaBold);
  let page: PDFPage = doc.addPage(A4);
  let y = A4[1] - MARGIN;
  const width = A4[0] - 2 * MARGIN;

  const newPage = () => {
    page = doc.addPage(A4);
    y = A4[1] - MARGIN;
  };
  const keep = (points: number) => {
    if (y - points < MARGIN) newPage();
  };
  const wrap = (text: string, font: PDFFont, size: number, max: number): string[] => {
    const words = winAnsi(text).split(/\s+/).filter(Boolean);
    const lines: string[] = [];
    let line = '';
    for (const word of words) {
      const next = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) <= max || !line) line = next;
      else {
        lines.push(line);
        line = word;
      }
    }
    if (line) lines.push(line);
    return lines.length ? lines : [''];
  };

  const writer: PdfWriter = {
    doc,
    text(text, o = {}) {
      const size = o.size ?? 10;
      const font = o.bold ? bold : regular;
      const indent = o.indent ?? 0;
      for (const line of wrap(text, font, size, width - indent)) {
        keep(size * 1.4);
        page.drawText(line, { x: MARGIN + indent, y: y - size, size, font, color: rgb(...(o.color ?? [0.1, 0.1, 0.1])) });
        y -= size * 1.4;
      }
      y -= o.gap ?? 0;
    },
    row(label, value, o = {}) {
      const size = o.size ?? 10;
      const labelText = winAnsi(`${label}: `);
      const labelWidth = bold.widthOfTextAtSize(labelText, size);
      const lines = wrap(value, regular, size, width - labelWidth);
      lines.forEach((line, i) => {
        keep(size * 1.4);
        if (i === 0) page.drawText(labelText, { x: MARGIN, y: y - size, size, font: bold, color: rgb(0.25, 0.25, 0.25) });
        page.drawText(line, { x: MARGIN + labelWidth, y: y - size, size, font: regular, color: rgb(0.1, 0.1, 0.1) });
        y -= size * 1.4;
      });
    },
    rule() {
      keep(12);
      y -= 6;
      page.drawLine({ start: { x: MARGIN, y }, end: { x: MARGIN + width, y }, thickness: 0.6, color: rgb(0.75, 0.75, 0.75) });
      y -= 8;
    },
    space(points) {
      y -= points;
    },
    keep,
    qrBlock(data, size, caption) {
      keep(size + 16);
      const qr = encodeQr(data, { ecc: 'M', border: 0 });
      const n = qr.size;
      const cell = size / n;
      const top = y;
      // One rectangle per horizontal run of dark modules keeps the content stream small.
      qr.data.forEach((rowData, r) => {
        let c = 0;
        while (c < n) {
          if (!rowData[c]) { c++; continue; }
          const start = c;
          while (c < n && rowData[c]) c++;
          page.drawRectangle({ x: MARGIN + start * cell, y: top - (r + 1) * cell, width: (c - start) * cell, height: cell, color: rgb(0, 0, 0) });
        }
      });
      const textX = MARGIN + size + 16;
      let ty = top;
      caption.forEach((line, i) => {
        for (const part of wrap(line, i === 0 ? bold : regular, 9, width - size - 16)) {
          page.drawText(part, { x: textX, y: ty - 9, size: 9, font: i === 0 ? bold : regular, color: rgb(0.2, 0.2, 0.2) });
          ty -= 9 * 1.4;
        }
      });
      y = Math.min(top - size, ty) - 16;
    },
    info(key, value) {
      // pdf-lib keeps the information dictionary's accessor private; custom entries are standard PDF.
      (doc as unknown as { getInfoDict(): PDFDict }).getInfoDict().set(PDFName.of(key), PDFString.of(value));
    },
    // No object streams: the information dictionary stays readable as plain text in the file.
    save: () => doc.save({ useObjectStreams: false }),
  };
  return writer;
}
