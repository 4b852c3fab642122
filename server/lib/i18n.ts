// The contracts' messages (validation and server messages, document labels, notification templates:
// contracts/message-texts.ts and contracts/*-messages.ts) in the reader's language, through Lingui.
//
// English is the source: each text is its own message id (marked `/*i18n*/` for `lingui extract`), and
// its Nepali is in the app's catalogs (lingui.config.ts, checked by `npm run i18n:check`): the patient
// app's locales/ne/messages.po, and for the answers only the clinic console reads
// (contracts/clinic-messages.ts, clinic-records-messages.ts) the console's locales/ne/console.po, so a
// patient's phone never installs them. The server reads both, the patient's first where a text is in
// both. Each is read with Lingui's own .po reader and compiled once, when this module is first imported
// (at server start).
import { readFileSync } from 'node:fs';
import { setupI18n, type Messages } from '@lingui/core';
import { formatter } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { fillTemplate } from '../../contracts/booking-messages';
import type { Locale } from '../../contracts/message-texts';
import { SERVER_FILES } from './server-files';


/** A compiled Lingui catalog from a .po file (every translated message). */
export function readCatalog(file: string, locale: string): Messages {
  const catalog = formatter().parse(readFileSync(file, 'utf8'), { locale, sourceLocale: 'en', filename: file });
  if (catalog instanceof Promise) throw new Error('@lingui/format-po parses asynchronously now: load the catalog at start-up with await.');
  const messages: Messages = {};
  for (const [id, entry] of Object.entries(catalog)) {
    if (!entry.obsolete && entry.translation) messages[id] = compileMessage(entry.translation);
  }
  return messages;
}

const nepali: Messages = { ...readCatalog(SERVER_FILES.nepaliConsoleCatalog, 'ne'), ...readCatalog(SERVER_FILES.nepaliCatalog, 'ne') };
const ne = setupI18n({ locale: 'ne', locales: ['ne-NP'], messages: { ne: nepali } });

/**
 * `text` (a contracts' message, English) in `locale`, its `{placeholders}` filled from `values`.
 * A text the catalog does not know (or English) is said as it is.
 */
export function translateMessage(text: string, locale: Locale, values?: Record<string, string>): string {
  if (locale === 'ne' && nepali[text] !== undefined) return ne._(text, values);
  return values ? fillTemplate(text, values) : text;
}
