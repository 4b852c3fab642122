// Profile, settings and support (issue 8): a new patient edits every profile field, manages the
// picture, verifies a phone, saves notification preferences, sends feedback, changes the password
// and deletes the account — each journey with its own new patient.
import type { Page } from '@playwright/test';
import { readSmsOutbox } from '../../server/mail/sms';
import { expect, test as base } from './fixtures';
import { apiKeyOf, idTokenFor, registerPatient, uniqueEmail } from './support/accounts';

const password = 'Pahilo@2083';
const newPassword = 'Dosro@2083x';
const randomPhone = () => `98${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

// A 1×1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** As a patient signs up: registered, the profile not yet filled in; `page` signed in as them on /home. */
const test = base.extend<{ email: string; page: Page }>({
  email: async ({ stack }, use) => {
    const email = uniqueEmail('settings');
    await registerPatient(stack.appUrl, { email, password, firstName: 'Maya', lastName: 'Gurung' });
    await use(email);
  },
  page: async ({ page, email }, use) => {
    await page.goto('/signin');
    await signIn(page, email, password);
    await page.waitForURL('**/home');
    await use(page);
  },
});

async function signIn(page: Page, email: string, pw: string): Promise<void> {
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(pw);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

async function toast(page: Page, text: string): Promise<void> {
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: text }).first()).toBeVisible();
}

const form = (page: Page) => page.getByRole('form', { name: 'Profile' });
// Required fields carry a '*' after the label.
const select = (page: Page, label: string) => form(page).getByLabel(new RegExp(`^${label}\\*?$`));

test.describe('settings: a new patient', () => {
  test('edits every profile field, checked on the client first', async ({ page, stack }) => {
    const phone = randomPhone();
    await page.goto('/settings/profile');
    await expect(form(page)).toBeVisible();

    const thisYear = new Date().getFullYear();
    await select(page, 'Year').selectOption(String(thisYear - 10));
    await select(page, 'Month').selectOption('01');
    await select(page, 'Day').selectOption('01');
    await form(page).getByLabel('Phone number').fill('12345');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(form(page).getByText('You must be at least 18 years old.')).toBeVisible();
    await expect(form(page).getByText('Enter a valid phone number.')).toBeVisible();

    await form(page).getByLabel('Middle name').fill('Kumari');
    await form(page).getByLabel('Last name').fill('Tamang');
    await expect(select(page, 'Country code')).toHaveValue('+977');
    await form(page).getByLabel('Phone number').fill(phone);
    await select(page, 'Year').selectOption('1990');
    await select(page, 'Month').selectOption('05');
    await select(page, 'Day').selectOption('15');
    await select(page, 'Gender').selectOption('female');
    await select(page, 'Blood group').selectOption('O+');
    await select(page, 'Marital status').selectOption('married');
    await select(page, 'Religion').selectOption('buddhist');
    await select(page, 'Nationality').selectOption('nepali');
    await select(page, 'Language').selectOption('nepali');
    await select(page, 'Occupation').selectOption('Teacher');
    await form(page).getByLabel('Address').fill('Ward 4, Lakeside');
    await form(page).getByLabel('City').fill('Ghandruk');
    await form(page).getByLabel('Postal code').fill('33700');
    // A patient working in Doha: appointment times are then shown in Qatar's time.
    await expect(select(page, 'Time zone')).toHaveValue('Asia/Kathmandu');
    await select(page, 'Time zone').selectOption('Asia/Qatar');
    const [saved] = await Promise.all([
      page.waitForResponse((r) => r.url().includes('/user/update-patient-details')),
      page.getByRole('button', { name: 'Save profile' }).click(),
    ]);
    expect(((await saved.json()) as { data: { middleName: string | null } }).data.middleName).toBe('Kumari');
    await toast(page, 'Profile updated successfully.');

    // The app may load twice (service worker, stored language): wait until it has settled.
    await page.reload();
    await page.waitForLoadState('networkidle');
    await expect(form(page).getByLabel('Middle name')).toHaveValue('Kumari', { timeout: 20_000 });
    await expect(form(page).getByLabel('Last name')).toHaveValue('Tamang');
    await expect(form(page).getByLabel('Phone number')).toHaveValue(phone);
    const values = await Promise.all(
      ['Year', 'Month', 'Day', 'Gender', 'Blood group', 'Marital status', 'Religion', 'Nationality', 'Language', 'Occupation']
        .map((label) => select(page, label).inputValue()),
    );
    expect(values).toEqual(['1990', '05', '15', 'female', 'O+', 'married', 'buddhist', 'nepali', 'nepali', 'Teacher']);
    await expect(form(page).getByLabel('Address')).toHaveValue('Ward 4, Lakeside');
    await expect(form(page).getByLabel('City')).toHaveValue('Ghandruk');
    await expect(form(page).getByLabel('Postal code')).toHaveValue('33700');
    await expect(select(page, 'Time zone')).toHaveValue('Asia/Qatar');

    // A doctor's free times, as the booking page shows them: in Qatar's time (2 h 45 min behind Nepal).
    const apiKey = await apiKeyOf(stack.appUrl);
    const doctors = await (await fetch(`${stack.appUrl}/api/v1/upn/get-doctors?availability=next_7_days&pageSize=1`, { headers: { 'x-api-key': apiKey } })).json() as { data: { doctors: { id: string }[] } };
    const doctorId = doctors.data.doctors[0]!.id;
    // Every schedule answer the page gets is kept by slot id: the page may cancel a request and ask again (the zone
    // arriving, the day rolling over, the page moving to the first free day), so the test never picks "the" answer.
    // It reads the slot the page itself shows as free, at any hour, and looks that slot up here.
    type Answer = { data: { timeZone: string; slots: { id: string; originalTimeRange: { start: string } }[] } };
    const zones = new Set<string>();
    const starts = new Map<string, string>();
    page.on('response', (r) => {
      if (!r.url().includes(`/api/v1/upn/schedules/${doctorId}`) || !r.ok()) return;
      void r.json().then((body: Answer) => {
        zones.add(body.data.timeZone);
        for (const slot of body.data.slots) starts.set(slot.id, slot.originalTimeRange.start);
      }, () => undefined);
    });
    await page.goto(`/book/${doctorId}`);
    await expect.poll(() => zones.has('Asia/Qatar')).toBe(true);
    const shown = page.locator('button[data-slot-id]:not([disabled])').first();
    await expect(shown).toBeVisible();
    const slotId = (await shown.getAttribute('data-slot-id'))!;
    await expect.poll(() => starts.has(slotId)).toBe(true);
    expect([...zones]).toContain('Asia/Qatar');
    const qatarTime = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Qatar', hour: 'numeric', minute: '2-digit', hourCycle: 'h12' })
      .format(new Date(starts.get(slotId)!));
    await expect(page.locator(`button[data-slot-id="${slotId}"]`)).toContainText(qatarTime);
  });

  test('refuses a 4 MB image and a .gif, accepts a small PNG, and removes it', async ({ page }) => {
    await page.goto('/settings/profile');
    const input = page.getByTestId('profile-picture-input');
    await input.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(4 * 1024 * 1024, 1) });
    await expect(page.getByRole('alert').filter({ hasText: 'Image size should be less than 3MB.' })).toBeVisible();
    await input.setInputFiles({ name: 'cat.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid file type. Please upload jpg, jpeg, or png image files.' })).toBeVisible();
    await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByTestId('profile-picture').locator('img')).toHaveAttribute('src', /^blob:/);
    // The avatar menu in the top bar shows the new picture (fetched from the owner-only API)…
    const menuAvatar = page.getByRole('button', { name: 'Account menu' }).locator('[data-avatar]');
    await expect(menuAvatar).toHaveAttribute('data-avatar', 'image');
    await expect(menuAvatar.locator('img')).toHaveAttribute('src', /^blob:/);
    await page.getByRole('button', { name: 'Remove picture' }).click();
    await expect(page.getByTestId('profile-picture').locator('[data-avatar="fallback"]')).toBeVisible();
    // …and its fallback (initials) once the picture is removed.
    await expect(menuAvatar).toHaveAttribute('data-avatar', 'fallback');
  });

  test('verifies the phone number with the code from the SMS outbox', async ({ page, stack, email, world }) => {
    // A profile with a phone number of its own (codes are limited per number).
    const phone = randomPhone();
    const token = await idTokenFor(stack.emulatorHost, email, password);
    const saved = await world.api(token, 'PUT', '/api/v1/patient/user/update-patient-details', {
      firstName: 'Maya', lastName: 'Gurung', countryCode: '+977', phoneNumber: phone, dateOfBirth: { year: 1990, month: 5, day: 15 },
      bloodGroup: 'O+', gender: 'female', city: 'Ghandruk',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    await page.goto('/settings/profile');
    await expect(form(page).getByLabel('Phone number')).toHaveValue(phone);
    const since = Date.now() - 1000;
    await page.getByRole('button', { name: 'Send code' }).click();
    const sentCode = async () => {
      const sms = (await readSmsOutbox(stack.dataDir)).filter((m) => m.to.endsWith(phone) && Date.parse(m.createdAt) >= since);
      return /\b(\d{6})\b/.exec(sms.at(-1)?.text ?? '')?.[1];
    };
    await expect.poll(sentCode).toBeTruthy();
    await page.getByLabel('Verification code').fill((await sentCode())!);
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(page.getByTestId('phone-verified')).toBeVisible();
  });

  test('saves notification preferences that survive a reload', async ({ page }) => {
    await page.goto('/settings/notifications');
    const box = page.getByRole('switch', { name: 'Announcements: WhatsApp' });
    await expect(box).toBeVisible();
    const before = await box.isChecked();
    await box.click();
    await expect(page.getByText('About once a month').first()).toBeVisible();
    await page.getByRole('button', { name: 'Save preferences' }).click();
    await toast(page, 'Your notification preferences have been saved.');
    await page.reload();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('switch', { name: 'Announcements: WhatsApp' })).toBeChecked({ checked: !before, timeout: 20_000 });
  });

  test('sends feedback', async ({ page }) => {
    await page.goto('/give-feedback');
    await page.getByRole('radio').nth(3).check({ force: true });
    await page.getByLabel('Message').fill('Booking was quick and easy.');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await toast(page, 'Thank you for your feedback.');
  });

  test('changes the password and signs in with the new one', async ({ page, email }) => {
    await page.goto('/settings/change-password');
    // Sent empty: every one of the three fields says it is required.
    await page.getByRole('button', { name: 'Change password' }).last().click();
    await expect(page.locator('form').getByText('This field is required.')).toHaveCount(3);
    await page.getByLabel('Current password').fill('Wrong@2083x');
    await page.getByLabel(/^New password/).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Change password' }).last().click();
    await expect(page.getByText('Please check your current password and try again').first()).toBeVisible();
    await page.getByLabel('Current password').fill(password);
    await page.getByRole('button', { name: 'Change password' }).last().click();
    await toast(page, 'Your password has been changed.');
    // The change revoked the old session; the app signed in again with the new password.
    await page.goto('/settings/logout');
    const logout = page.getByRole('button', { name: 'Log out' }).last();
    await expect(logout.or(page.locator('input[name="email"]')).first()).toBeVisible();
    if (await logout.isVisible()) await logout.click();
    await page.waitForURL('**/signin**');
    await signIn(page, email, password);
    await expect(page.getByRole('alert').first()).toBeVisible();
    await signIn(page, email, newPassword);
    await page.waitForURL((url) => !url.pathname.startsWith('/signin'));
  });

  test('deletes the account and is then refused at sign-in', async ({ page, email }) => {
    await page.goto('/settings/delete-account');
    await page.getByRole('button', { name: 'Delete account' }).last().click();
    await expect(page.locator('form').getByText('This field is required.')).toHaveCount(2);
    await page.getByLabel(/^Password\*?$/).fill(password);
    await page.getByLabel('Confirm password').fill(password);
    await page.getByLabel('Comment (optional)').fill('Testing');
    await page.getByRole('button', { name: 'Delete account' }).last().click();
    await page.getByRole('button', { name: 'Yes, delete my account' }).click();
    await toast(page, 'Your account has been deleted. To recover it, please write to');
    await page.waitForURL('**/signin**');
    await signIn(page, email, password);
    await expect(page.getByRole('alert').filter({ hasText: 'Your account has been disabled.' })).toBeVisible();
  });
});
