// Signing in on an intermittent link (issue 15): a phone at the edge of coverage whose link drops
// requests on and off. The patient taps Sign in once, while it is down; the app says it is still
// trying and gets them home when the link lets it, without a second tap. The link's schedule is
// counted in requests (two dropped, eight carried, …), not in seconds: the same on any machine.
import { expect, test } from './fixtures';
import { DEMO_PATIENT } from '../../server/db/seed/demo-account';
import { waitForServiceWorker } from './support/installability';
import { flappingLink } from './support/network';

test('sign-in goes through an on/off link with one tap', async ({ page, context, stack }) => {
  const link = await flappingLink(context, [new URL(stack.appUrl).host, stack.emulatorHost], { down: 2, up: 8 });
  await page.goto('/signin');
  // The app (and its sign-in code) is on the phone, as after any first visit.
  await waitForServiceWorker(page);
  await page.locator('input[name="email"]').fill(DEMO_PATIENT.email);
  await page.locator('input[name="password"]').fill(DEMO_PATIENT.password);
  link.cut();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'No connection yet — still trying to sign you in…' })).toBeVisible();
  await expect(page.locator('#signin-alert')).toHaveText('');

  // Down, up, down… until the patient is home.
  link.start();
  await page.waitForURL('**/home', { timeout: 40_000 });
  expect(link.dropped).toBeGreaterThan(2);
  link.stop();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
});
