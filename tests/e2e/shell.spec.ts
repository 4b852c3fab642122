// The app shell, end to end against the real stack: the top-bar search (spec 5), theme and language
// that survive a reload without a flash, and the shell by keyboard alone (the signed-in top bar, axe
// and screenshots: shell-signed-in.spec.ts). Each test opens its own contexts at the widths it needs.
import { expect, test } from './fixtures';
import { closeAdmin } from './support/accounts';
import { ui } from './support/i18n';
import { open, firstPaint, focused, tab, recordSearches, type SearchResult } from './support/shell';

test.afterAll(async () => {
  await closeAdmin();
});

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
    // The items are their own chunk (asked for when the button got focus): focus moves to the
    // first as soon as they are there.
    await expect.poll(() => focused(page)).toMatchObject({ tag: 'a', name: 'Home' });
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
    // The type selector and the sidebar are large screens' own chunks: the tab order is theirs once they are in.
    await expect(page.getByRole('button', { name: 'Find: Doctors' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Collapse menu' })).toBeVisible();
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

  test('the page does not move when the sidebar arrives, collapsed or expanded by itself', async ({ browser, stack }) => {
    for (const width of [1100, 1280]) {
      const { context, page } = await open(browser, stack.appUrl, width);
      // The sidebar is its own chunk: held back until the page has been measured with its placeholder.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/Sidebar-[^/]+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto('/');
      const main = page.locator('main#main');
      await expect(main).toBeVisible();
      const toggle = page.locator('button[aria-controls="sidebar-nav"]');
      await expect(toggle).toHaveCount(0);
      const before = (await main.boundingBox())!.x;
      release();
      await expect(toggle).toHaveAttribute('aria-expanded', width >= 1200 ? 'true' : 'false');
      expect((await main.boundingBox())!.x).toBe(before);
      await context.close();
    }
  });

  test("a page whose stylesheet did not download shows the error page, and 'Try again' loads it", async ({ browser, stack }) => {
    // No service worker: every stylesheet comes from the network, where this one fails once.
    const context = await browser.newContext({ baseURL: stack.appUrl, serviceWorkers: 'block', viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    await page.route(/\/assets\/[^/]+\.css$/, (route) => route.abort('internetdisconnected'));
    await page.goto('/contact-us');
    await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    await page.unroute(/\/assets\/[^/]+\.css$/);
    // The page's chunk failed while it ran (it awaits its stylesheets): only a reload asks for it again.
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
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

