// The clinic console (issue 29), two browser contexts side by side: a patient on a phone and the
// demo clinic's front desk on a desktop. The patient books; the front desk confirms in the console;
// the patient's open appointment page shows "Confirmed" without a reload and an e-mail lands in the
// outbox; then the front desk cancels with a reason, which the patient reads. In both languages.
import type { Browser, Page } from '@playwright/test';
import { readOutbox } from '../../server/mail/mailer';
import { DEMO_CLINIC_APPOINTMENT_ID, DEMO_STAFF } from '../../server/db/seed/demo-staff';
import { axeViolations } from './support/axe-scan';
import { expect, test } from './fixtures';
import { appContext } from './support/browser-prefs';
import { ui, type TestLocale } from './support/i18n';
import { outboxDir, waitForActionMail } from './support/outbox';
import { kathmanduDate } from './support/world';

const FRONT_DESK = DEMO_STAFF.find((s) => s.role === 'front-desk')!;
const SCREENSHOTS = 'tests/output/screenshots';

/** A name no other test's booking has (letters only: the contract's name rule). */
const uniqueName = () => `Kiran${Array.from({ length: 6 }, () => 'abcdefghijklmnopqrstuvwxyz'[Math.floor(Math.random() * 26)]).join('')}`;

async function consoleSignIn(browser: Browser, locale: TestLocale): Promise<Page> {
  const context = await appContext(browser, { locale, width: 1280 });
  const page = await context.newPage();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/clinic');
  await expect(page).toHaveURL(/\/clinic\/signin$/);
  await expect(page.getByRole('heading', { name: ui(locale, 'Staff sign in') })).toBeVisible();
  expect(await axeViolations(page), 'axe on the staff sign-in').toEqual([]);
  await page.locator('input[name="email"]').fill(FRONT_DESK.email);
  await page.locator('input[name="password"]').fill(FRONT_DESK.password);
  await page.getByRole('button', { name: ui(locale, 'Sign in'), exact: true }).click();
  await expect(page).toHaveURL(/\/clinic$/);
  return page;
}

for (const locale of ['en', 'ne'] as const) {
  test.describe(`clinic console (${locale})`, () => {
    test.use({ appLocale: locale });

    test('front desk confirms and cancels; the patient sees both without reloading', async ({ page, browser, world, stack, signInAs }) => {
      test.setTimeout(180_000);
      // The demo clinic and its doctor (the demo staff's), and a slot of theirs tomorrow at the clinic.
      const found = await world.query<{ clinic_id: string; doctor_id: string; fee: number }>(
        `select s.clinic_id, a.doctor_id, d.consultation_fee_paisa as fee from appointments a
           join schedule_slots s on s.id = a.slot_id join doctors d on d.id = a.doctor_id where a.id = $1`, [DEMO_CLINIC_APPOINTMENT_ID],
      );
      const demo = found.rows[0]!;
      const day = kathmanduDate(1);
      const minute = Math.floor(Math.random() * 50);
      const startsAt = new Date(`${day}T13:${String(minute).padStart(2, '0')}:00+05:45`);
      const slot = await world.query<{ id: string }>(
        `insert into schedule_slots (doctor_id, clinic_id, starts_at, ends_at, appointment_type, fee_paisa, status)
         values ($1, $2, $3, $4, 'in_person', $5, 'available') on conflict do nothing returning id`,
        [demo.doctor_id, demo.clinic_id, startsAt, new Date(startsAt.getTime() + 10 * 60_000), demo.fee],
      );
      const slotId = slot.rows[0]!.id;

      // The patient books (through the API: the booking screens have their own journey).
      const { email, token } = await world.readyPatient(`clinic-${locale}`);
      // Their e-mail verified (the link of the sign-up e-mail): the clinic's news reaches it at once
      // (an SMS would wait for the end of quiet hours, so the test would depend on the hour).
      const verify = await waitForActionMail(stack.dataDir, email, 'verifyEmail');
      const oobCode = new URL(verify.path, 'http://app.test').searchParams.get('oobCode');
      const applied = await fetch(`http://${stack.emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:update?key=fake-key`, {
        method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ oobCode }),
      });
      expect(applied.status).toBe(200);
      const firstName = uniqueName();
      const booked = await world.api(token, 'POST', '/api/v1/patient/appointment/book', {
        doctorId: demo.doctor_id, slot: { scheduleId: slotId, fee: demo.fee },
        patientInfo: { firstName, lastName: 'Thapa', countryCode: '+977', phoneNumber: '9841234567', email, bloodGroup: 'O+', gender: 'male' },
        reasonForVisit: 'Knee pain after a fall', termsAccepted: true, paymentOption: 'offline',
      }, { 'idempotency-key': `e2e-${crypto.randomUUID()}` });
      expect(booked.status, JSON.stringify(booked.body)).toBe(201);
      const appointmentId = (booked.body.data as { id: string }).id;

      // The patient's phone: the appointment's page, open.
      await signInAs(page, email);
      await page.goto(`/appointments/${appointmentId}`);
      await expect(page.getByText(ui(locale, 'Pending'), { exact: true }).first()).toBeVisible();

      // The front desk's desktop: tomorrow's list, the booking needing an answer.
      const desk = await consoleSignIn(browser, locale);
      await desk.getByRole('button', { name: ui(locale, 'Next day') }).click();
      const card = desk.locator(`[data-appointment="${appointmentId}"]`);
      await expect(card.getByRole('heading', { name: `${firstName} Thapa` })).toBeVisible();
      await expect(card.getByText(ui(locale, 'Needs an answer'))).toBeVisible();
      await expect(card.getByText('Knee pain after a fall')).toBeVisible();
      expect(await axeViolations(desk), 'axe on the day list').toEqual([]);
      await desk.screenshot({ path: `${SCREENSHOTS}/clinic-today-${locale}.png`, fullPage: true });

      const since = Date.now();
      await card.getByRole('button', { name: ui(locale, 'Confirm'), exact: true }).click();
      await expect(card.locator('[data-status="confirmed"]')).toBeVisible();

      // The patient's screen changes by itself, and a message goes out by their channels.
      await expect(page.getByText(ui(locale, 'Confirmed'), { exact: true }).first()).toBeVisible();
      await expect.poll(async () => (await readOutbox(outboxDir(stack.dataDir)))
        .filter((m) => m.to.toLowerCase() === email.toLowerCase() && Date.parse(m.createdAt) >= since).length,
      { message: 'an e-mail about the confirmation', timeout: 30_000 }).toBeGreaterThan(0);

      // Cancel with a reason: the dialog, then the patient reads the reason.
      await card.getByRole('button', { name: ui(locale, 'Cancel appointment') }).click();
      const dialog = desk.getByRole('dialog', { name: ui(locale, 'Cancel this appointment') });
      await dialog.getByRole('button', { name: ui(locale, 'Cancel appointment') }).click();
      await expect(dialog.getByText(ui(locale, 'Tell the patient why.'))).toBeVisible();
      expect(await axeViolations(desk), 'axe on the cancel dialog').toEqual([]);
      await dialog.locator('input[name="reason"]').fill('The doctor is called to surgery');
      await dialog.getByRole('button', { name: ui(locale, 'Cancel appointment') }).click();
      await expect(card.locator('[data-status="canceled"]')).toBeVisible();
      await expect(page.getByText('The doctor is called to surgery').first()).toBeVisible();
      await page.screenshot({ path: `${SCREENSHOTS}/clinic-patient-canceled-${locale}.png`, fullPage: true });
      await desk.context().close();
    });
  });
}

test('a clinic-admin reads the activity log and invites a front-desk member, who joins by the e-mailed link', async ({ browser, stack }) => {
  test.setTimeout(120_000);
  const admin = DEMO_STAFF.find((s) => s.role === 'clinic-admin')!;
  const context = await appContext(browser, { locale: 'en', width: 1280 });
  const page = await context.newPage();
  await page.goto('/clinic/signin');
  await page.locator('input[name="email"]').fill(admin.email);
  await page.locator('input[name="password"]').fill(admin.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/clinic$/);
  await page.getByRole('link', { name: 'Activity log' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Activity log' })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
  expect(await axeViolations(page), 'axe on the activity log').toEqual([]);

  const invitee = `desk-${crypto.randomUUID().slice(0, 8)}@clinic.example`;
  const since = Date.now();
  await page.locator('input[name="inviteEmail"]').fill(invitee);
  await page.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(page.getByText('The invitation has been sent.')).toBeVisible();
  let link = '';
  await expect.poll(async () => {
    const mail = (await readOutbox(outboxDir(stack.dataDir))).find((m) => m.to === invitee && Date.parse(m.createdAt) >= since);
    link = /https?:\/\/\S+\/clinic\/join\?token=[\w-]+/.exec(mail?.text ?? '')?.[0] ?? '';
    return link;
  }, { message: 'the invitation e-mail' }).not.toBe('');
  await context.close();

  // The invitee, on their own phone.
  const phone = await (await appContext(browser, { locale: 'en' })).newPage();
  const url = new URL(link);
  await phone.goto(`${url.pathname}${url.search}`);
  await expect(phone.getByRole('heading', { name: 'Join your clinic' })).toBeVisible();
  expect(await axeViolations(phone), 'axe on joining').toEqual([]);
  await phone.locator('input[name="name"]').fill('Sunita Rai');
  await phone.locator('input[name="password"]').fill('Desk@2083ok');
  await phone.getByRole('button', { name: 'Create my staff account' }).click();
  await expect(phone.getByText('Your staff account is ready.', { exact: false })).toBeVisible();
  await phone.getByRole('link', { name: 'Sign in' }).click();
  await phone.locator('input[name="email"]').fill(invitee);
  await phone.locator('input[name="password"]').fill('Desk@2083ok');
  await phone.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(phone).toHaveURL(/\/clinic$/);
  await expect(phone.getByText('Sunita Rai', { exact: false })).toBeVisible();
  await phone.screenshot({ path: `${SCREENSHOTS}/clinic-today-phone-en.png`, fullPage: true });
  await phone.context().close();
});
