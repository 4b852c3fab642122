// The clinic console (issue 29), two browser contexts side by side: a patient and the clinic's staff,
// each step seen on both screens without a reload (the live event streams). Desktop in English: the
// doctor confirms, proposes another time (the patient accepts: the new time on both), checks in,
// completes, and answers the patient's message (both ways). A phone in Nepali: the front desk
// confirms, marks a no-show and cancels with a reason the patient reads; the clinic-admin sets a day
// off and its free time leaves the patient's booking page, then sets a doctor's weekly hours and fee and
// the patient's booking page offers those times at that fee. Then the admin's invitation.
import type { Browser, Page } from '@playwright/test';
import { readOutbox } from '../../server/mail/mailer';
import { DEMO_CLINIC_APPOINTMENT_ID, DEMO_STAFF } from '../../server/db/seed/demo-staff';
import { axeViolations } from './support/axe-scan';
import { expect, test, type World } from './fixtures';
import { appContext } from './support/browser-prefs';
import { server, ui, type TestLocale } from './support/i18n';
import { outboxDir, waitForActionMail } from './support/outbox';
import { kathmanduDate } from './support/world';

const SCREENSHOTS = 'tests/output/screenshots';
const staff = (role: string) => DEMO_STAFF.find((s) => s.role === role)!;

/** A name no other test's booking has (letters only: the contract's name rule). */
const uniqueName = () => `Kiran${Array.from({ length: 6 }, () => 'abcdefghijklmnopqrstuvwxyz'[Math.floor(Math.random() * 26)]).join('')}`;
const enTime = (d: Date) => new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kathmandu', hour: 'numeric', minute: '2-digit', hourCycle: 'h12' }).format(d);

async function consoleSignIn(browser: Browser, locale: TestLocale, role: string, width: number, theme: 'light' | 'dark' = 'light'): Promise<Page> {
  const context = await appContext(browser, { locale, width, theme });
  const page = await context.newPage();
  if (width > 600) await page.setViewportSize({ width, height: 800 });
  await page.goto('/clinic');
  await expect(page).toHaveURL(/\/clinic\/signin$/);
  await expect(page.getByRole('heading', { name: ui(locale, 'Staff sign in') })).toBeVisible();
  await page.locator('input[name="email"]').fill(staff(role).email);
  await page.locator('input[name="password"]').fill(staff(role).password);
  await page.getByRole('button', { name: ui(locale, 'Sign in'), exact: true }).click();
  await expect(page).toHaveURL(/\/clinic$/);
  return page;
}

/** The demo clinic and its doctor (the demo staff's). */
async function demoClinic(world: World) {
  const found = await world.query<{ clinic_id: string; doctor_id: string; fee: number; first_name: string; last_name: string }>(
    `select s.clinic_id, a.doctor_id, d.consultation_fee_paisa as fee, d.first_name, d.last_name from appointments a
       join schedule_slots s on s.id = a.slot_id join doctors d on d.id = a.doctor_id where a.id = $1`, [DEMO_CLINIC_APPOINTMENT_ID],
  );
  const demo = found.rows[0]!;
  /** A free slot of the demo doctor at the clinic on `day` (Kathmandu) at `hour`, a random minute. */
  const slot = async (day: string, hour: number) => {
    for (;;) {
      const startsAt = new Date(`${day}T${String(hour).padStart(2, '0')}:${String(Math.floor(Math.random() * 50)).padStart(2, '0')}:00+05:45`);
      const row = await world.query<{ id: string }>(
        `insert into schedule_slots (doctor_id, clinic_id, starts_at, ends_at, appointment_type, fee_paisa, status)
         values ($1, $2, $3, $4, 'in_person', $5, 'available') on conflict do nothing returning id`,
        [demo.doctor_id, demo.clinic_id, startsAt, new Date(startsAt.getTime() + 10 * 60_000), demo.fee],
      );
      if (row.rows[0]) return { id: row.rows[0].id, startsAt };
    }
  };
  return { ...demo, slot };
}

/** A patient with a verified e-mail (the clinic's news reaches it at once, whatever the hour) and a booking on `slotId`. */
async function patientWithBooking(world: World, stack: { dataDir: string; emulatorHost: string }, tag: string, demo: Awaited<ReturnType<typeof demoClinic>>, slotId: string) {
  const { email, token } = await world.readyPatient(tag);
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
  return { email, token, firstName, id: (booked.body.data as { id: string }).id };
}

async function mailSince(dataDir: string, email: string, since: number) {
  await expect.poll(async () => (await readOutbox(outboxDir(dataDir)))
    .filter((m) => m.to.toLowerCase() === email.toLowerCase() && Date.parse(m.createdAt) >= since).length,
  { message: 'an e-mail to the patient', timeout: 30_000 }).toBeGreaterThan(0);
}

test.describe('clinic console on a desktop (en)', () => {
  test.use({ appLocale: 'en' });

  test('the doctor confirms, proposes another time the patient accepts, checks in, completes and chats, both screens live', async ({ page, browser, world, stack, signInAs }) => {
    test.setTimeout(180_000);
    const demo = await demoClinic(world);
    const day = kathmanduDate(1);
    const first = await demo.slot(day, 13);
    const other = await demo.slot(day, 15);
    const p = await patientWithBooking(world, stack, 'clinic-en', demo, first.id);

    // The patient's phone: the appointment's page, open. The doctor's desktop: tomorrow's list.
    await signInAs(page, p.email);
    await page.goto(`/appointments/${p.id}`);
    await expect(page.getByText('Pending', { exact: true }).first()).toBeVisible();
    const doctor = await consoleSignIn(browser, 'en', 'doctor', 1280);
    await doctor.getByRole('button', { name: 'Next day' }).click();
    const card = doctor.locator(`[data-appointment="${p.id}"]`);
    await expect(card.getByRole('heading', { name: `${p.firstName} Thapa` })).toBeVisible();
    await expect(card.getByText('Needs an answer')).toBeVisible();
    expect(await axeViolations(doctor), 'axe on the day list').toEqual([]);
    await doctor.screenshot({ path: `${SCREENSHOTS}/clinic-today-en.png`, fullPage: true });

    // Confirm: the patient's screen changes by itself, and an e-mail goes out.
    const since = Date.now();
    await card.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect(card.locator('[data-status="confirmed"]')).toBeVisible();
    await expect(page.getByText('Confirmed', { exact: true }).first()).toBeVisible();
    await mailSince(stack.dataDir, p.email, since);

    // Another time: the doctor proposes, the patient accepts, the new time on both screens.
    await card.getByRole('button', { name: 'Propose another time' }).click();
    const propose = doctor.getByRole('dialog', { name: 'Propose another time' });
    await propose.locator(`input[value="${other.id}"]`).check();
    expect(await axeViolations(doctor), 'axe on the proposal dialog').toEqual([]);
    await propose.getByRole('button', { name: 'Send the proposal' }).click();
    await expect(card.locator('[data-status="rescheduled"]')).toBeVisible();
    const proposal = page.getByTestId('reschedule-status');
    await expect(proposal).toContainText('proposed a new time');
    await proposal.getByRole('button', { name: 'Accept new time' }).click();
    await expect(page.getByText(enTime(other.startsAt)).first()).toBeVisible();
    await expect(card.getByText(enTime(other.startsAt), { exact: false }).first()).toBeVisible();
    await expect(card.locator('[data-status="confirmed"]')).toBeVisible();

    // Check in, then complete: the patient's page says completed.
    await card.getByRole('button', { name: 'Check in' }).click();
    await expect(card.getByText('Checked in', { exact: true })).toBeVisible();
    await card.getByRole('button', { name: 'Complete' }).click();
    await expect(card.locator('[data-status="completed"]')).toBeVisible();
    await expect(page.getByText('Completed', { exact: true }).first()).toBeVisible();

    // A chat both ways: the patient writes, the doctor reads and answers, each live on the other's screen.
    await page.goto('/messages');
    await page.getByRole('button', { name: `Message Dr. ${demo.first_name} ${demo.last_name}` }).click();
    await page.waitForURL(/\/messages\/[0-9a-f-]{36}$/);
    const threadId = page.url().split('/').pop()!;
    const box = page.getByRole('textbox', { name: 'Message' });
    await box.fill('Should I keep the knee bandaged?');
    await box.press('Enter');
    await doctor.getByRole('link', { name: 'Messages' }).click();
    const thread = doctor.locator(`a[data-thread="${threadId}"]`);
    await expect(thread).toContainText('Should I keep the knee bandaged?');
    await expect(thread).toContainText('unread');
    await thread.click();
    const log = doctor.getByRole('log');
    await expect(log.getByText('Should I keep the knee bandaged?')).toBeVisible();
    await doctor.getByRole('textbox', { name: 'Reply' }).fill('Yes, for two more days.');
    await doctor.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(log.getByText('Yes, for two more days.')).toBeVisible();
    const patientLog = page.getByRole('log', { name: /^Messages with Dr\./ });
    await expect(patientLog.getByText('Yes, for two more days.')).toBeVisible();
    await box.fill('Thank you, doctor.');
    await box.press('Enter');
    await expect(log.getByText('Thank you, doctor.')).toBeVisible();
    expect(await axeViolations(doctor), 'axe on the console chat').toEqual([]);
    await doctor.screenshot({ path: `${SCREENSHOTS}/clinic-chat-en.png`, fullPage: true });
    await doctor.context().close();
  });
});

test.describe('clinic console on a phone (ne)', () => {
  test.use({ appLocale: 'ne' });

  test('the front desk confirms, marks a no-show, cancels with a reason; the admin sets a day off; both screens live', async ({ page, browser, world, stack, signInAs }) => {
    test.setTimeout(180_000);
    const ne = (english: string, values?: Record<string, string>) => ui('ne', english, values);
    const demo = await demoClinic(world);
    const slot = await demo.slot(kathmanduDate(1), 11);
    const p = await patientWithBooking(world, stack, 'clinic-ne', demo, slot.id);
    // A confirmed visit that began five minutes ago (the time for "did not come" has come).
    const startedAt = new Date(Math.floor(Date.now() / 60_000) * 60_000 - 5 * 60_000);
    const past = await world.query<{ id: string }>(
      `with s as (insert into schedule_slots (doctor_id, clinic_id, starts_at, ends_at, appointment_type, fee_paisa, status)
         values ($2, $3, $4, $5, 'in_person', $6, 'booked') on conflict do nothing returning id)
       insert into appointments (patient_id, doctor_id, slot_id, status, kind, amount_paisa, reason, payment_option, info_first_name,
         info_last_name, info_phone, info_email, info_gender, info_blood_group)
       select a.patient_id, a.doctor_id, s.id, 'confirmed', a.kind, a.amount_paisa, 'Follow-up', a.payment_option, a.info_first_name,
         a.info_last_name, a.info_phone, a.info_email, a.info_gender, a.info_blood_group from appointments a, s where a.id = $1 returning id`,
      [p.id, demo.doctor_id, demo.clinic_id, startedAt, new Date(startedAt.getTime() + 10 * 60_000), demo.fee],
    );
    const pastId = past.rows[0]?.id;

    await signInAs(page, p.email);
    await page.goto(`/appointments/${p.id}`);
    await expect(page.getByText(ne('Pending'), { exact: true }).first()).toBeVisible();

    // The front desk's phone: tomorrow's list, confirm; the patient sees it at once.
    const desk = await consoleSignIn(browser, 'ne', 'front-desk', 360);
    await desk.getByRole('button', { name: ne('Next day') }).click();
    const card = desk.locator(`[data-appointment="${p.id}"]`);
    await expect(card.getByRole('heading', { name: `${p.firstName} Thapa` })).toBeVisible();
    await expect(card.getByText(ne('Needs an answer'))).toBeVisible();
    expect(await axeViolations(desk), 'axe on the day list').toEqual([]);
    await desk.screenshot({ path: `${SCREENSHOTS}/clinic-today-ne.png`, fullPage: true });
    const since = Date.now();
    await card.getByRole('button', { name: ne('Confirm'), exact: true }).click();
    await expect(card.locator('[data-status="confirmed"]')).toBeVisible();
    await expect(page.getByText(ne('Confirmed'), { exact: true }).first()).toBeVisible();
    await mailSince(stack.dataDir, p.email, since);

    // Cancel with a reason: the dialog, then the patient reads the reason.
    await card.getByRole('button', { name: ne('Cancel appointment') }).click();
    const dialog = desk.getByRole('dialog', { name: ne('Cancel this appointment') });
    await dialog.getByRole('button', { name: ne('Cancel appointment') }).click();
    await expect(dialog.getByText(ne('Tell the patient why.'))).toBeVisible();
    expect(await axeViolations(desk), 'axe on the cancel dialog').toEqual([]);
    await dialog.locator('input[name="reason"]').fill('The doctor is called to surgery');
    await dialog.getByRole('button', { name: ne('Cancel appointment') }).click();
    await expect(card.locator('[data-status="canceled"]')).toBeVisible();
    await expect(page.getByText('The doctor is called to surgery').first()).toBeVisible();
    await page.screenshot({ path: `${SCREENSHOTS}/clinic-patient-canceled-ne.png`, fullPage: true });

    // The visit that began five minutes ago: the patient did not come.
    if (pastId) {
      await desk.getByRole('button', { name: ne('Previous day') }).click();
      if (kathmanduDate(0) !== startedAt.toLocaleDateString('en-CA', { timeZone: 'Asia/Kathmandu' })) await desk.getByRole('button', { name: ne('Previous day') }).click();
      const late = desk.locator(`[data-appointment="${pastId}"]`);
      await late.getByRole('button', { name: ne('Did not come') }).click();
      await expect(late.getByText(ne('Did not come'), { exact: true })).toBeVisible();
    }
    await desk.context().close();

    // A day off: the patient's booking page offers a free time of the doctor's; the admin takes the day off
    // and the page, left open (never reloaded: the marker below would be gone), shows the time taken away.
    const offDay = kathmanduDate(3);
    const free = await demo.slot(offDay, 10);
    await page.goto(`/book/${demo.doctor_id}?date=${offDay}`);
    await expect(page.locator(`button[data-slot-id="${free.id}"]`)).toBeEnabled();
    await page.evaluate(() => { (window as { stillOpen?: boolean }).stillOpen = true; });
    // A doctor new to the clinic (no other journey books them), for the weekly hours below.
    const newcomer = (await world.query<{ id: string }>(
      `insert into doctors (first_name, last_name, gender, nmc_number, main_specialization_id, city, consultation_fee_paisa)
       select 'Binita', 'Karki', 'female', 'E2E-' || gen_random_uuid(), main_specialization_id, city, 50000 from doctors where id = $1 returning id`,
      [demo.doctor_id],
    )).rows[0]!.id;
    await world.query('insert into doctor_clinics (doctor_id, clinic_id) values ($1, $2)', [newcomer, demo.clinic_id]);
    // The admin's phone in the dark theme (the screenshots cover both languages and themes at 360 px).
    const admin = await consoleSignIn(browser, 'ne', 'clinic-admin', 360, 'dark');
    await admin.getByRole('link', { name: ne('Schedules') }).click();
    await expect(admin.getByRole('heading', { level: 1, name: ne('Schedules') })).toBeVisible();
    await admin.locator('select[name="dayOffDoctor"]').selectOption(demo.doctor_id);
    await expect(admin.getByRole('grid')).toBeVisible();
    const cell = admin.locator(`td[data-date="${offDay}"]`);
    for (let i = 0; i < 2 && !(await cell.isVisible()); i++) await admin.getByRole('button', { name: ne('Next month') }).click();
    await cell.click();
    expect(await axeViolations(admin), 'axe on days off').toEqual([]);
    await admin.getByRole('button', { name: ne('Add the day off') }).click();
    await expect(admin.locator(`tr[data-day-off="${offDay}"][data-doctor="${demo.doctor_id}"]`)).toBeVisible();
    await admin.screenshot({ path: `${SCREENSHOTS}/clinic-days-off-ne-dark.png`, fullPage: true });
    await expect(page.locator(`button[data-slot-id="${free.id}"]`)).toBeDisabled();
    // Given back: the admin removes it, and the same open page offers the time again.
    await admin.locator(`tr[data-day-off="${offDay}"][data-doctor="${demo.doctor_id}"]`).getByRole('button', { name: ne('Remove') }).click();
    await expect(admin.locator(`tr[data-day-off="${offDay}"][data-doctor="${demo.doctor_id}"]`)).toHaveCount(0);
    await expect(page.locator(`button[data-slot-id="${free.id}"]`)).toBeEnabled();
    expect(await page.evaluate(() => (window as { stillOpen?: boolean }).stillOpen), 'the booking page was never reloaded').toBe(true);

    // Weekly hours: the newcomer works 09:00–10:00 on that weekday, 30-minute appointments at Rs. 1,200
    // (typed with Nepali digits); an end before the start is refused in plain words first.
    await admin.locator('select[name="hoursDoctor"]').selectOption(newcomer);
    const hours = admin.locator(`form[data-weekly-hours="${newcomer}"]`);
    await expect(hours.getByTestId('hours-empty')).toBeVisible();
    const day = hours.locator(`fieldset[data-weekday="${new Date(`${offDay}T00:00:00Z`).getUTCDay()}"]`);
    await day.getByText(ne('Add a period')).click();
    await expect(day.locator('select[name$=".0.start"]')).toBeFocused();
    await day.locator('select[name$=".0.start"]').selectOption('09:00');
    await day.locator('select[name$=".0.end"]').selectOption('08:00');
    await hours.locator('select[name="slotMinutes"]').selectOption('30');
    await hours.locator('input[name="feeRupees"]').fill('१२००');
    await hours.getByRole('button', { name: ne('Save hours and fee') }).click();
    await expect(day.getByText(server('ne', 'The end must be later than the start.'))).toBeVisible();
    await expect(day.locator('select[name$=".0.end"]')).toBeFocused();
    await day.locator('select[name$=".0.end"]').selectOption('10:00');
    expect(await axeViolations(admin), 'axe on weekly hours').toEqual([]);
    await hours.getByRole('button', { name: ne('Save hours and fee') }).click();
    await expect(hours.getByTestId('hours-outcome')).toContainText(ne('{added} new times can be booked.', { added: '८' }));
    await hours.screenshot({ path: `${SCREENSHOTS}/clinic-weekly-hours-ne-dark-360.png` });
    // The patient's booking page: the two new times, at the new fee.
    await page.goto(`/book/${newcomer}?date=${offDay}`);
    const times = page.locator('button[data-slot-id]:enabled');
    await expect(times).toHaveCount(2);
    await expect(times.first()).toContainText('९:००');
    await expect(times.last()).toContainText('९:३०');
    await times.first().click();
    await expect(page.getByText('१,२००', { exact: false }).first()).toBeVisible();
    await admin.context().close();
  });
});

test('a clinic-admin reads the activity log and invites a front-desk member, who joins by the e-mailed link', async ({ browser, stack }) => {
  test.setTimeout(120_000);
  const page = await consoleSignIn(browser, 'en', 'clinic-admin', 1280);
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
  await page.context().close();

  // The invitee, on their own phone.
  const phone = await (await appContext(browser, { locale: 'en', theme: 'dark' })).newPage();
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
  expect(await axeViolations(phone), 'axe on the day list, dark').toEqual([]);
  await phone.screenshot({ path: `${SCREENSHOTS}/clinic-today-phone-en-dark.png`, fullPage: true });
  await phone.context().close();
});
