// Reads what a generated PDF says (tests only, also used by end-to-end tests) through poppler's
// tools (Debian's poppler-utils; .ci/run installs it): pdftotext for the text as a reader's viewer
// extracts it, pdftoppm for images of pages.
import { spawnSync } from 'node:child_process';
import { inflateSync } from 'node:zlib';

/** Runs a poppler tool on the PDF given on its standard input; its output, and what it said on stderr. */
function poppler(tool: 'pdftotext' | 'pdftoppm' | 'pdffonts', args: string[], input: Uint8Array): { stdout: Buffer; stderr: string } {
  const run = spawnSync(tool, args, { input, maxBuffer: 64 * 1024 * 1024 });
  if (run.error) {
    throw (run.error as NodeJS.ErrnoException).code === 'ENOENT' ? new Error(`${tool} is missing: install poppler-utils`) : run.error;
  }
  const stderr = run.stderr.toString('utf8');
  if (run.status !== 0) throw new Error(`${tool} failed (${run.status}): ${stderr}`);
  return { stdout: run.stdout, stderr };
}

/** The text of every page, as pdftotext reads it (reading order, UTF-8). */
export function pdfText(bytes: Uint8Array): string {
  return poppler('pdftotext', ['-enc', 'UTF-8', '-', '-'], bytes).stdout.toString('utf8');
}

/** The fonts pdffonts lists: name, and whether each is embedded. */
export function pdfFonts(bytes: Uint8Array): { name: string; embedded: boolean }[] {
  const lines = poppler('pdffonts', ['-'], bytes).stdout.toString('utf8').trim().split('\n').slice(2);
  // Columns: name, type (may hold spaces), encoding, then emb, sub, uni, object number and generation.
  return lines.map((line) => {
    const cols = line.trim().split(/\s+/);
    return { name: cols[0]!, embedded: cols[cols.length - 5] === 'yes' };
  });
}

/** One page rendered by pdftoppm as a PNG file, and whatever poppler complained about while drawing it. */
export function pdfPagePng(bytes: Uint8Array, page: number, dpi: number): { png: Buffer; stderr: string } {
  const { stdout, stderr } = poppler('pdftoppm', ['-png', '-r', String(dpi), '-f', String(page), '-l', String(page), '-singlefile', '-'], bytes);
  return { png: stdout, stderr };
}

/** One page rendered in grey (a byte a pixel, 0 = black), from pdftoppm's PGM output. */
export function pdfPageGrey(bytes: Uint8Array, page: number, dpi: number): { width: number; height: number; pixels: Uint8Array } {
  const pgm = poppler('pdftoppm', ['-gray', '-r', String(dpi), '-f', String(page), '-l', String(page), '-singlefile', '-'], bytes).stdout;
  // "P5\n<width> <height>\n255\n", then the pixels row by row.
  const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(pgm.subarray(0, 40).toString('latin1'));
  if (!header) throw new Error('pdftoppm did not answer with a PGM image');
  const [width, height] = [Number(header[1]), Number(header[2])];
  return { width, height, pixels: new Uint8Array(pgm.subarray(header[0].length, header[0].length + width * height)) };
}

/**
 * A custom entry of the document information dictionary, written as a literal string either in the
 * dictionary or (as PDFKit does) in an object of its own that the dictionary points to.
 */
export function pdfInfo(bytes: Uint8Array, key: string): string | undefined {
  const file = Buffer.from(bytes).toString('latin1');
  const direct = new RegExp(`/${key}\\s*\\(([^)]*)\\)`).exec(file);
  if (direct) return direct[1];
  const ref = new RegExp(`/${key}\\s+(\\d+)\\s+0\\s+R`).exec(file);
  if (!ref) return undefined;
  return new RegExp(`(?:^|\\n)${ref[1]}\\s+0\\s+obj\\s*\\(([^)]*)\\)`).exec(file)?.[1];
}

/**
 * The text spans of the page content streams: each span's ActualText (what the line says) with the
 * glyph ids its text object shows (Identity-H: two bytes a glyph). Glyph 0 is .notdef, the empty box
 * ("tofu") a font draws for a character it lacks.
 */
export function pdfTextSpans(bytes: Uint8Array): { text: string; glyphs: number[] }[] {
  const file = Buffer.from(bytes);
  const spans: { text: string; glyphs: number[] }[] = [];
  const streamPattern = /<<([^]*?)>>\s*stream\r?\n/g;
  const latin1 = file.toString('latin1');
  let m: RegExpExecArray | null;
  while ((m = streamPattern.exec(latin1))) {
    const start = m.index + m[0].length;
    const end = latin1.indexOf('endstream', start);
    if (end < 0) break;
    let content: string;
    try {
      content = inflateSync(file.subarray(start, end)).toString('latin1');
    } catch {
      continue;
    }
    for (const span of content.matchAll(/\/ActualText\s*<FEFF([0-9A-Fa-f]*)>\s*>>\s*BDC([^]*?)EMC/g)) {
      const text = Buffer.from(span[1]!, 'hex').swap16().toString('utf16le');
      const glyphs = [...span[2]!.matchAll(/<([0-9A-Fa-f]+)>/g)].flatMap((h) => h[1]!.match(/.{4}/g)!.map((g) => parseInt(g, 16)));
      spans.push({ text, glyphs });
    }
  }
  return spans;
}
