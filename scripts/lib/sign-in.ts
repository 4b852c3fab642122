// Signing the demo patient (or any account) in on a measuring browser's device, by the sign-in page.
import type { BrowserContext } from 'playwright-core';

/**
 * Signs `account` in on the context's device and closes that page: the context is then a returning
 * patient's phone. `installed`: also wait for the page to settle and the service worker to be ready
 * (it installs once the first screen is done, downloading every chunk; measured meanwhile, a page
 * shares the CPU with it).
 */
export async function signInOnDevice(
  context: Pick<BrowserContext, 'newPage'>,
  base: string,
  account: { email: string; password: string },
  { installed = false } = {},
): Promise<void> {
  const page = await context.newPage();
  await page.goto(`${base}/signin`);
  await page.locator('input[name="email"]').fill(account.email);
  await page.locator('input[name="password"]').fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((u) => u.pathname === '/home', { timeout: 60_000 });
  if (installed) {
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  }
  await page.close();
}
