// `npm run i18n:check`: fails (exit 1) when the message catalogs are stale (`lingui extract` would
// change them) or when a message has no Nepali translation (an empty msgstr in locales/ne): the
// app's messages and the contracts' (validation and server messages, marked /*i18n*/ in contracts/), in
// both catalogs: the patient app's (messages) and the clinic console's (console, lingui.config.ts).
// It runs the extraction, compares, and puts the catalogs back as they were: a check changes nothing.
// The catalog is read with Lingui's own .po reader.
import { execFileSync } from 'node:child_process';
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { getConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const NAMES = ['messages', 'console'];
const CATALOGS = NAMES.flatMap((name) => [`locales/en/${name}.po`, `locales/ne/${name}.po`]);
const NEPALI_CATALOGS = NAMES.map((name) => `locales/ne/${name}.po`);
const NEPALI = 'locales/ne/messages.po';

/** A message of a catalog, as Lingui's own .po reader (@lingui/format-po) gives it. */
export interface CatalogEntry {
  /** The msgid: the message (English) or, for the contracts' texts, the explicit id (the same English). */
  msgid: string;
  translation: string;
  /** `#:` source references. */
  references: string[];
}

/** The (non-obsolete) messages of a .po catalog; the header is not one. */
export async function readPo(text: string, filename = NEPALI): Promise<CatalogEntry[]> {
  const catalog = await formatter().parse(text, { locale: null, sourceLocale: 'en', filename });
  return Object.entries(catalog)
    .filter(([, entry]) => !entry.obsolete)
    .map(([id, entry]) => ({
      msgid: entry.message ?? id,
      translation: entry.translation ?? '',
      references: (entry.origin ?? []).map(([file]) => file),
    }));
}

/** Entries whose translation is missing (no msgstr, or an empty one). */
export function untranslated(entries: CatalogEntry[]): CatalogEntry[] {
  return entries.filter((entry) => entry.translation.trim() === '');
}

/**
 * The console catalog's sources (lingui.config.ts), relative to the repository: its folders (ending in
 * '/') and files (the contracts' texts of the server's answers to the console).
 */
function consoleSources(): string[] {
  const config = getConfig({ cwd: ROOT });
  const catalog = config.catalogs?.find((c) => c.path.endsWith('/console'));
  if (!catalog) throw new Error('lingui.config.ts declares no console catalog');
  return catalog.include.map((source) => {
    const absolute = source.replace('<rootDir>', ROOT);
    return `${path.relative(ROOT, absolute)}${statSync(absolute).isDirectory() ? '/' : ''}`;
  });
}

/** Entries every source reference of which is in the console's code (`sources`: folders ending in '/', or files). */
export function consoleOnlyEntries(entries: CatalogEntry[], sources: string[]): CatalogEntry[] {
  const inConsole = (file: string) => sources.some((source) => (source.endsWith('/') ? file.startsWith(source) : file === source));
  return entries.filter((e) => e.references.length > 0 && e.references.every(inConsole));
}

async function main(): Promise<number> {
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
  let count = 0;
  for (const file of NEPALI_CATALOGS) {
    const entries = await readPo(before.get(file) ?? '', file);
    count += entries.length;
    const missing = untranslated(entries);
    if (entries.length === 0) {
      failed = true;
      console.error(`✗ ${file} holds no message (lingui.config.ts's include paths moved?).`);
    }
    if (missing.length > 0) {
      failed = true;
      console.error(`✗ ${missing.length} message(s) without a Nepali translation in ${file}:`);
      for (const entry of missing) {
        console.error(`  "${entry.msgid}"${entry.references.length ? `  (${entry.references.join(', ')})` : ''}`);
      }
    }
  }
  // The patient's catalog (what every phone installs) holds no message that only the console uses: its
  // screens' words, and the server's answers to it (contracts/clinic-messages.ts, clinic-records-messages.ts).
  const consoleOnly = consoleOnlyEntries(await readPo(before.get(NEPALI) ?? ''), consoleSources());
  if (consoleOnly.length > 0) {
    failed = true;
    console.error(`✗ ${consoleOnly.length} message(s) of the clinic console in the patient's catalog ${NEPALI} (lingui.config.ts's exclude?), e.g. "${consoleOnly[0]?.msgid}".`);
  }
  if (!failed) console.log(`✓ Catalogs are up to date and every message has a Nepali translation (${count} messages in ${NEPALI_CATALOGS.join(', ')}).`);
  return failed ? 1 : 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (err: unknown) => {
      console.error(err);
      process.exitCode = 1;
    },
  );
}
