// `npm run i18n:check`: fails (exit 1) when the message catalogs are stale (`lingui extract` would
// change them) or when a message has no Nepali translation (an empty msgstr in locales/ne).
// It runs the extraction, compares, and puts the catalogs back as they were: a check changes nothing.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CATALOGS = ['locales/en/messages.po', 'locales/ne/messages.po'];
const NEPALI = 'locales/ne/messages.po';

export interface PoEntry {
  msgid: string;
  /** msgstr, or every msgstr[n] of a plural entry. */
  msgstr: string[];
  /** `#:` source references. */
  references: string[];
  /** The line the entry starts on (1-based). */
  line: number;
}

/** A PO string literal (with the escapes Lingui writes) to its text. */
function unquote(literal: string): string {
  const body = literal.trim().replace(/^"|"$/g, '');
  return body.replace(/\\(.)/g, (_, ch: string) => ({ n: '\n', t: '\t', r: '\r' })[ch] ?? ch);
}

/** Parse a .po file into its (non-obsolete) entries; the header (empty msgid) is left out. */
export function parsePo(text: string): PoEntry[] {
  const entries: PoEntry[] = [];
  let current: PoEntry | undefined;
  let field: { kind: 'msgid' } | { kind: 'msgstr'; index: number } | { kind: 'other' } | undefined;
  const finish = () => {
    if (current && current.msgid !== '') entries.push(current);
    current = undefined;
    field = undefined;
  };
  const lines = text.split(/\r?\n/);
  lines.forEach((raw, i) => {
    const line = raw.trim();
    if (line === '') {
      finish();
      return;
    }
    if (line.startsWith('#~')) return; // obsolete entries do not count
    current ??= { msgid: '', msgstr: [], references: [], line: i + 1 };
    if (line.startsWith('#:')) {
      current.references.push(...line.slice(2).trim().split(/\s+/));
      return;
    }
    if (line.startsWith('#')) return;
    const keyword = /^(msgctxt|msgid_plural|msgid|msgstr(?:\[(\d+)\])?)\s+(".*")$/.exec(line);
    if (keyword) {
      const [, name, index, literal = '""'] = keyword;
      if (name === 'msgid') {
        field = { kind: 'msgid' };
        current.msgid = unquote(literal);
      } else if (name?.startsWith('msgstr')) {
        const at = index === undefined ? 0 : Number(index);
        field = { kind: 'msgstr', index: at };
        current.msgstr[at] = unquote(literal);
      } else {
        field = { kind: 'other' };
      }
      return;
    }
    if (line.startsWith('"') && field) {
      // A continuation line of the previous string.
      if (field.kind === 'msgid') current.msgid += unquote(line);
      else if (field.kind === 'msgstr') current.msgstr[field.index] = (current.msgstr[field.index] ?? '') + unquote(line);
    }
  });
  finish();
  return entries;
}

/** Entries whose translation is missing (no msgstr, or an empty one). */
export function untranslated(entries: PoEntry[]): PoEntry[] {
  return entries.filter((entry) => entry.msgstr.length === 0 || entry.msgstr.some((text) => text === undefined || text.trim() === ''));
}

function main(): number {
  const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
  const before = new Map(CATALOGS.map((file) => [file, read(file)]));
  let stale: string[] = [];
  try {
    execFileSync(path.join(ROOT, 'node_modules/.bin/lingui'), ['extract', '--clean'], { cwd: ROOT, stdio: 'pipe' });
    stale = CATALOGS.filter((file) => read(file) !== before.get(file));
  } finally {
    for (const [file, text] of before) writeFileSync(path.join(ROOT, file), text);
  }

  let failed = false;
  if (stale.length > 0) {
    failed = true;
    console.error(`✗ The message catalogs are stale (${stale.join(', ')}): run \`npm run i18n:extract\` and translate the new Nepali entries.`);
  }
  const missing = untranslated(parsePo(before.get(NEPALI) ?? ''));
  if (missing.length > 0) {
    failed = true;
    console.error(`✗ ${missing.length} message(s) without a Nepali translation in ${NEPALI}:`);
    for (const entry of missing) {
      console.error(`  ${NEPALI}:${entry.line}  "${entry.msgid}"${entry.references.length ? `  (${entry.references.join(', ')})` : ''}`);
    }
  }
  if (!failed) console.log(`✓ Catalogs are up to date and every message has a Nepali translation (${parsePo(before.get(NEPALI) ?? '').length} messages).`);
  return failed ? 1 : 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = main();
}
