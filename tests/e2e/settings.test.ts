// Profile, settings and support (issue 8): a fresh patient edits every profile field, manages the
// picture, verifies a phone, saves notification preferences, sends feedback, changes the password
// and finally deletes the account.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { appContext } from './support/browser-prefs';
import { apiKeyOf, closeAdmin, registerPatient, uniqueEmail } from './support/accounts';
import { readSmsOutbox } from '../../server/mail/sms';

const appUrl = inject('appUrl');
const dataDir = inject('e2eDataDir');

let browser: Browser;
let context: BrowserContext;
let page: Page;
const email = uniqueEmail('settings');
const password = 'Pahilo@2083';
const newPassword = 'Dosro@2083x';
const phone = `98${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

// A 1×1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

beforeAll(async () => {
  browser = await launchBrowser();
  await registerPatient(appUrl, { email, password, firstName: 'Maya', lastName: 'Gurung' });
  context = await appContext(browser, { locale: 'en' });
  page = await context.newPage();
  page.on('pageerror', (err) => console.error('[pageerror]', err.message));
  page.on('console', (m) => { if (m.type() === 'error') console.error('[console]', m.text()); });
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await closeAdmin();
});

async function signIn(pw: string): Promise<void> {
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(pw);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

async function toast(text: string): Promise<void> {
  await page.locator('[data-sonner-toast]').filter({ hasText: text }).first().waitFor();
}

const form = () => page.getByRole('form', { name: 'Profile' });
// Required fields carry a '*' after the label.
const select = (label: string) => form().getByLabel(new RegExp(`^${label}\\*?$`));

describe('settings: a new patient', () => {
  it('signs in and edits every profile field, checked on the client first', async () => {
    await page.goto(`${appUrl}/signin`);
    await signIn(password);
    await page.waitForURL('**/home');
    await page.goto(`${appUrl}/settings/profile`);
    await form().waitFor();

    const thisYear = new Date().getFullYear();
    await select('Year').selectOption(String(thisYear - 10));
    await select('Month').selectOption('01');
    await select('Day').selectOption('01');
    await form().getByLabel('Phone number').fill('12345');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await form().getByText('You must be at least 18 years old.').waitFor();
    await form().getByText('Enter a valid phone number.').waitFor();

    await form().getByLabel('Middle name').fill('Kumari');
    await form().getByLabel('Last name').fill('Tamang');
    expect(await select('Country code').inputValue()).toBe('+977');
    await form().getByLabel('Phone number').fill(phone);
    await select('Year').selectOption('1990');
    await select('Month').selectOption('05');
    await select('Day').selectOption('15');
    await select('Gender').selectOption('female');
    await select('Blood group').selectOption('O+');
    await select('Marital status').selectOption('married');
    await select('Religion').selectOption('buddhist');
    await select('Nationality').selectOption('nepali');
    await select('Language').selectOption('nepali');
    await select('Occupation').selectOption('Teacher');
    await form().getByLabel('Address').fill('Ward 4, Lakeside');
    await form().getByLabel('City').fill('Ghandruk');
    await form().getByLabel('Postal code').fill('33700');
    // A patient working in Doha: appointment times are then shown in Qatar's time.
    expect(await select('Time zone').inputValue()).toBe('Asia/Kathmandu');
    await select('Time zone').selectOption('Asia/Qatar');
    const [saved] = await Promise.all([
      page.waitForResponse((r) => r.url().includes('/user/update-patient-details')),
      page.getByRole('button', { name: 'Save profile' }).click(),
    ]);
    expect(((await saved.json()) as { data: { middleName: string | null } }).data.middleName).toBe('Kumari');
    await toast('Profile updated successfully.');

    // The app may load twice (service worker, stored language): wait until it has settled.
    await page.reload();
    await page.waitForLoadState('networkidle');
    await expect.poll(() => form().getByLabel('Middle name').inputValue(), { timeout: 20_000 }).toBe('Kumari');
    expect(await form().getByLabel('Last name').inputValue()).toBe('Tamang');
    expect(await form().getByLabel('Phone number').inputValue()).toBe(phone);
    const values = await Promise.all(
      ['Year', 'Month', 'Day', 'Gender', 'Blood group', 'Marital status', 'Religion', 'Nationality', 'Language', 'Occupation']
        .map((label) => select(label).inputValue()),
    );
    expect(values).toEqual(['1990', '05', '15', 'female', 'O+', 'married', 'buddhist', 'nepali', 'nepali', 'Teacher']);
    expect(await form().getByLabel('Address').inputValue()).toBe('Ward 4, Lakeside');
    expect(await form().getByLabel('City').inputValue()).toBe('Ghandruk');
    expect(await form().getByLabel('Postal code').inputValue()).toBe('33700');
    expect(await select('Time zone').inputValue()).toBe('Asia/Qatar');

    // A doctor's free times, as the booking page shows them: in Qatar's time (2 h 45 min behind Nepal).
    const apiKey = await apiKeyOf(appUrl);
    const doctors = await (await fetch(`${appUrl}/api/v1/upn/get-doctors?availability=next_7_days&pageSize=1`, { headers: { 'x-api-key': apiKey } })).json() as { data: { doctors: { id: string }[] } };
    const doctorId = doctors.data.doctors[0]!.id;
    // The page asks in Qatar's zone (before the profile is in, a first request may carry the browser's; it is asked
    // again). The page's own request may be cancelled and made again (the zone arriving, the page moving to the
    // first free day), so the answer is read here rather than from that request's response.
    const [scheduleRequest] = await Promise.all([
      page.waitForRequest((r) => r.url().includes(`/api/v1/upn/schedules/${doctorId}`) && r.headers()['x-timezone'] === 'Asia/Qatar'),
      page.goto(`${appUrl}/book/${doctorId}`),
    ]);
    const schedule = await (await fetch(scheduleRequest.url(), { headers: { 'x-api-key': apiKey, 'x-timezone': 'Asia/Qatar' } })).json() as { data: { timeZone: string; slots: { id: string; status: string; originalTimeRange: { start: string } }[] } };
    expect(schedule.data.timeZone).toBe('Asia/Qatar');
    const free = schedule.data.slots.find((slot) => slot.status === 'available' && Date.parse(slot.originalTimeRange.start) > Date.now())!;
    const qatarTime = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Qatar', hour: 'numeric', minute: '2-digit', hourCycle: 'h12' })
      .format(new Date(free.originalTimeRange.start));
    const button = page.locator(`button[data-slot-id="${free.id}"]`);
    await button.waitFor();
    expect(await button.innerText()).toContain(qatarTime);
    // The next steps of this journey start from the profile.
    await page.goto(`${appUrl}/settings/profile`);
    await form().waitFor();
  });

  it('refuses a 4 MB image and a .gif, accepts a small PNG, and removes it', async () => {
    const input = page.getByTestId('profile-picture-input');
    await input.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(4 * 1024 * 1024, 1) });
    await page.getByRole('alert').filter({ hasText: 'Image size should be less than 3MB.' }).waitFor();
    await input.setInputFiles({ name: 'cat.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await page.getByRole('alert').filter({ hasText: 'Invalid file type. Please upload jpg, jpeg, or png image files.' }).waitFor();
    await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    const image = page.getByTestId('profile-picture').locator('img');
    await image.waitFor();
    expect(await image.getAttribute('src')).toMatch(/^blob:/);
    // The avatar menu in the top bar shows the new picture (fetched from the owner-only API)…
    const menuAvatar = page.getByRole('button', { name: 'Account menu' }).locator('[data-avatar]');
    await expect.poll(() => menuAvatar.getAttribute('data-avatar'), { timeout: 15_000 }).toBe('image');
    expect(await menuAvatar.locator('img').getAttribute('src')).toMatch(/^blob:/);
    await page.getByRole('button', { name: 'Remove picture' }).click();
    await page.getByTestId('profile-picture').locator('[data-avatar="fallback"]').waitFor();
    // …and its fallback (initials) once the picture is removed.
    await expect.poll(() => menuAvatar.getAttribute('data-avatar'), { timeout: 15_000 }).toBe('fallback');
  });

  it('verifies the phone number with the code from the SMS outbox', async () => {
    const since = Date.now() - 1000;
    await page.getByRole('button', { name: 'Send code' }).click();
    let code: string | undefined;
    await expect.poll(async () => {
      const sms = (await readSmsOutbox(dataDir)).filter((m) => m.to.endsWith(phone) && Date.parse(m.createdAt) >= since);
      code = /\b(\d{6})\b/.exec(sms.at(-1)?.text ?? '')?.[1];
      return code;
    }, { timeout: 15_000 }).toBeTruthy();
    await page.getByLabel('Verification code').fill(code!);
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await page.getByTestId('phone-verified').waitFor();
  });

  it('saves notification preferences that survive a reload', async () => {
    await page.goto(`${appUrl}/settings/notifications`);
    const box = page.getByRole('switch', { name: 'Announcements: WhatsApp' });
    await box.waitFor();
    const before = await box.isChecked();
    await box.click();
    await page.getByText('About once a month').first().waitFor();
    await page.getByRole('button', { name: 'Save preferences' }).click();
    await toast('Your notification preferences have been saved.');
    await page.reload();
    await page.waitForLoadState('networkidle');
    await expect.poll(() => page.getByRole('switch', { name: 'Announcements: WhatsApp' }).isChecked(), { timeout: 20_000 }).toBe(!before);
  });

  it('sends feedback', async () => {
    await page.goto(`${appUrl}/give-feedback`);
    await page.getByRole('radio').nth(3).check({ force: true });
    await page.getByLabel('Message').fill('Booking was quick and easy.');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await toast('Thank you for your feedback.');
  });

  it('changes the password and signs in with the new one', async () => {
    await page.goto(`${appUrl}/settings/change-password`);
    // Sent empty: every one of the three fields says it is required.
    await page.getByRole('button', { name: 'Change password' }).last().click();
    await expect.poll(() => page.locator('form').getByText('This field is required.').count()).toBe(3);
    await page.getByLabel('Current password').fill('Wrong@2083x');
    await page.getByLabel(/^New password/).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Change password' }).last().click();
    await page.getByText('Please check your current password and try again').first().waitFor();
    await page.getByLabel('Current password').fill(password);
    await page.getByRole('button', { name: 'Change password' }).last().click();
    await toast('Your password has been changed.');
    // The change revoked the old session; the app signed in again with the new password.
    await page.goto(`${appUrl}/settings/logout`);
    const logout = page.getByRole('button', { name: 'Log out' }).last();
    await logout.or(page.locator('input[name="email"]')).first().waitFor();
    if (await logout.isVisible()) await logout.click();
    await page.waitForURL('**/signin**');
    await signIn(password);
    await page.getByRole('alert').first().waitFor();
    await signIn(newPassword);
    await page.waitForURL((url) => !url.pathname.startsWith('/signin'));
  });

  it('deletes the account and is then refused at sign-in', async () => {
    await page.goto(`${appUrl}/settings/delete-account`);
    await page.getByRole('button', { name: 'Delete account' }).last().click();
    await expect.poll(() => page.locator('form').getByText('This field is required.').count()).toBe(2);
    await page.getByLabel(/^Password\*?$/).fill(newPassword);
    await page.getByLabel('Confirm password').fill(newPassword);
    await page.getByLabel('Comment (optional)').fill('Testing');
    await page.getByRole('button', { name: 'Delete account' }).last().click();
    await page.getByRole('button', { name: 'Yes, delete my account' }).click();
    await toast('Your account has been deleted. To recover it, please write to');
    await page.waitForURL('**/signin**');
    await signIn(newPassword);
    await page.getByRole('alert').filter({ hasText: 'Your account has been disabled.' }).waitFor();
  });
});
