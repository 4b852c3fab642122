import { defineConfig } from '@lingui/cli';

/** The clinic console's code (issue 29): its messages are in the console's catalog. */
const CONSOLE_SOURCES = ['<rootDir>/src/routes/clinic', '<rootDir>/src/features/clinic', '<rootDir>/src/features/medicine-order/pharmacy'];
/** The server's answers to the console (its errors and confirmations): in the console's catalog too, which the server reads. */
const CONSOLE_SERVER_TEXTS = ['<rootDir>/contracts/clinic-messages.ts', '<rootDir>/contracts/clinic-records-messages.ts'];
const NOT_SOURCES = ['**/node_modules/**', '**/*.test.ts', '**/*.test.tsx', '**/test-utils.tsx'];

// English is the source language; Nepali is the only translation. Catalogs are .po files
// compiled on the fly by @lingui/vite-plugin (no `lingui compile` step).
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'ne'],
  fallbackLocales: { default: 'en' },
  // Two catalogs. `messages`: the patient app's (and the contracts' server texts): what a patient's
  // phone installs. `console`: the clinic console's own screens (CONSOLE_SOURCES) and the server's
  // texts for the console (CONSOLE_SERVER_TEXTS), loaded only by the console's lazy route tree
  // (src/routes/clinic/route.tsx), never precached; the server reads both (server/lib/i18n.ts). A
  // message the console shares with a patient screen is in both. The patient catalog is first: the
  // build reads it as the app's (build/first-load.ts).
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/src', '<rootDir>/contracts'],
      exclude: [...NOT_SOURCES, ...CONSOLE_SOURCES.map((dir) => `${dir}/**`), ...CONSOLE_SERVER_TEXTS],
    },
    {
      path: '<rootDir>/locales/{locale}/console',
      include: [...CONSOLE_SOURCES, ...CONSOLE_SERVER_TEXTS],
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
