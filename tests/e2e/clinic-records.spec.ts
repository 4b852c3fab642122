// The console's clinical and money screens (issue 30), staff and patient in two browser contexts, each
// journey twice: in English with the staff on a desktop and the patient on a phone, and in Nepali with the
// staff on a phone and the patient on a desktop.
// 1. The demo doctor prescribes from an appointment → the patient opens it and the QR of the exported PDF
//    verifies; the doctor corrects it (the patient sees the first marked replaced); the doctor orders two
//    HbA1c tests → the lab records results with a report → the patient reads the flag, then the trend after
//    the second result. The patient's prescriptions and trend shot at 360 px in both themes.
// 2. The patient's Payments open beside the console: accounts approves one refund (→ "Refunded"), declines
//    another with a reason (asked for when left out) and handles a complaint; the patient reads each, the
//    complaint's and the decline's notices in the bell, then the declined refund in the other language. The
//    accounts screen at 360 px in both themes and languages. axe on every new screen.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { axeViolations } from './support/axe-scan';
import { expect, test, type World } from './fixtures';
import { consolePage, demoBooking, DESKTOP, PHONE, patientShots } from './support/clinic-records';
import { server, ui, type TestLocale } from './support/i18n';
import { readPdfQr } from './support/qr';
import { SCREENSHOTS } from './support/screenshots';

/** Each journey's two runs: who holds a phone, and the language. */
const RUNS = [
  { locale: 'en', staff: DESKTOP, patient: PHONE, label: 'en, staff on a desktop, patient on a phone' },
  { locale: 'ne', staff: PHONE, patient: DESKTOP, label: 'ne, staff on a phone, patient on a desktop' },
] as const;

for (const run of RUNS) test.describe(`prescribing and lab work (${run.label})`, () => {
  test.use({ appLocale: run.locale, viewport: run.patient });
  const L = run.locale;
  const t = (english: string, values?: Record<string, string>) => ui(L, english, values);

  test('prescribe → the patient\'s QR verifies; a correction replaces it; two HbA1c results with a report → flags and the trend', async ({ page, browser, world, signInAs }) => {
    test.setTimeout(240_000);
    const b = await demoBooking(world, `rx-lab-${L}`);
    const doctor = await consolePage(browser, L, 'doctor', /\/clinic$/, { size: run.staff });
    await doctor.getByRole('button', { name: t('Next day') }).click();
    const card = doctor.locator(`[data-appointment="${b.appointmentId}"]`);
    await card.getByRole('button', { name: t('Prescribe'), exact: true }).click();
    const rx = doctor.getByRole('dialog', { name: t('Prescribe for {patientName}', { patientName: b.patientName }) });
    await rx.locator('input[name="medication-0"]').fill('amlo 5');
    await rx.getByRole('button', { name: 'Amlodipine 5 mg Tablet' }).click();
    await rx.locator('input[name="quantity-0"]').fill('30');
    await rx.locator('input[name="doses-0"]').fill('1-x-1');
    await rx.locator('input[name="days-0"]').fill('30');
    await rx.getByRole('button', { name: t('Sign and send') }).click();
    await expect(rx.getByText(t('Write the doses as morning-noon-night, e.g. 1-0-1.'))).toBeVisible();
    expect(await axeViolations(doctor), 'axe on the prescribe dialog').toEqual([]);
    await doctor.screenshot({ path: `${SCREENSHOTS}/clinic-prescribe-${L}-${run.staff.width}.png` });
    await rx.locator('input[name="doses-0"]').fill('1-0-1');
    await rx.getByRole('button', { name: t('Sign and send') }).click();
    await expect(doctor.getByText(server(L, 'The prescription is written and the patient is told.'))).toBeVisible();

    await test.step('the patient opens it and the QR of its PDF verifies', async () => {
      await signInAs(page, b.email);
      await page.goto('/prescription');
      await expect(page.getByRole('heading', { name: 'Amlodipine' })).toBeVisible();
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: t('Export') }).click()]);
      const link = await readPdfQr(new Uint8Array(await readFile(await download.path())));
      expect(link).toContain('/verify-prescription#code=SWRX1.');
      await page.goto(link!);
      await expect(page.locator('[data-testid="verify-result"][data-valid="true"]')).toBeVisible();
    });

    await test.step('the doctor corrects it; the patient sees the first one replaced', async () => {
      await card.getByRole('button', { name: t('Prescribe'), exact: true }).click();
      const again = doctor.getByRole('dialog', { name: t('Prescribe for {patientName}', { patientName: b.patientName }) });
      await again.getByRole('button', { name: t('Correct') }).click();
      const fix = doctor.getByRole('dialog', { name: t('Correct the prescription for {patientName}', { patientName: b.patientName }) });
      await fix.locator('input[name="doses-0"]').fill('1-0-0');
      await fix.getByRole('button', { name: t('Save the correction') }).click();
      const corrected = doctor.getByText(server(L, 'The corrected prescription replaces the earlier one; the patient is told.'));
      await expect(corrected).toBeVisible();
      // On a phone the toast lies over the card's buttons, and stays while the pointer rests on it.
      await doctor.mouse.move(0, 0);
      await expect(corrected).toBeHidden();
      await page.goto('/prescription');
      const replaced = page.locator('li[data-replaced="true"]');
      await expect(replaced.getByText(t('Replaced by a newer prescription: do not use this one.'))).toBeVisible();
      await expect(page.locator('li:not([data-replaced])').getByRole('heading', { name: 'Amlodipine' })).toBeVisible();
      await patientShots(page, L, 'prescriptions-replaced', async (theme) => {
        await expect(replaced).toBeVisible();
        expect(await axeViolations(page), `axe on the prescriptions with a replaced one (${theme})`).toEqual([]);
      });
    });

    await test.step('the doctor orders two HbA1c tests', async () => {
      await card.getByRole('button', { name: t('Order lab tests') }).click();
      const order = doctor.getByRole('dialog', { name: t('Lab tests for {patientName}', { patientName: b.patientName }) });
      for (let i = 0; i < 2; i++) {
        await order.locator('input[name="testName"]').fill('HbA1c');
        await order.locator('input[name="category"]').fill('Biochemistry');
        await order.getByRole('button', { name: t('Order the test') }).click();
        await expect(order.getByRole('list', { name: t('Ordered tests') }).getByRole('listitem')).toHaveCount(i + 1);
      }
      expect(await axeViolations(doctor), 'axe on the lab order dialog').toEqual([]);
      await doctor.context().close();
    });

    const tests = (await world.query<{ id: string }>('select id from lab_tests where appointment_id = $1 order by created_at, id', [b.appointmentId])).rows;
    const lab = await consolePage(browser, L, 'lab', /\/clinic\/lab$/, { size: run.staff });
    const record = async (id: string, value: string) => {
      const item = lab.locator(`[data-lab-test="${id}"]`);
      await item.locator('input[name="parameter-0"]').fill('HbA1c');
      await item.locator('input[name="value-0"]').fill(value);
      await item.locator('input[name="unit-0"]').fill('%');
      await item.locator('input[name="range-0"]').fill('4-5.6');
      await expect(item.getByText(t('Outside the range: {0}', { 0: t('High') }))).toBeVisible();
      await item.getByRole('button', { name: t('Save the results') }).click();
      await expect(item.getByText(t('Results ready'))).toBeVisible();
      return item;
    };
    const first = await record(tests[0]!.id, '6.1');
    await first.locator(`input[name="report-${tests[0]!.id}"]`).setInputFiles({ name: 'hba1c.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%hba1c report\n') });
    await first.getByRole('button', { name: t('Attach the report') }).click();
    await expect(first.getByText(t('Report attached'))).toBeVisible();
    expect(await axeViolations(lab), 'axe on the lab screen').toEqual([]);
    await lab.screenshot({ path: `${SCREENSHOTS}/clinic-lab-${L}-${run.staff.width}.png`, fullPage: true });

    await test.step('the patient reads the flag and the report', async () => {
      await page.goto('/lab-tests');
      await page.getByRole('tab', { name: t('Results') }).click();
      await expect(page.locator('[data-testid="lab-result"][data-flag="high"]')).toHaveCount(1);
      await expect(page.getByText(`6.1 % (${t('High')})`)).toBeVisible();
      await expect(page.locator('[data-testid="lab-trend"]')).toHaveCount(0);
      await page.getByRole('tab', { name: t('My reports') }).click();
      await expect(page.getByRole('heading', { name: 'hba1c.pdf' })).toBeVisible();
    });

    await record(tests[1]!.id, '7.2');
    await lab.context().close();
    await page.goto('/lab-tests');
    const trend = page.locator('[data-testid="lab-trend"][data-parameter="HbA1c"]');
    await page.getByRole('tab', { name: t('Results') }).click();
    await expect(trend.locator('circle')).toHaveCount(2);
    await patientShots(page, L, 'lab-trend', () => expect(trend).toBeVisible());
  });
});

/** The patient's Payments → All payments. */
const allPaymentsIn = (page: Page, locale: TestLocale) => page.getByRole('tab', { name: ui(locale, 'All payments') }).click();

/** A completed eSewa payment of the booking (the wallet's answer is another journey's), and its refund request. */
async function paidWithRefundRequest(world: World, b: Awaited<ReturnType<typeof demoBooking>>, reason: string): Promise<string> {
  const paymentId = (await world.query<{ id: string }>(
    `insert into payments (patient_id, appointment_id, gateway, transaction_uuid, amount_paisa, total_paisa, status, paid_at)
     select patient_id, id, 'esewa', $2, $3, $3, 'completed', now() from appointments where id = $1 returning id`,
    [b.appointmentId, `e2e-${crypto.randomUUID()}`, b.fee],
  )).rows[0]!.id;
  await world.query(`update appointments set payment_status = 'paid' where id = $1`, [b.appointmentId]);
  expect((await world.api(b.token, 'POST', `/api/v1/payment/refund/${paymentId}`, { reason })).status).toBe(201);
  return paymentId;
}

const LANGUAGE_NAME = { en: 'English', ne: 'नेपाली' } as const;

for (const run of RUNS) test.describe(`refunds and complaints (${run.label})`, () => {
  test.use({ appLocale: run.locale, viewport: run.patient });
  const L = run.locale;
  const O: TestLocale = L === 'en' ? 'ne' : 'en';
  const t = (english: string) => ui(L, english);

  test('accounts approves one refund, declines another with a reason and handles a complaint; the patient, side by side, reads each, then in the other language', async ({ page, world, browser, signInAs }) => {
    test.setTimeout(180_000);
    const b = await demoBooking(world, `refund-${L}`);
    const later = await demoBooking(world, `refund-${L}`, { by: b, day: 2 });
    const paymentId = await paidWithRefundRequest(world, b, 'डाक्टर आउनुभएन');
    const declinedId = await paidWithRefundRequest(world, later, 'समय मिलेन');
    expect((await world.api(b.token, 'POST', '/api/v1/payment/complaint', { reason: 'दुई पटक पैसा काटियो', paymentId })).status).toBe(201);

    // The patient has Payments open, the console beside it.
    await signInAs(page, b.email);
    await page.goto('/payments');
    const allPayments = () => allPaymentsIn(page, L);
    await allPayments();
    const refundOf = (appointmentId: string) => page.locator(`[data-appointment-id="${appointmentId}"]`).getByTestId('refund-status').first();
    await expect(refundOf(later.appointmentId)).toHaveText(t('Refund requested'));

    const accounts = await consolePage(browser, L, 'accounts', /\/clinic\/accounts$/, { theme: 'dark', size: run.staff });
    const card = accounts.locator(`[data-payment="${paymentId}"]`);
    await expect(card.getByText('डाक्टर आउनुभएन')).toBeVisible();
    expect(await axeViolations(accounts), 'axe on the accounts screen (dark)').toEqual([]);
    await card.getByRole('button', { name: t('Approve the refund') }).click();
    const dialog = accounts.getByRole('dialog', { name: t('Approve the refund') });
    await dialog.locator('input[name="decision"]').fill('ESEWA-RF-2083');
    expect(await axeViolations(accounts), 'axe on the refund dialog').toEqual([]);
    await dialog.getByRole('button', { name: t('Record as paid back') }).click();
    await expect(card.getByTestId('refund-badge')).toHaveText(t('Refunded'));
    await expect(dialog).toBeHidden();

    await test.step('accounts declines the other refund: a reason is asked for, then the patient is told it', async () => {
      const other = accounts.locator(`[data-payment="${declinedId}"]`);
      await other.getByRole('button', { name: t('Decline') }).click();
      const decline = accounts.getByRole('dialog', { name: t('Decline the refund') });
      await decline.getByRole('button', { name: t('Decline') }).click();
      await expect(decline.getByText(t('Tell the patient why.'))).toBeVisible();
      await decline.locator('input[name="decision"]').fill('जाँच भइसकेको थियो।');
      await decline.getByRole('button', { name: t('Decline') }).click();
      await expect(other.getByTestId('refund-badge')).toHaveText(t('Refund declined'));
      await expect(other.getByText('जाँच भइसकेको थियो।')).toBeVisible();
      // Closed (while a modal dialog closes, the page behind it takes no typing).
      await expect(decline).toBeHidden();
    });
    // This patient's (the other run's complaint has the same words).
    const complaint = accounts.locator('[data-case]').filter({ hasText: b.patientName });
    const note = complaint.locator('input[name^="note-"]');
    await note.fill('दोस्रो रकम फिर्ता गरियो।');
    await expect(note).toHaveValue('दोस्रो रकम फिर्ता गरियो।');
    await complaint.getByRole('button', { name: t('Mark as handled') }).click();
    await expect(complaint.getByText(t('Handled'))).toBeVisible();

    await test.step('the accounts screen at 360 px, dark in this language and light in the other', async () => {
      await accounts.setViewportSize(PHONE);
      // Reloaded: the screen as it opens, without the decisions' toasts over it.
      await accounts.reload();
      await expect(card.getByTestId('refund-badge')).toHaveText(t('Refunded'));
      expect(await axeViolations(accounts), 'axe on the accounts screen at 360 px (dark)').toEqual([]);
      await accounts.screenshot({ path: `${SCREENSHOTS}/clinic-accounts-${L}-dark-360.png`, fullPage: true });
      await accounts.evaluate((prefs) => localStorage.setItem('swasthya.prefs', prefs), JSON.stringify({ theme: 'light', language: O }));
      await accounts.reload();
      await expect(card.getByTestId('refund-badge')).toHaveText(ui(O, 'Refunded'));
      await accounts.screenshot({ path: `${SCREENSHOTS}/clinic-accounts-${O}-light-360.png`, fullPage: true });
      await accounts.context().close();
    });

    // The patient's open page: the decisions after a reload, and the complaint's notice in the bell.
    await page.reload();
    await allPayments();
    await expect(refundOf(b.appointmentId)).toHaveText(t('Refunded'));
    // The All payments list's card (Last payment, kept in the page, shows the same payment).
    const declinedCard = page.getByRole('list', { name: t('Payments'), exact: true }).locator(`[data-appointment-id="${later.appointmentId}"]`);
    await expect(refundOf(later.appointmentId)).toHaveText(t('Refund declined'));
    await expect(declinedCard.getByText('जाँच भइसकेको थियो।')).toBeVisible();
    await expect(page.locator('[data-testid="case-report"][data-status="closed"]').getByText('दोस्रो रकम फिर्ता गरियो।')).toBeVisible();
    expect(await axeViolations(page), 'axe on the patient\'s payments').toEqual([]);
    await page.screenshot({ path: `${SCREENSHOTS}/refund-${L}-${run.patient.width}.png`, fullPage: true });
    await page.getByRole('banner').getByRole('button', { name: new RegExp(`^${t('Notifications')}`) }).click();
    const handled = page.getByTestId('notifications-panel').getByTestId('notification-item').filter({ hasText: server(L, 'Your complaint has been handled') });
    await expect(handled).toContainText('दोस्रो रकम फिर्ता गरियो।');
    await expect(page.getByTestId('notifications-panel').getByTestId('notification-item').filter({ hasText: server(L, 'Refund request declined') })).toContainText('जाँच भइसकेको थियो।');
    await page.keyboard.press('Escape');

    await test.step('in the other language, the declined refund and its reason', async () => {
      await page.getByRole('button', { name: t('Account menu') }).click();
      await page.getByRole('button', { name: new RegExp(`^${t('Language')}`) }).click();
      await Promise.all([page.waitForEvent('load'), page.getByRole('group', { name: t('Language'), exact: true }).first().getByRole('button', { name: LANGUAGE_NAME[O] }).click()]);
      await allPaymentsIn(page, O);
      await expect(refundOf(later.appointmentId)).toHaveText(ui(O, 'Refund declined'));
      const declinedCardO = page.getByRole('list', { name: ui(O, 'Payments'), exact: true }).locator(`[data-appointment-id="${later.appointmentId}"]`);
      await expect(declinedCardO.getByText(ui(O, 'Why it was declined'))).toBeVisible();
      await expect(declinedCardO.getByText('जाँच भइसकेको थियो।')).toBeVisible();
      await page.screenshot({ path: `${SCREENSHOTS}/refund-declined-${O}-${run.patient.width}.png`, fullPage: true });
    });
  });
});
