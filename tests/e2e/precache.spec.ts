// What the service worker installs (issue 15: offline-ready fast on 2G), against the built PWA:
// - the served manifest installs the shell and one language: no catalog in the shell, each
//   language's files on their own, each pack's files exactly as served one by one (a pack made
//   before Vite's last edits held `__VITE_PRELOAD__` placeholders), and a first install's download (the packs and the files without a
//   hash in their name) within budget (FIRST_INSTALL_BUDGET, from `npm run bench`'s 178 KB);
// - an English guest's phone installs the English catalogs and no Nepali file, a Nepali patient's the
//   reverse; a page of the 'later' group opened online once opens offline;
// - offline, switching to a language the phone does not hold is refused with a plain message and
//   the app still starts; online the switch works, and that language then starts offline too.
import http from 'node:http';
import type { Page } from '@playwright/test';
import { unpack } from '../../sw/precache-plan';
import { expect, test } from './fixtures';
import { waitForServiceWorker } from './support/installability';
import { linkOf } from './support/network';
import { server, ui } from './support/i18n';
import { CLINIC_RECORDS_MESSAGES } from '../../contracts/clinic-records-messages';

type Entry = { url: string; revision: string | null; group?: 'en' | 'ne' | 'later' | 'pack'; of?: 'shell' | 'en' | 'ne' };

/**
 * What a first install downloads, at most (packs and files without a hash; headers not counted). 200 KB until
 * 28 Nov; the health summary's screens, the clinic console's and Medicine Order then took the Nepali install to
 * 225.8 KB in fresh-clone CI (floor 230 KB). The console's messages now have their own catalog, which no phone
 * installs (issue 29): the Nepali install measured 218.2 KB (English 202.0 KB), against ~220.7 KB (204.2 KB) for
 * main's build just before; the floor sits ~4 KB above it, outside the noise, so a real regression still fails.
 */
const FIRST_INSTALL_BUDGET = 222 * 1024;
/** The install-time cache (shell and one language), each file as served: what an update could fetch. */
const INSTALL_SET_BUDGET = 390 * 1024;

/** The precache manifest the served service worker carries. */
async function servedManifest(appUrl: string): Promise<Entry[]> {
  const sw = await (await fetch(`${appUrl}/sw.js`)).text();
  const json = /\[\{"revision":.*?\}\]/s.exec(sw)?.[0];
  if (!json) throw new Error('No precache manifest in /sw.js');
  return JSON.parse(json) as Entry[];
}

/** A file's bytes as served to a browser (gzip when the server has it so). */
function servedBytes(appUrl: string, url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http.get(new URL(url, `${appUrl}/`), { headers: { 'accept-encoding': 'gzip' } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => (res.statusCode === 200 ? resolve(bytes) : reject(new Error(`${url}: HTTP ${res.statusCode}`))));
    }).on('error', reject);
  });
}

const sum = async (appUrl: string, entries: Entry[]) => (await Promise.all(entries.map((e) => servedBytes(appUrl, e.url)))).reduce((a, b) => a + b, 0);
const isCatalog = (url: string, language: 'en' | 'ne') => new RegExp(`^assets/messages-${language}(-first)?-`).test(url);

/** The files in the service worker's caches, by cache. */
function cachedFiles(page: Page): Promise<{ precache: string[]; assets: string[] }> {
  return page.evaluate(async () => {
    const paths = async (name: string | undefined) =>
      name ? (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname.slice(1)) : [];
    const names = await caches.keys();
    return { precache: await paths(names.find((n) => n.includes('precache'))), assets: await paths(names.find((n) => n === 'swasthya-assets')) };
  });
}

test('the install is the shell and one language, and a first install downloads little', async ({ stack }) => {
  const manifest = await servedManifest(stack.appUrl);
  const shell = manifest.filter((e) => !e.group);
  const group = (g: Entry['group']) => manifest.filter((e) => e.group === g);
  expect(shell.filter((e) => isCatalog(e.url, 'en') || isCatalog(e.url, 'ne'))).toEqual([]);
  expect(group('en').length).toBeGreaterThan(0);
  expect(group('en').every((e) => isCatalog(e.url, 'en'))).toBe(true);
  expect(group('ne').filter((e) => isCatalog(e.url, 'ne')).length).toBe(group('en').length);
  expect(group('ne').some((e) => isCatalog(e.url, 'en'))).toBe(false);
  // Pages that no offline screen needs are left for later (sign-up, the static pages).
  expect(group('later').map((e) => e.url)).toEqual(expect.arrayContaining([expect.stringMatching(/^assets\/signUp-/), expect.stringMatching(/^assets\/about-/)]));
  expect(shell.map((e) => e.url)).toContain('/');

  const pack = (of: 'shell' | 'en' | 'ne') => group('pack').filter((e) => e.of === of);
  for (const packed of ['shell', 'en', 'ne'] as const) {
    const [file] = pack(packed);
    expect(file, `the ${packed} pack`).toBeDefined();
    const files = unpack(await (await fetch(`${stack.appUrl}/${file!.url}`)).text());
    expect(files.length).toBeGreaterThan(0);
    for (const { url, body } of files) expect(body === (await (await fetch(`${stack.appUrl}/${url}`)).text()), `${url} in the ${packed} pack as served`).toBe(true);
  }
  // The clinic console's messages are in its own catalog (src/features/clinic/catalog.ts): not one is
  // in what a phone installs (the console's title and a menu entry only it has, in each language; the
  // Nepali of a server answer only the console reads).
  const nepaliOfConsole = [ui('ne', 'Swasthya clinic console'), ui('ne', 'Activity log'), server('ne', CLINIC_RECORDS_MESSAGES.refundApproved)];
  for (const [language, texts] of [['en', ['Swasthya clinic console', 'Activity log']], ['ne', nepaliOfConsole]] as const) {
    const installed = (await Promise.all([...pack('shell'), ...pack(language)].map(async (e) => (await fetch(`${stack.appUrl}/${e.url}`)).text()))).join('');
    for (const text of texts) expect(installed.includes(text), `"${text}" in the ${language} install`).toBe(false);
  }
  const revisioned = shell.filter((e) => e.revision);
  for (const language of ['en', 'ne'] as const) {
    const firstInstall = await sum(stack.appUrl, [...pack('shell'), ...pack(language), ...revisioned]);
    console.log(`precache: a first install in ${language} downloads ${(firstInstall / 1024).toFixed(1)} KB (budget ${FIRST_INSTALL_BUDGET / 1024} KB)`);
    expect(firstInstall, `a first install in ${language}`).toBeLessThanOrEqual(FIRST_INSTALL_BUDGET);
    const installSet = await sum(stack.appUrl, [...shell, ...group(language)]);
    expect(installSet, `the install-time cache in ${language}`).toBeLessThanOrEqual(INSTALL_SET_BUDGET);
  }
});

test("an English guest's phone installs English, and a page opened later is kept for offline", async ({ page, context, stack }) => {
  await page.goto('/');
  await waitForServiceWorker(page);
  const cached = await cachedFiles(page);
  expect(cached.assets.filter((f) => isCatalog(f, 'en')).length).toBeGreaterThan(0);
  expect([...cached.precache, ...cached.assets].filter((f) => isCatalog(f, 'ne') || f.startsWith('assets/pack-'))).toEqual([]);
  expect(cached.precache).toContain('');

  // The sign-up page is not installed: opened once online, it opens offline.
  await page.goto('/signUp');
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await expect.poll(async () => (await cachedFiles(page)).assets.some((f) => f.startsWith('assets/signUp-'))).toBe(true);
  const link = await linkOf(context, [new URL(stack.appUrl).host]);
  await link.set(false);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await link.set(true);
});

test.describe('in Nepali', () => {
  test.use({ appLocale: 'ne' });

  test("a Nepali patient's phone installs Nepali and no English catalog", async ({ page }) => {
    await page.goto('/');
    await waitForServiceWorker(page);
    const cached = await cachedFiles(page);
    expect(cached.assets.filter((f) => isCatalog(f, 'ne')).length).toBeGreaterThan(0);
    expect(cached.assets).toContain('manifest-ne.webmanifest');
    expect([...cached.precache, ...cached.assets].filter((f) => isCatalog(f, 'en'))).toEqual([]);
  });
});

test('offline, a language the phone does not hold is refused plainly; online it switches and then starts offline', async ({ page, context, stack }) => {
  await page.goto('/');
  await waitForServiceWorker(page);
  const link = await linkOf(context, [new URL(stack.appUrl).host]);
  const footer = page.getByRole('contentinfo');

  await link.set(false);
  await footer.getByRole('button', { name: 'नेपाली' }).click();
  await expect(page.getByText('Switching to this language needs a connection the first time. Connect to the internet and choose it again.')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('swasthya.prefs') ?? '{}').language)).toBe('en');
  // Still starts with no signal, in English.
  await page.reload();
  await expect(footer).toContainText('Care for every home in Nepal.');

  await link.set(true);
  await footer.getByRole('button', { name: 'नेपाली' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
  await expect(footer).toContainText('नेपालका हरेक घरका लागि स्वास्थ्य सेवा।');
  // The service worker keeps every Nepali file once one is used (the first screens' catalogs too).
  const nepali = (await servedManifest(stack.appUrl)).filter((e) => e.group === 'ne').map((e) => e.url);
  await expect.poll(async () => {
    const { assets } = await cachedFiles(page);
    return nepali.filter((f) => !assets.includes(f));
  }).toEqual([]);

  await link.set(false);
  await page.goto('/find/doctors');
  await expect(page.getByRole('heading', { level: 1, name: 'डाक्टर खोज्नुहोस्' })).toBeVisible();
  await expect(footer).toContainText('नेपालका हरेक घरका लागि स्वास्थ्य सेवा।');
  await link.set(true);
});
