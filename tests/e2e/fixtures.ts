// Fixtures of the Playwright journeys. Each test has its own browser context (Playwright Test's
// `context` and `page`), a phone in Kathmandu unless it says `test.use({ viewport })`, the app's
// stored preferences (language, theme) set before any page runs, and — when it asks for them — its
// own patient (`patient`, complete profile) and a page signed in as that patient (`signedIn`).
// The stack is the one tests/setup/playwright-global.ts started (its addresses come in the
// environment); `world` is the booking world (support/world.ts) on it, one per worker.
import { test as base, expect, type Page } from '@playwright/test';
import { axeViolations } from './support/axe-scan';
import type { TestLocale } from './support/i18n';
import { emulatorSignIn, firebaseApiKeyOf, storeSession } from './support/session';
import { bookingWorld, PASSWORD } from './support/world';

export { expect };

export type StackInfo = { appUrl: string; dataDir: string; databaseUrl: string; emulatorHost: string };
export type World = Awaited<ReturnType<typeof bookingWorld>>;
export type Patient = { email: string; password: string; token: string };

function stackFromEnv(): StackInfo {
  const read = (name: string) => {
    const value = process.env[name];
    if (!value) throw new Error(`${name} is not set: run the journeys with playwright test (its global setup starts the stack)`);
    return value;
  };
  return {
    appUrl: read('E2E_APP_URL'), dataDir: read('E2E_DATA_DIR'),
    databaseUrl: read('E2E_DATABASE_URL'), emulatorHost: read('E2E_AUTH_EMULATOR_HOST'),
  };
}

type Options = {
  /** The app's language, stored before any page runs (and the browser's locale). */
  appLocale: TestLocale;
  appTheme: 'light' | 'dark';
};

type TestFixtures = {
  /** A new patient with a complete profile (password PASSWORD) and an ID token for the API. */
  patient: Patient;
  /**
   * `page`, signed in as `patient`, on /home: the session comes from the Auth emulator's REST API and
   * is stored where the app's Firebase SDK keeps it (support/session.ts), so the app restores it like a
   * returning patient's. The sign-in screen has journeys of its own (settings, intermittent-signin…).
   */
  signedIn: Page;
  /**
   * Signs `page` in as the patient with this e-mail (password PASSWORD unless given) the way `signedIn`
   * does, and opens /home: for a test's own patient made otherwise (an unfilled profile) or the demo patient.
   */
  signInAs: (page: Page, email: string, password?: string) => Promise<void>;
  /** Fails the test on any axe violation of the page (after its transitions are over). */
  axe: (label: string, page?: Page) => Promise<void>;
};

type WorkerFixtures = { stack: StackInfo; world: World; firebaseApiKey: string };

export const test = base.extend<TestFixtures & Options, WorkerFixtures>({
  // Playwright reads a fixture's needs from its first parameter's pattern: this one needs none.
  // eslint-disable-next-line no-empty-pattern
  stack: [async ({}, use) => { await use(stackFromEnv()); }, { scope: 'worker' }],
  world: [async ({ stack }, use) => {
    const world = await bookingWorld({ appUrl: stack.appUrl, databaseUrl: stack.databaseUrl, emulatorHost: stack.emulatorHost });
    await use(world);
    await world.close();
  }, { scope: 'worker' }],

  firebaseApiKey: [async ({ stack }, use) => { await use(await firebaseApiKeyOf(stack.appUrl)); }, { scope: 'worker' }],

  appLocale: ['en', { option: true }],
  appTheme: ['light', { option: true }],
  baseURL: async ({ stack }, use) => { await use(stack.appUrl); },
  locale: async ({ appLocale }, use) => { await use(appLocale === 'ne' ? 'ne-NP' : 'en-US'); },
  context: async ({ context, appLocale, appTheme }, use) => {
    const prefs = JSON.stringify({ theme: appTheme, language: appLocale });
    await context.addInitScript((value) => {
      // Only before the app has stored anything itself, so in-app choices survive reloads.
      if (!localStorage.getItem('swasthya.prefs')) localStorage.setItem('swasthya.prefs', value);
    }, prefs);
    await use(context);
  },

  patient: async ({ world }, use, testInfo) => {
    const tag = testInfo.titlePath.at(-1)!.toLowerCase().replace(/[^a-z]+/g, '-').slice(0, 20).replace(/^-|-$/g, '') || 'patient';
    const { email, token } = await world.readyPatient(tag);
    await use({ email, password: PASSWORD, token });
  },
  signInAs: async ({ stack, firebaseApiKey }, use) => {
    await use(async (page, email, password = PASSWORD) => {
      await storeSession(page, await emulatorSignIn(stack.emulatorHost, email, password), firebaseApiKey);
      await page.goto('/home');
      // The signed-in dashboard (a guest would be sent on to /signin).
      await expect(page.getByTestId('upcoming-consultation')).toBeVisible();
      await expect(page).toHaveURL(/\/home$/);
    });
  },
  signedIn: async ({ page, patient, signInAs }, use) => {
    await signInAs(page, patient.email);
    await use(page);
  },
  axe: async ({ page }, use) => {
    await use(async (label, target = page) => {
      expect(await axeViolations(target), `axe on ${label}`).toEqual([]);
    });
  },
});
