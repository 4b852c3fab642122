// Reads the text drawn in a PDF made by pdf-lib (tests only, also usable from end-to-end tests):
// inflates the content streams and decodes the strings shown with Tj. Not a general PDF parser.
import { inflateSync } from 'node:zlib';

export function pdfText(bytes: Uint8Array): string {
  const file = Buffer.from(bytes).toString('latin1');
  const out: string[] = [];
  const streamPattern = /<<([^]*?)>>\s*stream\r?\n/g;
  let m: RegExpExecArray | null;
  while ((m = streamPattern.exec(file))) {
    const start = m.index + m[0].length;
    const end = file.indexOf('endstream', start);
    if (end < 0) break;
    let data = Buffer.from(file.slice(start, end).replace(/\r?\n$/, ''), 'latin1');
    if (/\/FlateDecode/.test(m[1] ?? '')) {
      try {
        data = inflateSync(data);
      } catch {
        continue;
      }
    }
    const content = data.toString('latin1');
    for (const t of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj|\(((?:\\.|[^\\)])*)\)\s*Tj/g)) {
      out.push(t[1] !== undefined ? Buffer.from(t[1], 'hex').toString('latin1') : t[2]!.replace(/\\(.)/g, '$1'));
    }
  }
  return out.join('\n');
}

/** A custom entry of the document information dictionary (files saved without object streams). */
export function pdfInfo(bytes: Uint8Array, key: string): string | undefined {
  const m = new RegExp(`/${key}\\s*\\(([^)]*)\\)`).exec(Buffer.from(bytes).toString('latin1'));
  return m?.[1];
}
