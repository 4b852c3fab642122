// The app shell, end to end against the real stack: the top-bar search (spec 5), theme and language
// that survive a reload without a flash, the shell by keyboard alone, the signed-in top bar (bell,
// avatar menu with the dark-mode switch and the language choice), axe, and screenshots.
// Each test opens its own contexts at the widths it needs (open()); the signed-in tests each have
// their own patient, since they change the patient's stored theme and language.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test, type StackInfo } from './fixtures';
import { adminAuth, apiKeyOf, closeAdmin, idTokenFor, savePreferences } from './support/accounts';
import { ui, type TestLocale } from './support/i18n';

const SCREENSHOTS = 'tests/output/screenshots';

test.afterAll(async () => {
  await closeAdmin();
});

type Prefs = { theme: 'light' | 'dark'; language: TestLocale };
type SearchResult = { id: string; firstName: string; lastName: string; mainSpecialization: string };

/**
 * A context at `width`, with the device's stored preferences (if given) set before any page runs,
 * and the theme and language that <html> had when the DOM was first complete (no-flash check).
 */
async function open(browser: Browser, appUrl: string, width: number, prefs?: Prefs): Promise<{ context: BrowserContext; page: Page }> {
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

async function firstPaint(page: Page): Promise<{ bodyTheme: string | null; theme: string | null; lang: string }> {
  return page.evaluate(() => {
    const w = window as unknown as Record<string, unknown>;
    const dcl = w['__dcl'] as { theme: string | null; lang: string };
    return { bodyTheme: w['__bodyTheme'] as string | null, ...dcl };
  });
}


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

/**
 * Signed in (the fixtures' session, support/session.ts) on /home, the top bar's account menu shown. The
 * e-mail is verified first, as the demo patient's is (no verification banner, which repeats the address).
 */
async function signInTo(page: Page, signInAs: (page: Page, email: string) => Promise<void>, stack: StackInfo, email: string, locale: TestLocale = 'en'): Promise<void> {
  const auth = adminAuth(stack.emulatorHost);
  await auth.updateUser((await auth.getUserByEmail(email)).uid, { emailVerified: true });
  await signInAs(page, email);
  await expect(page.getByRole('button', { name: ui(locale, 'Account menu') })).toBeVisible();
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

test.describe('top-bar search (spec 5)', () => {
  test('a guest types part of a specialization and sees live matches; Enter opens the find page', async ({ browser, stack }) => {
    const { context, page } = await open(browser, stack.appUrl, 1280);
    const searches = recordSearches(page);
    await page.goto('/');
    const box = page.getByRole('combobox', { name: 'Search doctors' });
    await box.click();
    // Characters outside the rule are dropped as typed.
    const responded = page.waitForResponse((r) => r.url().includes('/api/v1/upn/search-doctors') && r.status() === 200);
    await page.keyboard.type(' cardi@#o ', { delay: 40 });
    await expect(box).toHaveValue(' cardio ');
    const response = await responded;
    // One request, after the debounce, with the trimmed text.
    expect(searches).toEqual(['cardio']);
    const matches = ((await response.json()) as { data: SearchResult[] }).data;
    expect(matches.length).toBeGreaterThan(0);
    const listbox = page.getByRole('listbox', { name: 'Matching doctors' });
    await expect(listbox).toBeVisible();
    const first = matches[0]!;
    const option = listbox.getByRole('option').first();
    await expect(option).toHaveAttribute('href', `/find/doctors/${first.id}`);
    await expect(option).toContainText(`${first.firstName} ${first.lastName}`);
    await expect(option).toContainText(first.mainSpecialization);
    await expect(box).toHaveAttribute('aria-expanded', 'true');

    // A press outside closes the popup; typing opens it again.
    await page.mouse.click(900, 600);
    await expect(listbox).toHaveCount(0);
    await box.press('End');
    await page.keyboard.press('Backspace');
    await expect(listbox).toBeVisible();

    await box.press('Enter');
    await page.waitForURL('**/find/doctors?query=cardio');
    await expect(listbox).toHaveCount(0);
    expect(new URL(page.url()).searchParams.get('query')).toBe('cardio');
    await context.close();
  });

  test('sends nothing for whitespace; Enter on an empty box opens plain /find/doctors', async ({ browser, stack }) => {
    const { context, page } = await open(browser, stack.appUrl, 1280);
    const searches = recordSearches(page);
    await page.goto('/');
    const box = page.getByRole('combobox', { name: 'Search doctors' });
    await expect(box).toBeVisible();
    // The page's clock, not a real wait: past the 500 ms debounce, the spaces have sent nothing,
    // while a letter is searched.
    await page.clock.install();
    await box.fill('   ');
    await page.clock.runFor(900);
    expect(searches).toEqual([]);
    await expect(page.getByText("Type a doctor's name or a specialization.")).toBeVisible();
    await box.fill('k');
    await Promise.all([page.waitForResponse((r) => r.url().includes('/api/v1/upn/search-doctors')), page.clock.runFor(900)]);
    expect(searches).toEqual(['k']);
    await box.fill('   ');
    await box.press('Enter');
    await page.waitForURL((url) => url.pathname === '/find/doctors' && url.search === '');
    await context.close();
  });

  test("shows 'No results found' when nothing matches", async ({ browser, stack }) => {
    const { context, page } = await open(browser, stack.appUrl, 1280);
    await page.goto('/');
    await page.getByRole('combobox', { name: 'Search doctors' }).fill('qqqqzzzzxxxx');
    await expect(page.getByText('No results found').first()).toBeVisible();
    await context.close();
  });

  test('on a phone the search icon opens a popup with its own input; arrow keys and Enter open a doctor', async ({ browser, stack }) => {
    const { context, page } = await open(browser, stack.appUrl, 360);
    await page.goto('/');
    await page.getByRole('button', { name: 'Search doctors' }).click();
    const box = page.getByRole('combobox', { name: 'Search doctors' });
    await expect(box).toBeVisible();
    expect(await focused(page)).toMatchObject({ tag: 'input' });
    const responded = page.waitForResponse((r) => r.url().includes('search-doctors?search=card') && r.ok());
    await page.keyboard.type('card');
    const matches = ((await (await responded).json()) as { data: SearchResult[] }).data;
    await expect(page.getByRole('option').first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/find/doctors/${matches[0]!.id}`);
    await context.close();
  });
});

test.describe('theme and language', () => {
  test('survive a reload, applied before the first paint (no flash)', async ({ browser, stack }) => {
    const { context, page } = await open(browser, stack.appUrl, 360);
    await page.goto('/');
    expect(await firstPaint(page)).toEqual({ bodyTheme: 'light', theme: 'light', lang: 'en' });

    await page.getByRole('group', { name: 'Theme' }).getByRole('button', { name: 'Dark' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.reload();
    expect(await firstPaint(page)).toEqual({ bodyTheme: 'dark', theme: 'dark', lang: 'en' });

    // Choosing a language stores it and reloads the page in it.
    await Promise.all([
      page.waitForEvent('load'),
      page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'नेपाली' }).click(),
    ]);
    await expect(page.getByRole('link', { name: ui('ne', 'Login') })).toBeVisible();
    expect(await firstPaint(page)).toEqual({ bodyTheme: 'dark', theme: 'dark', lang: 'ne' });
    await page.reload();
    await expect(page.getByRole('link', { name: ui('ne', 'Sign Up') })).toBeVisible();
    expect(await firstPaint(page)).toEqual({ bodyTheme: 'dark', theme: 'dark', lang: 'ne' });
    await context.close();
  });
});

test.describe('the language switch on a phone', () => {
  test('is the first thing in the menu, for a guest, and switches to Nepali and back', async ({ browser, stack }) => {
    const { context, page } = await open(browser, stack.appUrl, 360, { theme: 'light', language: 'en' });
    await page.goto(`/find/doctors`);
    await page.getByRole('button', { name: 'Menu' }).click();
    const group = page.getByRole('navigation', { name: 'Main menu' }).getByRole('group', { name: 'Language' });
    const box = (await group.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(740);
    await expect(group.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    await Promise.all([page.waitForEvent('load'), group.getByRole('button', { name: 'नेपाली' }).click()]);
    await expect(page.getByRole('link', { name: ui('ne', 'Sign Up') })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
    await page.getByRole('button', { name: ui('ne', 'Menu') }).click();
    const neGroup = page.getByRole('navigation', { name: ui('ne', 'Main menu') }).getByRole('group', { name: ui('ne', 'Language') });
    await Promise.all([page.waitForEvent('load'), neGroup.getByRole('button', { name: 'English' }).click()]);
    await expect(page.getByRole('link', { name: 'Sign Up' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await context.close();
  });
});

test.describe('keyboard alone', () => {
  test('on a phone: skip link, menu button, the slide-down menu (Enter opens, Esc closes, focus returns), search', async ({ browser, stack }) => {
    const { context, page } = await open(browser, stack.appUrl, 360);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

    expect(await tab(page)).toMatchObject({ tag: 'a', name: 'Skip to main content' });
    await page.keyboard.press('Enter');
    expect(await focused(page)).toMatchObject({ id: 'main' });

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await tab(page);
    const menuButton = await tab(page);
    expect(menuButton).toMatchObject({ tag: 'button', name: 'Menu', expanded: 'false' });
    expect(menuButton.outline).not.toBe('none');
    await page.keyboard.press('Enter');
    expect(await focused(page)).toMatchObject({ tag: 'a', name: 'Home' });
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(await tab(page)).toMatchObject({ name: 'Appointments' });
    await page.keyboard.press('Escape');
    expect(await focused(page)).toMatchObject({ tag: 'button', name: 'Menu', expanded: 'false' });
    await expect(menu).toBeHidden();

    // Open again and follow a link with Enter.
    await page.keyboard.press('Enter');
    await tab(page, 12);
    expect(await focused(page)).toMatchObject({ name: 'Feature Request' });
    await page.keyboard.press('Enter');
    await page.waitForURL('**/feature-request');
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');

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

  test('on a large screen: skip link, logo, type selector, search, Login/Sign Up, sidebar toggle and menu', async ({ browser, stack }) => {
    const { context, page } = await open(browser, stack.appUrl, 1280);
    await page.goto(`/find/doctors`);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
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
    await expect(page.getByRole('button', { name: 'Find: Pharmacies' })).toBeVisible();

    // The sidebar collapses to icons with its toggle; names stay.
    await page.getByRole('button', { name: 'Collapse menu' }).press('Enter');
    await expect(page.getByRole('button', { name: 'Expand menu' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Family' })).toBeVisible();
    await context.close();
  });

  test('the sidebar expands by itself at 1200 px', async ({ browser, stack }) => {
    const { context, page } = await open(browser, stack.appUrl, 1100);
    await page.goto(`/find/doctors`);
    const toggle = page.locator('button[aria-controls="sidebar-nav"]');
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await page.setViewportSize({ width: 1240, height: 800 });
    await page.waitForFunction(() => document.querySelector('button[aria-controls="sidebar-nav"]')?.getAttribute('aria-expanded') === 'true');
    await page.setViewportSize({ width: 800, height: 800 });
    await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
    await context.close();
  });
});

test.describe('signed in', () => {
  test('shows the bell with the unread count and the avatar menu with name and e-mail; the dark-mode switch and the language choice are kept on the server', async ({ browser, stack, patient, signInAs }) => {
    const { context, page } = await open(browser, stack.appUrl, 1280);
    const unreadResponse = page.waitForResponse((r) => r.url().includes('/api/v1/patient/notifications/get') && r.ok());
    await signInTo(page, signInAs, stack, patient.email);
    const unread = ((await (await unreadResponse).json()) as { data: { summary: { unread: number } } }).data.summary.unread;
    const bell = page.getByRole('button', { name: unread > 0 ? `Notifications, ${unread} unread` : 'Notifications', exact: true });
    await expect(bell).toBeVisible();
    expect(await bell.getByTestId('unread-badge').count()).toBe(unread > 0 ? 1 : 0);
    await expect(page.getByRole('link', { name: 'Login' })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');

    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByText('Hari Thapa', { exact: true })).toBeVisible();
    await expect(page.getByText(patient.email, { exact: true })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings/profile');

    // Dark mode: at once, and PUT to the server.
    const dark = page.getByRole('switch', { name: 'Dark mode' });
    await expect(dark).toHaveAttribute('aria-checked', 'false');
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/v1/patient/user/preferences') && r.request().method() === 'PUT');
    await dark.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(dark).toHaveAttribute('aria-checked', 'true');
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
    await expect(page.getByRole('button', { name: ui('ne', 'Account menu') })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
    expect(await firstPaint(page)).toMatchObject({ bodyTheme: 'dark', lang: 'ne' });
    const token = await idTokenFor(stack.emulatorHost, patient.email, patient.password);
    const stored = await fetch(`${stack.appUrl}/api/v1/patient/user/preferences`, {
      headers: { authorization: `Bearer ${token}`, 'x-api-key': await apiKeyOf(stack.appUrl), accept: 'application/json' },
    });
    expect(((await stored.json()) as { data: Prefs }).data).toMatchObject({ theme: 'dark', language: 'ne' });

    // Back to English and light, by the same menu, then Logout → /signin.
    await page.getByRole('button', { name: ui('ne', 'Account menu') }).click();
    await page.getByRole('switch', { name: ui('ne', 'Dark mode') }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.getByRole('button', { name: new RegExp(`^${ui('ne', 'Language')}`) }).click();
    await Promise.all([page.waitForEvent('load'), menuLanguages('ne').getByRole('button', { name: 'English' }).click()]);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/signin**');
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    await context.close();
  });

  test('nothing is cut off: the bell panel and notification settings on a phone, every sidebar item at 1280 × 800', async ({ browser, stack, patient, signInAs }) => {
    const phone = await open(browser, stack.appUrl, 360);
    await signInTo(phone.page, signInAs, stack, patient.email);
    await phone.page.getByRole('button', { name: /^Notifications/ }).click();
    const panel = phone.page.getByTestId('notifications-panel');
    await expect(panel).toBeVisible();
    const box = (await panel.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);

    await phone.page.goto(`/settings/notifications`);
    const whatsapp = phone.page.getByRole('switch', { name: 'Announcements: WhatsApp' });
    await expect(whatsapp).toBeVisible();
    const label = phone.page.locator('label', { has: whatsapp });
    await expect(label).toHaveText('WhatsApp');
    const labelBox = (await label.boundingBox())!;
    expect(labelBox.x + labelBox.width).toBeLessThanOrEqual(360);
    await phone.context.close();

    const laptop = await open(browser, stack.appUrl, 1280);
    await signInTo(laptop.page, signInAs, stack, patient.email);
    const items = laptop.page.getByRole('navigation', { name: 'Main menu' }).getByRole('link');
    const last = (await items.last().boundingBox())!;
    expect(last.y + last.height).toBeLessThanOrEqual(800);
    await laptop.context.close();
  });
});

test.describe('accessibility and screenshots', () => {
  for (const width of [360, 1280]) {
    test(`axe finds no violations on /, /find/doctors and /home at ${width} px`, async ({ browser, stack, patient, signInAs, axe }) => {
      const { context, page } = await open(browser, stack.appUrl, width, { theme: 'light', language: 'en' });
      await page.goto('/');
      await expect(page.locator('a[href^="/find/doctors/"]').first()).toBeVisible();
      await axe(`/ at ${width}`, page);
      if (width < 720) {
        await page.getByRole('button', { name: 'Menu' }).click();
        await axe(`/ with the menu open at ${width}`, page);
        await page.keyboard.press('Escape');
        await page.getByRole('button', { name: 'Search doctors' }).click();
      }
      await page.getByRole('combobox', { name: 'Search doctors' }).fill('card');
      await expect(page.getByRole('option').first()).toBeVisible();
      await axe(`/ with the search popup at ${width}`, page);

      await page.goto(`/find/doctors`);
      await expect(page.locator('a[href^="/find/doctors/"]').first()).toBeVisible();
      await axe(`/find/doctors at ${width}`, page);

      await signInTo(page, signInAs, stack, patient.email);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await axe(`/home at ${width}`, page);
      await page.getByRole('button', { name: 'Account menu' }).click();
      await expect(page.getByRole('switch')).toBeVisible();
      await axe(`/home with the avatar menu at ${width}`, page);
      await context.close();
    });
  }

  test('axe finds no violations in dark mode and in Nepali', async ({ browser, stack, axe }) => {
    const { context, page } = await open(browser, stack.appUrl, 360, { theme: 'dark', language: 'ne' });
    await page.goto('/');
    await expect(page.locator('a[href^="/find/doctors/"]').first()).toBeVisible();
    await axe('/ dark, Nepali', page);
    await context.close();
  });

  test('saves screenshots of / and /home in en/ne, light/dark, 360/1280 px', async ({ browser, stack, patient, signInAs }) => {
    test.setTimeout(240_000);
    const account = { email: patient.email, password: patient.password };
    for (const width of [360, 1280]) {
      for (const language of ['en', 'ne'] as const) {
        for (const theme of ['light', 'dark'] as const) {
          const { context, page } = await open(browser, stack.appUrl, width, { theme, language });
          await page.goto('/');
          await expect(page.locator('a[href^="/find/doctors/"]').first()).toBeVisible();
          await page.screenshot({ path: `${SCREENSHOTS}/shell-home-page-${language}-${theme}-${width}.png` });
          await context.close();
        }
      }
    }
    // /home: the server's preferences win after sign-in, so store each combination there too.
    for (const width of [360, 1280]) {
      await savePreferences(stack.appUrl, stack.emulatorHost, account, { theme: 'light', language: 'en' });
      const { context, page } = await open(browser, stack.appUrl, width, { theme: 'light', language: 'en' });
      await signInTo(page, signInAs, stack, patient.email);
      for (const language of ['en', 'ne'] as const) {
        for (const theme of ['light', 'dark'] as const) {
          await savePreferences(stack.appUrl, stack.emulatorHost, account, { theme, language });
          await page.evaluate((value) => localStorage.setItem('swasthya.prefs', value), JSON.stringify({ theme, language }));
          await page.reload();
          await expect(page.getByRole('button', { name: ui(language, 'Account menu') })).toBeVisible();
          await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
          await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
          await page.screenshot({ path: `${SCREENSHOTS}/shell-dashboard-${language}-${theme}-${width}.png` });
        }
      }
      await context.close();
    }
  });
});
