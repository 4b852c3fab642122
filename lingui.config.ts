import { defineConfig } from '@lingui/cli';

/** The clinic console's code (issue 29): its messages are in the console's catalog. */
const CONSOLE_SOURCES = ['<rootDir>/src/routes/clinic', '<rootDir>/src/features/clinic', '<rootDir>/src/features/medicine-order/pharmacy'];
const NOT_SOURCES = ['**/node_modules/**', '**/*.test.ts', '**/*.test.tsx', '**/test-utils.tsx'];

// English is the source language; Nepali is the only translation. Catalogs are .po files
// compiled on the fly by @lingui/vite-plugin (no `lingui compile` step).
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'ne'],
  fallbackLocales: { default: 'en' },
  // Two catalogs. `messages`: the patient app's (and the contracts' server texts): what a patient's
  // phone installs. `console`: the clinic console's own screens (CONSOLE_SOURCES), loaded only by the
  // console's lazy route tree (src/routes/clinic/route.tsx), never precached. A message the console
  // shares with a patient screen is in both. The patient catalog is first: the build reads it as the
  // app's (build/first-load.ts).
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/src', '<rootDir>/contracts'],
      exclude: [...NOT_SOURCES, ...CONSOLE_SOURCES.map((dir) => `${dir}/**`)],
    },
    {
      path: '<rootDir>/locales/{locale}/console',
      include: CONSOLE_SOURCES,
      exclude: NOT_SOURCES,
    },
  ],
  format: 'po',
  // File names without line numbers, so catalogs change only when messages do.
  formatOptions: { lineNumbers: false },
  // By id, the one order with no ties: under 'message' the contracts' messages (/*i18n*/: an explicit id,
  // no message) all tied, and their order followed the extractor's parallel workers, so a catalog changed
  // with no message changed and i18n:check failed at random. (A custom order function is refused by
  // Lingui 5's config check.)
  orderBy: 'messageId',
});
