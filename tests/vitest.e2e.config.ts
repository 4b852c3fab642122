// End-to-end journeys: a real browser (playwright-core + system Chromium) against the real stack
// (Auth emulator, PostgreSQL, server) started once by the global setup on free ports.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    globalSetup: ['tests/setup/e2e-global.ts'],
    environment: 'node',
    pool: 'forks',
    // One stack, one browser per file: run files one after another to keep 2-core machines calm.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
