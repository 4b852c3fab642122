// The shell journeys' helpers (shell.spec.ts, shell-signed-in.spec.ts): contexts opened at a width
// with stored preferences, the first paint's theme and language, focus by keyboard, sign-in, and
// the searches a page makes.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, type StackInfo } from '../fixtures';
import { adminAuth } from './accounts';
import { ui, type TestLocale } from './i18n';

export type Prefs = { theme: 'light' | 'dark'; language: TestLocale };
export type SearchResult = { id: string; firstName: string; lastName: string; mainSpecialization: string };

/**
 * A context at `width`, with the device's stored preferences (if given) set before any page runs,
 * and the theme and language that <html> had when the DOM was first complete (no-flash check).
 */
export async function open(browser: Browser, appUrl: string, width: number, prefs?: Prefs): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: appUrl,
    viewport: { width, height: width < 720 ? 740 : 800 },
    locale: prefs?.language === 'ne' ? 'ne-NP' : 'en-US',
    timezoneId: 'Asia/Kathmandu',
    deviceScaleFactor: width < 720 ? 2 : 1,
  });
  if (prefs) {
    await context.addInitScript((value) => {
      if (!localStorage.getItem('swasthya.prefs')) localStorage.setItem('swasthya.prefs', value);
    }, JSON.stringify(prefs));
  }
  await context.addInitScript(() => {
    const w = window as unknown as Record<string, unknown>;
    // The first moment <body> exists (before anything could paint), and DOMContentLoaded.
    new MutationObserver((_, observer) => {
      if (!document.body) return;
      w['__bodyTheme'] = document.documentElement.getAttribute('data-theme');
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
    document.addEventListener('DOMContentLoaded', () => {
      w['__dcl'] = { theme: document.documentElement.getAttribute('data-theme'), lang: document.documentElement.lang };
    });
  });
  return { context, page: await context.newPage() };
}

export async function firstPaint(page: Page): Promise<{ bodyTheme: string | null; theme: string | null; lang: string }> {
  return page.evaluate(() => {
    const w = window as unknown as Record<string, unknown>;
    const dcl = w['__dcl'] as { theme: string | null; lang: string };
    return { bodyTheme: w['__bodyTheme'] as string | null, ...dcl };
  });
}


/** The focused element: tag, accessible-ish name, and whether it draws a focus outline. */
export async function focused(page: Page): Promise<{ tag: string; name: string; id: string; outline: string; expanded: string | null }> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el) return { tag: '', name: '', id: '', outline: 'none', expanded: null };
    const style = getComputedStyle(el);
    return {
      tag: el.tagName.toLowerCase(),
      name: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim(),
      id: el.id,
      outline: style.outlineStyle === 'none' || style.outlineWidth === '0px' ? 'none' : style.outlineStyle,
      expanded: el.getAttribute('aria-expanded'),
    };
  });
}

export async function tab(page: Page, times = 1) {
  for (let i = 0; i < times; i += 1) await page.keyboard.press('Tab');
  return focused(page);
}

/**
 * Signed in (the fixtures' session, support/session.ts) on /home, the top bar's account menu shown. The
 * e-mail is verified first, as the demo patient's is (no verification banner, which repeats the address).
 */
export async function signInTo(page: Page, signInAs: (page: Page, email: string) => Promise<void>, stack: StackInfo, email: string, locale: TestLocale = 'en'): Promise<void> {
  const auth = adminAuth(stack.emulatorHost);
  await auth.updateUser((await auth.getUserByEmail(email)).uid, { emailVerified: true });
  await signInAs(page, email);
  await expect(page.getByRole('button', { name: ui(locale, 'Account menu') })).toBeVisible();
}

/** Every search-doctors request the page makes, as its `search` value. */
export function recordSearches(page: Page): string[] {
  const searches: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/v1/upn/search-doctors') searches.push(url.searchParams.get('search') ?? '');
  });
  return searches;
}
