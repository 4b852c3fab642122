// Signing in on an intermittent link (issue 15): a phone at the edge of coverage, its link up for
// 2 s and down for 2 s. The patient taps Sign in once, while it is down; the app says it is still
// trying and gets them home when the link lets it, without a second tap.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DEMO_PATIENT } from '../../server/db/seed/demo-account';
import { launchBrowser } from './browser';
import { appContext } from './support/browser-prefs';
import { waitForServiceWorker } from './support/installability';
import { linkOf, type Link } from './support/network';

const appUrl = inject('appUrl');
const authHost = inject('e2eAuthEmulatorHost');

describe('sign-in on an intermittent link', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let link: Link;

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await appContext(browser, { locale: 'en' });
    link = await linkOf(context, [new URL(appUrl).host, authHost]);
    page = await context.newPage();
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('goes through a 2 s on / 2 s off link with one tap', async () => {
    await page.goto(`${appUrl}/signin`);
    // The app (and its sign-in code) is on the phone, as after any first visit.
    await waitForServiceWorker(page);
    await page.locator('input[name="email"]').fill(DEMO_PATIENT.email);
    await page.locator('input[name="password"]').fill(DEMO_PATIENT.password);
    await link.set(false);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'No connection yet — still trying to sign you in…' }).waitFor();
    expect(await page.locator('#signin-alert').innerText()).toBe('');

    // The link's schedule (not a wait for the app): up 2 s, down 2 s, until the patient is home.
    let home = false;
    const schedule = (async () => {
      while (!home) {
        await link.set(!link.up);
        await new Promise((resolve) => setTimeout(resolve, 2_000));
      }
    })();
    try {
      await page.waitForURL('**/home', { timeout: 40_000 });
    } finally {
      home = true;
      await schedule;
    }
    await link.set(true);
    await page.getByRole('button', { name: 'Account menu' }).waitFor();
  });
});
