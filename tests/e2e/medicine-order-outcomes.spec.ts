// Medicine Order's other endings (issue 31), two browser contexts side by side: the patient's phone
// (Nepali and dark by default) and the demo pharmacy's pharmacist (English). One journey walks
// - a photo of a paper prescription, for a family member: the patient attaches it, the pharmacist sees
//   that very image under the member's name and answers "cannot fill" with a reason, which the patient
//   reads in their language;
// - a reservation sent with no signal: it waits in the outbox and is sent once when the signal is back;
// - its quote left unanswered: the clock is moved (the quote's time set 25 hours back in the database,
//   the server's sweep reads it on its own clock), and the patient sees it expired;
// - the recent activity on home, in the patient's language, lists what happened;
// - the pharmacist invites a colleague to the pharmacy.
// The rules behind each step (states, roles, limits, bad photos) are the server tests'.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { CLINIC_MESSAGES as C } from '../../contracts/clinic-messages';
import { MEDICINE_ORDER_MESSAGES as MO } from '../../contracts/medicine-order-messages';
import { expect, test } from './fixtures';
import { server, ui, type TestLocale } from './support/i18n';
import { linkOf, savedOutbox } from './support/network';
import { escapeRegExp, licenceOf, pharmacistSignIn } from './support/pharmacy';
import { kathmanduDate } from './support/world';

// The patient's phone in Nepali and dark unless E2E_MO_LOCALE=en / E2E_MO_THEME=light (as medicine-order.spec.ts).
const LOCALE = (process.env['E2E_MO_LOCALE'] ?? 'ne') as TestLocale;
const THEME = (process.env['E2E_MO_THEME'] ?? 'dark') as 'light' | 'dark';
const say = (english: string, values: Record<string, string> = {}) => ui(LOCALE, english, values);
const PHOTO = readFileSync('public/icons/icon-192.png');
/** 360 px screenshots to look at (tests/output/screenshots). */
const shot = (page: Page, name: string) => page.screenshot({ path: `tests/output/screenshots/medicine-order-${name}.png`, fullPage: true });

test.use({ appLocale: LOCALE, appTheme: THEME });

test('a photo the pharmacy cannot fill, a reservation sent after the signal returns, a quote that expires', async ({ page, browser, world, patient, stack, signInAs, axe }) => {
  test.setTimeout(120_000);
  const name = `Gita${crypto.randomUUID().slice(0, 6).replace(/[^a-z]/g, 'x')}`;
  const patientId = (await world.query<{ id: string }>('update patients set first_name = $2 where lower(email) = lower($1) returning id', [patient.email, name])).rows[0]!.id;
  await world.query(
    `insert into prescriptions (patient_id, doctor_id, medication, strength, form, doses, quantity, start_date, stop_date)
     values ($1, $2, 'Amlodipine', '5 mg', 'Tablet', 'once daily', 30, $3, $4)`,
    [patientId, world.doctor.id, kathmanduDate(-1), kathmanduDate(60)],
  );
  const member = `Sita${crypto.randomUUID().slice(0, 6).replace(/[^a-z]/g, 'x')}`;
  await world.query(`insert into family_members (patient_id, first_name, last_name, relation) values ($1, $2, 'Thapa', 'daughter')`, [patientId, member]);
  const orders = async (source: string) =>
    (await world.query<{ id: string }>('select id from medicine_orders where patient_id = $1 and source = $2', [patientId, source])).rows;
  const counter = await pharmacistSignIn(browser);
  const licence = await licenceOf(counter);
  const card = (who: string, text: string) => counter.getByRole('listitem').filter({ hasText: `${who} Thapa` }).filter({ hasText: text });
  const choosePharmacy = async () => {
    await page.getByLabel(say('Search by name or licence number')).fill(licence);
    await page.getByRole('radio', { name: new RegExp(escapeRegExp(say('Licence {0}', { 0: licence }))) }).check();
  };

  // 1. From a photo of a paper prescription, for the patient's daughter.
  await signInAs(page, patient.email);
  await page.goto('/medicine-order');
  await page.getByRole('link', { name: say('Reserve medicines') }).click();
  await page.getByRole('tab', { name: say('From a photo') }).click();
  await page.getByLabel(say('Photo of the paper prescription (JPG or PNG, under 5 MB)')).setInputFiles({ name: 'prescription.png', mimeType: 'image/png', buffer: PHOTO });
  await page.getByLabel(say('The prescription is for')).selectOption({ label: `${member} Thapa` });
  await choosePharmacy();
  await axe('the start from a photo');
  await shot(page, `photo-${LOCALE}-${THEME}`);
  await page.getByRole('button', { name: say('Send reservation') }).click();
  await expect(page).toHaveURL(/\/medicine-order\/[0-9a-f-]{36}$/);
  await expect(page.getByText(say('From your photo: the pharmacist lists the medicines with the quote.'))).toBeVisible();
  await expect(page.getByText(`${member} Thapa`)).toBeVisible();

  // The pharmacist sees the very image the patient sent, and cannot fill it.
  await card(member, 'From a photo').getByRole('button', { name: `Open the reservation of ${member} Thapa` }).click();
  const image = counter.getByRole('img', { name: 'Photo of the paper prescription' });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => [img.complete, img.naturalWidth, img.naturalHeight])).toEqual([true, 192, 192]);
  const reason = 'The photo is blurred: please bring the paper prescription';
  await counter.getByLabel('Cannot fill: the reason the patient reads').fill(reason);
  await counter.getByRole('button', { name: 'Cannot fill', exact: true }).click();
  await expect(counter.getByText(server('en', MO.cannotFillSent))).toBeVisible();

  await page.reload();
  await expect(page.getByText(say('Cannot be filled')).first()).toBeVisible();
  await expect(page.getByText(reason)).toBeVisible();
  await axe('a reservation that cannot be filled');
  await shot(page, `not-filled-${LOCALE}-${THEME}`);

  // 2. Sent with no signal: the medicines and the pharmacy chosen online, then the link goes.
  await page.goto('/medicine-order/new');
  await page.getByRole('checkbox', { name: /Amlodipine/ }).check();
  await choosePharmacy();
  const link = await linkOf(page.context(), [new URL(stack.appUrl).host, stack.emulatorHost]);
  await link.set(false);
  await page.getByRole('button', { name: say('Send reservation') }).click();
  await expect(page.getByText(say('No connection: your reservation waits and is sent when you are back online.'))).toBeVisible();
  await expect(page).toHaveURL(/\/medicine-order$/);
  await expect.poll(() => savedOutbox(page)).toBe(1);
  expect(await orders('prescription')).toHaveLength(0);
  await link.set(true);
  await expect.poll(async () => (await orders('prescription')).length).toBe(1);
  await expect.poll(() => savedOutbox(page)).toBe(0);
  // Sent once: opening the app again sends nothing more.
  await page.reload();
  await expect(page.getByText(say('Waiting for the pharmacy')).first()).toBeVisible();
  await expect(page.getByText(say('Cannot be filled')).first()).toBeVisible();
  const [sent] = await orders('prescription');
  expect(await orders('prescription')).toHaveLength(1);

  // 3. The pharmacist quotes it; the patient leaves the quote unanswered past 24 hours.
  await card(name, 'from an e-prescription').getByRole('button', { name: `Open the reservation of ${name} Thapa` }).click();
  await expect(counter.getByText('E-prescription: signature checked.')).toBeVisible();
  await counter.getByRole('group', { name: /Amlodipine/ }).getByLabel('Price (rupees)').fill('300');
  await counter.getByRole('button', { name: 'Send quote' }).click();
  await expect(counter.getByText(server('en', MO.quoteSent))).toBeVisible();
  await page.goto(`/medicine-order/${sent!.id}`);
  await expect(page.getByText(say('Quote received')).first()).toBeVisible();
  await world.query(`update medicine_orders set quoted_at = quoted_at - interval '25 hours' where id = $1`, [sent!.id]);
  await page.reload();
  await expect(page.getByText(say('Expired')).first()).toBeVisible();
  await expect(page.getByRole('button', { name: say('Accept the chosen medicines') })).toHaveCount(0);
  await shot(page, `expired-${LOCALE}-${THEME}`);

  // 4. Home's recent activity tells the story in the patient's language, newest first.
  await page.goto('/home');
  const titles = page.getByTestId('activity-item');
  await expect(titles.first()).toContainText(server(LOCALE, MO.nExpiredTitle));
  await expect(titles.filter({ hasText: server(LOCALE, MO.nNotFilledTitle) })).toHaveCount(1);
  await expect(titles.filter({ hasText: server(LOCALE, MO.nRequestedTitle) })).toHaveCount(2);
  await shot(page, `activity-${LOCALE}-${THEME}`);
  // The pharmacist invites a colleague to the pharmacy (accepting the link is the server tests').
  await counter.getByLabel('Email').fill(`colleague-${name.toLowerCase()}@pharmacy.test`);
  await counter.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(counter.getByText(server('en', C.invitationSent))).toBeVisible();
  await axe('the pharmacist screen with its invitation', counter);
  await shot(counter, 'pharmacist-invite');
  await counter.context().close();
});
