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

// Issue 25: a Lighthouse run of /home was once sent to /signin although the patient had signed in. A returning
// patient on a slow phone must wait for the session Firebase restores, never be sent to sign in meanwhile. Each
// visit is a fresh page of the same device (its stored session), on a CPU six times slower, and every navigation
// of the page is watched: /signin never appears, not even for a moment.
test('a returning patient on a 6x slower phone opens /home, never /signin', async ({ signedIn: first, context }) => {
  await first.close();
  for (let visit = 0; visit < 3; visit += 1) {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    await page.goto('/home');
    await expect(page.getByTestId('upcoming-consultation')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
    expect(visited.filter((p) => p.startsWith('/signin')), `visit ${visit + 1}: ${visited.join(' → ')}`).toEqual([]);
    await page.close();
  }
});
