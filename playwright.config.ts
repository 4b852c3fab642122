// End-to-end journeys on Playwright Test (tests/e2e/*.spec.ts) with Debian's Chromium: no browser
// download, no `npx playwright install`. The global setup starts the real stack once (Auth emulator,
// PostgreSQL, the server serving the built app) on free ports; every test gets its own browser
// context (and, through tests/e2e/fixtures.ts, its own patient). E2E_INSTANCES=3 runs the journeys
// that matter for scaling out against three server instances behind a round-robin proxy.
import { defineConfig } from '@playwright/test';
import { CHROME_FLAGS, chromePath } from './tests/e2e/browser';

const instances = Number(process.env['E2E_INSTANCES'] ?? 1);
/** What npm run test:e2e:multi runs against three instances (uploads, chat streams, caches, idempotency). */
const MULTI_INSTANCE = ['booking.spec.ts', 'records.spec.ts', 'lab-tests.spec.ts', 'messages.spec.ts'];

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: instances > 1 ? MULTI_INSTANCE.map((file) => `**/${file}`) : '**/*.spec.ts',
  globalSetup: './tests/setup/playwright-global.ts',
  outputDir: 'tests/output/playwright',
  // A failure is a bug to find, not to retry.
  retries: 0,
  // One worker: on 2 cores two were no faster (113 s either way for the first 23 tests) and compete with the
  // in-process server and Chromium; E2E_WORKERS=2 where there are more cores.
  workers: Number(process.env['E2E_WORKERS'] ?? 1),
  fullyParallel: true,
  forbidOnly: !!process.env['CI'],
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: 'list',
  use: {
    // A phone (the users' devices) in Kathmandu, English unless a test says otherwise (fixtures.ts).
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 2,
    timezoneId: 'Asia/Kathmandu',
    launchOptions: { executablePath: chromePath(), args: CHROME_FLAGS },
    headless: true,
    // Recording a trace of every test (to keep the failing ones) cost a fifth of the run here: 111.8 s against
    // 90.5 s for find-care, shell and messages. A failure keeps its screenshot and error context; E2E_TRACE=1
    // (or --trace on) records traces, kept for the failing tests.
    trace: process.env['E2E_TRACE'] ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
  },
});
