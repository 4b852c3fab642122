// Records and payments (issue 6): the demo patient pays an appointment online through the sandbox
// gateway, cancels another payment, asks for a refund, exports prescriptions and verifies their QR
// code text, and uploads lab reports. Everything runs against the real stack of the global setup.
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Download, Page } from 'playwright-core';
import { base64UrlDecode, base64UrlEncode } from '../../contracts/prescription-signature';
import { DEMO_PATIENT } from '../../server/db/seed/demo-account';
import { pdfText } from '../../server/testing/pdf-text';
import { readPdfQr } from './support/qr';
import { runDoctorRefund } from '../../scripts/lib/doctor-client';
import { formatBs } from '../../contracts/bikram-sambat';
import { launchBrowser } from './browser';
import { bookingWorld, expectNoAxeViolations, kathmanduDate } from './booking-helpers';
import { appContext } from './support/browser-prefs';
import { ui } from './support/i18n';

const appUrl = inject('appUrl');
const databaseUrl = inject('e2eDatabaseUrl');
const emulatorHost = inject('e2eAuthEmulatorHost');

let browser: Browser;
let context: BrowserContext;
let page: Page;
let world: Awaited<ReturnType<typeof bookingWorld>>;
let token: string;
let paidAppointment: string;
let canceledAppointment: string;

beforeAll(async () => {
  browser = await launchBrowser();
  world = await bookingWorld({ appUrl, databaseUrl, emulatorHost });
  token = await world.idToken(DEMO_PATIENT.email, DEMO_PATIENT.password);
  const book = async (days: number, hour: number) => {
    const booked = await world.bookViaApi(token, await world.clinicSlot(kathmanduDate(days), hour), 'Payment check');
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    return (booked.body.data as { id: string }).id;
  };
  paidAppointment = await book(9, 10);
  canceledAppointment = await book(9, 11);
  context = await appContext(browser, { locale: 'en', width: 1280 });
  page = await context.newPage();
  await page.goto(`${appUrl}/payments?pay=${paidAppointment}`);
  await page.locator('input[name="email"]').fill(DEMO_PATIENT.email);
  await page.locator('input[name="password"]').fill(DEMO_PATIENT.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL('**/payments?pay=*');
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await world?.close();
});

async function savedBytes(download: Download): Promise<Buffer> {
  return readFile((await download.path())!);
}

async function startPayNow(gateway: 'eSewa' | 'Khalti'): Promise<void> {
  await page.getByRole('button', { name: 'Pay Now' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText('Wallet service charge').waitFor();
  await dialog.getByRole('radio', { name: gateway }).check();
  await dialog.getByRole('button', { name: 'Continue to pay' }).click();
}

describe('payments', () => {
  it('pays an unpaid appointment through the sandbox eSewa: paid, and the invoice appears with its PDF', async () => {
    await startPayNow('eSewa');
    await page.waitForURL('**/sandbox/esewa/**');
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.waitForURL('**/payments/result?*');
    await page.locator('[data-testid="payment-result"][data-status="completed"]').waitFor();
    await page.getByText('Payment successful').waitFor();

    const summary = await world.api(token, 'GET', `/api/v1/payment/summary/${paidAppointment}`);
    expect((summary.body.data as { paymentStatus: string }).paymentStatus).toBe('paid');
    const invoices = await world.api(token, 'GET', '/api/v1/payment/invoices?pageSize=50');
    const invoice = (invoices.body.data as { invoices: { id: string; invoiceNumber: string; appointmentId: string; status: string }[] })
      .invoices.find((x) => x.appointmentId === paidAppointment);
    expect(invoice?.status).toBe('paid');

    await page.getByRole('link', { name: 'Go to payments' }).click();
    const card = page.locator('[data-testid="invoice"]').filter({ hasText: invoice!.invoiceNumber });
    await card.waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: 'Download PDF' }).click()]);
    const pdf = await savedBytes(download);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdfText(pdf)).toContain(invoice!.invoiceNumber);

    // Paid today: the PDF gives the date in both calendars.
    expect(pdfText(pdf)).toContain(formatBs(kathmanduDate(0), 'en'));

    await card.getByRole('button', { name: 'View invoice' }).click();
    await page.getByRole('dialog').getByText(`Invoice ${invoice!.invoiceNumber}`).waitFor();
    // The appointment's date, AD with Bikram Sambat beside it.
    expect(await page.getByRole('dialog').innerText()).toContain(` · ${formatBs(kathmanduDate(9), 'en')}`);
    await page.keyboard.press('Escape');

    // The appointment's details name the wallet used and the patient's gender and blood group (spec 3).
    await page.goto(`${appUrl}/appointments/${paidAppointment}`);
    const fact = (label: string) => page.locator(`dt:text-is("${label}") + dd`);
    await fact('Paid with').waitFor();
    expect(await fact('Paid with').innerText()).toBe('eSewa');
    // The date in both calendars: AD, then Bikram Sambat.
    expect(await fact('Date').innerText()).toMatch(new RegExp(` · ${formatBs(kathmanduDate(9), 'en')}$`));
    expect(await fact('Gender').innerText()).toBe('Male');
    expect(await fact('Blood group').innerText()).toBe('O+');
  });

  it('a canceled Khalti payment leaves the appointment unpaid, with Pay Now', async () => {
    await page.goto(`${appUrl}/payments?pay=${canceledAppointment}`);
    await startPayNow('Khalti');
    await page.waitForURL('**/sandbox/khalti/**');
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await page.waitForURL('**/payments/result?*');
    await page.locator('[data-testid="payment-result"][data-status="canceled"]').waitFor();
    await page.getByText('Payment canceled').waitFor();
    await page.getByRole('button', { name: 'Pay Now' }).waitFor();
    const summary = (await world.api(token, 'GET', `/api/v1/payment/summary/${canceledAppointment}`)).body.data as { paymentStatus: string; payable: boolean };
    expect(summary).toMatchObject({ paymentStatus: 'unpaid', payable: true });
  });

  it('a refund request with an attachment shows as requested', async () => {
    await page.goto(`${appUrl}/payments`);
    await page.getByRole('tab', { name: 'All payments' }).click();
    const card = page.locator(`[data-testid="payment"][data-appointment-id="${paidAppointment}"]`).last();
    // Readable: the doctor and the consultation first; the ids folded away until asked for.
    await card.getByRole('heading', { name: `Dr. ` }).filter({ hasText: world.doctor.lastName }).waitFor();
    expect(await card.getByRole('link').first().innerText()).toMatch(/^Clinic visit, /);
    const paymentId = card.getByText(/^Payment ID/);
    expect(await paymentId.isVisible()).toBe(false);
    await card.getByText('Reference numbers').click();
    await paymentId.waitFor();
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
    await card.getByTestId('refund-status').filter({ hasText: 'Refund requested' }).waitFor();
    const history = (await world.api(token, 'GET', '/api/v1/payment/history?pageSize=50')).body.data as {
      payments: { appointmentId: string; total: number; refund: { status: string } | null }[];
    };
    expect(history.payments.find((p) => p.appointmentId === paidAppointment)?.refund?.status).toBe('requested');

    // The clinic approves it with `npm run doctor -- refund <id> approve`: the card says Refunded, with the amount.
    const refundId = ((await response.json()) as { data: { id: string } }).data.id;
    const opts = { apiUrl: appUrl, apiKey: world.apiKey, emulatorHost, projectId: 'demo-swasthya', databaseUrl };
    expect((await runDoctorRefund(opts, refundId, 'approve')).status).toBe(200);
    await page.reload();
    await page.getByRole('tab', { name: 'All payments' }).click();
    await card.getByTestId('refund-status').filter({ hasText: 'Refunded' }).waitFor();
    const paid = history.payments.find((p) => p.appointmentId === paidAppointment)!;
    expect(await card.getByTestId('refunded-amount').innerText()).toBe(`Rs. ${paid.total / 100}`);
  });
});

describe('prescriptions', () => {
  it('exports a PDF with the medications whose QR code text verifies, and fails after one byte is changed', async () => {
    await page.goto(`${appUrl}/prescription`);
    const active = (await world.api(token, 'GET', '/api/v1/patient/prescriptions/active')).body.data as { prescriptions: { medication: string; startDate: string }[] };
    expect(active.prescriptions.length).toBeGreaterThan(0);
    await page.getByRole('heading', { name: active.prescriptions[0]!.medication }).waitFor();
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
    expect(await start.innerText()).toContain(` · ${formatBs(active.prescriptions[0]!.startDate.slice(0, 10), 'en')}`);
    const codes = (response.headers()['x-prescription-codes'] ?? '').split(' ').filter(Boolean);
    expect(codes.length).toBeGreaterThan(0);

    // A pharmacist's phone camera reads the QR code as a link to the check, with the signed code in its
    // fragment (never sent to a server)…
    const link = await readPdfQr(pdf);
    expect(link).toBe(`${appUrl}/verify-prescription#code=${encodeURIComponent(codes[0]!)}`);
    // …which opens and verifies with no signal (the app is installed; the check runs in the browser).
    await page.goto(`${appUrl}/prescription`);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await context.setOffline(true);
    try {
      await page.goto(link!);
      await page.locator('[data-testid="verify-result"][data-valid="true"]').waitFor();
      await page.getByRole('heading', { name: active.prescriptions[0]!.medication }).first().waitFor();
    } finally {
      await context.setOffline(false);
    }

    const [prefix, payload, signature] = codes[0]!.split('.');
    const bytes = base64UrlDecode(payload!);
    bytes[bytes.length - 3] = bytes[bytes.length - 3]! ^ 0x01;
    await page.getByLabel('Prescription code').fill(`${prefix}.${base64UrlEncode(bytes)}.${signature}`);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.locator('[data-testid="verify-result"][data-valid="false"]').waitFor();
    await page.getByText('Invalid prescription').waitFor();
  });
});

describe('records in Nepali', () => {
  it('prescriptions and the invoice give Bikram Sambat dates first, in Devanagari, on the page and in their PDFs', async () => {
    // The account's stored language wins at sign-in.
    expect((await world.api(token, 'PUT', '/api/v1/patient/user/preferences', { language: 'ne' })).status).toBe(200);
    const ne = await appContext(browser, { locale: 'ne', width: 1280 });
    try {
      const nePage = await ne.newPage();
      await nePage.goto(`${appUrl}/signin`);
      await nePage.locator('input[name="email"]').fill(DEMO_PATIENT.email);
      await nePage.locator('input[name="password"]').fill(DEMO_PATIENT.password);
      await nePage.getByRole('button', { name: ui('ne', 'Sign in'), exact: true }).click();
      await nePage.waitForURL('**/home');

      const active = (await world.api(token, 'GET', '/api/v1/patient/prescriptions/active')).body.data as { prescriptions: { startDate: string }[] };
      const startBs = formatBs(active.prescriptions[0]!.startDate.slice(0, 10), 'ne');
      await nePage.goto(`${appUrl}/prescription`);
      const start = nePage.locator(`dt:text-is("${ui('ne', 'Start')}") + dd`).first();
      await start.waitFor();
      expect(await start.innerText()).toMatch(new RegExp(`^${startBs} \\(`));
      await expectNoAxeViolations(nePage, 'prescriptions in Nepali');
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
      await dialog.waitFor();
      // BS first, the AD date in brackets.
      await expect.poll(() => dialog.innerText(), { timeout: 15_000 }).toMatch(/[०-९]+ (बैशाख|जेठ|असार|साउन|भदौ|असोज|कात्तिक|मंसिर|पुस|माघ|फागुन|चैत) [०-९]{4}/);
      await expectNoAxeViolations(nePage, 'the invoice in Nepali');
      await nePage.keyboard.press('Escape');
      const [pdfDownload] = await Promise.all([
        nePage.waitForEvent('download'),
        invoice.getByRole('button', { name: ui('ne', 'Download PDF') }).click(),
      ]);
      expect(pdfText(await savedBytes(pdfDownload))).toContain(formatBs(kathmanduDate(0), 'ne'));
    } finally {
      await ne.close();
      await world.api(token, 'PUT', '/api/v1/patient/user/preferences', { language: 'en' });
    }
  });
});

describe('lab tests', () => {
  const upload = (name: string, bytes: Buffer) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), name);
    return fetch(`${appUrl}/api/diagnostic/v1/lab-reports/upload`, {
      method: 'POST', body: form,
      headers: { accept: 'application/json', 'accept-language': 'en', 'x-api-key': world.apiKey, authorization: `Bearer ${token}` },
    });
  };
  const FIVE_MB = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(5 * 1024 * 1024 - 9)]);
  const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);

  it('a lab report uploaded through one server instance downloads through the others', async () => {
    const bytes = Buffer.from(`%PDF-1.4\n%x-ray ${Date.now()}\n`);
    const uploaded = await upload('x-ray.pdf', bytes);
    expect(uploaded.status).toBe(201);
    const { data } = (await uploaded.json()) as { data: { fileUrl: string } };
    const through = new Set<string | null>();
    for (let i = 0; i < 3; i++) {
      const file = await fetch(`${appUrl}${data.fileUrl}`, { headers: { 'x-api-key': world.apiKey, authorization: `Bearer ${token}` } });
      expect(file.status).toBe(200);
      expect(Buffer.from(await file.arrayBuffer()).equals(bytes)).toBe(true);
      through.add(file.headers.get('x-upstream'));
    }
    // Behind the round-robin proxy (npm run test:e2e:multi), at least one download came from another instance.
    const uploadedVia = uploaded.headers.get('x-upstream');
    if (uploadedVia !== null) expect([...through].some((via) => via !== uploadedVia)).toBe(true);
  });

  it('uploads a lab report; a 5 MB file and an .exe renamed .png are refused with clear messages', async () => {
    await page.goto(`${appUrl}/lab-tests`);
    await page.getByRole('tab', { name: 'My reports' }).click();
    const input = page.locator('input[name="file"]');
    const name = `cbc-${Date.now()}.pdf`;
    await input.setInputFiles({ name, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%lab report\n') });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await page.locator('[data-testid="lab-report"]').filter({ hasText: name }).waitFor();
    // The server's confirmation is shown (it was silent: sonner's toast with no toaster mounted), and a
    // 25 px swipe to the right dismisses it (the spec's 20 px; sonner alone needs 45).
    const confirmation = page.locator('[data-sonner-toast]').filter({ hasText: 'Your lab report has been uploaded.' });
    await confirmation.waitFor();
    const box = (await confirmation.boundingBox())!;
    await page.mouse.move(box.x + 40, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + 52, box.y + box.height / 2, { steps: 3 });
    await page.mouse.move(box.x + 65, box.y + box.height / 2, { steps: 3 });
    await page.mouse.up();
    // The pointer stays on it, which pauses sonner's 4 s timer: only the swipe can remove it.
    await confirmation.waitFor({ state: 'detached', timeout: 2_000 });

    await input.setInputFiles({ name: 'big.pdf', mimeType: 'application/pdf', buffer: FIVE_MB });
    await page.getByRole('alert').filter({ hasText: 'The file must be smaller than 5 MB.' }).waitFor();
    await input.setInputFiles({ name: 'scan.png', mimeType: 'image/png', buffer: EXE });
    await page.getByRole('alert').filter({ hasText: 'Invalid file type. Please upload a PDF, JPG or PNG file.' }).waitFor();

    // The server refuses them too, whatever the client does.
    const big = await upload('big.pdf', FIVE_MB);
    expect(big.status).toBe(413);
    expect(((await big.json()) as { message: string }).message).toBe('The file must be smaller than 5 MB.');
    const exe = await upload('scan.png', EXE);
    expect(exe.status).toBe(415);
    expect(((await exe.json()) as { message: string }).message).toBe('Invalid file type. Please upload a PDF, JPG or PNG file.');
  });
});
