// The shared contracts' texts (contracts/message-texts.ts: validation and server messages, English
// keys) in the app's language. The Nepali tables are a chunk of their own, loaded with the Nepali
// full catalog (activateLocale, loadFullCatalog) or, on a first screen's form, when the form is
// first used: an English page never downloads them, and a Nepali first screen only when typed in.
import type { Locale } from '@contracts/message-texts';

let translate: ((text: string, locale: Locale) => string) | undefined;
let loading: Promise<void> | undefined;

export function loadServerMessages(locale: Locale): Promise<void> {
  if (locale !== 'ne' || translate) return Promise.resolve();
  loading ??= import('@contracts/messages').then(
    (mod) => {
      translate = mod.translateMessage;
    },
    (err: unknown) => {
      loading = undefined; // offline: try again next time
      throw err;
    },
  );
  return loading;
}

/** `text` in `locale` (English when the Nepali tables are not loaded, which only a failed load leaves). */
export function translateMessage(text: string, locale: Locale): string {
  return locale === 'ne' && translate ? translate(text, locale) : text;
}
