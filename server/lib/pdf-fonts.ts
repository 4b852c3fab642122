// The printed documents' font: Noto Sans Devanagari, regular and bold, the static TrueType files
// Google Fonts publishes, vendored with their SIL OFL 1.1 licence in server/assets/fonts. One file
// has Devanagari and Latin, so mixed Nepali/English lines need no font switching.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { create, type Font } from 'fontkit';
import { SERVER_FILES } from './server-files';

const FILES = {
  regular: 'NotoSansDevanagari_400Regular.ttf',
  bold: 'NotoSansDevanagari_700Bold.ttf',
} as const;
export type FontWeight = keyof typeof FILES;

let fonts: Record<FontWeight, Font> | undefined;

/**
 * Both weights, read and opened once: PDFKit takes fontkit fonts as they are, and one shared font
 * keeps its parsed layout tables (GSUB/GPOS) from one PDF to the next, which makes shaping several
 * times faster than opening the file for each document. Each PDF still embeds only its own glyphs.
 */
export function documentFonts(): Record<FontWeight, Font> {
  if (!fonts) {
    const open = (file: string) => create(readFileSync(path.join(SERVER_FILES.fonts, file))) as Font;
    fonts = { regular: open(FILES.regular), bold: open(FILES.bold) };
  }
  return fonts;
}

/**
 * Text the font can draw: whitespace becomes a space, and a character the font lacks (an emoji, a
 * Chinese name…) becomes '?' rather than an empty box; both weights cover the same characters.
 * The signed QR payload keeps the exact text.
 */
export function drawableText(text: string): string {
  const font = documentFonts().regular;
  let out = '';
  for (const ch of text.normalize('NFC')) {
    if (/\s/.test(ch)) out += ' ';
    else out += font.hasGlyphForCodePoint(ch.codePointAt(0)!) ? ch : '?';
  }
  return out;
}
