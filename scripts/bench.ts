// `npm run bench`: numbers, not pass/fail. Start-up time (first run and with existing data),
// directory API latency, the JavaScript each first screen downloads (gzip, as served), the Lighthouse
// scores and LCP (default mobile throttling, and regular 3G; the signed-in /home too), the interactions
// at 4x CPU (input to next paint), offline-ready on emulated 2G and 3G with the bytes of a first
// visit and of a journey once installed, then the directory load test and the write path (bookings on 1 and
// 3 server processes).
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildIfStale } from './lib/build-if-stale';
import { MEASURING_ENV, startThrowawayStack, type Stack } from './lib/stack';
import { freePort } from './lib/free-port';
import { launchBrowser } from '../tests/e2e/browser';
import { formatFirstLoad, measureRoutes } from './lib/first-load';
import { auditUrls, format3g, formatFigures, lcpOnRegular3g, lighthouseCi, lighthouseSignedIn } from './lib/lighthouse';
import { DEMO_PATIENT } from '../server/db/seed/demo-account';
import { benchInteractions, formatInteraction } from './bench-interactions';
import { benchOffline, formatOffline } from './bench-offline';
import { benchDirectory } from './bench-directory';
import { benchWrites } from './bench-writes';

/** How long the stack took to start (startStack's own count: the Auth emulator and PostgreSQL, migrations, seed, server). */
const startedIn = (stack: Stack) => `${(stack.timings['total']! / 1000).toFixed(1)} s`;
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;

async function main() {
  buildIfStale();
  // The same emulator port for both starts: the admin SDK's Auth (one per process) keeps its emulator host.
  const authPort = await freePort();
  let stack = await startThrowawayStack('bench', { env: MEASURING_ENV, authPort });
  console.log(`start, first run (init + migrate + seed): ${startedIn(stack)}`, stack.timings);
  stack = await stack.restart();
  console.log(`start, existing data:                    ${startedIn(stack)}`, stack.timings);

  const headers = { 'x-api-key': 'swasthya-web-dev-key', 'x-timezone': 'Asia/Kathmandu' };
  const queries = ['', 'sort=rating', 'fee=free', 'availability=today', 'query=sharma', 'query=cardiolgy', 'city=Pokhara&sort=fee', 'specialization=pediatrics'];
  for (const q of queries) {
    const times: number[] = [];
    for (let i = 0; i < 40; i++) {
      const s = performance.now();
      const res = await fetch(`${stack.url}/api/v1/upn/get-doctors?${q}`, { headers });
      await res.arrayBuffer();
      times.push(performance.now() - s);
    }
    console.log(`GET get-doctors?${q.padEnd(28)} p50 ${pct(times, 50).toFixed(1)} ms  p95 ${pct(times, 95).toFixed(1)} ms`);
  }

  const browser = await launchBrowser();
  for (const r of await measureRoutes(browser, stack.url)) console.log(formatFirstLoad(r));
  await browser.close();

  // The same Lighthouse runs as `npm run audit` (scripts/lighthouserc.cjs), as numbers; and the LCP on regular 3G.
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'swasthya-bench-lhci-'));
  const urls = await auditUrls(stack.base);
  for (const page of (await lighthouseCi(urls, workDir)).pages) console.log(formatFigures(page));
  for (const url of urls) console.log(format3g(url, await lcpOnRegular3g(url, workDir)));
  // The signed-in /home (Lighthouse CI cannot sign in: see lighthouseSignedIn).
  console.log(formatFigures(await lighthouseSignedIn(stack.base, '/home', DEMO_PATIENT, workDir)));
  await rm(workDir, { recursive: true, force: true });

  // Interactions at 4x CPU, input to next paint (issue 17's goal: ≤ 200 ms each).
  const interactionsBrowser = await launchBrowser();
  try {
    for (const f of await benchInteractions(interactionsBrowser, stack.base)) console.log(formatInteraction(f));
  } finally {
    await interactionsBrowser.close();
  }

  // Offline-ready on emulated 2G and 3G, and a journey once installed (issue 15's goals: ≤ 30 s on 2G, ≤ 25 KB).
  const offlineBrowser = await launchBrowser();
  try {
    for (const f of await benchOffline(offlineBrowser, stack.base)) formatOffline(f).forEach((line) => console.log(line));
  } finally {
    await offlineBrowser.close();
  }

  await stack.stop();

  // The directory under load: 5,000 doctors, autocannon at a fixed rate (issue 4's goal: p99 ≤ 50 ms at 500 req/s).
  if (!process.argv.includes('--no-load')) {
    console.log('\nDirectory load test (5,000 doctors):');
    await benchDirectory();
    // The write path (issue 13's goal: p99 ≤ 150 ms at 200 concurrent bookings; double bookings 0).
    console.log('\nWrite path (bookings on 1 and 3 server processes):');
    await benchWrites();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
