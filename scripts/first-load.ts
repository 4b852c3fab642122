// `npx tsx scripts/first-load.ts [--files] [--ne] [routes…]`: the bytes each budgeted first screen downloads,
// against the real server and a throwaway stack. DIST_DIR=… measures another build than dist/.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startStack } from './lib/stack';
import { freePort } from './lib/free-port';
import { FIRST_LOAD_ROUTES, formatFirstLoad, kb, measureFirstLoad } from './lib/first-load';
import { launchBrowser } from '../tests/e2e/browser';

async function main() {
  const args = process.argv.slice(2);
  const language = args.includes('--ne') ? 'ne' : undefined;
  const routes = args.filter((a) => a.startsWith('/'));
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'swasthya-first-load-'));
  const stack = await startStack({
    env: { NODE_ENV: 'production', PORT: String(await freePort()), EMBEDDED_PG_PORT: String(await freePort()), DATA_DIR: dataDir, LOG_LEVEL: 'warn', HOST: '127.0.0.1', CHAT_TICKET_SECRET: 'first-load-measurement-secret-0123456789' },
  });
  const browser = await launchBrowser();
  try {
    for (const route of routes.length ? routes : FIRST_LOAD_ROUTES) {
      const r = { route, ...(await measureFirstLoad(browser, `${stack.url}${route}`, { language })) };
      console.log(formatFirstLoad(r));
      if (args.includes('--files')) for (const s of r.scripts) console.log(`  ${kb(s.bytes).padStart(9)}  ${s.url}`);
    }
  } finally {
    await browser.close();
    await stack.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
