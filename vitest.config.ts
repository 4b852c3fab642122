// Unit, component and server tests. End-to-end journeys run on Playwright Test (playwright.config.ts).
import { defineConfig } from 'vitest/config';
import { SOURCE_ALIASES, sourcePlugins } from './build/shared';

/**
 * The fault tests: each starts server processes and loads them (hundreds of concurrent bookings, a
 * SIGTERM or SIGKILL mid-burst, the database taken away). They assert timings a busy CPU breaks, so
 * they run alone, after everything else.
 */
const FAULTS = ['server/drain.test.ts', 'server/faults.test.ts', 'server/outage.test.ts'];
const ALL = ['server/**/*.test.ts', 'contracts/**/*.test.ts', 'src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'build/**/*.test.ts', 'sw/**/*.test.ts'];
const NEVER = ['tests/**', 'node_modules/**', 'dist/**'];

export default defineConfig({
  plugins: sourcePlugins(),
  resolve: { alias: SOURCE_ALIASES },
  test: {
    // One embedded PostgreSQL for the whole run; each test file clones a migrated template database.
    globalSetup: ['tests/setup/db-global.ts', 'tests/setup/auth-global.ts'],
    // Component tests opt in with a `// @vitest-environment jsdom` comment at the top of the file.
    environment: 'node',
    // Explicit: anything but development or test is production, which refuses the Auth emulator.
    env: { NODE_ENV: 'test' },
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        // Two workers on two cores: these mostly wait on PostgreSQL and the Auth emulator, so the
        // default (cores - 1 = one) left a core idle (one worker 402-429 s, two 323 s).
        test: { name: 'unit', include: ALL, exclude: [...NEVER, ...FAULTS], maxWorkers: 2, sequence: { groupOrder: 0 } },
      },
      { extends: true, test: { name: 'faults', include: FAULTS, exclude: NEVER, maxWorkers: 1, sequence: { groupOrder: 1 } } },
    ],
  },
});
