// After sign-out nothing of the patient is readable on the origin (issue 15): every patient answer was
// `no-store` and none is in the browser's HTTP cache (fetch with `cache: 'only-if-cached'`), and
// Cache Storage, IndexedDB and localStorage hold nothing of theirs (kept documents and drafts too).
// It runs in a context without request routing: Playwright disables the HTTP cache of a context that
// routes requests, which would make the probe prove nothing. So it opens its own context
// (`appContext`: the same phone, locale and stored preferences as fixtures.ts gives), which nothing
// routes, and signs in through the sign-in screen. It reads the demo patient's seeded records and
// changes nothing of theirs on the server.
import { DEMO_PATIENT } from '../../server/db/seed/demo-account';
import { expect, test } from './fixtures';
import { appContext } from './support/browser-prefs';
import { waitForServiceWorker } from './support/installability';
import { storedEverything } from './support/network';
import { kathmanduDate } from './support/world';
import { downloadBy, keptDocuments } from './support/offline-documents';

const uid = DEMO_PATIENT.uid;

/** The patient's own answers (the public directory and option lists aside). */
const PATIENT_API = /^\/api\/(?:v1\/(?:patient|chat|payment)\/|diagnostic\/v1\/(?:lab-tests|lab-reports))/;

test('after sign-out nothing of the patient is readable on the origin: not the HTTP cache, Cache Storage, IndexedDB nor localStorage', async ({ browser, stack, world }) => {
  const { appUrl } = stack;
  /** Every answer to a patient API request this phone got (from the server, or through the service worker): its URL, request headers and Cache-Control. */
  const answers: { url: string; headers: Record<string, string>; cacheControl: string }[] = [];
  /** A public directory answer the app got (the HTTP cache may keep it: the control of the probe). */
  let publicAnswer: { url: string; headers: Record<string, string> } | undefined;
  const seen: string[] = [];

  // No request routing in this context: the HTTP cache works as on a phone.
  const context = await appContext(browser, { locale: 'en' });
  try {
    context.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin !== new URL(appUrl).origin) return;
      const headers = response.request().headers();
      if (PATIENT_API.test(url.pathname)) answers.push({ url: url.href, headers, cacheControl: response.headers()['cache-control'] ?? '' });
      // The last one: the HTTP cache keeps one answer per URL, the one to the last request (its Vary headers).
      else if (url.pathname === '/api/v1/upn/get-doctors' && /max-age/.test(response.headers()['cache-control'] ?? '')) publicAnswer = { url: url.href, headers };
    });
    const page = await context.newPage();

    await test.step('the patient signs in, reads their records, messages and payments, downloads PDFs and leaves a draft', async () => {
      // Through the sign-in screen, as a patient does: whatever signing in leaves on the phone must go too.
      await page.goto(`${appUrl}/signin`);
      await page.locator('input[name="email"]').fill(DEMO_PATIENT.email);
      await page.locator('input[name="password"]').fill(DEMO_PATIENT.password);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(page).toHaveURL(/\/home$/);
      await waitForServiceWorker(page);
      const firstText = async (selector: string) => {
        const first = page.locator(selector).first();
        await expect(first).toBeVisible();
        const text = ((await first.textContent()) ?? '').trim();
        seen.push(text);
        return text;
      };
      await page.goto(`${appUrl}/prescription`);
      await firstText('main li h2');
      await downloadBy(page, () => page.getByRole('button', { name: 'Export' }).click());
      await page.goto(`${appUrl}/payments`);
      seen.push(/INV-[\w-]+/.exec(await firstText('[data-testid="invoice"]'))![0]);
      await downloadBy(page, () => page.getByTestId('invoice').first().getByRole('button', { name: 'Download PDF' }).click());
      await page.goto(`${appUrl}/appointments`);
      await Promise.all([
        page.waitForResponse((r) => r.url().includes('/appointment/details/')),
        page.getByTestId('appointment-card').first().locator('a').first().click(),
      ]);
      await page.goto(`${appUrl}/messages`);
      await page.getByTestId('chat-thread').first().click();
      await expect(page).toHaveURL(/\/messages\/[^/?#]+/);
      await firstText('[data-testid="chat-log"] li p');
      await page.goto(`${appUrl}/lab-tests`);
      await firstText('main li h2');
      await page.goto(`${appUrl}/settings/profile`);
      await expect(page.locator('input[name="firstName"]')).toHaveValue(DEMO_PATIENT.firstName);
      expect(await keptDocuments(page)).toHaveLength(2);

      // A draft left on the phone: typed, then the page left (kept at pagehide; the form not opened since).
      const day = kathmanduDate(5);
      await page.goto(`${appUrl}/book/${world.doctor.id}?date=${day}&slot=${await world.clinicSlot(day, 15)}&step=details`);
      await page.locator('textarea[name="reasonForVisit"]').fill('Chest pain since Tuesday');
      await page.goto(`${appUrl}/home`);
      await expect(page.getByTestId('upcoming-consultation')).toBeVisible();
      await expect.poll(async () => (await storedEverything(page)).dump).toContain('Chest pain since Tuesday');
    });

    await test.step('after sign-out nothing of theirs is left: not in Cache Storage, IndexedDB nor localStorage, and no answer in the HTTP cache', async () => {
      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('button', { name: 'Logout' }).click();
      await expect(page).toHaveURL(/\/signin/);
      const leaks = (dump: string) =>
        [uid, DEMO_PATIENT.email, ...seen, 'Chest pain since Tuesday', '/api/v1/patient/', '/api/v1/payment/', '/api/v1/chat/', '/__swasthya/documents/']
          .filter((s) => dump.includes(s));
      await expect.poll(async () => leaks((await storedEverything(page)).dump), { timeout: 10_000 }).toEqual([]);
      expect((await storedEverything(page)).caches.filter((c) => c.startsWith('swasthya-api-') || c === 'swasthya-sw-meta')).toEqual([]);

      // Every patient answer this phone got said no-store (the PDFs, the chat, payment and lab answers too)…
      for (const path of ['/prescriptions/export', '/pdf', '/api/v1/patient/prescriptions/active', '/api/v1/payment/invoices', '/api/v1/chat/threads', '/api/diagnostic/v1/lab-tests', '/appointment/details/']) {
        expect(answers.some((a) => a.url.includes(path)), path).toBe(true);
      }
      expect(answers.filter((a) => !/\bno-store\b/.test(a.cacheControl)).map((a) => `${a.url} ${a.cacheControl}`)).toEqual([]);

      // …and none is in the browser's HTTP cache, asked with the very headers the app sent (a public
      // directory answer is, which shows the probe reads that cache).
      const inHttpCache = (probe: { url: string; headers: Record<string, string> }) =>
        page.evaluate(async ({ url, headers }) => {
          try {
            const res = await fetch(url, { cache: 'only-if-cached', mode: 'same-origin', headers });
            return res.ok;
          } catch {
            return false;
          }
        }, probe);
      expect(publicAnswer).toBeDefined();
      expect(await inHttpCache(publicAnswer!)).toBe(true);
      // Per URL the last request: the answer the HTTP cache would hold.
      const unique = [...new Map(answers.map((a) => [a.url, a])).values()];
      const cached: string[] = [];
      for (const answer of unique) if (await inHttpCache(answer)) cached.push(answer.url);
      expect(cached).toEqual([]);
    });
  } finally {
    await context.close();
  }
});
