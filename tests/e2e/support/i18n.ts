// Expected texts in the page's language: Lingui strings from locales/ne/messages.po (and console.po), server
// messages as the server says them (server/lib/i18n.ts, the same catalog; the server answers in the
// Accept-Language of the app).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { translateMessage } from '../../../server/lib/i18n';

export type TestLocale = 'en' | 'ne';

let nepali: Map<string, string> | undefined;

/**
 * Minimal .po reader: msgid → msgstr (single- and multi-line strings) of the app's own messages; the
 * contracts' (`js-lingui-explicit-id`, the English text is the id) are server().
 */
export function readPo(file: string): Map<string, string> {
  const text = readFileSync(file, 'utf8');
  const out = new Map<string, string>();
  const unquote = (lines: string[]) => lines.map((l) => JSON.parse(l.trim()) as string).join('');
  for (const block of text.split(/\n\s*\n/)) {
    if (block.includes('#. js-lingui-explicit-id')) continue;
    const lines = block.split('\n').filter((l) => l.trim() !== '' && !l.startsWith('#'));
    const idStart = lines.findIndex((l) => l.startsWith('msgid '));
    const strStart = lines.findIndex((l) => l.startsWith('msgstr '));
    if (idStart < 0 || strStart < 0) continue;
    const id = unquote([lines[idStart]!.slice(6), ...lines.slice(idStart + 1, strStart)]);
    const str = unquote([lines[strStart]!.slice(7), ...lines.slice(strStart + 1)]);
    if (id) out.set(id, str);
  }
  return out;
}

/** A Lingui message as the app shows it in `locale` (placeholders like {0} filled from `values`). */
export function ui(locale: TestLocale, english: string, values: Record<string, string> = {}): string {
  let text = english;
  if (locale === 'ne') {
    // The patient app's catalog and the clinic console's (a message both use is in both).
    nepali ??= new Map([...readPo(path.resolve('locales/ne/console.po')), ...readPo(path.resolve('locales/ne/messages.po'))]);
    const translated = nepali.get(english);
    if (!translated) throw new Error(`No Nepali translation for: ${english}`);
    text = translated;
  }
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

/** A server message (contracts/messages) as the server sends it in `locale`. */
export function server(locale: TestLocale, english: string): string {
  return translateMessage(english, locale);
}
