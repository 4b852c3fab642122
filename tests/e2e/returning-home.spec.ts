// A returning patient opening home on a phone whose zone is not the profile's (a Nepali working in
// Doha whose profile still says Kathmandu): each answer of the first screen is asked once, in the
// profile's zone. It was asked twice (issue 27): once in the phone's zone, again when the profile came;
// and once more as the restore marked the page's own fresh answers stale.
import { expect, test } from './fixtures';
import { adminAuth, closeAdmin } from './support/accounts';
import { signIn } from './support/world';

test.afterAll(async () => {
  await closeAdmin();
});

test('home asks each answer once, in the profile’s zone, on a phone set to another zone', async ({ browser, stack, patient }) => {
  const context = await browser.newContext({ baseURL: stack.appUrl, viewport: { width: 360, height: 740 }, timezoneId: 'Asia/Qatar' });
  const page = await context.newPage();
  const auth = adminAuth(stack.emulatorHost);
  await auth.updateUser((await auth.getUserByEmail(patient.email)).uid, { emailVerified: true });
  // Signed in the way a patient does, through the form.
  await page.goto('/signin');
  await signIn(page, patient.email);
  await page.waitForURL('**/home');
  await expect(page.getByTestId('upcoming-consultation')).toBeVisible();
  // A returning patient's device has kept the profile's zone (it comes with the profile, which home may
  // ask for after its first answers have landed).
  await expect.poll(() => page.evaluate(() => localStorage.getItem('swasthya.zone'))).toBe('Asia/Kathmandu');
  await page.waitForLoadState('networkidle');

  const asked: string[] = [];
  const timeline: string[] = [];
  let reloaded = Date.now();
  const zones = new Set<string | undefined>();
  // Only the reloaded page's requests: the first page may still ask something after network idle
  // (its hearts mount late), and those came before the reload's document took over.
  let reloadedPage = false;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) reloadedPage = true;
  });
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!reloadedPage || request.method() !== 'GET' || !url.pathname.startsWith('/api/v1/')) return;
    asked.push(`${url.pathname}${url.search}`);
    timeline.push(`${Date.now() - reloaded} ms ${url.pathname} ${request.headers()['x-timezone']}`);
    zones.add(request.headers()['x-timezone']);
  });
  reloaded = Date.now();
  await page.reload();
  await expect(page.getByTestId('upcoming-consultation')).toBeVisible();
  await expect.poll(() => asked.some((a) => a.startsWith('/api/v1/patient/user/get-patient-detail'))).toBe(true);
  await page.waitForLoadState('networkidle');

  expect(asked.length).toBeGreaterThan(3);
  const twice = asked.filter((a, i) => asked.indexOf(a) !== i);
  expect(twice, `asked more than once: ${twice.join(', ')}\n${timeline.join('\n')}`).toEqual([]);
  expect([...zones]).toEqual(['Asia/Kathmandu']);
  await context.close();
});

// The dashboard brings no code or styles of the pages it does not show (the sign-in form, a doctor's
// profile: 20 KB it downloaded and ran before; build/chunks.ts, SIGNED_IN_FIRST_SCREEN).
test('a returning device’s dashboard loads no other page’s code', async ({ signedIn: first, context }) => {
  await first.close();
  const page = await context.newPage();
  await page.goto('/home');
  await expect(page.getByTestId('upcoming-consultation')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const assets = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname).filter((p) => p.startsWith('/assets/')));
  // Its own code is counted: the dashboard's chunk and the tabs it shares with a profile.
  expect(assets.filter((p) => /\/(-signed-in-home|profile-dashboard)-[\w-]+\.js$/.test(p))).toHaveLength(2);
  // A guest page's own chunk is named after it and its hash alone (signin-AbCd1234.js), unlike the
  // chunks it shares with the dashboard (signin-dashboard-…).
  expect(assets.filter((p) => /\/(signin|profile)-[\w-]{8}\.(js|css)$/.test(p))).toEqual([]);
  await page.close();
});
