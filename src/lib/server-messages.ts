// The shared contracts' texts (contracts/message-texts.ts: validation and server messages, English
// keys) in the app's language. The Nepali tables are a chunk of their own, loaded with the Nepali
// catalog (activateLocale): an English page never downloads them.
import type { Locale } from '../../contracts/message-texts';

let translate: ((text: string, locale: Locale) => string) | undefined;

export async function loadServerMessages(locale: Locale): Promise<void> {
  if (locale !== 'ne' || translate) return;
  translate = (await import('../../contracts/messages')).translateMessage;
}

/** `text` in `locale` (English when the Nepali tables are not loaded, which only a failed load leaves). */
export function translateMessage(text: string, locale: Locale): string {
  return locale === 'ne' && translate ? translate(text, locale) : text;
}
