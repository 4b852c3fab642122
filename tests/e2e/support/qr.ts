// Reads the QR codes on a PDF's first page as a phone camera would: the page is rendered to pixels
// (poppler's pdftoppm, installed by .ci/run) and decoded with jsQR. Nothing here trusts how the PDF
// was drawn.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import jsQR from 'jsqr';

const run = promisify(execFile);

/** A binary PGM (P5) image: width, height and one grey byte per pixel. */
function parsePgm(bytes: Buffer): { width: number; height: number; pixels: Buffer } {
  // Header: "P5", width, height, max value, each separated by whitespace, then one whitespace byte.
  let offset = 0;
  const fields: string[] = [];
  while (fields.length < 4) {
    while (/\s/.test(String.fromCharCode(bytes[offset]!))) offset += 1;
    let field = '';
    while (!/\s/.test(String.fromCharCode(bytes[offset]!))) field += String.fromCharCode(bytes[offset++]!);
    fields.push(field);
  }
  if (fields[0] !== 'P5' || fields[3] !== '255') throw new Error(`not an 8-bit PGM: ${fields.join(' ')}`);
  return { width: Number(fields[1]), height: Number(fields[2]), pixels: bytes.subarray(offset + 1) };
}

/** The text of the QR code on the first page of `pdf`, or null when none can be read. */
export async function readPdfQr(pdf: Uint8Array, dpi = 150): Promise<string | null> {
  const dir = await mkdtemp(path.join(tmpdir(), 'qr-'));
  try {
    await writeFile(path.join(dir, 'doc.pdf'), pdf);
    await run('pdftoppm', ['-gray', '-r', String(dpi), '-f', '1', '-l', '1', '-singlefile', path.join(dir, 'doc.pdf'), path.join(dir, 'page')]);
    const { width, height, pixels } = parsePgm(await readFile(path.join(dir, 'page.pgm')));
    const rgba = new Uint8ClampedArray(width * height * 4);
    for (let i = 0; i < width * height; i += 1) {
      const grey = pixels[i]!;
      rgba[i * 4] = grey;
      rgba[i * 4 + 1] = grey;
      rgba[i * 4 + 2] = grey;
      rgba[i * 4 + 3] = 255;
    }
    return jsQR(rgba, width, height)?.data ?? null;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
