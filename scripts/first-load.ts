// `npx tsx scripts/first-load.ts [--files] [--en|--ne] [routes…]`: the bytes each budgeted first screen
// downloads (both languages unless one is named), against the real server and a throwaway stack.
// `/find/doctors/:id` is a seeded doctor's profile. DIST_DIR=… measures another build than dist/.
import { withThrowawayStack } from './lib/stack';
import { FIRST_LOAD_LANGUAGES, formatFirstLoad, kb, measureRoutes } from './lib/first-load';
import { launchBrowser } from '../tests/e2e/browser';

async function main() {
  const args = process.argv.slice(2);
  const languages = FIRST_LOAD_LANGUAGES.filter((l) => args.includes(`--${l}`));
  const routes = args.filter((a) => a.startsWith('/'));
  await withThrowawayStack('first-load', { env: { CHAT_TICKET_SECRET: 'first-load-measurement-secret-0123456789' } }, async (stack) => {
    const browser = await launchBrowser();
    try {
      for (const r of await measureRoutes(browser, stack.url, routes.length ? routes : undefined, languages.length ? languages : undefined)) {
        console.log(formatFirstLoad(r));
        if (args.includes('--files')) for (const s of r.scripts) console.log(`  br ${kb(s.brotli).padStart(9)}  gzip ${kb(s.bytes).padStart(9)}  ${s.url}`);
      }
    } finally {
      await browser.close();
    }
  });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
