// Medicine Order (issue 31), two browser contexts on phones: a patient and the demo pharmacy's
// pharmacist. The patient reserves two medicines of an e-prescription; the pharmacist answers one
// with a substitute and the other as not available; the patient accepts the substitute only; the
// pharmacist marks it ready; the patient's pick-up code shows as text and QR; the pharmacist enters
// the code read from that QR and records cash; the prescription then shows where it was dispensed.
// axe runs on each new screen. The rules (states, roles, codes, bad input) are the server tests'.
// The patient's phone runs it in English and light, and in Nepali and dark (as medicine-order-outcomes.spec.ts
// does), with 360 px screenshots in tests/output/screenshots; the pharmacist's phone is in English.
import type { Page } from '@playwright/test';
import jsQR from 'jsqr';
import { expect, test } from './fixtures';
import { escapeRegExp as escape, licenceOf, pharmacistSignIn } from './support/pharmacy';
import { ui, type TestLocale } from './support/i18n';
import { kathmanduDate } from './support/world';


/** Reads the QR code image as a camera would: its pixels, decoded (nothing of the page's text is used). */
async function scanQr(page: Page, name: string): Promise<string | null> {
  const image = await page.getByRole('img', { name }).evaluate(async (img: HTMLImageElement) => {
    await img.decode();
    const size = 400;
    const canvas = document.createElement('canvas');
    canvas.width = size;
    canvas.height = size;
    const g = canvas.getContext('2d')!;
    g.fillStyle = '#fff';
    g.fillRect(0, 0, size, size);
    g.drawImage(img, 0, 0, size, size);
    return Array.from(g.getImageData(0, 0, size, size).data);
  });
  return jsQR(Uint8ClampedArray.from(image), 400, 400)?.data ?? null;
}

for (const [LOCALE, THEME] of [['en', 'light'], ['ne', 'dark']] as [TestLocale, 'light' | 'dark'][]) {
  test.describe(`${LOCALE}, ${THEME}`, () => {
    const say = (english: string, values: Record<string, string> = {}) => ui(LOCALE, english, values);
    const shot = (page: Page, name: string) => page.screenshot({ path: `tests/output/screenshots/medicine-order-${name}-${LOCALE}-${THEME}.png`, fullPage: true });
    test.use({ appLocale: LOCALE, appTheme: THEME });

    test('reserve from an e-prescription, quote with a substitute, accept part, collect with the code, paid in cash', async ({ page, browser, world, patient, signInAs, axe }) => {
      test.setTimeout(120_000);
      // The patient's e-prescription: two medicines written by a doctor (the doctor's side has its own tests).
      const name = `Maya${crypto.randomUUID().slice(0, 6).replace(/[^a-z]/g, 'x')}`;
      const patientId = (await world.query<{ id: string }>('update patients set first_name = $2 where lower(email) = lower($1) returning id', [patient.email, name])).rows[0]!.id;
      await world.query(
        `insert into prescriptions (patient_id, doctor_id, medication, strength, form, doses, quantity, start_date, stop_date)
         values ($1, $2, 'Amlodipine', '5 mg', 'Tablet', 'once daily', 30, $3, $4), ($1, $2, 'Metformin', '500 mg', 'Tablet', 'twice daily', 60, $3, $4)`,
        [patientId, world.doctor.id, kathmanduDate(-1), kathmanduDate(60)],
      );

      const counter = await pharmacistSignIn(browser);
      const licence = await licenceOf(counter);

      // The patient reserves both medicines at the pharmacy found by its licence number.
      await signInAs(page, patient.email);
      await page.goto('/medicine-order');
      await expect(page.getByRole('heading', { name: say('Medicine Order'), level: 1 })).toBeVisible();
      await axe('the reservations list');
      await shot(page, 'list');
      await page.getByRole('link', { name: say('Reserve medicines') }).click();
      await page.getByRole('checkbox', { name: /Amlodipine/ }).check();
      await page.getByRole('checkbox', { name: /Metformin/ }).check();
      await page.getByLabel(say('Search by name or licence number')).fill(licence);
      await page.getByRole('radio', { name: new RegExp(escape(say('Licence {0}', { 0: licence }))) }).check();
      await axe('the start of a reservation');
      await shot(page, 'start');
      await page.getByRole('button', { name: say('Send reservation') }).click();
      await expect(page).toHaveURL(/\/medicine-order\/[0-9a-f-]{36}$/);
      await expect(page.getByText(say('Waiting for the pharmacy'))).toBeVisible();

      // The pharmacist answers: a substitute for the first, the second not available.
      await counter.getByRole('button', { name: `Open the reservation of ${name} Thapa` }).click();
      await expect(counter.getByText('E-prescription: signature checked.')).toBeVisible();
      const first = counter.getByRole('group', { name: /Amlodipine/ });
      await first.getByLabel('Answer').selectOption('substitute');
      await first.getByLabel('Quantity').fill('30');
      await first.getByLabel('Price (rupees)').fill('450');
      await first.getByLabel('Substitute (same molecule and strength)').fill('Amlodac 5 mg');
      await first.getByLabel('Reason for the substitute').fill('Same molecule and strength; the brand is out of stock');
      await counter.getByRole('group', { name: /Metformin/ }).getByLabel('Answer').selectOption('unavailable');
      await axe('the pharmacist screen', counter);
      await counter.screenshot({ path: 'tests/output/screenshots/medicine-order-pharmacist.png', fullPage: true });
      await counter.getByRole('button', { name: 'Send quote' }).click();
      await expect(counter.getByText('The quote has been sent to the patient.')).toBeVisible();

      // The patient accepts the part on offer.
      await page.reload();
      await expect(page.getByText(say('Quote received'))).toBeVisible();
      await expect(page.getByText(say('Substitute: {0}', { 0: 'Amlodac 5 mg' }))).toBeVisible();
      await expect(page.getByRole('checkbox')).toHaveCount(1);
      await axe('the quote');
      await shot(page, 'quote');
      await page.getByRole('button', { name: say('Accept the chosen medicines') }).click();
      await expect(page.getByText(say('Being prepared'))).toBeVisible();

      // Ready: the patient's code, as text and as a QR code that reads the same.
      await counter.getByRole('button', { name: 'Mark ready for pick-up' }).click();
      await expect(counter.getByText('Marked ready. The patient has their pick-up code.')).toBeVisible();
      await page.reload();
      const shown = (await page.getByTestId('pickup-code').textContent())!.replace(/\s/g, '');
      expect(shown).toMatch(/^\d{8}$/);
      const scanned = await scanQr(page, say('QR code of the pick-up code'));
      expect(scanned).toBe(shown);
      await expect(page.getByRole('link', { name: say('Map') })).toHaveAttribute('href', /openstreetmap\.org/);
      await axe('the pick-up code');
      await shot(page, 'code');

      // At the counter: the scanned code, paid in cash.
      await counter.getByLabel('Pick-up code').fill(scanned!);
      await counter.getByRole('radio', { name: 'Cash' }).check();
      await counter.getByRole('button', { name: 'Mark collected and paid' }).click();
      await expect(counter.getByText('Collected and paid.')).toBeVisible();

      await page.reload();
      await expect(page.getByText(say('Collected'), { exact: true }).first()).toBeVisible();
      await page.goto('/prescription');
      await expect(page.getByText(new RegExp(`^${escape(say('Dispensed at {pharmacy} on {date}')).replace(/\\\{\w+\\\}/g, '.+')}$`))).toHaveCount(1);
      await counter.context().close();
    });
  });
}
