// A returning patient on a slow phone (issue 25). DevTools' CPU throttling does not work under libfaketime,
// so this file's Chromium keeps the real clock in a run at a faked hour (browser.ts, throttledLaunchOptions).
import { expect, test } from './fixtures';
import { throttledLaunchOptions } from './browser';

test.use({ launchOptions: throttledLaunchOptions() });

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
