// Accounts, end to end against the real stack (Auth emulator, PostgreSQL, server serving dist/),
// in English and in Nepali: sign-up and e-mail verification through the outbox, sign-in errors,
// password reset, the patient-role check, the sign-in guard, and axe on every account page.
// These are the sign-in screen's own journeys: each test signs in through it, with its own account.
import type { Page } from '@playwright/test';
import { M } from '../../contracts/messages';
import { DEMO_PATIENT } from '../../server/db/seed/demo-account';
import { expect, test } from './fixtures';
import { adminAuth, closeAdmin, NEW_PASSWORD_RULE_OK, registerPatient, savePreferences, uniqueEmail } from './support/accounts';
import { appContext } from './support/browser-prefs';
import { server, ui, type TestLocale } from './support/i18n';
import { mailCount, waitForActionMail } from './support/outbox';

const SCREENSHOTS = 'tests/output/screenshots';

test.afterAll(async () => {
  await closeAdmin();
});

async function heading(page: Page, text: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: text, exact: true })).toBeVisible();
}

/** The page has finished loading (including any reload for the patient's stored language), in `locale`. */
async function settledIn(page: Page, locale: TestLocale): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
}

async function signIn(page: Page, locale: TestLocale, email: string, password: string): Promise<void> {
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: ui(locale, 'Sign in'), exact: true }).click();
}

async function alertText(page: Page, text: string): Promise<void> {
  await expect(page.getByRole('alert').filter({ hasText: text })).toBeVisible();
}

for (const locale of ['en', 'ne'] as const) {
test.describe(`accounts in ${locale}`, () => {
  test.use({ appLocale: locale });

  test('signs up, verifies the e-mail from the outbox link, signs in and lands on /home', async ({ page, stack }) => {
    const email = uniqueEmail(`signup-${locale}`);
    const password = 'Sagar@2083';
    await page.goto(`/signUp`);
    await heading(page, ui(locale, 'Create your account'));
    await expect(page.getByText(ui(locale, 'Write your names exactly as they appear on your certificate.'))).toBeVisible();

    // The client enforces the password rule (the shared contract) before anything is sent.
    await page.locator('input[name="firstName"]').fill('Maya');
    await page.locator('input[name="lastName"]').fill('Gurung');
    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="password"]').fill('weakpass');
    await page.locator('input[name="confirmPassword"]').fill('weakpass');
    await page.locator('input[name="confirmPassword"]').press('Enter');
    await expect(page.getByText(server(locale, M.passwordRule))).toBeVisible();
    await expect(page.locator('input[name="password"]')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('input[name="email"]')).toHaveValue(email);

    await page.locator('input[name="password"]').fill(password);
    await page.locator('input[name="confirmPassword"]').fill(password);
    const since = Date.now() - 1000;
    await page.locator('input[name="confirmPassword"]').press('Enter');
    await heading(page, ui(locale, 'Check your email'));
    await expect(page.getByText(email).first()).toBeVisible();

    const { path } = await waitForActionMail(stack.dataDir, email, 'verifyEmail', { since });
    await page.goto(path);
    await heading(page, ui(locale, 'Your email is verified'));
    // After sign-in the app applies the patient's stored language: store this run's.
    await savePreferences(stack.appUrl, stack.emulatorHost, { email, password }, { language: locale });
    await page.getByRole('link', { name: ui(locale, 'Go to sign in') }).click();
    await page.waitForURL('**/signin');
    await signIn(page, locale, email, password);
    await page.waitForURL('**/home');
    await settledIn(page, locale);
    // Verified: no verification banner.
    await expect(page.getByRole('complementary', { name: ui(locale, 'Email verification') })).toHaveCount(0);
  });

  test("shows the spec's message for a wrong password, keeping what was typed", async ({ page, axe }) => {
    await page.goto(`/signin`);
    await heading(page, ui(locale, 'Sign in'));
    await signIn(page, locale, DEMO_PATIENT.email, 'Wrong@2026');
    await alertText(page, ui(locale, 'Invalid email or password. Please try again.'));
    expect(page.url()).toContain('/signin');
    await expect(page.locator('input[name="email"]')).toHaveValue(DEMO_PATIENT.email);
    await axe('/signin with an error');
  });

  test('resets a forgotten password from the e-mailed link; the old password stops working', async ({ page, stack }) => {
    const email = uniqueEmail(`reset-${locale}`);
    const oldPassword = 'Purano@2080';
    await registerPatient(stack.appUrl, { email, password: oldPassword });

    await page.goto(`/signin`);
    await page.getByRole('link', { name: ui(locale, 'Forgot password?') }).click();
    await heading(page, ui(locale, 'Forgot your password?'));
    // An address without an account gets the same answer as one with an account (no probing), and no e-mail.
    const nobody = uniqueEmail('nobody');
    await page.locator('input[name="email"]').fill(nobody);
    await page.locator('input[name="email"]').press('Enter');
    await expect(page.getByRole('status').filter({ hasText: server(locale, M.resetLinkSent) })).toBeVisible();
    expect(await mailCount(stack.dataDir, nobody)).toBe(0);

    await page.locator('input[name="email"]').fill(email);
    const since = Date.now() - 1000;
    await page.getByRole('button', { name: ui(locale, 'Send the link again') }).click();
    await expect(page.getByRole('status').filter({ hasText: server(locale, M.resetLinkSent) })).toBeVisible();

    const { path } = await waitForActionMail(stack.dataDir, email, 'resetPassword', { since });
    await page.goto(path);
    await heading(page, ui(locale, 'Choose a new password'));
    await page.locator('input[name="newPassword"]').fill(NEW_PASSWORD_RULE_OK);
    await page.locator('input[name="confirmPassword"]').fill(`${NEW_PASSWORD_RULE_OK}!`);
    await page.locator('input[name="confirmPassword"]').press('Enter');
    await expect(page.getByText(server(locale, M.passwordsDiffer))).toBeVisible();
    await page.locator('input[name="confirmPassword"]').fill(NEW_PASSWORD_RULE_OK);
    await page.getByRole('button', { name: ui(locale, 'Save new password') }).click();
    await heading(page, ui(locale, 'Password changed'));
    await expect(page.getByText(server(locale, M.passwordUpdated))).toBeVisible();

    await page.getByRole('link', { name: ui(locale, 'Go to sign in') }).click();
    await page.waitForURL('**/signin');
    await signIn(page, locale, email, oldPassword);
    await alertText(page, ui(locale, 'Invalid email or password. Please try again.'));
    await page.locator('input[name="password"]').fill(NEW_PASSWORD_RULE_OK);
    await page.locator('input[name="password"]').press('Enter');
    await page.waitForURL('**/home');
  });

  test('signs out a user without the patient role, with the role-mismatch message', async ({ page, stack }) => {
    const email = uniqueEmail(`norole-${locale}`);
    const password = 'Doctor@2083';
    await adminAuth(stack.emulatorHost).createUser({ email, password, emailVerified: true, displayName: 'No Role' });
    await page.goto(`/signin`);
    await heading(page, ui(locale, 'Sign in'));
    await signIn(page, locale, email, password);
    await alertText(page, ui(locale, 'You do not have permission to access this platform. Please login with a different account.'));
    expect(new URL(page.url()).pathname).toBe('/signin');
    expect(await page.evaluate(() => localStorage.getItem('swasthya.auth'))).toBeNull();
    // Still signed out: a dashboard page sends them back to sign-in.
    await page.goto(`/home`);
    await page.waitForURL('**/signin?redirect=%2Fhome');
  });

  test('sends a guest from /appointments to sign-in and back to /appointments afterwards', async ({ page, stack }) => {
    const email = uniqueEmail(`guard-${locale}`);
    const password = 'Pharki@2083';
    await registerPatient(stack.appUrl, { email, password });
    await savePreferences(stack.appUrl, stack.emulatorHost, { email, password }, { language: locale });
    await page.goto(`/appointments`);
    await page.waitForURL('**/signin?redirect=%2Fappointments');
    await heading(page, ui(locale, 'Sign in'));
    await signIn(page, locale, email, password);
    await page.waitForURL((url) => url.pathname === '/appointments');
    await settledIn(page, locale);
    // Signed in, /signin itself goes on to /home.
    await page.goto(`/signin`);
    await page.waitForURL('**/home');
  });

  test('tells a disabled account to contact support', async ({ page, stack }) => {
    const email = uniqueEmail(`disabled-${locale}`);
    const password = 'Banda@2083';
    const user = await adminAuth(stack.emulatorHost).createUser({ email, password, emailVerified: true });
    await adminAuth(stack.emulatorHost).setCustomUserClaims(user.uid, { role: 'patient' });
    await adminAuth(stack.emulatorHost).updateUser(user.uid, { disabled: true });
    await page.goto(`/signin`);
    await signIn(page, locale, email, password);
    const support = await page.evaluate(() => {
      const meta = document.querySelector<HTMLMetaElement>('meta[name="swasthya-config"]');
      return (JSON.parse(meta?.content ?? '{}') as { supportEmail?: string }).supportEmail ?? '';
    });
    expect(support).not.toBe('');
    await alertText(page, ui(locale, 'Your account has been disabled. Please contact support at {supportEmail}.', { supportEmail: support }));
  });

  test('lets an unverified patient in with a banner that sends the link again', async ({ page, stack }) => {
    const email = uniqueEmail(`unverified-${locale}`);
    const password = 'Pahilo@2083';
    await registerPatient(stack.appUrl, { email, password });
    // After sign-in the app applies the patient's stored language: store this run's.
    await savePreferences(stack.appUrl, stack.emulatorHost, { email, password }, { language: locale });
    await page.goto(`/signin`);
    await signIn(page, locale, email, password);
    await page.waitForURL('**/home');
    const banner = page.getByRole('complementary', { name: ui(locale, 'Email verification') });
    await expect(banner).toBeVisible();
    const before = await mailCount(stack.dataDir, email);
    await banner.getByRole('button', { name: ui(locale, 'Resend verification email') }).click();
    await expect(banner.getByRole('status').filter({ hasText: server(locale, M.verificationSent) })).toBeVisible();
    await expect.poll(() => mailCount(stack.dataDir, email)).toBe(before + 1);
  });

  test('shows an invalid verification link as invalid, with a way to sign in', async ({ page }) => {
    await page.goto(`/action?mode=verifyEmail&oobCode=not-a-real-code`);
    await heading(page, ui(locale, 'The verification link is invalid'));
    await expect(page.getByRole('link', { name: ui(locale, 'Go to sign in') })).toBeVisible();
  });

  test('has no axe violations on the account pages', async ({ page, axe }) => {
    const pages: [string, string][] = [
      ['/signin', 'Sign in'],
      ['/signUp', 'Create your account'],
      ['/forgot-password', 'Forgot your password?'],
      ['/action?mode=resetPassword&oobCode=some-code', 'Choose a new password'],
      ['/action?mode=verifyEmail&oobCode=some-code', 'The verification link is invalid'],
      ['/action', 'This link is not valid'],
    ];
    for (const [path, title] of pages) {
      await page.goto(path);
      await heading(page, ui(locale, title));
      await axe(path);
      const slug = path.replace(/[^a-zA-Z]+/g, '-').replace(/^-|-$/g, '');
      await page.screenshot({ path: `${SCREENSHOTS}/account-${slug}-${locale}.png`, fullPage: true });
    }
    // With errors shown on the sign-up form, too.
    await page.goto(`/signUp`);
    await heading(page, ui(locale, 'Create your account'));
    await page.getByRole('button', { name: ui(locale, 'Create account') }).click();
    await expect(page.locator('input[name="firstName"][aria-invalid="true"]')).toBeVisible();
    await axe('/signUp with errors');
  });

  test('saves screenshots of /signin (light and dark, 360 and 1280 px)', async ({ browser, stack }) => {
    for (const theme of ['light', 'dark'] as const) {
      for (const width of [360, 1280]) {
        const context = await appContext(browser, { locale, theme, width });
        const page = await context.newPage();
        await page.goto(`${stack.appUrl}/signin`);
        await heading(page, ui(locale, 'Sign in'));
        await page.evaluate(() => document.fonts.ready);
        await page.screenshot({ path: `${SCREENSHOTS}/signin-${locale}-${theme}-${width}.png`, fullPage: true });
        await context.close();
      }
    }
  });
});
}

test.describe('Firebase stays unloaded for guests', () => {
  test('does not download the Firebase SDK on / or /find/doctors', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'script') scripts.push(req.url());
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await page.goto(`/find/doctors`);
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((url) => url.includes('firebase'))).toEqual([]);
  });
});
