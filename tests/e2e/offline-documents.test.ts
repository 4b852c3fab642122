// Offline for real, the rest of issue 15, against the built PWA on a phone profile with the network
// really cut (browser offline and every request to the app and the Auth emulator failing):
// - documents: the prescriptions PDF exported and an invoice PDF downloaded online open again
//   offline, the same bytes, dated; an invoice never downloaded (and, in Nepali, prescriptions never
//   exported) say plainly that they need a connection;
// - an app update arriving while a booking reason is half typed: Reload keeps the text;
// - after sign-out nothing of the patient is readable on the origin: every patient answer was
//   `no-store` and none is in the browser's HTTP cache (fetch with `cache: 'only-if-cached'`), and
//   Cache Storage, IndexedDB and localStorage hold nothing of theirs (kept documents and drafts too).
//   That journey runs in a context without request routing: Playwright disables the HTTP cache of a
//   context that routes requests (as the cut link does), which would make the probe prove nothing.
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Download, Page } from 'playwright-core';
import { DEMO_PATIENT } from '../../server/db/seed/demo-account';
import { launchBrowser } from './browser';
import { bookingWorld, kathmanduDate } from './booking-helpers';
import { appContext } from './support/browser-prefs';
import { ui } from './support/i18n';
import { waitForServiceWorker } from './support/installability';
import { linkOf, type Link } from './support/network';

const appUrl = inject('appUrl');
const authHost = inject('e2eAuthEmulatorHost');
const databaseUrl = inject('e2eDatabaseUrl');
const uid = DEMO_PATIENT.uid;

const DOCUMENTS_CACHE = 'swasthya-api-documents-';
/** The patient's own answers (the public directory and option lists aside). */
const PATIENT_API = /^\/api\/(?:v1\/(?:patient|chat|payment)\/|diagnostic\/v1\/(?:lab-tests|lab-reports))/;

async function bytesOf(download: Download): Promise<Buffer> {
  const file = await download.path();
  if (!file) throw new Error(`download failed: ${await download.failure()}`);
  return readFile(file);
}

/** Clicks `button` and returns the file the page saved. */
async function downloadBy(page: Page, click: () => Promise<void>): Promise<Buffer> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return bytesOf(download);
}

async function signInAsDemo(page: Page, locale: 'en' | 'ne' = 'en'): Promise<void> {
  await page.goto(`${appUrl}/signin`);
  await page.locator('input[name="email"]').fill(DEMO_PATIENT.email);
  await page.locator('input[name="password"]').fill(DEMO_PATIENT.password);
  await page.getByRole('button', { name: ui(locale, 'Sign in'), exact: true }).click();
  await page.waitForURL('**/home');
}

/**
 * Test instrumentation: `window.appRegisteredWorker` settles once the app has registered its service
 * worker in this page (it does when the first screen is done). A version registered by the test
 * before that would be replaced by the app's own registration.
 */
function recordAppRegistration(): void {
  const container = navigator.serviceWorker;
  const register = container.register.bind(container);
  let registered: () => void = () => {};
  Object.assign(window, { appRegisteredWorker: new Promise<void>((resolve) => (registered = resolve)) });
  container.register = (url, options) => {
    const done = register(url, options);
    void done.finally(registered);
    return done;
  };
}

/** The documents kept on the device (Cache Storage entries of the documents cache). */
async function keptDocuments(page: Page): Promise<string[]> {
  return page.evaluate(async (prefix) => {
    const names = (await caches.keys()).filter((n) => n.startsWith(prefix));
    const urls: string[] = [];
    for (const name of names) for (const r of await (await caches.open(name)).keys()) urls.push(new URL(r.url).pathname);
    return urls;
  }, DOCUMENTS_CACHE);
}

/** Every IndexedDB record, Cache Storage entry (API bodies too) and localStorage item, as text. */
async function storedEverything(page: Page): Promise<{ caches: string[]; dump: string }> {
  return page.evaluate(async () => {
    const parts: string[] = [];
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const req = indexedDB.open(name);
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error);
      });
      for (const storeName of Array.from(db.objectStoreNames)) {
        const store = db.transaction(storeName, 'readonly').objectStore(storeName);
        const all = await Promise.all([store.getAllKeys(), store.getAll()].map((r) => new Promise<unknown>((resolve) => (r.onsuccess = () => resolve(r.result)))));
        parts.push(`${name}/${storeName}: ${JSON.stringify(all)}`);
      }
      db.close();
    }
    const names = await caches.keys();
    for (const cacheName of names) {
      const cache = await caches.open(cacheName);
      for (const request of await cache.keys()) {
        parts.push(`${cacheName}: ${request.url}`);
        const path = new URL(request.url).pathname;
        if (path.startsWith('/api/') || path.startsWith('/__swasthya/')) parts.push(await (await cache.match(request))!.text());
      }
    }
    for (const key of Object.keys(localStorage)) parts.push(`localStorage ${key}: ${localStorage.getItem(key)}`);
    return { caches: names, dump: parts.join('\n') };
  });
}

describe('documents and drafts, with the network really cut', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let link: Link;
  let world: Awaited<ReturnType<typeof bookingWorld>>;
  let prescriptionsPdf: Buffer;
  let invoicePdf: Buffer;
  let downloaded: string;
  let neverDownloaded: string;
  let medication: string;
  const downloads: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    world = await bookingWorld({ appUrl, databaseUrl, emulatorHost: authHost });
    context = await appContext(browser, { locale: 'en' });
    await context.addInitScript(recordAppRegistration);
    link = await linkOf(context, [new URL(appUrl).host, authHost]);
    page = await context.newPage();
    page.on('download', (d) => downloads.push(d.suggestedFilename()));

  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await world?.close();
  });

  it('online, the patient exports the prescriptions and downloads one invoice: both are kept on the phone', async () => {
    await signInAsDemo(page);
    await waitForServiceWorker(page);
    await page.goto(`${appUrl}/prescription`);
    const first = page.locator('main li h2').first();
    await first.waitFor();
    medication = (await first.innerText()).trim();
    prescriptionsPdf = await downloadBy(page, () => page.getByRole('button', { name: 'Export' }).click());
    expect(prescriptionsPdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    await page.goto(`${appUrl}/payments`);
    const invoices = page.getByTestId('invoice');
    await invoices.nth(1).waitFor();
    const numberOf = async (i: number) => /INV-[\w-]+/.exec(await invoices.nth(i).innerText())?.[0] ?? '';
    [downloaded, neverDownloaded] = [await numberOf(0), await numberOf(1)];
    expect(downloaded).not.toBe('');
    expect(neverDownloaded).not.toBe(downloaded);
    invoicePdf = await downloadBy(page, () => invoices.nth(0).getByRole('button', { name: 'Download PDF' }).click());
    expect(invoicePdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // Kept before the file was saved: the prescriptions and this invoice, nothing else.
    const kept = await keptDocuments(page);
    expect(kept).toHaveLength(2);
    expect(kept).toContain('/__swasthya/documents/prescriptions');
  });

  it('offline, the exported prescriptions open from the phone: the same PDF, and the date it was exported', async () => {
    await link.set(false);
    await page.goto(`${appUrl}/prescription`);
    await page.getByRole('status').filter({ hasText: 'You are offline' }).waitFor();
    await page.getByRole('heading', { name: medication }).first().waitFor();
    const pdf = await downloadBy(page, () => page.getByRole('button', { name: 'Export' }).click());
    expect(pdf.equals(prescriptionsPdf)).toBe(true);
    await page.getByText(/^This is the copy you exported on .+: a new one needs a connection\.$/).waitFor();
  });

  it('offline, the invoice downloaded before opens too; one never downloaded says it needs a connection', async () => {
    await page.goto(`${appUrl}/payments`);
    const card = (number: string) => page.getByTestId('invoice').filter({ hasText: number });
    await card(downloaded).waitFor();
    const pdf = await downloadBy(page, () => card(downloaded).getByRole('button', { name: 'Download PDF' }).click());
    expect(pdf.equals(invoicePdf)).toBe(true);
    await page.getByText(/^This is the copy you downloaded on .+: a new one needs a connection\.$/).waitFor();

    const saved = downloads.length;
    await card(neverDownloaded).getByRole('button', { name: 'Download PDF' }).click();
    await page.getByText('Downloading the invoice needs a connection. Connect to the internet and try again.').waitFor();
    // Told only once the attempt is over: no file came, and no generic failure either.
    expect(downloads).toHaveLength(saved);
    expect(await page.getByText('Failed to download the invoice').count()).toBe(0);
  });

  it('an app update arrives while a booking reason is half typed: Reload keeps the text', async () => {
    await link.set(true);
    const day = kathmanduDate(5);
    const slotId = await world.clinicSlot(day, 14);
    const bookingPath = `/book/${world.doctor.id}?date=${day}&slot=${slotId}&step=details`;
    await page.goto(`${appUrl}${bookingPath}`);
    const reason = page.locator('textarea[name="reasonForVisit"]');
    await reason.pressSequentially('Headache for three da');
    await page.evaluate(() => (window as unknown as { appRegisteredWorker: Promise<void> }).appRegisteredWorker);
    // A new version of the app is installed and waits (a new service worker script; the app's own
    // registration sees it as an update and offers it).
    await page.evaluate(() => navigator.serviceWorker.register('/sw.js?next-version', { scope: '/' }));
    await page.getByText('A new version is available').waitFor();
    await page.evaluate(() => Object.assign(window, { beforeUpdate: true }));
    await page.getByRole('button', { name: 'Reload' }).click();
    // The new version took over and the page was reloaded…
    await page.waitForFunction(() => !('beforeUpdate' in window) && navigator.serviceWorker.controller?.scriptURL.endsWith('/sw.js?next-version'));
    expect(new URL(page.url()).pathname).toBe(`/book/${world.doctor.id}`);
    // …and the booking form has the reason as it was left.
    await expect.poll(() => reason.inputValue().catch(() => ''), { timeout: 15_000 }).toBe('Headache for three da');
  });

  it('a Nepali patient who never exported is told in Nepali that it needs a connection', async () => {
    // The account's stored language wins at sign-in: Nepali for this test only.
    const token = await world.idToken(DEMO_PATIENT.email, DEMO_PATIENT.password);
    expect((await world.api(token, 'PUT', '/api/v1/patient/user/preferences', { language: 'ne' })).status).toBe(200);
    const ne = await appContext(browser, { locale: 'ne' });
    const neLink = await linkOf(ne, [new URL(appUrl).host, authHost]);
    try {
      const nePage = await ne.newPage();
      await signInAsDemo(nePage, 'ne');
      // Offline, the toast's code comes from the service worker's precache.
      await waitForServiceWorker(nePage);
      await nePage.goto(`${appUrl}/prescription`);
      await nePage.locator('main li h2').first().waitFor();
      await neLink.set(false);
      await nePage.getByRole('button', { name: ui('ne', 'Export') }).click();
      await nePage.getByText(ui('ne', 'Exporting prescriptions needs a connection. Connect to the internet and try again.')).waitFor();
    } finally {
      await ne.close();
      await world.api(token, 'PUT', '/api/v1/patient/user/preferences', { language: 'en' });
    }
  });
});

describe('after sign-out', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let world: Awaited<ReturnType<typeof bookingWorld>>;
  /** Every answer to a patient API request this phone got (from the server, or through the service worker): its URL, request headers and Cache-Control. */
  const answers: { url: string; headers: Record<string, string>; cacheControl: string }[] = [];
  /** A public directory answer the app got (the HTTP cache may keep it: the control of the probe). */
  let publicAnswer: { url: string; headers: Record<string, string> } | undefined;
  const seen: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    world = await bookingWorld({ appUrl, databaseUrl, emulatorHost: authHost });
    // No request routing in this context: the HTTP cache works as on a phone.
    context = await appContext(browser, { locale: 'en' });
    context.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin !== new URL(appUrl).origin) return;
      const headers = response.request().headers();
      if (PATIENT_API.test(url.pathname)) answers.push({ url: url.href, headers, cacheControl: response.headers()['cache-control'] ?? '' });
      // The last one: the HTTP cache keeps one answer per URL, the one to the last request (its Vary headers).
      else if (url.pathname === '/api/v1/upn/get-doctors' && /max-age/.test(response.headers()['cache-control'] ?? '')) publicAnswer = { url: url.href, headers };
    });
    page = await context.newPage();
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await world?.close();
  });

  it('the patient reads their records, messages and payments, downloads PDFs and leaves a draft', async () => {
    await signInAsDemo(page);
    await waitForServiceWorker(page);
    const firstText = async (selector: string) => {
      const first = page.locator(selector).first();
      await first.waitFor();
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
    await page.waitForURL('**/messages/*');
    await firstText('[data-testid="chat-log"] li p');
    await page.goto(`${appUrl}/lab-tests`);
    await firstText('main li h2');
    await page.goto(`${appUrl}/settings/profile`);
    await expect.poll(() => page.locator('input[name="firstName"]').inputValue().catch(() => '')).toBe(DEMO_PATIENT.firstName);
    expect(await keptDocuments(page)).toHaveLength(2);

    // A draft left on the phone: typed, then the page left (kept at pagehide; the form not opened since).
    const day = kathmanduDate(5);
    await page.goto(`${appUrl}/book/${world.doctor.id}?date=${day}&slot=${await world.clinicSlot(day, 15)}&step=details`);
    await page.locator('textarea[name="reasonForVisit"]').fill('Chest pain since Tuesday');
    await page.goto(`${appUrl}/home`);
    await page.getByTestId('upcoming-consultation').waitFor();
    await expect.poll(async () => (await storedEverything(page)).dump).toContain('Chest pain since Tuesday');
  });

  it('after sign-out nothing of the patient is readable on the origin: not the HTTP cache, Cache Storage, IndexedDB nor localStorage', async () => {
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/signin**');
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
});
