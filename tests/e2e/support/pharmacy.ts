// The two sides of Medicine Order's journeys: the demo pharmacy's pharmacist signed in on their own
// phone (English), and a patient of the test with a name of their own (the pharmacist finds them by it).
import type { Browser, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { DEMO_PHARMACIST } from '../../../server/db/seed/demo-pharmacist';
import { appContext } from './browser-prefs';

/** The demo pharmacist at /clinic/pharmacy, in a context of their own. */
export async function pharmacistSignIn(browser: Browser): Promise<Page> {
  const context = await appContext(browser, { locale: 'en', width: 412 });
  const page = await context.newPage();
  await page.goto('/clinic/signin');
  await page.locator('input[name="email"]').fill(DEMO_PHARMACIST.email);
  await page.locator('input[name="password"]').fill(DEMO_PHARMACIST.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/clinic\/pharmacy$/);
  await expect(page.getByRole('heading', { name: 'Reservations', level: 1 })).toBeVisible();
  return page;
}

/** The licence number the pharmacist's header shows (the patient searches the pharmacy by it). */
export async function licenceOf(counter: Page): Promise<string> {
  return /Licence (\S+)/.exec((await counter.getByText(/Licence /).first().textContent()) ?? '')![1]!;
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
