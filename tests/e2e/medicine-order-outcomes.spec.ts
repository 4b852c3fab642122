// Medicine Order's other endings (issue 31), two browser contexts side by side: the patient's phone in Nepali
// and dark (medicine-order.spec.ts walks the collected reservation in English and light) and the demo
// pharmacy's pharmacist (English). One journey walks
// - a photo of a paper prescription, for a family member, sent with no signal: it waits in the outbox with the
//   photo (a Blob in IndexedDB, stored once) and is sent once when the signal is back; the pharmacist sees that
//   very image under the member's name, confirms it is a valid prescription and quotes the medicine on it;
// - the patient declines that quote: both screens say so, the pharmacist's without reloading;
// - a quote left unanswered: the clock is moved (the quote's time set 25 hours back in the database, the
//   server's sweep reads it on its own clock), and the patient sees it expired;
// - the recent activity, in the patient's language, lists what happened;
// - the pharmacy's administrator invites a colleague.
// The rules behind each step (states, roles, limits, bad photos) are the server tests', and so is "cannot fill"
// with its reason (flow.test.ts).
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { CLINIC_MESSAGES as C } from '../../contracts/clinic-messages';
import { MEDICINE_ORDER_MESSAGES as MO } from '../../contracts/medicine-order-messages';
import { expect, test } from './fixtures';
import { server, ui, type TestLocale } from './support/i18n';
import { linkOf, savedOutbox, savedOutboxFiles } from './support/network';
import { escapeRegExp, licenceOf, pharmacistSignIn } from './support/pharmacy';
import { kathmanduDate } from './support/world';

const LOCALE: TestLocale = 'ne';
const THEME = 'dark';
const say = (english: string, values: Record<string, string> = {}) => ui(LOCALE, english, values);
const PHOTO = readFileSync('public/icons/icon-192.png');
/** 360 px screenshots to look at (tests/output/screenshots). */
const shot = (page: Page, name: string) => page.screenshot({ path: `tests/output/screenshots/medicine-order-${name}.png`, fullPage: true });

test.use({ appLocale: LOCALE, appTheme: THEME });

test('a photo sent after the signal returns, its quote declined, a quote that expires', async ({ page, browser, world, patient, stack, signInAs, axe }) => {
  test.setTimeout(150_000);
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
    (await world.query<{ id: string }>('select id from medicine_orders where patient_id = $1 and source = $2 order by requested_at', [patientId, source])).rows;
  const counter = await pharmacistSignIn(browser);
  const licence = await licenceOf(counter);
  const card = (who: string, text: string) => counter.getByRole('listitem').filter({ hasText: `${who} Thapa` }).filter({ hasText: text });
  const choosePharmacy = async () => {
    await page.getByLabel(say('Search by name or licence number')).fill(licence);
    await page.getByRole('radio', { name: new RegExp(escapeRegExp(say('Licence {0}', { 0: licence }))) }).check();
  };

  // 1. A photo of a paper prescription, for the patient's daughter, chosen online and sent with no signal.
  await signInAs(page, patient.email);
  await page.goto('/medicine-order');
  await page.getByRole('link', { name: say('Reserve medicines') }).click();
  await page.getByRole('tab', { name: say('From a photo') }).click();
  await page.getByLabel(say('Photo of the paper prescription (JPG or PNG, under 5 MB)')).setInputFiles({ name: 'prescription.png', mimeType: 'image/png', buffer: PHOTO });
  await page.getByLabel(say('The prescription is for')).selectOption({ label: `${member} Thapa` });
  await choosePharmacy();
  await axe('the start from a photo');
  await shot(page, `photo-${LOCALE}-${THEME}`);
  const link = await linkOf(page.context(), [new URL(stack.appUrl).host, stack.emulatorHost]);
  await link.set(false);
  await page.getByRole('button', { name: say('Send reservation') }).click();
  await expect(page.getByText(say('No connection: your reservation waits and is sent when you are back online.'))).toBeVisible();
  await expect(page).toHaveURL(/\/medicine-order$/);
  // On the phone: one waiting write holding the photo itself (its bytes, as a Blob), and nothing on the server yet.
  await expect.poll(() => savedOutboxFiles(page)).toEqual([{ size: PHOTO.length, type: 'image/png' }]);
  expect(await savedOutbox(page)).toBe(1);
  expect(await orders('photo')).toHaveLength(0);
  await link.set(true);
  await expect.poll(async () => (await orders('photo')).length).toBe(1);
  await expect.poll(() => savedOutbox(page)).toBe(0);
  // Sent once: opening the app again sends nothing more; the server keeps one reservation and one file.
  await page.reload();
  await expect(page.getByText(say('Waiting for the pharmacy')).first()).toBeVisible();
  const [photoOrder] = await orders('photo');
  expect(await orders('photo')).toHaveLength(1);
  expect((await world.query<{ n: number }>(`select count(*)::int as n from stored_files where key like $1`, [`medicine-orders/${patientId}/%`])).rows[0]!.n).toBe(1);
  await page.goto(`/medicine-order/${photoOrder!.id}`);
  await expect(page.getByText(say('From your photo: the pharmacist lists the medicines with the quote.'))).toBeVisible();
  await expect(page.getByText(`${member} Thapa`)).toBeVisible();

  // The pharmacist sees the very image the patient sent, confirms it and quotes the medicine written on it.
  await card(member, 'From a photo').getByRole('button', { name: `Open the reservation of ${member} Thapa` }).click();
  const image = counter.getByRole('img', { name: 'Photo of the paper prescription' });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => [img.complete, img.naturalWidth, img.naturalHeight])).toEqual([true, 192, 192]);
  await counter.getByRole('button', { name: 'Add a medicine' }).click();
  const line = counter.getByRole('group', { name: 'Medicine 1' });
  await line.getByLabel('Name, strength and form').fill('Paracetamol 500 mg tablet');
  await line.getByLabel('Quantity').fill('10');
  await line.getByLabel('Price (rupees)').fill('20');
  await counter.getByRole('checkbox', { name: 'I checked the photo: it is a valid prescription.' }).check();
  await counter.getByRole('button', { name: 'Send quote' }).click();
  await expect(counter.getByRole('region', { name: 'Waiting for the patient' }).getByRole('listitem').filter({ hasText: `${member} Thapa` })).toHaveCount(1);

  // 2. The patient declines it; the pharmacist's list says so by itself (it asks again every few seconds).
  await page.reload();
  await expect(page.getByText('Paracetamol 500 mg tablet')).toBeVisible();
  await page.getByRole('button', { name: say('Decline') }).click();
  await expect(page.getByText(server(LOCALE, MO.declined))).toBeVisible();
  await expect(page.getByText(say('Declined')).first()).toBeVisible();
  await expect(page.getByRole('button', { name: say('Accept the chosen medicines') })).toHaveCount(0);
  await expect(card(member, 'Declined')).toHaveCount(1);
  await axe('a declined reservation');
  await shot(page, `declined-${LOCALE}-${THEME}`);

  // 3. A reservation of the e-prescription, quoted; the patient leaves the quote unanswered past 24 hours.
  await page.goto('/medicine-order/new');
  await page.getByRole('checkbox', { name: /Amlodipine/ }).check();
  await choosePharmacy();
  await page.getByRole('button', { name: say('Send reservation') }).click();
  await expect(page).toHaveURL(/\/medicine-order\/[0-9a-f-]{36}$/);
  const unanswered = /\/medicine-order\/([0-9a-f-]{36})$/.exec(page.url())![1]!;
  // The card counts the medicines in the singular (Lingui's plural).
  await card(name, '1 medicine from an e-prescription').getByRole('button', { name: `Open the reservation of ${name} Thapa` }).click();
  await expect(counter.getByText('E-prescription: signature checked.')).toBeVisible();
  await counter.getByRole('group', { name: /Amlodipine/ }).getByLabel('Price (rupees)').fill('300');
  await counter.getByRole('button', { name: 'Send quote' }).click();
  await expect(counter.getByText(server('en', MO.quoteSent)).first()).toBeVisible();
  await page.reload();
  await expect(page.getByText(say('Quote received')).first()).toBeVisible();
  await world.query(`update medicine_orders set quoted_at = quoted_at - interval '25 hours' where id = $1`, [unanswered]);
  await page.reload();
  await expect(page.getByText(say('Expired')).first()).toBeVisible();
  await expect(page.getByRole('button', { name: say('Accept the chosen medicines') })).toHaveCount(0);
  await shot(page, `expired-${LOCALE}-${THEME}`);

  // 4. The recent activity (home's panel, in full) tells the story in the patient's language, newest first.
  await page.goto('/recent-activity');
  const titles = page.getByTestId('activity-item');
  await expect(titles.first()).toContainText(server(LOCALE, MO.nExpiredTitle));
  await expect(titles.filter({ hasText: server(LOCALE, MO.nQuotedTitle) })).toHaveCount(2);
  await expect(titles.filter({ hasText: server(LOCALE, MO.nRequestedTitle) })).toHaveCount(2);
  await shot(page, `activity-${LOCALE}-${THEME}`);
  // The demo pharmacy's account is its administrator: it invites a colleague (accepting the link, and a plain
  // pharmacist's refusal, are the server tests').
  await counter.getByLabel('Email').fill(`colleague-${name.toLowerCase()}@pharmacy.test`);
  await counter.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(counter.getByText(server('en', C.invitationSent))).toBeVisible();
  await axe('the pharmacist screen with its invitation', counter);
  await shot(counter, 'pharmacist-invite');
  await counter.context().close();
});
