// `npm run bench`: numbers, not pass/fail. Start-up time (first run and with existing data),
// directory API latency, and the JavaScript each first screen downloads (gzip, as served).
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildIfStale } from './lib/build-if-stale';
import { startStack } from './lib/stack';
import { freePort } from './lib/free-port';
import { launchBrowser } from '../tests/e2e/browser';
import { formatFirstLoad, measureRoutes } from './lib/first-load';
import { benchDirectory } from './bench-directory';

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;

async function main() {
  buildIfStale();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'swasthya-bench-'));
  const env = { NODE_ENV: 'production', PORT: String(await freePort()), EMBEDDED_PG_PORT: String(await freePort()), DATA_DIR: dataDir, LOG_LEVEL: 'warn', HOST: '127.0.0.1' };

  let t = performance.now();
  let stack = await startStack({ env });
  console.log(`start, first run (init + migrate + seed): ${((performance.now() - t) / 1000).toFixed(1)} s`, stack.timings);
  await stack.stop();
  t = performance.now();
  stack = await startStack({ env });
  console.log(`start, existing data:                    ${((performance.now() - t) / 1000).toFixed(1)} s`, stack.timings);

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
  await stack.stop();
  await rm(dataDir, { recursive: true, force: true });

  // The directory under load: 5,000 doctors, autocannon at a fixed rate (issue 4's goal: p99 ≤ 50 ms at 500 req/s).
  if (!process.argv.includes('--no-load')) {
    console.log('\nDirectory load test (5,000 doctors):');
    await benchDirectory();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
