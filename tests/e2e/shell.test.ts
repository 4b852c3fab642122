// The app shell, end to end against the real stack: the top-bar search (spec 5), theme and language
// that survive a reload without a flash, the shell by keyboard alone, the signed-in top bar (bell,
// avatar menu with the dark-mode switch and the language choice), axe, and screenshots.
import { mkdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DEMO_PATIENT } from '../../server/db/seed/demo-account';
import { launchBrowser } from './browser';
import { apiKeyOf, idTokenFor, savePreferences } from './support/accounts';
import { ui, type TestLocale } from './support/i18n';
import { expectNoAxeViolations } from './support/axe';

const appUrl = inject('appUrl');
const emulatorHost = inject('e2eAuthEmulatorHost');
const SCREENSHOTS = 'tests/output/screenshots';
const DEMO = { email: DEMO_PATIENT.email, password: DEMO_PATIENT.password };

type Prefs = { theme: 'light' | 'dark'; language: TestLocale };
type SearchResult = { id: string; firstName: string; lastName: string; mainSpecialization: string };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  await mkdir(SCREENSHOTS, { recursive: true });
});
afterAll(async () => {
  // The demo patient is shared with the other journeys: leave the defaults behind.
  await savePreferences(appUrl, emulatorHost, DEMO, { theme: 'light', language: 'en' }).catch(() => undefined);
  await browser?.close();
});

/**
 * A context at `width`, with the device's stored preferences (if given) set before any page runs,
 * and the theme and language that <html> had when the DOM was first complete (no-flash check).
 */
async function open(width: number, prefs?: Prefs): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
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

async function firstPaint(page: Page): Promise<{ bodyTheme: string | null; theme: string | null; lang: string }> {
  return page.evaluate(() => {
    const w = window as unknown as Record<string, unknown>;
    const dcl = w['__dcl'] as { theme: string | null; lang: string };
    return { bodyTheme: w['__bodyTheme'] as string | null, ...dcl };
  });
}

const htmlTheme = (page: Page) => page.evaluate(() => document.documentElement.getAttribute('data-theme'));
const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

/** The focused element: tag, accessible-ish name, and whether it draws a focus outline. */
async function focused(page: Page): Promise<{ tag: string; name: string; id: string; outline: string; expanded: string | null }> {
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

async function tab(page: Page, times = 1) {
  for (let i = 0; i < times; i += 1) await page.keyboard.press('Tab');
  return focused(page);
}

async function signIn(page: Page, locale: TestLocale = 'en'): Promise<void> {
  await page.goto(`${appUrl}/signin`);
  await page.locator('input[name="email"]').fill(DEMO.email);
  await page.locator('input[name="password"]').fill(DEMO.password);
  await page.getByRole('button', { name: ui(locale, 'Sign in'), exact: true }).click();
  await page.waitForURL('**/home');
  await page.getByRole('button', { name: ui(locale, 'Account menu') }).waitFor();
}


/** Every search-doctors request the page makes, as its `search` value. */
function recordSearches(page: Page): string[] {
  const searches: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/v1/upn/search-doctors') searches.push(url.searchParams.get('search') ?? '');
  });
  return searches;
}

describe('top-bar search (spec 5)', () => {
  it('a guest types part of a specialization and sees live matches; Enter opens the find page', async () => {
    const { context, page } = await open(1280);
    const searches = recordSearches(page);
    await page.goto(appUrl);
    const box = page.getByRole('combobox', { name: 'Search doctors' });
    await box.click();
    // Characters outside the rule are dropped as typed.
    const responded = page.waitForResponse((r) => r.url().includes('/api/v1/upn/search-doctors') && r.status() === 200);
    await page.keyboard.type(' cardi@#o ', { delay: 40 });
    expect(await box.inputValue()).toBe(' cardio ');
    const response = await responded;
    // One request, after the debounce, with the trimmed text.
    expect(searches).toEqual(['cardio']);
    const matches = ((await response.json()) as { data: SearchResult[] }).data;
    expect(matches.length).toBeGreaterThan(0);
    const listbox = page.getByRole('listbox', { name: 'Matching doctors' });
    await listbox.waitFor();
    const first = matches[0]!;
    const option = listbox.getByRole('option').first();
    expect(await option.getAttribute('href')).toBe(`/find/doctors/${first.id}`);
    expect(await option.innerText()).toContain(`${first.firstName} ${first.lastName}`);
    expect(await option.innerText()).toContain(first.mainSpecialization);
    expect(await box.getAttribute('aria-expanded')).toBe('true');

    // A press outside closes the popup; typing opens it again.
    await page.mouse.click(900, 600);
    await listbox.waitFor({ state: 'detached' });
    await box.press('End');
    await page.keyboard.press('Backspace');
    await listbox.waitFor();

    await box.press('Enter');
    await page.waitForURL('**/find/doctors?query=cardio');
    await listbox.waitFor({ state: 'detached' });
    expect(new URL(page.url()).searchParams.get('query')).toBe('cardio');
    await context.close();
  });

  it('sends nothing for whitespace; Enter on an empty box opens plain /find/doctors', async () => {
    const { context, page } = await open(1280);
    const searches = recordSearches(page);
    await page.goto(appUrl);
    const box = page.getByRole('combobox', { name: 'Search doctors' });
    await box.waitFor();
    // The page's clock, not a real wait: past the 500 ms debounce, the spaces have sent nothing,
    // while a letter is searched.
    await page.clock.install();
    await box.fill('   ');
    await page.clock.runFor(900);
    expect(searches).toEqual([]);
    await page.getByText("Type a doctor's name or a specialization.").waitFor();
    await box.fill('k');
    await Promise.all([page.waitForResponse((r) => r.url().includes('/api/v1/upn/search-doctors')), page.clock.runFor(900)]);
    expect(searches).toEqual(['k']);
    await box.fill('   ');
    await box.press('Enter');
    await page.waitForURL((url) => url.pathname === '/find/doctors' && url.search === '');
    await context.close();
  });

  it("shows 'No results found' when nothing matches", async () => {
    const { context, page } = await open(1280);
    await page.goto(appUrl);
    await page.getByRole('combobox', { name: 'Search doctors' }).fill('qqqqzzzzxxxx');
    await page.getByText('No results found').first().waitFor();
    await context.close();
  });

  it('on a phone the search icon opens a popup with its own input; arrow keys and Enter open a doctor', async () => {
    const { context, page } = await open(360);
    await page.goto(appUrl);
    await page.getByRole('button', { name: 'Search doctors' }).click();
    const box = page.getByRole('combobox', { name: 'Search doctors' });
    await box.waitFor();
    expect(await focused(page)).toMatchObject({ tag: 'input' });
    const responded = page.waitForResponse((r) => r.url().includes('search-doctors?search=card') && r.ok());
    await page.keyboard.type('card');
    const matches = ((await (await responded).json()) as { data: SearchResult[] }).data;
    await page.getByRole('option').first().waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/find/doctors/${matches[0]!.id}`);
    await context.close();
  });
});

describe('theme and language', () => {
  it('survive a reload, applied before the first paint (no flash)', async () => {
    const { context, page } = await open(360);
    await page.goto(appUrl);
    expect(await firstPaint(page)).toEqual({ bodyTheme: 'light', theme: 'light', lang: 'en' });

    await page.getByRole('group', { name: 'Theme' }).getByRole('button', { name: 'Dark' }).click();
    expect(await htmlTheme(page)).toBe('dark');
    await page.reload();
    expect(await firstPaint(page)).toEqual({ bodyTheme: 'dark', theme: 'dark', lang: 'en' });

    // Choosing a language stores it and reloads the page in it.
    await Promise.all([
      page.waitForEvent('load'),
      page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'नेपाली' }).click(),
    ]);
    await page.getByRole('link', { name: ui('ne', 'Login') }).waitFor();
    expect(await firstPaint(page)).toEqual({ bodyTheme: 'dark', theme: 'dark', lang: 'ne' });
    await page.reload();
    await page.getByRole('link', { name: ui('ne', 'Sign Up') }).waitFor();
    expect(await firstPaint(page)).toEqual({ bodyTheme: 'dark', theme: 'dark', lang: 'ne' });
    await context.close();
  });
});

describe('the language switch on a phone', () => {
  it('is the first thing in the menu, for a guest, and switches to Nepali and back', async () => {
    const { context, page } = await open(360, { theme: 'light', language: 'en' });
    await page.goto(`${appUrl}/find/doctors`);
    await page.getByRole('button', { name: 'Menu' }).click();
    const group = page.getByRole('navigation', { name: 'Main menu' }).getByRole('group', { name: 'Language' });
    const box = (await group.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(740);
    expect(await group.getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('true');
    await Promise.all([page.waitForEvent('load'), group.getByRole('button', { name: 'नेपाली' }).click()]);
    await page.getByRole('link', { name: ui('ne', 'Sign Up') }).waitFor();
    expect(await htmlLang(page)).toBe('ne');
    await page.getByRole('button', { name: ui('ne', 'Menu') }).click();
    const neGroup = page.getByRole('navigation', { name: ui('ne', 'Main menu') }).getByRole('group', { name: ui('ne', 'Language') });
    await Promise.all([page.waitForEvent('load'), neGroup.getByRole('button', { name: 'English' }).click()]);
    await page.getByRole('link', { name: 'Sign Up' }).waitFor();
    expect(await htmlLang(page)).toBe('en');
    await context.close();
  });
});

describe('keyboard alone', () => {
  it('on a phone: skip link, menu button, the slide-down menu (Enter opens, Esc closes, focus returns), search', async () => {
    const { context, page } = await open(360);
    await page.goto(appUrl);
    await page.getByRole('heading', { level: 1 }).first().waitFor();

    expect(await tab(page)).toMatchObject({ tag: 'a', name: 'Skip to main content' });
    await page.keyboard.press('Enter');
    expect(await focused(page)).toMatchObject({ id: 'main' });

    await page.reload();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await tab(page);
    const menuButton = await tab(page);
    expect(menuButton).toMatchObject({ tag: 'button', name: 'Menu', expanded: 'false' });
    expect(menuButton.outline).not.toBe('none');
    await page.keyboard.press('Enter');
    expect(await focused(page)).toMatchObject({ tag: 'a', name: 'Home' });
    expect(await page.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe('true');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    expect(await menu.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
    expect(await tab(page)).toMatchObject({ name: 'Appointments' });
    await page.keyboard.press('Escape');
    expect(await focused(page)).toMatchObject({ tag: 'button', name: 'Menu', expanded: 'false' });
    await menu.waitFor({ state: 'hidden' });

    // Open again and follow a link with Enter.
    await page.keyboard.press('Enter');
    await tab(page, 12);
    expect(await focused(page)).toMatchObject({ name: 'Feature Request' });
    await page.keyboard.press('Enter');
    await page.waitForURL('**/feature-request');
    expect(await page.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe('false');

    // The search icon, by keyboard.
    await page.keyboard.press('Shift+Tab'); // from <main> back into the top bar
    let guard = 0;
    while ((await focused(page)).name !== 'Search doctors' && guard++ < 8) await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    // The search itself loads when first used (a guest who never searches does not download it).
    await expect.poll(() => focused(page)).toMatchObject({ tag: 'input' });
    await page.keyboard.press('Escape');
    expect(await focused(page)).toMatchObject({ tag: 'button', name: 'Search doctors' });
    await context.close();
  });

  it('on a large screen: skip link, logo, type selector, search, Login/Sign Up, sidebar toggle and menu', async () => {
    const { context, page } = await open(1280);
    await page.goto(`${appUrl}/find/doctors`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await tab(page)).toMatchObject({ name: 'Skip to main content' });
    expect(await tab(page)).toMatchObject({ name: 'Swasthya, home' });
    const type = await tab(page);
    expect(type).toMatchObject({ tag: 'button', name: 'Find: Doctors', expanded: 'false' });
    expect(type.outline).not.toBe('none');
    expect(await tab(page)).toMatchObject({ tag: 'input' });
    expect(await tab(page)).toMatchObject({ name: 'Show search results' });
    expect(await tab(page)).toMatchObject({ name: 'Login' });
    expect(await tab(page)).toMatchObject({ name: 'Sign Up' });
    expect(await tab(page)).toMatchObject({ name: 'Collapse menu', expanded: 'true' });
    expect(await tab(page)).toMatchObject({ name: 'Home' });

    // The professional-type selector: Enter opens it, Tab reaches the types, Enter follows one.
    await page.getByRole('button', { name: 'Find: Doctors' }).focus();
    await page.keyboard.press('Enter');
    expect(await tab(page)).toMatchObject({ name: 'Doctors' });
    expect(await tab(page)).toMatchObject({ name: 'Pharmacies' });
    await page.keyboard.press('Enter');
    await page.waitForURL('**/find/pharmacies');
    await page.getByRole('button', { name: 'Find: Pharmacies' }).waitFor();

    // The sidebar collapses to icons with its toggle; names stay.
    await page.getByRole('button', { name: 'Collapse menu' }).press('Enter');
    await page.getByRole('button', { name: 'Expand menu' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Family' }).isVisible()).toBe(true);
    await context.close();
  });

  it('the sidebar expands by itself at 1200 px', async () => {
    const { context, page } = await open(1100);
    await page.goto(`${appUrl}/find/doctors`);
    const toggle = page.locator('button[aria-controls="sidebar-nav"]');
    await toggle.waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await page.setViewportSize({ width: 1240, height: 800 });
    await page.waitForFunction(() => document.querySelector('button[aria-controls="sidebar-nav"]')?.getAttribute('aria-expanded') === 'true');
    await page.setViewportSize({ width: 800, height: 800 });
    await page.getByRole('button', { name: 'Menu' }).waitFor();
    await context.close();
  });
});

describe('signed in as the demo patient', () => {
  it('shows the bell with the unread count and the avatar menu with name and e-mail; the dark-mode switch and the language choice are kept on the server', async () => {
    await savePreferences(appUrl, emulatorHost, DEMO, { theme: 'light', language: 'en' });
    const { context, page } = await open(1280);
    const unreadResponse = page.waitForResponse((r) => r.url().includes('/api/v1/patient/notifications/get') && r.ok());
    await signIn(page);
    const unread = ((await (await unreadResponse).json()) as { data: { summary: { unread: number } } }).data.summary.unread;
    const bell = page.getByRole('button', { name: unread > 0 ? `Notifications, ${unread} unread` : 'Notifications', exact: true });
    await bell.waitFor();
    expect(await bell.getByTestId('unread-badge').count()).toBe(unread > 0 ? 1 : 0);
    expect(await page.getByRole('link', { name: 'Login' }).count()).toBe(0);
    expect(await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByText(`${DEMO_PATIENT.firstName} ${DEMO_PATIENT.lastName}`, { exact: true }).waitFor();
    await page.getByText(DEMO_PATIENT.email, { exact: true }).waitFor();
    expect(await page.getByRole('banner').getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/settings/profile');

    // Dark mode: at once, and PUT to the server.
    const dark = page.getByRole('switch', { name: 'Dark mode' });
    expect(await dark.getAttribute('aria-checked')).toBe('false');
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/v1/patient/user/preferences') && r.request().method() === 'PUT');
    await dark.click();
    expect(await htmlTheme(page)).toBe('dark');
    expect(await dark.getAttribute('aria-checked')).toBe('true');
    expect((await saved).ok()).toBe(true);

    // Another device (nothing stored locally): the server's value wins after sign-in.
    await page.evaluate(() => localStorage.removeItem('swasthya.prefs'));
    await page.reload();
    await page.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'dark');

    // Language: stored, saved, and the page reloads in Nepali.
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('button', { name: /^Language/ }).click();
    // The avatar menu's group comes first in the page (the footer has one too).
    const menuLanguages = (locale: TestLocale) => page.getByRole('group', { name: ui(locale, 'Language'), exact: true }).first();
    await Promise.all([page.waitForEvent('load'), menuLanguages('en').getByRole('button', { name: 'नेपाली' }).click()]);
    await page.getByRole('button', { name: ui('ne', 'Account menu') }).waitFor();
    expect(await htmlLang(page)).toBe('ne');
    expect(await firstPaint(page)).toMatchObject({ bodyTheme: 'dark', lang: 'ne' });
    const token = await idTokenFor(emulatorHost, DEMO.email, DEMO.password);
    const stored = await fetch(`${appUrl}/api/v1/patient/user/preferences`, {
      headers: { authorization: `Bearer ${token}`, 'x-api-key': await apiKeyOf(appUrl), accept: 'application/json' },
    });
    expect(((await stored.json()) as { data: Prefs }).data).toMatchObject({ theme: 'dark', language: 'ne' });

    // Back to English and light, by the same menu, then Logout → /signin.
    await page.getByRole('button', { name: ui('ne', 'Account menu') }).click();
    await page.getByRole('switch', { name: ui('ne', 'Dark mode') }).click();
    expect(await htmlTheme(page)).toBe('light');
    await page.getByRole('button', { name: new RegExp(`^${ui('ne', 'Language')}`) }).click();
    await Promise.all([page.waitForEvent('load'), menuLanguages('ne').getByRole('button', { name: 'English' }).click()]);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/signin**');
    await page.getByRole('link', { name: 'Login' }).waitFor();
    await context.close();
  });

  it('nothing is cut off: the bell panel and notification settings on a phone, every sidebar item at 1280 × 800', async () => {
    await savePreferences(appUrl, emulatorHost, DEMO, { theme: 'light', language: 'en' });
    const phone = await open(360);
    await signIn(phone.page);
    await phone.page.getByRole('button', { name: /^Notifications/ }).click();
    const panel = phone.page.getByTestId('notifications-panel');
    await panel.waitFor();
    const box = (await panel.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);

    await phone.page.goto(`${appUrl}/settings/notifications`);
    const whatsapp = phone.page.getByRole('switch', { name: 'Announcements: WhatsApp' });
    await whatsapp.waitFor();
    const label = phone.page.locator('label', { has: whatsapp });
    expect(await label.innerText()).toBe('WhatsApp');
    const labelBox = (await label.boundingBox())!;
    expect(labelBox.x + labelBox.width).toBeLessThanOrEqual(360);
    await phone.context.close();

    const laptop = await open(1280);
    await signIn(laptop.page);
    const items = laptop.page.getByRole('navigation', { name: 'Main menu' }).getByRole('link');
    const last = (await items.last().boundingBox())!;
    expect(last.y + last.height).toBeLessThanOrEqual(800);
    await laptop.context.close();
  });
});

describe('accessibility and screenshots', () => {
  it.each([360, 1280])('axe finds no violations on /, /find/doctors and /home at %i px', async (width) => {
    const { context, page } = await open(width, { theme: 'light', language: 'en' });
    await page.goto(appUrl);
    await page.locator('a[href^="/find/doctors/"]').first().waitFor();
    await expectNoAxeViolations(page, `/ at ${width}`);
    if (width < 720) {
      await page.getByRole('button', { name: 'Menu' }).click();
      await expectNoAxeViolations(page, `/ with the menu open at ${width}`);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Search doctors' }).click();
    }
    await page.getByRole('combobox', { name: 'Search doctors' }).fill('card');
    await page.getByRole('option').first().waitFor();
    await expectNoAxeViolations(page, `/ with the search popup at ${width}`);

    await page.goto(`${appUrl}/find/doctors`);
    await page.locator('a[href^="/find/doctors/"]').first().waitFor();
    await expectNoAxeViolations(page, `/find/doctors at ${width}`);

    await savePreferences(appUrl, emulatorHost, DEMO, { theme: 'light', language: 'en' });
    await signIn(page);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await expectNoAxeViolations(page, `/home at ${width}`);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('switch').waitFor();
    await expectNoAxeViolations(page, `/home with the avatar menu at ${width}`);
    await context.close();
  });

  it('axe finds no violations in dark mode and in Nepali', async () => {
    const { context, page } = await open(360, { theme: 'dark', language: 'ne' });
    await page.goto(appUrl);
    await page.locator('a[href^="/find/doctors/"]').first().waitFor();
    await expectNoAxeViolations(page, '/ dark, Nepali');
    await context.close();
  });

  it('saves screenshots of / and /home in en/ne, light/dark, 360/1280 px', async () => {
    for (const width of [360, 1280]) {
      for (const language of ['en', 'ne'] as const) {
        for (const theme of ['light', 'dark'] as const) {
          const { context, page } = await open(width, { theme, language });
          await page.goto(appUrl);
          await page.locator('a[href^="/find/doctors/"]').first().waitFor();
          await page.screenshot({ path: `${SCREENSHOTS}/shell-home-page-${language}-${theme}-${width}.png` });
          await context.close();
        }
      }
    }
    // /home: the server's preferences win after sign-in, so store each combination there too.
    for (const width of [360, 1280]) {
      await savePreferences(appUrl, emulatorHost, DEMO, { theme: 'light', language: 'en' });
      const { context, page } = await open(width, { theme: 'light', language: 'en' });
      await signIn(page);
      for (const language of ['en', 'ne'] as const) {
        for (const theme of ['light', 'dark'] as const) {
          await savePreferences(appUrl, emulatorHost, DEMO, { theme, language });
          await page.evaluate((value) => localStorage.setItem('swasthya.prefs', value), JSON.stringify({ theme, language }));
          await page.reload();
          await page.getByRole('button', { name: ui(language, 'Account menu') }).waitFor();
          await page.getByRole('heading', { level: 1 }).first().waitFor();
          expect(await htmlTheme(page)).toBe(theme);
          await page.screenshot({ path: `${SCREENSHOTS}/shell-dashboard-${language}-${theme}-${width}.png` });
        }
      }
      await context.close();
    }
    await savePreferences(appUrl, emulatorHost, DEMO, { theme: 'light', language: 'en' });
  }, 240_000);
});
