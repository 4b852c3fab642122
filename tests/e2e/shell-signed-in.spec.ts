// The signed-in shell, end to end against the real stack: the top bar (bell, avatar menu with the
// dark-mode switch and the language choice), axe, and screenshots. Each test has its own patient,
// since they change the patient's stored theme and language.
import { expect, test } from './fixtures';
import { apiKeyOf, closeAdmin, idTokenFor, savePreferences } from './support/accounts';
import { ui, type TestLocale } from './support/i18n';
import { open, firstPaint, signInTo, type Prefs } from './support/shell';
import { SCREENSHOTS } from './support/screenshots';

test.afterAll(async () => {
  await closeAdmin();
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

