// Files the server reads at run time: the SQL migrations, the Nepali catalogs and the PDF fonts.
// Run from source (tsx) they are found in the repository; in the built server (dist/server/index.js,
// where the bundler defines __SERVER_BUNDLE__) next to it, where scripts/build-server.ts copies them.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

declare const __SERVER_BUNDLE__: boolean | undefined;

const here = path.dirname(fileURLToPath(import.meta.url));
const bundled = typeof __SERVER_BUNDLE__ !== 'undefined' && __SERVER_BUNDLE__;
/** The repository root (from server/lib/) when run from source. */
const repo = path.resolve(here, '../..');

export const SERVER_FILES = bundled
  ? {
      migrations: path.join(here, 'migrations'),
      nepaliCatalog: path.join(here, 'locales', 'ne', 'messages.po'),
      nepaliConsoleCatalog: path.join(here, 'locales', 'ne', 'console.po'),
      fonts: path.join(here, 'assets', 'fonts'),
    }
  : {
      migrations: path.join(repo, 'server', 'db', 'migrations'),
      nepaliCatalog: path.join(repo, 'locales', 'ne', 'messages.po'),
      nepaliConsoleCatalog: path.join(repo, 'locales', 'ne', 'console.po'),
      fonts: path.join(repo, 'server', 'assets', 'fonts'),
    };
