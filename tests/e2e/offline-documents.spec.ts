// Offline for real, the rest of issue 15, against the built PWA on a phone profile with the network
// really cut (browser offline and every request to the app and the Auth emulator failing):
// - documents: the prescriptions PDF exported and an invoice PDF downloaded online open again
//   offline, the same bytes, dated; an invoice never downloaded (and, in Nepali, prescriptions never
//   exported) say plainly that they need a connection;
// - an app update arriving while a booking reason is half typed: Reload keeps the text.
// (After sign-out nothing of the patient is readable: signed-out.spec.ts.)
// Each test has its own browser context. The documents journey reads the demo patient's seeded
// prescriptions, invoices, appointments, conversations and lab tests and changes nothing of theirs on
// the server; it is one test in steps, each standing on the one before. The update and Nepali tests
// have their own patient.
import type { Page } from '@playwright/test';
import { DEMO_PATIENT } from '../../server/db/seed/demo-account';
import { runDoctorPrescribe } from '../../scripts/lib/doctor-records';
import { expect, test } from './fixtures';
import { ui } from './support/i18n';
import { waitForServiceWorker } from './support/installability';
import { hasSaved, linkOf, savedQueries } from './support/network';
import { kathmanduDate } from './support/world';
import { downloadBy, keptDocuments } from './support/offline-documents';

/** The "You are offline" banner. */
const banner = (page: Page) => page.getByRole('status').filter({ hasText: 'You are offline' });

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

/** Waits until the demo patient's queries of these key parts are saved on the device. */
async function savedOnDevice(page: Page, parts: string[]): Promise<void> {
  await expect.poll(async () => {
    const saved = await savedQueries(page, DEMO_PATIENT.uid);
    return parts.filter((part) => !hasSaved(saved, part));
  }).toEqual([]);
}

test.describe('documents and drafts, with the network really cut', () => {
  test('documents kept online open offline: the prescriptions exported and the invoice downloaded, the same PDFs, dated; one never downloaded needs a connection', async ({ page, context, stack, signInAs }) => {
    const link = await linkOf(context, [new URL(stack.appUrl).host, stack.emulatorHost]);
    const downloads: string[] = [];
    page.on('download', (d) => downloads.push(d.suggestedFilename()));
    let medication = '';
    let prescriptionsPdf: Buffer = Buffer.alloc(0);
    let invoicePdf: Buffer = Buffer.alloc(0);
    let downloaded = '';
    let neverDownloaded = '';

    await test.step('online, the patient exports the prescriptions and downloads one invoice: both are kept on the phone', async () => {
      await signInAs(page, DEMO_PATIENT.email, DEMO_PATIENT.password);
      await waitForServiceWorker(page);
      await page.goto('/prescription');
      const first = page.locator('main li h2').first();
      await expect(first).toBeVisible();
      medication = (await first.innerText()).trim();
      // Left once its list is saved on the device, as a patient reading it would (offline-screens.spec.ts
      // does the same): a page left within moments of its answer may not have saved it yet.
      await savedOnDevice(page, ['"prescriptions","active"']);
      prescriptionsPdf = await downloadBy(page, () => page.getByRole('button', { name: 'Export' }).click());
      expect(prescriptionsPdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

      await page.goto('/payments');
      const invoices = page.getByTestId('invoice');
      await expect(invoices.nth(1)).toBeVisible();
      const numberOf = async (i: number) => /INV-[\w-]+/.exec(await invoices.nth(i).innerText())?.[0] ?? '';
      [downloaded, neverDownloaded] = [await numberOf(0), await numberOf(1)];
      await savedOnDevice(page, ['"payments","invoices"']);
      expect(downloaded).not.toBe('');
      expect(neverDownloaded).not.toBe(downloaded);
      invoicePdf = await downloadBy(page, () => invoices.nth(0).getByRole('button', { name: 'Download PDF' }).click());
      expect(invoicePdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      // Kept before the file was saved: the prescriptions and this invoice, nothing else.
      const kept = await keptDocuments(page);
      expect(kept).toHaveLength(2);
      expect(kept).toContain('/__swasthya/documents/prescriptions');
    });

    await test.step('offline, the exported prescriptions open from the phone: the same PDF, and the date it was exported', async () => {
      await link.set(false);
      await page.goto('/prescription');
      await expect(banner(page)).toBeVisible();
      await expect(page.getByRole('heading', { name: medication }).first()).toBeVisible();
      const pdf = await downloadBy(page, () => page.getByRole('button', { name: 'Export' }).click());
      expect(pdf.equals(prescriptionsPdf)).toBe(true);
      await expect(page.getByText(/^This is the copy you exported on .+: a new one needs a connection\.$/)).toBeVisible();
    });

    await test.step('offline, the invoice downloaded before opens too; one never downloaded says it needs a connection', async () => {
      await page.goto('/payments');
      const card = (number: string) => page.getByTestId('invoice').filter({ hasText: number });
      await expect(card(downloaded)).toBeVisible();
      const pdf = await downloadBy(page, () => card(downloaded).getByRole('button', { name: 'Download PDF' }).click());
      expect(pdf.equals(invoicePdf)).toBe(true);
      await expect(page.getByText(/^This is the copy you downloaded on .+: a new one needs a connection\.$/)).toBeVisible();

      const saved = downloads.length;
      await card(neverDownloaded).getByRole('button', { name: 'Download PDF' }).click();
      await expect(page.getByText('Downloading the invoice needs a connection. Connect to the internet and try again.')).toBeVisible();
      // Told only once the attempt is over: no file came, and no generic failure either.
      expect(downloads).toHaveLength(saved);
      await expect(page.getByText('Failed to download the invoice')).toHaveCount(0);
    });
  });

  test('an app update arrives while a booking reason is half typed: Reload keeps the text', async ({ signedIn: page, world }) => {
    await page.addInitScript(recordAppRegistration);
    // The running version controls the page, so the next one waits and is offered.
    await waitForServiceWorker(page);
    const day = kathmanduDate(5);
    const slotId = await world.clinicSlot(day, 14);
    await page.goto(`/book/${world.doctor.id}?date=${day}&slot=${slotId}&step=details`);
    const reason = page.locator('textarea[name="reasonForVisit"]');
    await reason.pressSequentially('Headache for three da');
    await page.evaluate(() => (window as unknown as { appRegisteredWorker: Promise<void> }).appRegisteredWorker);
    // A new version of the app is installed and waits (a new service worker script; the app's own
    // registration sees it as an update and offers it).
    await page.evaluate(() => navigator.serviceWorker.register('/sw.js?next-version', { scope: '/' }));
    await expect(page.getByText('A new version is available')).toBeVisible();
    await page.evaluate(() => Object.assign(window, { beforeUpdate: true }));
    await page.getByRole('button', { name: 'Reload' }).click();
    // The new version took over and the page was reloaded (asked again across the reload)…
    await expect.poll(() => page.evaluate(() => !('beforeUpdate' in window) && !!navigator.serviceWorker.controller?.scriptURL.endsWith('/sw.js?next-version')).catch(() => false)).toBe(true);
    await expect(page).toHaveURL((url) => url.pathname === `/book/${world.doctor.id}`);
    // …and the booking form has the reason as it was left.
    await expect(reason).toHaveValue('Headache for three da');
  });

  test.describe('in Nepali', () => {
    test.use({ appLocale: 'ne' });

    test('a Nepali patient who never exported is told in Nepali that it needs a connection', async ({ page, context, stack, world, patient, signInAs }) => {
      // A prescription of their own: an appointment booked through the API, written by its doctor.
      const booked = await world.bookViaApi(patient.token, await world.clinicSlot(kathmanduDate(9), 12), 'Prescription check');
      expect(booked.status, JSON.stringify(booked.body)).toBe(201);
      const doctor = { apiUrl: stack.appUrl, apiKey: world.apiKey, emulatorHost: stack.emulatorHost, projectId: 'demo-swasthya', databaseUrl: stack.databaseUrl };
      const written = await runDoctorPrescribe(doctor, (booked.body.data as { id: string }).id, ['Amlodipine 5 mg|30|1-0-0']);
      expect(written.status, JSON.stringify(written.body)).toBe(201);
      // The account's stored language is Nepali too (it wins at sign-in).
      expect((await world.api(patient.token, 'PUT', '/api/v1/patient/user/preferences', { language: 'ne' })).status).toBe(200);

      const link = await linkOf(context, [new URL(stack.appUrl).host, stack.emulatorHost]);
      await signInAs(page, patient.email);
      // Offline, the toast's code comes from the service worker's precache.
      await waitForServiceWorker(page);
      await page.goto('/prescription');
      await expect(page.locator('main li h2').first()).toBeVisible();
      await link.set(false);
      await page.getByRole('button', { name: ui('ne', 'Export') }).click();
      await expect(page.getByText(ui('ne', 'Exporting prescriptions needs a connection. Connect to the internet and try again.'))).toBeVisible();
    });
  });
});
