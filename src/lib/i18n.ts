// Lingui set-up: English (source, default) and Nepali. Catalogs are .po files compiled by
// @lingui/vite-plugin and loaded with a dynamic import, so only the active language is fetched.
import { i18n, type Messages } from '@lingui/core';
import { readPrefs, writePrefs, type Language } from './prefs';
import { loadServerMessages } from './server-messages';

export { i18n };
export type Locale = Language;
export const LOCALES: readonly Locale[] = ['en', 'ne'];

/** The language the app starts in: the stored preference, English by default. */
export function initialLocale(): Locale {
  return readPrefs().language;
}

/** The active locale, or the preferred one while the catalog is still loading. */
export function currentLocale(): Locale {
  const active = i18n.locale;
  return active === 'en' || active === 'ne' ? active : initialLocale();
}

async function loadCatalog(locale: Locale): Promise<Messages> {
  const mod = locale === 'ne' ? await import('../../locales/ne/messages.po') : await import('../../locales/en/messages.po');
  return mod.messages;
}

/**
 * Intl locales for Lingui's number and plural formatting (`#` in plurals). Nepali asks for
 * Devanagari digits explicitly: some Chromium builds lack `ne` locale data.
 */
export const INTL_LOCALES: Record<Locale, string[]> = {
  en: ['en-IN'],
  ne: ['ne-NP-u-nu-deva', 'en-IN-u-nu-deva'],
};

export async function activateLocale(locale: Locale): Promise<void> {
  const [messages] = await Promise.all([loadCatalog(locale), loadServerMessages(locale)]);
  i18n.loadAndActivate({ locale, locales: INTL_LOCALES[locale], messages });
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

/** Store the language and reload the page (spec 2: "Choosing one stores the choice and reloads"). */
export function setLanguage(locale: Locale): void {
  writePrefs({ language: locale });
  window.location.reload();
}
