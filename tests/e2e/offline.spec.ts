// Offline and installable (issue 7, ARCHITECTURE.md "Offline design"), against the built PWA:
// Chrome's installability check passes; the demo patient opens /appointments, goes offline and
// reloads: still signed in, the list renders from cache under the offline banner with the
// 'Offline — showing data from …' notice, and so do an appointment's details, the prescriptions and
// the invoices it had opened; signing out while offline leaves nothing of the patient
// in IndexedDB or Cache Storage.
// The offline journey is one test in steps (each needs the one before: offline after an online
// visit); it reads the demo patient's seeded records and changes nothing of theirs.
import { DEMO_PATIENT } from '../../server/db/seed/demo-account';
import { expect, test } from './fixtures';
import { installability, installabilityErrors, waitForServiceWorker } from './support/installability';
import { storedEverything } from './support/network';

test.describe('installable', () => {
  test('has a complete manifest', async ({ stack }) => {
    const { appUrl } = stack;
    const manifest = (await (await fetch(`${appUrl}/manifest.webmanifest`)).json()) as {
      name: string; short_name: string; display: string; start_url: string; scope: string; theme_color: string; background_color: string;
      icons: { src: string; sizes: string; purpose?: string }[];
      shortcuts: { name: string; url: string }[];
      screenshots: { src: string; form_factor: string }[];
    };
    expect(manifest).toMatchObject({ name: 'Swasthya', short_name: 'Swasthya', display: 'standalone', start_url: '/', scope: '/' });
    expect(manifest.theme_color).toMatch(/^#/);
    expect(manifest.background_color).toMatch(/^#/);
    expect(manifest.icons.map((i) => `${i.sizes}:${i.purpose ?? 'any'}`)).toEqual(expect.arrayContaining(['192x192:any', '512x512:any', '512x512:maskable']));
    expect(manifest.shortcuts.map((s) => s.url)).toEqual(['/find/doctors', '/appointments', '/prescription']);
    expect(manifest.screenshots.map((s) => s.form_factor).sort()).toEqual(['narrow', 'wide']);
    for (const src of [...manifest.icons.map((i) => i.src), ...manifest.screenshots.map((s) => s.src)]) {
      const res = await fetch(`${appUrl}${src}`);
      expect(res.status, src).toBe(200);
      expect(res.headers.get('content-type'), src).toContain('image/png');
    }
  });

  test("passes Chrome's installability check (Page.getInstallabilityErrors)", async ({ stack }) => {
    const { appUrl } = stack;
    expect(await installabilityErrors(appUrl)).toEqual([]);
  });

  test('speaks Nepali to a Nepali patient: स्वास्थ्य on the home screen, the same app, still installable (issue 15)', async ({ stack }) => {
    const { appUrl } = stack;
    type Manifest = { id: string; name: string; short_name: string; lang: string; start_url: string; scope: string; display: string; icons: unknown[]; shortcuts: { name: string; url: string }[] };
    const [en, ne] = (await Promise.all(['manifest.webmanifest', 'manifest-ne.webmanifest'].map(async (f) => (await fetch(`${appUrl}/${f}`)).json()))) as [Manifest, Manifest];
    expect(ne).toMatchObject({ name: 'स्वास्थ्य', short_name: 'स्वास्थ्य', lang: 'ne', id: en.id, start_url: en.start_url, scope: en.scope, display: en.display });
    expect(ne.icons).toEqual(en.icons);
    expect(ne.shortcuts.map((s) => s.url)).toEqual(en.shortcuts.map((s) => s.url));
    expect(ne.shortcuts[0]?.name).toBe('डाक्टर खोज्नुहोस्');
    const nepali = await installability(appUrl, { language: 'ne' });
    expect(nepali.errors).toEqual([]);
    expect(new URL(nepali.manifestUrl).pathname).toBe('/manifest-ne.webmanifest');
    expect(nepali.manifest['name']).toBe('स्वास्थ्य');
    const english = await installability(appUrl, { language: 'en' });
    expect(new URL(english.manifestUrl).pathname).toBe('/manifest.webmanifest');
  });
});

test('offline: after an online visit, a reload keeps the patient signed in and the records render from cache; signing out leaves nothing', async ({ page, context }) => {
  let firstCard = '';
  let detailsPath = '';
  let medication = '';
  let invoiceNumber = '';

  await test.step('a signed-in patient opens /appointments online', async () => {
    await page.goto('/signin');
    await page.locator('input[name="email"]').fill(DEMO_PATIENT.email);
    await page.locator('input[name="password"]').fill(DEMO_PATIENT.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL('**/home');
    await waitForServiceWorker(page);
    await page.goto('/appointments');
    // The doctor's name on the first appointment card.
    const title = page.locator('main li h2').first();
    await expect(title).toBeVisible();
    firstCard = (await title.innerText()).trim();
    expect(firstCard.length).toBeGreaterThan(0);
    // Both caches have it: the service worker's per-user API cache and the persisted query cache.
    await expect.poll(async () => (await storedEverything(page)).caches.some((c) => c.startsWith('swasthya-api-'))).toBe(true);
    await expect.poll(async () => (await storedEverything(page)).dump.includes('query-cache:')).toBe(true);
  });

  await test.step('opens an appointment, the prescriptions and the invoices online', async () => {
    await page.locator('main li a[href^="/appointments/"]').first().click();
    await page.waitForURL('**/appointments/*');
    detailsPath = new URL(page.url()).pathname;
    // The details page itself (the list's own h1 stays on screen while the page's code loads), and
    // its answer kept by the service worker, before leaving it.
    await expect(page.getByRole('heading', { level: 1, name: firstCard })).toBeVisible();
    await expect.poll(async () => (await storedEverything(page)).dump.includes('/appointment/details/')).toBe(true);
    await page.goto('/prescription');
    const prescription = page.locator('main li h2').first();
    await expect(prescription).toBeVisible();
    medication = (await prescription.innerText()).trim();
    await page.goto('/payments');
    const invoice = page.getByTestId('invoice').first();
    await expect(invoice).toBeVisible();
    invoiceNumber = /INV-[\w-]+/.exec(await invoice.innerText())?.[0] ?? '';
    expect(invoiceNumber).not.toBe('');
    await page.goto('/appointments');
    await expect(page.locator('main li h2').first()).toBeVisible();
  });

  await test.step('offline, a reload keeps the patient signed in and shows the list from cache under the banner', async () => {
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Appointments' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/appointments');
    await expect(page.getByText(firstCard).first()).toBeVisible();
    await expect(page.getByText(/Offline — showing data from /)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  });

  await test.step('offline, the appointment details, prescriptions and invoices render from cache too', async () => {
    await page.goto(detailsPath);
    await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
    await expect(page.getByText(firstCard).first()).toBeVisible();
    await expect(page.getByText(/Offline — showing data from /)).toBeVisible();
    await page.goto('/prescription');
    await expect(page.getByRole('heading', { name: medication }).first()).toBeVisible();
    await expect(page.getByText(/Offline — showing data from /)).toBeVisible();
    await page.goto('/payments');
    await expect(page.getByTestId('invoice').filter({ hasText: invoiceNumber })).toBeVisible();
    await expect(page.getByText(/Offline — showing data from /)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
  });

  await test.step('signing out offline leaves nothing of the patient in IndexedDB or Cache Storage', async () => {
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/signin**');
    const leaks = (dump: string) =>
      [DEMO_PATIENT.uid, DEMO_PATIENT.email, firstCard, medication, invoiceNumber, '/api/v1/patient/', '/api/v1/payment/'].filter((s) => dump.includes(s));
    await expect.poll(async () => leaks((await storedEverything(page)).dump)).toEqual([]);
    const stored = await storedEverything(page);
    expect(stored.caches.filter((c) => c.startsWith('swasthya-api-') || c === 'swasthya-sw-meta')).toEqual([]);
    // Still offline: the shell works and the patient is not signed in.
    await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
  });
});
