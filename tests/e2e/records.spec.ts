// Records and payments (issue 6): a patient pays an appointment online through the sandbox gateway,
// cancels another payment, asks for a refund, exports prescriptions and verifies their QR code text
// (lab reports: lab-tests.spec.ts). Everything runs against the real stack of the global setup.
// Each test has its own patient, with appointments booked through the API and a prescription written
// by the appointment's doctor (the doctor CLI's helper); the payment, its refund and the same records
// read in Nepali are one test in steps (the refund and the Nepali invoice need the payment).
import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { base64UrlDecode, base64UrlEncode } from '../../contracts/prescription-signature';
import { pdfText } from '../../server/testing/pdf-text';
import { runDoctorRefund } from '../../scripts/lib/doctor-client';
import { runDoctorPrescribe } from '../../scripts/lib/doctor-records';
import { formatBs } from '../../contracts/bikram-sambat';
import { expect, test, type StackInfo, type World } from './fixtures';
import { appContext } from './support/browser-prefs';
import { ui } from './support/i18n';
import { readPdfQr } from './support/qr';
import { kathmanduDate, PASSWORD } from './support/world';

test.use({ viewport: { width: 1280, height: 740 } });

const doctorOpts = (stack: StackInfo, world: World) => ({
  apiUrl: stack.appUrl, apiKey: world.apiKey, emulatorHost: stack.emulatorHost, projectId: 'demo-swasthya', databaseUrl: stack.databaseUrl,
});

/** An appointment of the patient's, booked through the API (unpaid, pay at the clinic). */
async function book(world: World, token: string, days: number, hour: number): Promise<string> {
  const booked = await world.bookViaApi(token, await world.clinicSlot(kathmanduDate(days), hour), 'Payment check');
  expect(booked.status, JSON.stringify(booked.body)).toBe(201);
  return (booked.body.data as { id: string }).id;
}

/** A prescription for the appointment's patient, starting today, written by its doctor. */
async function prescribe(stack: StackInfo, world: World, appointmentId: string): Promise<void> {
  const written = await runDoctorPrescribe(doctorOpts(stack, world), appointmentId, ['Amlodipine 5 mg|30|1-0-0', 'Metformin 500 mg|60|1-0-1']);
  expect(written.status, JSON.stringify(written.body)).toBe(201);
}

async function savedBytes(download: Download): Promise<Buffer> {
  return readFile((await download.path())!);
}

async function startPayNow(page: Page, gateway: 'eSewa' | 'Khalti'): Promise<void> {
  await page.getByRole('button', { name: 'Pay Now' }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Wallet service charge')).toBeVisible();
  await dialog.getByRole('radio', { name: gateway }).check();
  await dialog.getByRole('button', { name: 'Continue to pay' }).click();
}

test.describe('payments', () => {
  test('pays through the sandbox eSewa (paid, the invoice with its PDF), asks for a refund, and reads it all in Nepali', async ({ page, browser, world, stack, patient, signInAs, axe }) => {
    test.setTimeout(180_000);
    const { appUrl } = stack;
    const { token } = patient;
    const paidAppointment = await book(world, token, 9, 10);
    await prescribe(stack, world, paidAppointment);
    await signInAs(page, patient.email);
    await page.goto(`/payments?pay=${paidAppointment}`);

    await test.step('pays an unpaid appointment through the sandbox eSewa: paid, and the invoice appears with its PDF', async () => {
      await startPayNow(page, 'eSewa');
      await page.waitForURL('**/sandbox/esewa/**');
      await page.getByRole('button', { name: 'Pay', exact: true }).click();
      await page.waitForURL('**/payments/result?*');
      await expect(page.locator('[data-testid="payment-result"][data-status="completed"]')).toBeVisible();
      await expect(page.getByText('Payment successful')).toBeVisible();

      const summary = await world.api(token, 'GET', `/api/v1/payment/summary/${paidAppointment}`);
      expect((summary.body.data as { paymentStatus: string }).paymentStatus).toBe('paid');
      const invoices = await world.api(token, 'GET', '/api/v1/payment/invoices?pageSize=50');
      const invoice = (invoices.body.data as { invoices: { id: string; invoiceNumber: string; appointmentId: string; status: string }[] })
        .invoices.find((x) => x.appointmentId === paidAppointment);
      expect(invoice?.status).toBe('paid');

      await page.getByRole('link', { name: 'Go to payments' }).click();
      const card = page.locator('[data-testid="invoice"]').filter({ hasText: invoice!.invoiceNumber });
      await expect(card).toBeVisible();
      const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: 'Download PDF' }).click()]);
      const pdf = await savedBytes(download);
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(pdfText(pdf)).toContain(invoice!.invoiceNumber);

      // Paid today: the PDF gives the date in both calendars.
      expect(pdfText(pdf)).toContain(formatBs(kathmanduDate(0), 'en'));

      await card.getByRole('button', { name: 'View invoice' }).click();
      await expect(page.getByRole('dialog').getByText(`Invoice ${invoice!.invoiceNumber}`)).toBeVisible();
      // The appointment's date, AD with Bikram Sambat beside it.
      await expect(page.getByRole('dialog')).toContainText(` · ${formatBs(kathmanduDate(9), 'en')}`);
      await page.keyboard.press('Escape');

      // The appointment's details name the wallet used and the patient's gender and blood group (spec 3).
      await page.goto(`/appointments/${paidAppointment}`);
      const fact = (label: string) => page.locator(`dt:text-is("${label}") + dd`);
      await expect(fact('Paid with')).toHaveText('eSewa');
      // The date in both calendars: AD, then Bikram Sambat.
      await expect(fact('Date')).toHaveText(new RegExp(` · ${formatBs(kathmanduDate(9), 'en')}$`));
      await expect(fact('Gender')).toHaveText('Male');
      await expect(fact('Blood group')).toHaveText('O+');
    });

    await test.step('a refund request with an attachment shows as requested; approved by the clinic, as refunded', async () => {
      await page.goto('/payments');
      await page.getByRole('tab', { name: 'All payments' }).click();
      const card = page.locator(`[data-testid="payment"][data-appointment-id="${paidAppointment}"]`).last();
      // Readable: the doctor and the consultation first; the ids folded away until asked for.
      await expect(card.getByRole('heading', { name: `Dr. ` }).filter({ hasText: world.doctor.lastName })).toBeVisible();
      await expect(card.getByRole('link').first()).toHaveText(/^Clinic visit, /);
      const paymentId = card.getByText(/^Payment ID/);
      await expect(paymentId).toBeHidden();
      await card.getByText('Reference numbers').click();
      await expect(paymentId).toBeVisible();
      await card.getByRole('button', { name: 'Request refund' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Reason').fill('The doctor was not available.');
      await dialog.locator('input[type="file"]').setInputFiles({ name: 'receipt.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%receipt\n') });
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.url().includes('/api/v1/payment/refund/') && r.request().method() === 'POST'),
        dialog.getByRole('button', { name: 'Send' }).click(),
      ]);
      expect(response.request().headers()['content-type']).toMatch(/^multipart\/form-data/);
      expect(response.status()).toBe(201);
      expect(((await response.json()) as { data: unknown }).data).toMatchObject({ status: 'requested', attachments: 1 });
      await expect(card.getByTestId('refund-status').filter({ hasText: 'Refund requested' })).toBeVisible();
      const history = (await world.api(token, 'GET', '/api/v1/payment/history?pageSize=50')).body.data as {
        payments: { appointmentId: string; total: number; refund: { status: string } | null }[];
      };
      expect(history.payments.find((p) => p.appointmentId === paidAppointment)?.refund?.status).toBe('requested');

      // The clinic approves it with `npm run doctor -- refund <id> approve`: the card says Refunded, with the amount.
      const refundId = ((await response.json()) as { data: { id: string } }).data.id;
      expect((await runDoctorRefund(doctorOpts(stack, world), refundId, 'approve')).status).toBe(200);
      await page.reload();
      await page.getByRole('tab', { name: 'All payments' }).click();
      await expect(card.getByTestId('refund-status').filter({ hasText: 'Refunded' })).toBeVisible();
      const paid = history.payments.find((p) => p.appointmentId === paidAppointment)!;
      await expect(card.getByTestId('refunded-amount')).toHaveText(`Rs. ${paid.total / 100}`);
    });

    await test.step('in Nepali, prescriptions and the invoice give Bikram Sambat dates first, in Devanagari, on the page and in their PDFs', async () => {
      // The account's stored language wins at sign-in.
      expect((await world.api(token, 'PUT', '/api/v1/patient/user/preferences', { language: 'ne' })).status).toBe(200);
      const ne = await appContext(browser, { locale: 'ne', width: 1280 });
      try {
        const nePage = await ne.newPage();
        await nePage.goto(`${appUrl}/signin`);
        await nePage.locator('input[name="email"]').fill(patient.email);
        await nePage.locator('input[name="password"]').fill(PASSWORD);
        await nePage.getByRole('button', { name: ui('ne', 'Sign in'), exact: true }).click();
        await nePage.waitForURL('**/home');

        const active = (await world.api(token, 'GET', '/api/v1/patient/prescriptions/active')).body.data as { prescriptions: { startDate: string }[] };
        const startBs = formatBs(active.prescriptions[0]!.startDate.slice(0, 10), 'ne');
        await nePage.goto(`${appUrl}/prescription`);
        const start = nePage.locator(`dt:text-is("${ui('ne', 'Start')}") + dd`).first();
        await expect(start).toHaveText(new RegExp(`^${startBs} \\(`));
        await axe('prescriptions in Nepali', nePage);
        const [download] = await Promise.all([
          nePage.waitForEvent('download'),
          nePage.getByRole('button', { name: ui('ne', 'Export') }).click(),
        ]);
        const rx = pdfText(await savedBytes(download));
        expect(rx).toContain(startBs);
        expect(rx).not.toContain('?');

        await nePage.goto(`${appUrl}/payments`);
        const invoice = nePage.locator('[data-testid="invoice"]').first();
        await invoice.getByRole('button', { name: ui('ne', 'View invoice') }).click();
        const dialog = nePage.getByRole('dialog');
        // BS first, the AD date in brackets.
        await expect(dialog).toContainText(/[०-९]+ (बैशाख|जेठ|असार|साउन|भदौ|असोज|कात्तिक|मंसिर|पुस|माघ|फागुन|चैत) [०-९]{4}/);
        await axe('the invoice in Nepali', nePage);
        await nePage.keyboard.press('Escape');
        const [pdfDownload] = await Promise.all([
          nePage.waitForEvent('download'),
          invoice.getByRole('button', { name: ui('ne', 'Download PDF') }).click(),
        ]);
        expect(pdfText(await savedBytes(pdfDownload))).toContain(formatBs(kathmanduDate(0), 'ne'));
      } finally {
        await ne.close();
      }
    });
  });

  test('a canceled Khalti payment leaves the appointment unpaid, with Pay Now', async ({ signedIn: page, world, patient }) => {
    const canceledAppointment = await book(world, patient.token, 9, 11);
    await page.goto(`/payments?pay=${canceledAppointment}`);
    await startPayNow(page, 'Khalti');
    await page.waitForURL('**/sandbox/khalti/**');
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await page.waitForURL('**/payments/result?*');
    await expect(page.locator('[data-testid="payment-result"][data-status="canceled"]')).toBeVisible();
    await expect(page.getByText('Payment canceled')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pay Now' })).toBeVisible();
    const summary = (await world.api(patient.token, 'GET', `/api/v1/payment/summary/${canceledAppointment}`)).body.data as { paymentStatus: string; payable: boolean };
    expect(summary).toMatchObject({ paymentStatus: 'unpaid', payable: true });
  });
});

test.describe('prescriptions', () => {
  test('exports a PDF with the medications whose QR code text verifies, and fails after one byte is changed', async ({ page, context, world, stack, patient, signInAs }) => {
    const { appUrl } = stack;
    await prescribe(stack, world, await book(world, patient.token, 9, 12));
    await signInAs(page, patient.email);
    await page.goto('/prescription');
    const active = (await world.api(patient.token, 'GET', '/api/v1/patient/prescriptions/active')).body.data as { prescriptions: { medication: string; startDate: string }[] };
    expect(active.prescriptions.length).toBeGreaterThan(0);
    await expect(page.getByRole('heading', { name: active.prescriptions[0]!.medication })).toBeVisible();
    const [download, response] = await Promise.all([
      page.waitForEvent('download'),
      page.waitForResponse((r) => r.url().includes('/prescriptions/export')),
      page.getByRole('button', { name: 'Export' }).click(),
    ]);
    const pdf = await savedBytes(download);
    const text = pdfText(pdf);
    for (const p of active.prescriptions) expect(text).toContain(p.medication);
    // Each prescription's start date, AD with Bikram Sambat beside it, on the page.
    const start = page.locator('dt:text-is("Start") + dd').first();
    await expect(start).toContainText(` · ${formatBs(active.prescriptions[0]!.startDate.slice(0, 10), 'en')}`);
    const codes = (response.headers()['x-prescription-codes'] ?? '').split(' ').filter(Boolean);
    expect(codes.length).toBeGreaterThan(0);

    // A pharmacist's phone camera reads the QR code as a link to the check, with the signed code in its
    // fragment (never sent to a server)…
    const link = await readPdfQr(pdf);
    expect(link).toBe(`${appUrl}/verify-prescription#code=${encodeURIComponent(codes[0]!)}`);
    // …which opens and verifies with no signal (the app is installed; the check runs in the browser).
    await page.goto('/prescription');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await context.setOffline(true);
    try {
      await page.goto(link!);
      await expect(page.locator('[data-testid="verify-result"][data-valid="true"]')).toBeVisible();
      await expect(page.getByRole('heading', { name: active.prescriptions[0]!.medication }).first()).toBeVisible();
    } finally {
      await context.setOffline(false);
    }

    const [prefix, payload, signature] = codes[0]!.split('.');
    const bytes = base64UrlDecode(payload!);
    bytes[bytes.length - 3] = bytes[bytes.length - 3]! ^ 0x01;
    await page.getByLabel('Prescription code').fill(`${prefix}.${base64UrlEncode(bytes)}.${signature}`);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.locator('[data-testid="verify-result"][data-valid="false"]')).toBeVisible();
    await expect(page.getByText('Invalid prescription')).toBeVisible();
  });
});
