// Accounts, end to end against the real stack (Auth emulator, PostgreSQL, server serving dist/),
// in English and in Nepali: sign-up and e-mail verification through the outbox, sign-in errors,
// password reset, the patient-role check, the sign-in guard, and axe on every account page.
import { mkdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { M } from '../../contracts/messages';
import { DEMO_PATIENT } from '../../server/db/seed/demo-account';
import { launchBrowser } from './browser';
import { adminAuth, closeAdmin, NEW_PASSWORD_RULE_OK, registerPatient, savePreferences, uniqueEmail } from './support/accounts';
import { appContext } from './support/browser-prefs';
import { server, ui, type TestLocale } from './support/i18n';
import { mailCount, waitForActionMail } from './support/outbox';
import { expectNoAxeViolations } from './support/axe';

const appUrl = inject('appUrl');
const dataDir = inject('e2eDataDir');
const emulatorHost = inject('e2eAuthEmulatorHost');
const SCREENSHOTS = 'tests/output/screenshots';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  await mkdir(SCREENSHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
  await closeAdmin();
});

async function open(locale: TestLocale, opts: { theme?: 'light' | 'dark'; width?: number } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await appContext(browser, { locale, ...opts });
  const page = await context.newPage();
  return { context, page };
}

async function heading(page: Page, text: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name: text, exact: true }).waitFor();
}

/** The page has finished loading (including any reload for the patient's stored language), in `locale`. */
async function settledIn(page: Page, locale: TestLocale): Promise<void> {
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale);
}

async function signIn(page: Page, locale: TestLocale, email: string, password: string): Promise<void> {
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: ui(locale, 'Sign in'), exact: true }).click();
}

async function alertText(page: Page, text: string): Promise<void> {
  await page.getByRole('alert').filter({ hasText: text }).waitFor();
}


describe.each(['en', 'ne'] as const)('accounts in %s', (locale) => {
  it('signs up, verifies the e-mail from the outbox link, signs in and lands on /home', async () => {
    const { context, page } = await open(locale);
    const email = uniqueEmail(`signup-${locale}`);
    const password = 'Sagar@2083';
    await page.goto(`${appUrl}/signUp`);
    await heading(page, ui(locale, 'Create your account'));
    await page.getByText(ui(locale, 'Write your names exactly as they appear on your certificate.')).waitFor();

    // The client enforces the password rule (the shared contract) before anything is sent.
    await page.locator('input[name="firstName"]').fill('Maya');
    await page.locator('input[name="lastName"]').fill('Gurung');
    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="password"]').fill('weakpass');
    await page.locator('input[name="confirmPassword"]').fill('weakpass');
    await page.locator('input[name="confirmPassword"]').press('Enter');
    await page.getByText(server(locale, M.passwordRule)).waitFor();
    expect(await page.locator('input[name="password"]').getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('input[name="email"]').inputValue()).toBe(email);

    await page.locator('input[name="password"]').fill(password);
    await page.locator('input[name="confirmPassword"]').fill(password);
    const since = Date.now() - 1000;
    await page.locator('input[name="confirmPassword"]').press('Enter');
    await heading(page, ui(locale, 'Check your email'));
    await page.getByText(email).first().waitFor();

    const { path } = await waitForActionMail(dataDir, email, 'verifyEmail', { since });
    await page.goto(`${appUrl}${path}`);
    await heading(page, ui(locale, 'Your email is verified'));
    // After sign-in the app applies the patient's stored language: store this run's.
    await savePreferences(appUrl, emulatorHost, { email, password }, { language: locale });
    await page.getByRole('link', { name: ui(locale, 'Go to sign in') }).click();
    await page.waitForURL('**/signin');
    await signIn(page, locale, email, password);
    await page.waitForURL('**/home');
    await settledIn(page, locale);
    // Verified: no verification banner.
    expect(await page.getByRole('complementary', { name: ui(locale, 'Email verification') }).count()).toBe(0);
    await context.close();
  });

  it("shows the spec's message for a wrong password, keeping what was typed", async () => {
    const { context, page } = await open(locale);
    await page.goto(`${appUrl}/signin`);
    await heading(page, ui(locale, 'Sign in'));
    await signIn(page, locale, DEMO_PATIENT.email, 'Wrong@2026');
    await alertText(page, ui(locale, 'Invalid email or password. Please try again.'));
    expect(page.url()).toContain('/signin');
    expect(await page.locator('input[name="email"]').inputValue()).toBe(DEMO_PATIENT.email);
    await expectNoAxeViolations(page, '/signin with an error');
    await context.close();
  });

  it('resets a forgotten password from the e-mailed link; the old password stops working', async () => {
    const email = uniqueEmail(`reset-${locale}`);
    const oldPassword = 'Purano@2080';
    await registerPatient(appUrl, { email, password: oldPassword });
    const { context, page } = await open(locale);

    await page.goto(`${appUrl}/signin`);
    await page.getByRole('link', { name: ui(locale, 'Forgot password?') }).click();
    await heading(page, ui(locale, 'Forgot your password?'));
    // An address without an account: the server's message, at the field.
    await page.locator('input[name="email"]').fill(uniqueEmail('nobody'));
    await page.locator('input[name="email"]').press('Enter');
    await page.getByText(server(locale, M.emailNotRegistered)).waitFor();

    await page.locator('input[name="email"]').fill(email);
    const since = Date.now() - 1000;
    await page.getByRole('button', { name: ui(locale, 'Send reset link') }).click();
    await page.getByRole('status').filter({ hasText: server(locale, M.resetLinkSent) }).waitFor();

    const { path } = await waitForActionMail(dataDir, email, 'resetPassword', { since });
    await page.goto(`${appUrl}${path}`);
    await heading(page, ui(locale, 'Choose a new password'));
    await page.locator('input[name="newPassword"]').fill(NEW_PASSWORD_RULE_OK);
    await page.locator('input[name="confirmPassword"]').fill(`${NEW_PASSWORD_RULE_OK}!`);
    await page.locator('input[name="confirmPassword"]').press('Enter');
    await page.getByText(server(locale, M.passwordsDiffer)).waitFor();
    await page.locator('input[name="confirmPassword"]').fill(NEW_PASSWORD_RULE_OK);
    await page.getByRole('button', { name: ui(locale, 'Save new password') }).click();
    await heading(page, ui(locale, 'Password changed'));
    await page.getByText(server(locale, M.passwordUpdated)).waitFor();

    await page.getByRole('link', { name: ui(locale, 'Go to sign in') }).click();
    await page.waitForURL('**/signin');
    await signIn(page, locale, email, oldPassword);
    await alertText(page, ui(locale, 'Invalid email or password. Please try again.'));
    await page.locator('input[name="password"]').fill(NEW_PASSWORD_RULE_OK);
    await page.locator('input[name="password"]').press('Enter');
    await page.waitForURL('**/home');
    await context.close();
  });

  it('signs out a user without the patient role, with the role-mismatch message', async () => {
    const email = uniqueEmail(`norole-${locale}`);
    const password = 'Doctor@2083';
    await adminAuth(emulatorHost).createUser({ email, password, emailVerified: true, displayName: 'No Role' });
    const { context, page } = await open(locale);
    await page.goto(`${appUrl}/signin`);
    await heading(page, ui(locale, 'Sign in'));
    await signIn(page, locale, email, password);
    await alertText(page, ui(locale, 'You do not have permission to access this platform. Please login with a different account.'));
    expect(new URL(page.url()).pathname).toBe('/signin');
    expect(await page.evaluate(() => localStorage.getItem('swasthya.auth'))).toBeNull();
    // Still signed out: a dashboard page sends them back to sign-in.
    await page.goto(`${appUrl}/home`);
    await page.waitForURL('**/signin?redirect=%2Fhome');
    await context.close();
  });

  it('sends a guest from /appointments to sign-in and back to /appointments afterwards', async () => {
    const email = uniqueEmail(`guard-${locale}`);
    const password = 'Pharki@2083';
    await registerPatient(appUrl, { email, password });
    await savePreferences(appUrl, emulatorHost, { email, password }, { language: locale });
    const { context, page } = await open(locale);
    await page.goto(`${appUrl}/appointments`);
    await page.waitForURL('**/signin?redirect=%2Fappointments');
    await heading(page, ui(locale, 'Sign in'));
    await signIn(page, locale, email, password);
    await page.waitForURL((url) => url.pathname === '/appointments');
    await settledIn(page, locale);
    // Signed in, /signin itself goes on to /home.
    await page.goto(`${appUrl}/signin`);
    await page.waitForURL('**/home');
    await context.close();
  });

  it('tells a disabled account to contact support', async () => {
    const email = uniqueEmail(`disabled-${locale}`);
    const password = 'Banda@2083';
    const user = await adminAuth(emulatorHost).createUser({ email, password, emailVerified: true });
    await adminAuth(emulatorHost).setCustomUserClaims(user.uid, { role: 'patient' });
    await adminAuth(emulatorHost).updateUser(user.uid, { disabled: true });
    const { context, page } = await open(locale);
    await page.goto(`${appUrl}/signin`);
    await signIn(page, locale, email, password);
    const support = await page.evaluate(() => {
      const meta = document.querySelector<HTMLMetaElement>('meta[name="swasthya-config"]');
      return (JSON.parse(meta?.content ?? '{}') as { supportEmail?: string }).supportEmail ?? '';
    });
    expect(support).not.toBe('');
    await alertText(page, ui(locale, 'Your account has been disabled. Please contact support at {supportEmail}.', { supportEmail: support }));
    await context.close();
  });

  it('lets an unverified patient in with a banner that sends the link again', async () => {
    const email = uniqueEmail(`unverified-${locale}`);
    const password = 'Pahilo@2083';
    await registerPatient(appUrl, { email, password });
    // After sign-in the app applies the patient's stored language: store this run's.
    await savePreferences(appUrl, emulatorHost, { email, password }, { language: locale });
    const { context, page } = await open(locale);
    await page.goto(`${appUrl}/signin`);
    await signIn(page, locale, email, password);
    await page.waitForURL('**/home');
    const banner = page.getByRole('complementary', { name: ui(locale, 'Email verification') });
    await banner.waitFor();
    const before = await mailCount(dataDir, email);
    await banner.getByRole('button', { name: ui(locale, 'Resend verification email') }).click();
    await banner.getByRole('status').filter({ hasText: server(locale, M.verificationSent) }).waitFor();
    await expect.poll(() => mailCount(dataDir, email)).toBe(before + 1);
    await context.close();
  });

  it('shows an invalid verification link as invalid, with a way to sign in', async () => {
    const { context, page } = await open(locale);
    await page.goto(`${appUrl}/action?mode=verifyEmail&oobCode=not-a-real-code`);
    await heading(page, ui(locale, 'The verification link is invalid'));
    await page.getByRole('link', { name: ui(locale, 'Go to sign in') }).waitFor();
    await context.close();
  });

  it('has no axe violations on the account pages', async () => {
    const { context, page } = await open(locale);
    const pages: [string, string][] = [
      ['/signin', 'Sign in'],
      ['/signUp', 'Create your account'],
      ['/forgot-password', 'Forgot your password?'],
      ['/action?mode=resetPassword&oobCode=some-code', 'Choose a new password'],
      ['/action?mode=verifyEmail&oobCode=some-code', 'The verification link is invalid'],
      ['/action', 'This link is not valid'],
    ];
    for (const [path, title] of pages) {
      await page.goto(`${appUrl}${path}`);
      await heading(page, ui(locale, title));
      await expectNoAxeViolations(page, path);
      const slug = path.replace(/[^a-zA-Z]+/g, '-').replace(/^-|-$/g, '');
      await page.screenshot({ path: `${SCREENSHOTS}/account-${slug}-${locale}.png`, fullPage: true });
    }
    // With errors shown on the sign-up form, too.
    await page.goto(`${appUrl}/signUp`);
    await heading(page, ui(locale, 'Create your account'));
    await page.getByRole('button', { name: ui(locale, 'Create account') }).click();
    await page.locator('input[name="firstName"][aria-invalid="true"]').waitFor();
    await expectNoAxeViolations(page, '/signUp with errors');
    await context.close();
  });

  it('saves screenshots of /signin (light and dark, 360 and 1280 px)', async () => {
    for (const theme of ['light', 'dark'] as const) {
      for (const width of [360, 1280]) {
        const { context, page } = await open(locale, { theme, width });
        await page.goto(`${appUrl}/signin`);
        await heading(page, ui(locale, 'Sign in'));
        await page.evaluate(() => document.fonts.ready);
        await page.screenshot({ path: `${SCREENSHOTS}/signin-${locale}-${theme}-${width}.png`, fullPage: true });
        await context.close();
      }
    }
  });
});

describe('Firebase stays unloaded for guests', () => {
  it('does not download the Firebase SDK on / or /find/doctors', async () => {
    const { context, page } = await open('en');
    const scripts: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'script') scripts.push(req.url());
    });
    await page.goto(appUrl);
    await page.waitForLoadState('networkidle');
    await page.goto(`${appUrl}/find/doctors`);
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((url) => url.includes('firebase'))).toEqual([]);
    await context.close();
  });
});
