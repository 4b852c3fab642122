// Booking and managing appointments, end to end against the real stack: a new patient completes the
// profile, adds a family member, books a clinic slot for them (from the doctor's profile) and sees it
// in /appointments and on home; asks to reschedule, the doctor proposes another time (the doctor
// script), the patient accepts; cancels another appointment with a reason; cannot cancel one that
// starts in 3 hours; a slot someone else just took comes back as unavailable; every change brings a
// notification, and mark-as-read lowers the unread count.
import { mkdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { M } from '../../contracts/messages';
import { BOOKING_MESSAGES as B } from '../../contracts/booking-messages';
import { runDoctorCommand } from '../../scripts/lib/doctor-client';
import { adToBs, bsToAd, devanagari, formatBs } from '../../contracts/bikram-sambat';
import { launchBrowser } from './browser';
import { bookingWorld, expectNoAxeViolations, kathmanduDate, PASSWORD, pickDate, signIn } from './booking-helpers';
import { registerPatient, uniqueEmail } from './support/accounts';
import { appContext } from './support/browser-prefs';
import { ui } from './support/i18n';

const appUrl = inject('appUrl');
const databaseUrl = inject('e2eDatabaseUrl');
const emulatorHost = inject('e2eAuthEmulatorHost');
const SCREENSHOTS = 'tests/output/screenshots';

let browser: Browser;
let world: Awaited<ReturnType<typeof bookingWorld>>;

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SCREENSHOTS}/booking-${name}.png`, fullPage: true });
}

beforeAll(async () => {
  browser = await launchBrowser();
  await mkdir(SCREENSHOTS, { recursive: true });
  world = await bookingWorld({ appUrl, databaseUrl, emulatorHost });
});

afterAll(async () => {
  await browser?.close();
  await world?.close();
});

// ── the journey ──────────────────────────────────────────────────────────────────────────────────
describe('booking and managing appointments', () => {
  const day = kathmanduDate(5);
  const email = uniqueEmail('booker');
  let context: BrowserContext;
  let page: Page;
  let token: string;
  let slots: { first: string; asked: string; proposed: string; other: string; taken: string };
  let memberId: string;
  let memberAppointment: string;

  beforeAll(async () => {
    await registerPatient(appUrl, { email, password: PASSWORD, firstName: 'Maya', lastName: 'Gurung' });
    token = await world.idToken(email);
    slots = {
      first: await world.clinicSlot(day, 6),
      asked: await world.clinicSlot(day, 7),
      proposed: await world.clinicSlot(day, 8),
      other: await world.clinicSlot(day, 9),
      taken: await world.clinicSlot(day, 10),
    };
    context = await appContext(browser, { locale: 'en' });
    page = await context.newPage();
    await page.goto(`${appUrl}/signin`);
    await signIn(page, email);
    await page.waitForURL('**/home');
  });

  afterAll(async () => {
    await context?.close();
  });

  it('adds a family member on /family', async () => {
    await page.goto(`${appUrl}/family`);
    await page.getByRole('heading', { level: 2, name: 'No family members yet' }).waitFor();
    await page.getByRole('button', { name: 'Add family member' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add family member' });
    // Cancel is the quiet choice: an outline button, not a second filled one beside "Add member".
    const cancelBackground = await dialog.getByRole('button', { name: 'Cancel', exact: true }).evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(cancelBackground).toBe('rgba(0, 0, 0, 0)');
    // The contract's messages, before anything is sent.
    await dialog.getByRole('button', { name: 'Add member' }).click();
    await dialog.getByText(M.required).first().waitFor();
    await dialog.locator('input[name="firstName"]').fill('Aama');
    await dialog.locator('input[name="lastName"]').fill('Gurung');
    await dialog.locator('select[name="relation"]').selectOption('mother');
    await dialog.locator('select[name="gender"]').selectOption('female');
    await dialog.locator('select[name="bloodGroup"]').selectOption('B+');
    await dialog.getByRole('button', { name: 'Add member' }).click();
    await page.getByTestId('family-member').filter({ hasText: 'Aama Gurung' }).waitFor();
    const list = await world.api(token, 'GET', '/api/v1/patient/family-member/list');
    memberId = (list.body.data as { members: { id: string }[] }).members[0]!.id;
    // The confirmation toast is on screen when axe looks, so its colours are checked too.
    await page.getByText(B.familyMemberAdded).waitFor();
    await expectNoAxeViolations(page, '/family');
  });

  it('books from the profile: the incomplete profile is named, then a clinic slot for the family member', async () => {
    await page.goto(`${appUrl}/find/doctors/${world.doctor.id}`);
    await page.getByRole('link', { name: 'Book appointment' }).click();
    await page.waitForURL(`**/book/${world.doctor.id}`);
    await pickDate(page, day);
    // On a 360 px phone the month and year stay on one line between the arrows.
    const monthToggle = page.locator('button[aria-describedby$="-toggle-hint"]');
    expect((await monthToggle.boundingBox())!.height).toBeLessThanOrEqual(44);
    await page.locator(`button[data-slot-id="${slots.first}"]`).click();
    await page.getByRole('button', { name: 'Continue' }).click();

    // Profile incomplete: what is missing, and a way back here with the slot kept.
    const gate = page.getByTestId('profile-gate');
    await gate.getByText('Date of birth').waitFor();
    const href = await gate.getByRole('link', { name: 'Complete your profile' }).getAttribute('href');
    const back = new URL(href!, appUrl).searchParams.get('redirect')!;
    expect(back).toContain(`slot=${slots.first}`);
    expect(back).toContain('step=details');
    await shot(page, 'profile-gate');

    await world.completeProfile(token, 'Maya', 'Gurung');
    await page.goto(`${appUrl}${back}`);
    const form = page.locator('form').filter({ has: page.locator('select[name="forWhom"]') });
    await form.waitFor();
    expect(await page.locator('input[name="firstName"]').inputValue()).toBe('Maya');
    expect(await page.locator('input[name="phoneNumber"]').inputValue()).toBe('9841234567');

    await page.locator('select[name="forWhom"]').selectOption(memberId);
    expect(await page.locator('input[name="firstName"]').inputValue()).toBe('Aama');
    expect(await page.locator('select[name="bloodGroup"]').inputValue()).toBe('B+');

    // Required reason and terms, with the contract's messages.
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    await page.getByText(B.termsRequired).waitFor();
    await page.getByText(M.required).first().waitFor();

    await page.locator('textarea[name="reasonForVisit"]').fill('Knee pain for two weeks');
    await page.locator('input[name="paymentOption"][value="online"]').check();
    await expect.poll(() => page.getByTestId('booking-total').innerText()).toBe('Rs. 816');
    await page.locator('input[name="termsAccepted"]').check();
    await shot(page, 'details');
    await expectNoAxeViolations(page, 'the booking details step');
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    await page.getByTestId('booking-confirmation').waitFor();
    await page.getByText('Your appointment is booked').waitFor();
    memberAppointment = new URL(page.url()).searchParams.get('booked')!;
    expect(memberAppointment).toMatch(/^[0-9a-f-]{36}$/);

    // "Pay online" goes straight on to the wallet choice, the gateway, and back to the appointment, paid.
    const payDialog = page.getByRole('dialog');
    await payDialog.getByText('Wallet service charge').waitFor();
    await shot(page, 'confirmation');
    // Radios a thumb can hit (the browser's own are 13 px).
    expect((await payDialog.getByRole('radio', { name: 'eSewa' }).boundingBox())!.width).toBeGreaterThanOrEqual(20);
    await payDialog.getByRole('radio', { name: 'eSewa' }).check();
    await payDialog.getByRole('button', { name: 'Continue to pay' }).click();
    await page.waitForURL('**/sandbox/esewa/**');
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.locator('[data-testid="payment-result"][data-status="completed"]').waitFor();
    await page.getByRole('link', { name: 'View appointment' }).click();
    await page.waitForURL(`**/appointments/${memberAppointment}`);
    await expect.poll(() => page.locator('dt:text-is("Payment status") + dd').innerText()).toBe('Paid');
    expect(await page.locator('dt:text-is("Paid with") + dd').innerText()).toBe('eSewa');
    // The status badge is as wide as its word, not the card.
    const badge = page.locator('section[aria-labelledby="appointment-title"] [data-status]').first();
    expect((await badge.boundingBox())!.width).toBeLessThan(160);
  });

  it('shows the appointment in /appointments and on home', async () => {
    await page.goto(`${appUrl}/appointments`);
    const card = page.locator(`[data-testid="appointment-card"][data-appointment-id="${memberAppointment}"]`);
    await card.waitFor();
    expect(await card.innerText()).toContain('Aama Gurung');
    expect(await card.innerText()).toContain('Pending');
    // Its date in Bikram Sambat beside the AD one.
    expect(await card.innerText()).toContain(` · ${formatBs(day, 'en')}`);
    await page.goto(`${appUrl}/appointments?status=canceled`);
    await page.getByRole('heading', { name: 'No canceled appointments' }).waitFor();

    await page.goto(appUrl);
    const upcoming = page.getByTestId('upcoming-consultation');
    await upcoming.getByText(world.doctor.lastName, { exact: false }).waitFor();
    await upcoming.getByText('For Aama Gurung').waitFor();
    expect(await upcoming.innerText()).toContain(formatBs(day, 'en'));
    await shot(page, 'home');
    await expectNoAxeViolations(page, 'the signed-in home');
  });

  it('asks to reschedule; the doctor proposes another time; the patient accepts it', async () => {
    await page.goto(`${appUrl}/appointments/${memberAppointment}`);
    await page.getByRole('button', { name: 'Reschedule' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reschedule appointment' });
    await pickDate(dialog, day);
    // The appointment's own time cannot be picked again.
    expect(await dialog.locator(`button[data-slot-id="${slots.first}"]`).isDisabled()).toBe(true);
    await dialog.locator(`button[data-slot-id="${slots.asked}"]`).click();
    await dialog.getByRole('button', { name: 'Request this time' }).click();
    await page.getByTestId('reschedule-status').getByText('Waiting for the doctor').waitFor();

    const proposed = await runDoctorCommand(
      { apiUrl: appUrl, apiKey: world.apiKey, emulatorHost, projectId: 'demo-swasthya', databaseUrl },
      'propose', memberAppointment, slots.proposed,
    );
    expect(proposed.status, JSON.stringify(proposed.body)).toBe(200);

    await page.reload();
    const status = page.getByTestId('reschedule-status');
    await status.getByText('proposed a new time').waitFor();
    await shot(page, 'proposal');
    await expectNoAxeViolations(page, 'an appointment with a proposed time');
    await status.getByRole('button', { name: 'Accept new time' }).click();
    await page.locator('[data-status="confirmed"]').first().waitFor();
    await expect.poll(() => page.getByTestId('reschedule-status').count()).toBe(0);
    const details = (await world.api(token, 'GET', `/api/v1/patient/appointment/details/${memberAppointment}`)).body.data as { slotId: string; status: string };
    expect(details).toMatchObject({ slotId: slots.proposed, status: 'confirmed' });
  });

  it('cancels another appointment with a reason (irreversible, in a dialog)', async () => {
    const booked = await world.bookViaApi(token, slots.other, 'Fever');
    expect(booked.status).toBe(201);
    const id = (booked.body.data as { id: string }).id;
    await page.goto(`${appUrl}/appointments/${id}`);
    await page.getByRole('button', { name: 'Cancel appointment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this appointment?' });
    await dialog.getByText('Canceling cannot be undone.', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Cancel appointment' }).click();
    await dialog.getByText(M.required).waitFor();
    await dialog.locator('textarea[name="reason"]').fill('I feel better now');
    await dialog.getByRole('button', { name: 'Cancel appointment' }).click();
    await page.locator('[data-status="canceled"]').first().waitFor();
    await page.getByText('Canceled. Reason: I feel better now').waitFor();
    expect(await page.getByRole('button', { name: 'Cancel appointment' }).count()).toBe(0);
  });

  it('cannot cancel an appointment that starts in 3 hours: the buttons say why, and the server refuses', async () => {
    const soon = await world.insertSlot(new Date(Math.floor((Date.now() + 3 * 3_600_000) / 60_000) * 60_000 + 17_000));
    const booked = await world.bookViaApi(token, soon, 'Headache');
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const id = (booked.body.data as { id: string }).id;

    await page.goto(`${appUrl}/appointments/${id}`);
    const cancel = page.getByRole('button', { name: 'Cancel appointment' });
    await cancel.waitFor();
    expect(await cancel.isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Reschedule' }).isDisabled()).toBe(true);
    await page.getByText(B.cancelCutoff).waitFor();
    await page.getByText(B.rescheduleCutoff).waitFor();
    // The dialog does not open from a link either.
    await page.goto(`${appUrl}/appointments/${id}?action=cancel`);
    await page.getByText(B.cancelCutoff).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);

    const refused = await world.api(token, 'POST', `/api/v1/patient/appointment/cancel/${id}`, { reason: 'Trying anyway' });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(B.cancelCutoff);

    // On home it is the upcoming consultation now, with the same refusal.
    await page.goto(appUrl);
    const upcoming = page.getByTestId('upcoming-consultation');
    await upcoming.getByText(B.cancelCutoff).waitFor();
    expect(await upcoming.getByRole('button', { name: 'Cancel' }).isDisabled()).toBe(true);
    await shot(page, 'home-cutoff');
  });

  it('a slot someone else just took comes back as unavailable, to pick another', async () => {
    await page.goto(`${appUrl}/book/${world.doctor.id}?date=${day}&slot=${slots.taken}&step=details`);
    await page.locator('textarea[name="reasonForVisit"]').fill('Back pain');
    await page.locator('input[name="termsAccepted"]').check();

    const other = await world.readyPatient('other');
    expect((await world.bookViaApi(other.token, slots.taken)).status).toBe(201);

    await page.getByRole('button', { name: 'Confirm booking' }).click();
    await page.getByRole('alert').filter({ hasText: B.slotTaken }).waitFor();
    const slot = page.locator(`button[data-slot-id="${slots.taken}"]`);
    await expect.poll(() => slot.isDisabled()).toBe(true);
    expect(new URL(page.url()).searchParams.get('slot')).toBeNull();
    await shot(page, 'slot-taken');
  });

  it('a notification for each change; mark as read lowers the unread count', async () => {
    const { titles, unread } = await world.notificationTitles(token);
    for (const title of [B.nBookedTitle, B.nRescheduleRequestedTitle, B.nProposedTitle, B.nRescheduledTitle, B.nCanceledTitle]) {
      expect(titles).toContain(title);
    }
    expect(unread).toBeGreaterThanOrEqual(6);

    await page.goto(`${appUrl}/appointments`);
    const badge = page.getByTestId('unread-badge');
    await expect.poll(() => badge.innerText()).toBe(String(unread));
    await page.getByRole('button', { name: `Notifications, ${unread} unread` }).click();
    const panel = page.getByTestId('notifications-panel');
    // The shell's bell shows the panel once it is wired to it (see the report); until then the
    // count is lowered through the API and the bell follows.
    if ((await panel.count()) > 0) {
      await panel.getByTestId('notification-item').first().waitFor();
      await shot(page, 'notifications-panel');
      await panel.getByRole('button', { name: 'Mark as read' }).first().click();
      await expect.poll(() => panel.getByTestId('notifications-unread').innerText()).toBe(`${unread - 1} unread`);
      await page.getByText('Notification marked as read').waitFor();
    } else {
      const list = await world.api(token, 'GET', '/api/v1/patient/notifications/get?limit=10&unreadOnly=true&page=1');
      const first = (list.body.data as { notifications: { id: string }[] }).notifications[0]!;
      expect((await world.api(token, 'PATCH', `/api/v1/patient/notifications/mark-read/${first.id}`)).status).toBe(200);
      await page.reload();
    }
    await expect.poll(() => badge.innerText()).toBe(String(unread - 1));
    expect((await world.notificationTitles(token)).unread).toBe(unread - 1);
  });

  it('shows the appointments and the booking page in Nepali', async () => {
    // The account's stored language wins at sign-in (English was saved by the first session).
    expect((await world.api(token, 'PUT', '/api/v1/patient/user/preferences', { language: 'ne' })).status).toBe(200);
    const ne = await appContext(browser, { locale: 'ne' });
    const nePage = await ne.newPage();
    await nePage.goto(`${appUrl}/signin`);
    await nePage.locator('input[name="email"]').fill(email);
    await nePage.locator('input[name="password"]').fill(PASSWORD);
    await nePage.getByRole('button', { name: ui('ne', 'Sign in'), exact: true }).click();
    await nePage.waitForURL('**/home');
    await nePage.goto(`${appUrl}/appointments?status=confirmed`);
    await nePage.getByRole('heading', { level: 1, name: ui('ne', 'Appointments') }).waitFor();
    const card = nePage.locator(`[data-testid="appointment-card"][data-appointment-id="${memberAppointment}"]`);
    expect(await card.innerText()).toContain(ui('ne', 'Confirmed'));
    // Its date in Bikram Sambat first, in Devanagari.
    expect(await card.innerText()).toContain(formatBs(day, 'ne'));
    await nePage.goto(`${appUrl}/book/${world.doctor.id}?date=${day}`);
    await nePage.getByRole('heading', { name: ui('ne', 'Choose a date and time') }).waitFor();
    // The day in Bikram Sambat first, in Devanagari ('८ मंसिर २०८३ (…)').
    await nePage.getByRole('heading', { level: 3 }).filter({ hasText: formatBs(day, 'ne') }).waitFor();
    await nePage.getByRole('button', { name: ui('ne', 'Continue') }).waitFor();
    // The calendar is in BS: the day's cell shows its BS day, and its name gives the BS date.
    const calendar = nePage.locator('[data-calendar="bs"]');
    const cell = calendar.locator(`td[data-date="${day}"]`);
    expect(await cell.innerText()).toBe(devanagari(adToBs(day).day));
    expect(await cell.getAttribute('aria-label')).toContain(formatBs(day, 'ne'));
    expect(await cell.getAttribute('aria-selected')).toBe('true');
    await shot(nePage, 'ne-book');
    await expectNoAxeViolations(nePage, 'the booking page in Nepali (BS calendar)');

    // The date of birth chosen in BS, as on a citizenship certificate: the AD date is stored.
    await nePage.goto(`${appUrl}/settings/profile`);
    const dob = nePage.locator('[data-field="dateOfBirth"][data-calendar="bs"]');
    await dob.waitFor();
    await expectNoAxeViolations(nePage, 'the profile in Nepali (date of birth in BS)');
    await dob.getByLabel(ui('ne', 'Year'), { exact: true }).selectOption('2047');
    await dob.getByLabel(ui('ne', 'Month'), { exact: true }).selectOption('05');
    await dob.getByLabel(ui('ne', 'Day'), { exact: true }).selectOption('12');
    const [saved] = await Promise.all([
      nePage.waitForResponse((r) => r.url().includes('/user/update-patient-details')),
      nePage.getByRole('button', { name: ui('ne', 'Save profile') }).click(),
    ]);
    expect(saved.status()).toBe(200);
    const [year, month, dayOfMonth] = bsToAd({ year: 2047, month: 5, day: 12 }).split('-').map(Number);
    const profile = await world.api(token, 'GET', '/api/v1/patient/user/get-patient-detail');
    expect((profile.body.data as { dateOfBirth: unknown }).dateOfBirth).toEqual({ year, month, day: dayOfMonth });
    await ne.close();
  });
});

describe('a doctor whose first free time is weeks ahead', () => {
  it('opens the booking page on that day, and an empty day names the next free day, one tap away (phone)', async () => {
    const later = kathmanduDate(40); // never in this month's window
    const target = await world.doctorFreeOnlyOn(later);
    const patient = await world.readyPatient('later');
    const context = await appContext(browser, { locale: 'en' });
    try {
      const page = await context.newPage();
      await page.goto(`${appUrl}/signin`);
      await signIn(page, patient.email);
      await page.waitForURL('**/home');
      await page.goto(`${appUrl}/book/${target.id}`);
      const slot = page.locator(`button[data-slot-id="${target.slotId}"]`);
      await slot.waitFor();
      expect(await slot.isDisabled()).toBe(false);
      expect(new URL(page.url()).searchParams.get('date')).toBe(later);

      await page.goto(`${appUrl}/book/${target.id}?date=${kathmanduDate(1)}`);
      await page.getByText('No available time slots').waitFor();
      await shot(page, 'next-free');
      await page.getByRole('button', { name: /^Next free times: / }).click();
      await slot.waitFor();
      expect(new URL(page.url()).searchParams.get('date')).toBe(later);
    } finally {
      await context.close();
    }
  });
});

describe("a doctor's discount", () => {
  it('shows as the price, the fee struck through and Rs. off with percent, on the profile and in the booking summary (phone)', async () => {
    const promo = await world.discountedDoctorSlot(kathmanduDate(6));
    const off = Math.round((promo.feePaisa * promo.percent) / 100 / 100) * 100;
    const rs = (paisa: number) => `Rs. ${(paisa / 100).toLocaleString('en-IN')}`;
    const patient = await world.readyPatient('promo');
    const context = await appContext(browser, { locale: 'en' });
    try {
      const page = await context.newPage();
      await page.goto(`${appUrl}/find/doctors/${promo.id}`);
      const fee = page.getByTestId('discounted-fee').first();
      await fee.waitFor();
      expect(await fee.innerText()).toContain(rs(promo.feePaisa - off));
      expect(await fee.locator('del').innerText()).toContain(rs(promo.feePaisa));
      expect(await fee.innerText()).toContain(`${rs(off)} off (${promo.percent}%)`);

      await page.goto(`${appUrl}/signin`);
      await signIn(page, patient.email);
      await page.waitForURL('**/home');
      await page.goto(`${appUrl}/book/${promo.id}?date=${kathmanduDate(6)}&slot=${promo.slotId}&step=details`);
      const discount = page.getByTestId('booking-discount');
      await discount.waitFor();
      expect(await discount.innerText()).toContain(`(${promo.percent}% off)`);
      expect(await discount.innerText()).toContain(rs(off));
      expect(await page.getByTestId('booking-total').innerText()).toBe(rs(promo.feePaisa - off));
      await shot(page, 'discount');
    } finally {
      await context.close();
    }
  });
});
