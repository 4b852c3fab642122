// The console's clinical and money screens (issue 30), staff and patient in two browser contexts.
// 1. Desktop, English: the demo doctor prescribes from an appointment → the patient opens it and the
//    QR of the exported PDF verifies; the doctor orders two HbA1c tests → the lab records results with
//    a report → the patient reads the flag, then the trend after the second result.
// 2. A phone in Nepali, the patient's Payments open beside the console: accounts approves one refund
//    (→ "Refunded"), declines another with a reason (asked for when left out) and handles a complaint;
//    the patient reads each, the complaint's and the decline's notices in the bell, then the declined
//    refund and its reason in English. The accounts screen at 360 px in both themes and languages.
//    axe on every new screen.
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from '@playwright/test';
import { DEMO_CLINIC_APPOINTMENT_ID, DEMO_STAFF } from '../../server/db/seed/demo-staff';
import { axeViolations } from './support/axe-scan';
import { expect, test, type World } from './fixtures';
import { appContext } from './support/browser-prefs';
import { server, ui, type TestLocale } from './support/i18n';
import { readPdfQr } from './support/qr';
import { kathmanduDate } from './support/world';

const SCREENSHOTS = 'tests/output/screenshots';
const staff = (role: string) => DEMO_STAFF.find((s) => s.role === role)!;

async function consolePage(browser: Browser, locale: TestLocale, role: string, landing: RegExp, theme: 'light' | 'dark' = 'light'): Promise<Page> {
  const context = await appContext(browser, { locale, width: 1280, theme });
  const page = await context.newPage();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/clinic/signin');
  await page.locator('input[name="email"]').fill(staff(role).email);
  await page.locator('input[name="password"]').fill(staff(role).password);
  await page.getByRole('button', { name: ui(locale, 'Sign in'), exact: true }).click();
  await expect(page).toHaveURL(landing);
  return page;
}

/** A booking of the demo doctor at the demo clinic in `day` days (tomorrow), by a new patient or `by` (through the API). */
async function demoBooking(world: World, tag: string, opts: { by?: { email: string; token: string }; day?: number } = {}) {
  const demo = (await world.query<{ clinic_id: string; doctor_id: string; fee: number }>(
    `select s.clinic_id, a.doctor_id, d.consultation_fee_paisa as fee from appointments a
       join schedule_slots s on s.id = a.slot_id join doctors d on d.id = a.doctor_id where a.id = $1`, [DEMO_CLINIC_APPOINTMENT_ID],
  )).rows[0]!;
  const startsAt = new Date(`${kathmanduDate(opts.day ?? 1)}T14:${String(Math.floor(Math.random() * 59)).padStart(2, '0')}:00+05:45`);
  const slotId = (await world.query<{ id: string }>(
    `insert into schedule_slots (doctor_id, clinic_id, starts_at, ends_at, appointment_type, fee_paisa, status)
     values ($1, $2, $3, $4, 'in_person', $5, 'available') on conflict do nothing returning id`,
    [demo.doctor_id, demo.clinic_id, startsAt, new Date(startsAt.getTime() + 10 * 60_000), demo.fee],
  )).rows[0]!.id;
  const { email, token } = opts.by ?? await world.readyPatient(tag);
  const firstName = `Rx${Array.from({ length: 6 }, () => 'abcdefghijklmnopqrstuvwxyz'[Math.floor(Math.random() * 26)]).join('')}`;
  const booked = await world.api(token, 'POST', '/api/v1/patient/appointment/book', {
    doctorId: demo.doctor_id, slot: { scheduleId: slotId, fee: demo.fee },
    patientInfo: { firstName, lastName: 'Gurung', countryCode: '+977', phoneNumber: '9841234567', email, bloodGroup: 'O+', gender: 'female' },
    reasonForVisit: 'Sugar check', termsAccepted: true, paymentOption: 'offline',
  }, { 'idempotency-key': `e2e-${crypto.randomUUID()}` });
  expect(booked.status, JSON.stringify(booked.body)).toBe(201);
  return { email, token, appointmentId: (booked.body.data as { id: string }).id, patientName: `${firstName} Gurung`, fee: demo.fee };
}

test('prescribe → the patient\'s QR verifies; two HbA1c results with a report → flags and the trend', async ({ page, browser, world, signInAs }) => {
  test.setTimeout(240_000);
  const b = await demoBooking(world, 'rx-lab');
  const doctor = await consolePage(browser, 'en', 'doctor', /\/clinic$/);
  await doctor.getByRole('button', { name: 'Next day' }).click();
  const card = doctor.locator(`[data-appointment="${b.appointmentId}"]`);
  await card.getByRole('button', { name: 'Prescribe' }).click();
  const rx = doctor.getByRole('dialog', { name: `Prescribe for ${b.patientName}` });
  await rx.locator('input[name="medication-0"]').fill('amlo 5');
  await rx.getByRole('button', { name: 'Amlodipine 5 mg Tablet' }).click();
  await rx.locator('input[name="quantity-0"]').fill('30');
  await rx.locator('input[name="doses-0"]').fill('1-x-1');
  await rx.locator('input[name="days-0"]').fill('30');
  await rx.getByRole('button', { name: 'Sign and send' }).click();
  await expect(rx.getByText('Write the doses as morning-noon-night, e.g. 1-0-1.')).toBeVisible();
  expect(await axeViolations(doctor), 'axe on the prescribe dialog').toEqual([]);
  await doctor.screenshot({ path: `${SCREENSHOTS}/clinic-prescribe-en.png` });
  await rx.locator('input[name="doses-0"]').fill('1-0-1');
  await rx.getByRole('button', { name: 'Sign and send' }).click();
  await expect(doctor.getByText('The prescription is written and the patient is told.')).toBeVisible();

  await test.step('the patient opens it and the QR of its PDF verifies', async () => {
    await signInAs(page, b.email);
    await page.goto('/prescription');
    await expect(page.getByRole('heading', { name: 'Amlodipine' })).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export' }).click()]);
    const link = await readPdfQr(new Uint8Array(await readFile(await download.path())));
    expect(link).toContain('/verify-prescription#code=SWRX1.');
    await page.goto(link!);
    await expect(page.locator('[data-testid="verify-result"][data-valid="true"]')).toBeVisible();
  });

  await test.step('the doctor orders two HbA1c tests', async () => {
    await card.getByRole('button', { name: 'Order lab tests' }).click();
    const order = doctor.getByRole('dialog', { name: `Lab tests for ${b.patientName}` });
    for (let i = 0; i < 2; i++) {
      await order.locator('input[name="testName"]').fill('HbA1c');
      await order.locator('input[name="category"]').fill('Biochemistry');
      await order.getByRole('button', { name: 'Order the test' }).click();
      await expect(order.getByRole('list', { name: 'Ordered tests' }).getByRole('listitem')).toHaveCount(i + 1);
    }
    expect(await axeViolations(doctor), 'axe on the lab order dialog').toEqual([]);
    await doctor.context().close();
  });

  const tests = (await world.query<{ id: string }>('select id from lab_tests where appointment_id = $1 order by created_at, id', [b.appointmentId])).rows;
  const lab = await consolePage(browser, 'en', 'lab', /\/clinic\/lab$/);
  const record = async (id: string, value: string) => {
    const item = lab.locator(`[data-lab-test="${id}"]`);
    await item.locator('input[name="parameter-0"]').fill('HbA1c');
    await item.locator('input[name="value-0"]').fill(value);
    await item.locator('input[name="unit-0"]').fill('%');
    await item.locator('input[name="range-0"]').fill('4-5.6');
    await expect(item.getByText('Outside the range: High')).toBeVisible();
    await item.getByRole('button', { name: 'Save the results' }).click();
    await expect(item.getByText('Results ready')).toBeVisible();
    return item;
  };
  const first = await record(tests[0]!.id, '6.1');
  await first.locator(`input[name="report-${tests[0]!.id}"]`).setInputFiles({ name: 'hba1c.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%hba1c report\n') });
  await first.getByRole('button', { name: 'Attach the report' }).click();
  await expect(first.getByText('Report attached')).toBeVisible();
  expect(await axeViolations(lab), 'axe on the lab screen').toEqual([]);
  await lab.screenshot({ path: `${SCREENSHOTS}/clinic-lab-en.png`, fullPage: true });

  await test.step('the patient reads the flag and the report', async () => {
    await page.goto('/lab-tests');
    await page.getByRole('tab', { name: 'Results' }).click();
    await expect(page.locator('[data-testid="lab-result"][data-flag="high"]')).toHaveCount(1);
    await expect(page.getByText('6.1 % (High)')).toBeVisible();
    await expect(page.locator('[data-testid="lab-trend"]')).toHaveCount(0);
    await page.getByRole('tab', { name: 'My reports' }).click();
    await expect(page.getByRole('heading', { name: 'hba1c.pdf' })).toBeVisible();
  });

  await record(tests[1]!.id, '7.2');
  await lab.context().close();
  await page.goto('/lab-tests');
  await page.getByRole('tab', { name: 'Results' }).click();
  const trend = page.locator('[data-testid="lab-trend"][data-parameter="HbA1c"]');
  await expect(trend).toBeVisible();
  await expect(trend.locator('circle')).toHaveCount(2);
  await page.screenshot({ path: `${SCREENSHOTS}/lab-trend-en.png`, fullPage: true });
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

test.describe('refunds and complaints (ne, phone)', () => {
  test.use({ appLocale: 'ne' });

  test('accounts approves one refund, declines another with a reason and handles a complaint; the patient, side by side, reads each in Nepali and English', async ({ page, world, browser, signInAs }) => {
    test.setTimeout(180_000);
    const b = await demoBooking(world, 'refund-ne');
    const later = await demoBooking(world, 'refund-ne', { by: b, day: 2 });
    const paymentId = await paidWithRefundRequest(world, b, 'डाक्टर आउनुभएन');
    const declinedId = await paidWithRefundRequest(world, later, 'समय मिलेन');
    expect((await world.api(b.token, 'POST', '/api/v1/payment/complaint', { reason: 'दुई पटक पैसा काटियो', paymentId })).status).toBe(201);

    // The patient has Payments open, the console beside it.
    await signInAs(page, b.email);
    await page.goto('/payments');
    const allPayments = () => allPaymentsIn(page, 'ne');
    await allPayments();
    const refundOf = (appointmentId: string) => page.locator(`[data-appointment-id="${appointmentId}"]`).getByTestId('refund-status').first();
    await expect(refundOf(later.appointmentId)).toHaveText(ui('ne', 'Refund requested'));

    const accounts = await consolePage(browser, 'ne', 'accounts', /\/clinic\/accounts$/, 'dark');
    const card = accounts.locator(`[data-payment="${paymentId}"]`);
    await expect(card.getByText('डाक्टर आउनुभएन')).toBeVisible();
    expect(await axeViolations(accounts), 'axe on the accounts screen (dark)').toEqual([]);
    await card.getByRole('button', { name: ui('ne', 'Approve the refund') }).click();
    const dialog = accounts.getByRole('dialog', { name: ui('ne', 'Approve the refund') });
    await dialog.locator('input[name="decision"]').fill('ESEWA-RF-2083');
    expect(await axeViolations(accounts), 'axe on the refund dialog').toEqual([]);
    await dialog.getByRole('button', { name: ui('ne', 'Record as paid back') }).click();
    await expect(card.getByTestId('refund-badge')).toHaveText(ui('ne', 'Refunded'));

    await test.step('accounts declines the other refund: a reason is asked for, then the patient is told it', async () => {
      const other = accounts.locator(`[data-payment="${declinedId}"]`);
      await other.getByRole('button', { name: ui('ne', 'Decline') }).click();
      const decline = accounts.getByRole('dialog', { name: ui('ne', 'Decline the refund') });
      await decline.getByRole('button', { name: ui('ne', 'Decline') }).click();
      await expect(decline.getByText(ui('ne', 'Tell the patient why.'))).toBeVisible();
      await decline.locator('input[name="decision"]').fill('जाँच भइसकेको थियो।');
      await decline.getByRole('button', { name: ui('ne', 'Decline') }).click();
      await expect(other.getByTestId('refund-badge')).toHaveText(ui('ne', 'Refund declined'));
      await expect(other.getByText('जाँच भइसकेको थियो।')).toBeVisible();
    });
    const complaint = accounts.locator('[data-case]').filter({ hasText: 'दुई पटक पैसा काटियो' });
    await complaint.locator('input[name^="note-"]').fill('दोस्रो रकम फिर्ता गरियो।');
    await complaint.getByRole('button', { name: ui('ne', 'Mark as handled') }).click();
    await expect(complaint.getByText(ui('ne', 'Handled'))).toBeVisible();

    await test.step('the accounts screen at 360 px, dark and light, in Nepali and English', async () => {
      await accounts.setViewportSize({ width: 360, height: 740 });
      // Reloaded: the screen as it opens, without the decisions' toasts over it.
      await accounts.reload();
      await expect(card.getByTestId('refund-badge')).toHaveText(ui('ne', 'Refunded'));
      expect(await axeViolations(accounts), 'axe on the accounts screen at 360 px (dark)').toEqual([]);
      await accounts.screenshot({ path: `${SCREENSHOTS}/clinic-accounts-ne-dark-360.png`, fullPage: true });
      await accounts.evaluate(() => localStorage.setItem('swasthya.prefs', JSON.stringify({ theme: 'light', language: 'en' })));
      await accounts.reload();
      await expect(card.getByTestId('refund-badge')).toHaveText('Refunded');
      await accounts.screenshot({ path: `${SCREENSHOTS}/clinic-accounts-en-light-360.png`, fullPage: true });
      await accounts.context().close();
    });

    // The patient's open page: the decisions after a reload, and the complaint's notice in the bell.
    await page.reload();
    await allPayments();
    await expect(refundOf(b.appointmentId)).toHaveText(ui('ne', 'Refunded'));
    // The All payments list's card (Last payment, kept in the page, shows the same payment).
    const declinedCard = page.getByRole('list', { name: ui('ne', 'Payments'), exact: true }).locator(`[data-appointment-id="${later.appointmentId}"]`);
    await expect(refundOf(later.appointmentId)).toHaveText(ui('ne', 'Refund declined'));
    await expect(declinedCard.getByText('जाँच भइसकेको थियो।')).toBeVisible();
    await expect(page.locator('[data-testid="case-report"][data-status="closed"]').getByText('दोस्रो रकम फिर्ता गरियो।')).toBeVisible();
    expect(await axeViolations(page), 'axe on the patient\'s payments').toEqual([]);
    await page.screenshot({ path: `${SCREENSHOTS}/refund-ne-360.png`, fullPage: true });
    await page.getByRole('banner').getByRole('button', { name: new RegExp(`^${ui('ne', 'Notifications')}`) }).click();
    const handled = page.getByTestId('notifications-panel').getByTestId('notification-item').filter({ hasText: server('ne', 'Your complaint has been handled') });
    await expect(handled).toContainText('दोस्रो रकम फिर्ता गरियो।');
    await expect(page.getByTestId('notifications-panel').getByTestId('notification-item').filter({ hasText: server('ne', 'Refund request declined') })).toContainText('जाँच भइसकेको थियो।');
    await page.keyboard.press('Escape');

    await test.step('in English, the declined refund and its reason', async () => {
      await page.getByRole('button', { name: ui('ne', 'Account menu') }).click();
      await page.getByRole('button', { name: new RegExp(`^${ui('ne', 'Language')}`) }).click();
      await Promise.all([page.waitForEvent('load'), page.getByRole('group', { name: ui('ne', 'Language'), exact: true }).first().getByRole('button', { name: 'English' }).click()]);
      await allPaymentsIn(page, 'en');
      await expect(refundOf(later.appointmentId)).toHaveText('Refund declined');
      const declinedCardEn = page.getByRole('list', { name: 'Payments', exact: true }).locator(`[data-appointment-id="${later.appointmentId}"]`);
      await expect(declinedCardEn.getByText('Why it was declined')).toBeVisible();
      await expect(declinedCardEn.getByText('जाँच भइसकेको थियो।')).toBeVisible();
      await page.screenshot({ path: `${SCREENSHOTS}/refund-declined-en-360.png`, fullPage: true });
    });
  });
});

