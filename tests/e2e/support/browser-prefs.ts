// A browser context with the app's stored preferences (language, theme) set before any page runs.
import type { Browser, BrowserContext } from 'playwright-core';
import { phoneContext } from '../browser';
import type { TestLocale } from './i18n';

export async function appContext(
  browser: Browser,
  opts: { locale: TestLocale; theme?: 'light' | 'dark'; width?: number },
): Promise<BrowserContext> {
  const context = await phoneContext(browser, { locale: opts.locale === 'ne' ? 'ne-NP' : 'en-US', width: opts.width });
  const prefs = JSON.stringify({ theme: opts.theme ?? 'light', language: opts.locale });
  await context.addInitScript((value) => {
    // Only before the app has stored anything itself, so in-app choices survive reloads.
    if (!localStorage.getItem('swasthya.prefs')) localStorage.setItem('swasthya.prefs', value);
  }, prefs);
  return context;
}
