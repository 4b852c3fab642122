// The booking, records and messages journeys against THREE server instances on one PostgreSQL,
// behind a round-robin proxy (E2E_INSTANCES=3, see tests/setup/e2e-global.ts): consecutive requests
// of a journey land on different instances (uploads, chat streams, caches, idempotency keys).
// (All eleven journey files passed this way once, 24 Nov; these three are the ones kept in npm test.
// messages runs on Playwright Test now: `E2E_INSTANCES=3 playwright test`, see playwright.config.ts.)
import { defineConfig } from 'vitest/config';
import base from './vitest.e2e.config';

// The global setup (run in this process) reads it: this config means three instances however it is started.
process.env['E2E_INSTANCES'] ??= '3';

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: ['tests/e2e/booking.test.ts', 'tests/e2e/records.test.ts'],
  },
});
