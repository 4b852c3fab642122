// Unit, component and server tests. End-to-end journeys run on Playwright Test (playwright.config.ts).
import { defineConfig } from 'vitest/config';
import { SOURCE_ALIASES, sourcePlugins } from './build/shared';

export default defineConfig({
  plugins: sourcePlugins(),
  resolve: { alias: SOURCE_ALIASES },
  test: {
    include: [
      'server/**/*.test.ts',
      'contracts/**/*.test.ts',
      'src/**/*.test.{ts,tsx}',
      'scripts/**/*.test.ts',
      'build/**/*.test.ts',
      'sw/**/*.test.ts',
    ],
    exclude: ['tests/**', 'node_modules/**', 'dist/**'],
    // One embedded PostgreSQL for the whole run; each test file clones a migrated template database.
    globalSetup: ['tests/setup/db-global.ts', 'tests/setup/auth-global.ts'],
    // Component tests opt in with a `// @vitest-environment jsdom` comment at the top of the file.
    environment: 'node',
    // Explicit: anything but development or test is production, which refuses the Auth emulator.
    env: { NODE_ENV: 'test' },
    pool: 'forks',
    // Two workers on two cores: the tests mostly wait on PostgreSQL, the Auth emulator and the
    // servers they start, so the default (cores - 1 = one) left a core idle; 402-429 s became 323 s.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
