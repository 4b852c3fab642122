// Booking and managing appointments, end to end against the real stack: a new patient completes the
// profile, adds a family member, books a clinic slot for them (from the doctor's profile) and sees it
// in /appointments and on home; asks to reschedule, the doctor proposes another time (the doctor
// script), the patient accepts; cancels another appointment with a reason; cannot cancel one that
// starts in 3 hours; a slot someone else just took comes back as unavailable; every change brings a
// notification, and mark-as-read lowers the unread count. One test in steps, each standing on what
// the ones before did (the weeks-ahead doctor, the discount, a BS birth date: booking-days-and-prices).
import { M } from '../../contracts/messages';
import { BOOKING_MESSAGES as B } from '../../contracts/booking-messages';
import { runDoctorCommand } from '../../scripts/lib/doctor-client';
import { adToBs, devanagari, formatBs } from '../../contracts/bikram-sambat';
import { expect, test } from './fixtures';
import { registerPatient, uniqueEmail } from './support/accounts';
import { appContext } from './support/browser-prefs';
import { ui } from './support/i18n';
import { kathmanduDate, PASSWORD, pickDate } from './support/world';
import { bookingShot } from './support/screenshots';

const shot = bookingShot;

test('booking and managing appointments', async ({ page, browser, world, stack, signInAs, axe }) => {
  test.setTimeout(240_000);
  const { appUrl, emulatorHost, databaseUrl } = stack;
  const day = kathmanduDate(5);
  const email = uniqueEmail('booker');
  let memberId = '';
  let memberAppointment = '';

  // A new patient whose profile is not filled in yet (the booking names what is missing).
  await registerPatient(appUrl, { email, password: PASSWORD, firstName: 'Maya', lastName: 'Gurung' });
  const token = await world.idToken(email);
  const slots = {
    first: await world.clinicSlot(day, 6),
    asked: await world.clinicSlot(day, 7),
    proposed: await world.clinicSlot(day, 8),
    other: await world.clinicSlot(day, 9),
    taken: await world.clinicSlot(day, 10),
  };
  await signInAs(page, email);

  await test.step('adds a family member on /family', async () => {
    await page.goto('/family');
    await expect(page.getByRole('heading', { level: 2, name: 'No family members yet' })).toBeVisible();
    await page.getByRole('button', { name: 'Add family member' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add family member' });
    // Cancel is the quiet choice: an outline button, not a second filled one beside "Add member".
    const cancelBackground = await dialog.getByRole('button', { name: 'Cancel', exact: true }).evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(cancelBackground).toBe('rgba(0, 0, 0, 0)');
    // The contract's messages, before anything is sent.
    await dialog.getByRole('button', { name: 'Add member' }).click();
    await expect(dialog.getByText(M.required).first()).toBeVisible();
    await dialog.locator('input[name="firstName"]').fill('Aama');
    await dialog.locator('input[name="lastName"]').fill('Gurung');
    await dialog.locator('select[name="relation"]').selectOption('mother');
    await dialog.locator('select[name="gender"]').selectOption('female');
    await dialog.locator('select[name="bloodGroup"]').selectOption('B+');
    await dialog.getByRole('button', { name: 'Add member' }).click();
    await expect(page.getByTestId('family-member').filter({ hasText: 'Aama Gurung' })).toBeVisible();
    const list = await world.api(token, 'GET', '/api/v1/patient/family-member/list');
    memberId = (list.body.data as { members: { id: string }[] }).members[0]!.id;
    // The confirmation toast is on screen when axe looks, so its colours are checked too.
    await expect(page.getByText(B.familyMemberAdded)).toBeVisible();
    await axe('/family');
  });

  await test.step('books from the profile: the incomplete profile is named, then a clinic slot for the family member', async () => {
    await page.goto(`/find/doctors/${world.doctor.id}`);
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
    await expect(gate.getByText('Date of birth')).toBeVisible();
    const href = await gate.getByRole('link', { name: 'Complete your profile' }).getAttribute('href');
    const back = new URL(href!, appUrl).searchParams.get('redirect')!;
    expect(back).toContain(`slot=${slots.first}`);
    expect(back).toContain('step=details');
    await shot(page, 'profile-gate');

    await world.completeProfile(token, 'Maya', 'Gurung');
    await page.goto(back);
    const form = page.locator('form').filter({ has: page.locator('select[name="forWhom"]') });
    await expect(form).toBeVisible();
    await expect(page.locator('input[name="firstName"]')).toHaveValue('Maya');
    await expect(page.locator('input[name="phoneNumber"]')).toHaveValue('9841234567');

    await page.locator('select[name="forWhom"]').selectOption(memberId);
    await expect(page.locator('input[name="firstName"]')).toHaveValue('Aama');
    await expect(page.locator('select[name="bloodGroup"]')).toHaveValue('B+');

    // Required reason and terms, with the contract's messages.
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    await expect(page.getByText(B.termsRequired)).toBeVisible();
    await expect(page.getByText(M.required).first()).toBeVisible();

    await page.locator('textarea[name="reasonForVisit"]').fill('Knee pain for two weeks');
    await page.locator('input[name="paymentOption"][value="online"]').check();
    await expect(page.getByTestId('booking-total')).toHaveText('Rs. 816');
    await page.locator('input[name="termsAccepted"]').check();
    await shot(page, 'details');
    await axe('the booking details step');
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    await expect(page.getByTestId('booking-confirmation')).toBeVisible();
    await expect(page.getByText('Your appointment is booked')).toBeVisible();
    memberAppointment = new URL(page.url()).searchParams.get('booked')!;
    expect(memberAppointment).toMatch(/^[0-9a-f-]{36}$/);

    // "Pay online" goes straight on to the wallet choice, the gateway, and back to the appointment, paid.
    const payDialog = page.getByRole('dialog');
    await expect(payDialog.getByText('Wallet service charge')).toBeVisible();
    await shot(page, 'confirmation');
    // Radios a thumb can hit (the browser's own are 13 px).
    expect((await payDialog.getByRole('radio', { name: 'eSewa' }).boundingBox())!.width).toBeGreaterThanOrEqual(20);
    await payDialog.getByRole('radio', { name: 'eSewa' }).check();
    await payDialog.getByRole('button', { name: 'Continue to pay' }).click();
    await page.waitForURL('**/sandbox/esewa/**');
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page.locator('[data-testid="payment-result"][data-status="completed"]')).toBeVisible();
    await page.getByRole('link', { name: 'View appointment' }).click();
    await page.waitForURL(`**/appointments/${memberAppointment}`);
    await expect(page.locator('dt:text-is("Payment status") + dd')).toHaveText('Paid');
    await expect(page.locator('dt:text-is("Paid with") + dd')).toHaveText('eSewa');
    // The status badge is as wide as its word, not the card.
    const badge = page.locator('section[aria-labelledby="appointment-title"] [data-status]').first();
    expect((await badge.boundingBox())!.width).toBeLessThan(160);
  });

  await test.step('shows the appointment in /appointments and on home', async () => {
    await page.goto('/appointments');
    const card = page.locator(`[data-testid="appointment-card"][data-appointment-id="${memberAppointment}"]`);
    await expect(card).toBeVisible();
    await expect(card).toContainText('Aama Gurung');
    await expect(card).toContainText('Pending');
    // Its date in Bikram Sambat beside the AD one.
    await expect(card).toContainText(` · ${formatBs(day, 'en')}`);
    await page.goto('/appointments?status=canceled');
    await expect(page.getByRole('heading', { name: 'No canceled appointments' })).toBeVisible();

    await page.goto('/');
    const upcoming = page.getByTestId('upcoming-consultation');
    await expect(upcoming.getByText(world.doctor.lastName, { exact: false })).toBeVisible();
    await expect(upcoming.getByText('For Aama Gurung')).toBeVisible();
    await expect(upcoming).toContainText(formatBs(day, 'en'));
    await shot(page, 'home');
    await axe('the signed-in home');
  });

  await test.step('asks to reschedule; the doctor proposes another time; the patient accepts it', async () => {
    await page.goto(`/appointments/${memberAppointment}`);
    await page.getByRole('button', { name: 'Reschedule' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reschedule appointment' });
    await pickDate(dialog, day);
    // The appointment's own time cannot be picked again.
    await expect(dialog.locator(`button[data-slot-id="${slots.first}"]`)).toBeDisabled();
    await dialog.locator(`button[data-slot-id="${slots.asked}"]`).click();
    await dialog.getByRole('button', { name: 'Request this time' }).click();
    await expect(page.getByTestId('reschedule-status').getByText('Waiting for the doctor')).toBeVisible();

    const proposed = await runDoctorCommand(
      { apiUrl: appUrl, apiKey: world.apiKey, emulatorHost, projectId: 'demo-swasthya', databaseUrl },
      'propose', memberAppointment, slots.proposed,
    );
    expect(proposed.status, JSON.stringify(proposed.body)).toBe(200);

    await page.reload();
    const status = page.getByTestId('reschedule-status');
    await expect(status.getByText('proposed a new time')).toBeVisible();
    await shot(page, 'proposal');
    await axe('an appointment with a proposed time');
    await status.getByRole('button', { name: 'Accept new time' }).click();
    await expect(page.locator('[data-status="confirmed"]').first()).toBeVisible();
    await expect(page.getByTestId('reschedule-status')).toHaveCount(0);
    const details = (await world.api(token, 'GET', `/api/v1/patient/appointment/details/${memberAppointment}`)).body.data as { slotId: string; status: string };
    expect(details).toMatchObject({ slotId: slots.proposed, status: 'confirmed' });
  });

  await test.step('cancels another appointment with a reason (irreversible, in a dialog)', async () => {
    const booked = await world.bookViaApi(token, slots.other, 'Fever');
    expect(booked.status).toBe(201);
    const id = (booked.body.data as { id: string }).id;
    await page.goto(`/appointments/${id}`);
    await page.getByRole('button', { name: 'Cancel appointment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this appointment?' });
    await expect(dialog.getByText('Canceling cannot be undone.', { exact: false })).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel appointment' }).click();
    await expect(dialog.getByText(M.required)).toBeVisible();
    await dialog.locator('textarea[name="reason"]').fill('I feel better now');
    await dialog.getByRole('button', { name: 'Cancel appointment' }).click();
    await expect(page.locator('[data-status="canceled"]').first()).toBeVisible();
    await expect(page.getByText('Canceled. Reason: I feel better now')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel appointment' })).toHaveCount(0);
  });

  await test.step('cannot cancel an appointment that starts in 3 hours: the buttons say why, and the server refuses', async () => {
    const soon = await world.insertSlot(new Date(Math.floor((Date.now() + 3 * 3_600_000) / 60_000) * 60_000 + 17_000));
    const booked = await world.bookViaApi(token, soon, 'Headache');
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const id = (booked.body.data as { id: string }).id;

    await page.goto(`/appointments/${id}`);
    const cancel = page.getByRole('button', { name: 'Cancel appointment' });
    await expect(cancel).toBeVisible();
    await expect(cancel).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Reschedule' })).toBeDisabled();
    await expect(page.getByText(B.cancelCutoff)).toBeVisible();
    await expect(page.getByText(B.rescheduleCutoff)).toBeVisible();
    // The dialog does not open from a link either.
    await page.goto(`/appointments/${id}?action=cancel`);
    await expect(page.getByText(B.cancelCutoff)).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    const refused = await world.api(token, 'POST', `/api/v1/patient/appointment/cancel/${id}`, { reason: 'Trying anyway' });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(B.cancelCutoff);

    // On home it is the upcoming consultation now, with the same refusal.
    await page.goto('/');
    const upcoming = page.getByTestId('upcoming-consultation');
    await expect(upcoming.getByText(B.cancelCutoff)).toBeVisible();
    await expect(upcoming.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await shot(page, 'home-cutoff');
  });

  await test.step('a slot someone else just took comes back as unavailable, to pick another', async () => {
    await page.goto(`/book/${world.doctor.id}?date=${day}&slot=${slots.taken}&step=details`);
    await page.locator('textarea[name="reasonForVisit"]').fill('Back pain');
    await page.locator('input[name="termsAccepted"]').check();

    const other = await world.readyPatient('other');
    expect((await world.bookViaApi(other.token, slots.taken)).status).toBe(201);

    await page.getByRole('button', { name: 'Confirm booking' }).click();
    await expect(page.getByRole('alert').filter({ hasText: B.slotTaken })).toBeVisible();
    const slot = page.locator(`button[data-slot-id="${slots.taken}"]`);
    await expect(slot).toBeDisabled();
    expect(new URL(page.url()).searchParams.get('slot')).toBeNull();
    await shot(page, 'slot-taken');
  });

  await test.step('a notification for each change; mark as read lowers the unread count', async () => {
    const { titles, unread } = await world.notificationTitles(token);
    for (const title of [B.nBookedTitle, B.nRescheduleRequestedTitle, B.nProposedTitle, B.nRescheduledTitle, B.nCanceledTitle]) {
      expect(titles).toContain(title);
    }
    expect(unread).toBeGreaterThanOrEqual(6);

    await page.goto('/appointments');
    const badge = page.getByTestId('unread-badge');
    await expect(badge).toHaveText(String(unread));
    await page.getByRole('button', { name: `Notifications, ${unread} unread` }).click();
    const panel = page.getByTestId('notifications-panel');
    await expect(panel.getByTestId('notification-item').first()).toBeVisible();
    await shot(page, 'notifications-panel');
    await panel.getByRole('button', { name: 'Mark as read' }).first().click();
    await expect(panel.getByTestId('notifications-unread')).toHaveText(`${unread - 1} unread`);
    await expect(page.getByText('Notification marked as read')).toBeVisible();
    await expect(badge).toHaveText(String(unread - 1));
    expect((await world.notificationTitles(token)).unread).toBe(unread - 1);
  });

  await test.step('shows the appointments and the booking page in Nepali', async () => {
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
    await expect(nePage.getByRole('heading', { level: 1, name: ui('ne', 'Appointments') })).toBeVisible();
    const card = nePage.locator(`[data-testid="appointment-card"][data-appointment-id="${memberAppointment}"]`);
    await expect(card).toContainText(ui('ne', 'Confirmed'));
    // Its date in Bikram Sambat first, in Devanagari.
    await expect(card).toContainText(formatBs(day, 'ne'));
    await nePage.goto(`${appUrl}/book/${world.doctor.id}?date=${day}`);
    await expect(nePage.getByRole('heading', { name: ui('ne', 'Choose a date and time') })).toBeVisible();
    // The day in Bikram Sambat first, in Devanagari ('८ मंसिर २०८३ (…)').
    await expect(nePage.getByRole('heading', { level: 3 }).filter({ hasText: formatBs(day, 'ne') })).toBeVisible();
    await expect(nePage.getByRole('button', { name: ui('ne', 'Continue') })).toBeVisible();
    // The calendar is in BS: the day's cell shows its BS day, and its name gives the BS date.
    const calendar = nePage.locator('[data-calendar="bs"]');
    const cell = calendar.locator(`td[data-date="${day}"]`);
    await expect(cell).toHaveText(devanagari(adToBs(day).day));
    expect(await cell.getAttribute('aria-label')).toContain(formatBs(day, 'ne'));
    await expect(cell).toHaveAttribute('aria-selected', 'true');
    await shot(nePage, 'ne-book');
    await axe('the booking page in Nepali (BS calendar)', nePage);

    await ne.close();
  });
});
