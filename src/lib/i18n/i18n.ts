// Lingui set-up: English (source, default) and Nepali, only the active language is fetched.
//
// In the built app a first screen gets a catalog with just its own messages (build/first-load.ts
// makes one per budgeted route and puts the map, and a preload of the right one, in index.html);
// the full catalog loads before any other page is shown (the root route's beforeLoad), with any
// lazily loaded part of the shell (withFullCatalog), or at once if a message is missing.
// In development and tests the .po catalogs are imported whole (@lingui/vite-plugin compiles them).
import { i18n, type Messages } from '@lingui/core';
import { hasSession } from '../auth/auth';
import { readPrefs, writePrefs, type Language } from '../settings/prefs';

export { i18n };
export type Locale = Language;

/** Written into index.html by the build (build/first-load.ts). */
type CatalogMap = {
  full: Record<string, string>;
  routes: { path: string; catalogs: Record<string, string> }[];
};

declare global {
  interface Window {
    __SWASTHYA_I18N__?: CatalogMap;
  }
}

/** The language the app starts in: the stored preference, English by default. */
export function initialLocale(): Locale {
  return readPrefs().language;
}

/** The active locale, or the preferred one while the catalog is still loading. */
export function currentLocale(): Locale {
  const active = i18n.locale;
  return active === 'en' || active === 'ne' ? active : initialLocale();
}

/**
 * Intl locales for Lingui's number and plural formatting (`#` in plurals). Nepali asks for
 * Devanagari digits explicitly: some Chromium builds lack `ne` locale data.
 */
export const INTL_LOCALES: Record<Locale, string[]> = {
  en: ['en-IN'],
  ne: ['ne-NP-u-nu-deva', 'en-IN-u-nu-deva'],
};

/** Paths the loaded catalog has every message for: all of them, or one first screen's. */
let covered: 'all' | RegExp = 'all';
let fullCatalog: Promise<void> | undefined;

const catalogMap = (): CatalogMap | undefined => (typeof window === 'undefined' ? undefined : window.__SWASTHYA_I18N__);

async function importCatalog(url: string | undefined): Promise<Messages> {
  if (!url) throw new Error('No message catalog for this language.');
  const mod = (await import(/* @vite-ignore */ url)) as { messages: Messages };
  return mod.messages;
}

async function loadStartCatalog(locale: Locale): Promise<Messages> {
  const map = catalogMap();
  if (!map) {
    if (import.meta.env.DEV) {
      const mod = locale === 'ne' ? await import('../../../locales/ne/messages.po') : await import('../../../locales/en/messages.po');
      return mod.messages;
    }
    throw new Error('index.html carries no message catalogs.');
  }
  // A signed-in device opens on the dashboard and its own pages: it takes the full catalog.
  const route = hasSession() ? undefined : map.routes.find((r) => new RegExp(r.path).test(window.location.pathname));
  covered = route ? new RegExp(route.path) : 'all';
  return importCatalog(route ? route.catalogs[locale] : map.full[locale]);
}

/** Loads the full catalog of the active language (once); resolves at once when it is there. */
export function loadFullCatalog(): Promise<void> {
  if (covered === 'all') return Promise.resolve();
  fullCatalog ??= importCatalog(catalogMap()?.full[currentLocale()]).then(
    (messages) => {
      covered = 'all';
      // Merges into the active catalog and re-renders what is on screen.
      i18n.load(currentLocale(), messages);
    },
    (err: unknown) => {
      fullCatalog = undefined; // offline: try again on the next navigation
      throw err;
    },
  );
  return fullCatalog;
}

/**
 * The shared contracts' texts (validation and server messages, contracts/message-texts.ts and
 * contracts/*-messages.ts, English keys) in the app's language. Each English text is its own message
 * id (marked with an `i18n` comment for `lingui extract`) and its Nepali is in
 * locales/ne/messages.po with every other message, so it comes with the Nepali full catalog. A first
 * screen's catalog holds only the ids its code names, none of these: its form asks for the full
 * catalog when first typed in (loadServerMessages). English is the key: said as it is.
 */
export function loadServerMessages(locale: Locale): Promise<void> {
  return locale === 'ne' ? loadFullCatalog() : Promise.resolve();
}

/** `text` in `locale` (as it is in English, or while the full Nepali catalog is not loaded yet). */
export function translateMessage(text: string, locale: Locale): string {
  if (locale === 'en' || i18n.locale !== locale || i18n.messages[text] === undefined) return text;
  return i18n._(text);
}

/** For the root route's beforeLoad: a page outside the loaded first screen waits for the full catalog. */
export function ensureCatalogFor(pathname: string): Promise<void> | undefined {
  if (covered === 'all' || covered.test(pathname)) return undefined;
  return loadFullCatalog();
}

/** A lazily loaded module whose UI needs messages beyond the first screen's (menus, panels, toasts). */
export function withFullCatalog<T>(module: Promise<T>): Promise<T> {
  return Promise.all([module, loadFullCatalog()]).then(([m]) => m);
}

export async function activateLocale(locale: Locale): Promise<void> {
  // The full catalog carries the contracts' texts too (translateMessage below); a first screen's
  // does not (the sign-in page asks for the full one when its form is used).
  const messages = await loadStartCatalog(locale);
  i18n.loadAndActivate({ locale, locales: INTL_LOCALES[locale], messages });
  // Anything the first screen's catalog lacks (it should not happen: the build derives it from
  // the code) brings the full one, and the text shows as soon as it is there.
  if (covered !== 'all') i18n.on('missing', () => void loadFullCatalog().catch(() => undefined));
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

/** Store the language and reload the page (spec 2: "Choosing one stores the choice and reloads"). */
export function setLanguage(locale: Locale): void {
  writePrefs({ language: locale });
  window.location.reload();
}
