import { defineConfig } from '@lingui/cli';

// English is the source language; Nepali is the only translation. Catalogs are .po files
// compiled on the fly by @lingui/vite-plugin (no `lingui compile` step).
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'ne'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/src', '<rootDir>/contracts'],
      exclude: ['**/node_modules/**', '**/*.test.ts', '**/*.test.tsx', '**/test-utils.tsx'],
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
