// The bell as a patient watches it (issue 33): its list is kept per language, so right after a
// switch to Nepali (the page reloads, the device's copy is restored) no English notice shows, not
// even for a moment; and a notice the server writes reaches an open bell within the live-update
// interval (docs/notifications.md), before and after a reload.
import type { Page } from '@playwright/test';
import { NOTIFICATIONS_REFRESH_MS } from '../../contracts/options';
import { expect, test, type World } from './fixtures';
import { server, ui, type TestLocale } from './support/i18n';
import { kathmanduDate } from './support/world';

/** How late a notice may reach an open bell: the interval, and the request that brings it. */
const LIVE_WITHIN_MS = NOTIFICATIONS_REFRESH_MS + 4_000;

/** The bell's button, whatever its unread count says. */
const bell = (page: Page, locale: TestLocale) =>
  page.getByRole('banner').getByRole('button', { name: new RegExp(`^${ui(locale, 'Notifications')}(,|$)`) });
const titles = (page: Page) => page.getByTestId('notifications-panel').getByTestId('notification-item').locator('h3');

/** Opens the bell and waits for its list (or its empty state). */
async function openBell(page: Page, locale: TestLocale): Promise<void> {
  await bell(page, locale).click();
  await expect(page.getByTestId('notifications-panel')).toBeVisible();
}

/** Books a new slot by the API (the server writes a "Booking received" notice) and returns when it answered. */
async function newNotice(world: World, token: string, day: number): Promise<number> {
  const booked = await world.bookViaApi(token, await world.clinicSlot(kathmanduDate(day), 11));
  expect(booked.status, JSON.stringify(booked.body)).toBe(201);
  return Date.now();
}

/** Waits until the open bell lists `count` notices titled `title`; returns how long it took from `since`. */
async function reachesBell(page: Page, title: string, count: number, since: number): Promise<number> {
  await expect(titles(page).filter({ hasText: title })).toHaveCount(count, { timeout: LIVE_WITHIN_MS + 10_000 });
  return Date.now() - since;
}

test.use({ viewport: { width: 1280, height: 800 } });

test('the bell shows no English after a switch to Nepali, and a new notice reaches it within the interval, also after a reload', async ({ signedIn: page, world, patient }) => {
  test.setTimeout(240_000);
  const booked = { en: server('en', 'Booking received'), ne: server('ne', 'Booking received') };

  // English: a notice written on the server reaches the open bell.
  await openBell(page, 'en');
  const before = await titles(page).filter({ hasText: booked.en }).count();
  const first = await reachesBell(page, booked.en, before + 1, await newNotice(world, patient.token, 4));
  expect(first, 'first notice, in ms').toBeLessThanOrEqual(LIVE_WITHIN_MS);
  await page.keyboard.press('Escape');

  // Every notice title the page ever shows from now on (each load records from its start).
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { bellTitles: string[] }).bellTitles = seen;
    new MutationObserver(() => {
      for (const h of document.querySelectorAll('[data-testid="notification-item"] h3')) {
        // The title is the heading's own text (the "Unread:" before it is the app's words).
        const own = [...h.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent).join('').trim();
        if (own && !seen.includes(own)) seen.push(own);
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });

  // Switch to Nepali (the page reloads), and open the bell as soon as it is there.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('button', { name: /^Language/ }).click();
  await Promise.all([
    page.waitForEvent('load'),
    page.getByRole('group', { name: 'Language', exact: true }).first().getByRole('button', { name: 'नेपाली' }).click(),
  ]);
  await openBell(page, 'ne');
  await expect(titles(page).filter({ hasText: booked.ne })).toHaveCount(before + 1);
  const seen = await page.evaluate(() => (window as unknown as { bellTitles: string[] }).bellTitles);
  expect(seen).toContain(booked.ne);
  expect(seen.filter((t) => /[A-Za-z]/.test(t)), 'English titles shown in Nepali').toEqual([]);

  // After that reload: a new notice reaches the open bell within the interval.
  const second = await reachesBell(page, booked.ne, before + 2, await newNotice(world, patient.token, 5));
  expect(second, 'after a language switch, in ms').toBeLessThanOrEqual(LIVE_WITHIN_MS);

  // And after a plain reload, with the device's copy restored.
  await page.reload();
  await openBell(page, 'ne');
  await expect(titles(page).filter({ hasText: booked.ne })).toHaveCount(before + 2);
  const third = await reachesBell(page, booked.ne, before + 3, await newNotice(world, patient.token, 6));
  expect(third, 'after a reload, in ms').toBeLessThanOrEqual(LIVE_WITHIN_MS);
  expect((await page.evaluate(() => (window as unknown as { bellTitles: string[] }).bellTitles)).filter((t) => /[A-Za-z]/.test(t))).toEqual([]);
  console.log(`notice → open bell: ${first} ms, ${second} ms after a language switch, ${third} ms after a reload (interval ${NOTIFICATIONS_REFRESH_MS} ms)`);
});
