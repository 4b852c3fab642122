// Makes the manifest's screenshots (public/screenshots/{narrow,wide}.png) from the built app on a
// throw-away stack: `npx vite build && npx tsx tests/audits/screenshots.ts`, then build again.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startStack } from '../../scripts/lib/stack';
import { freePort } from '../../scripts/lib/free-port';
import { launchBrowser } from '../e2e/browser';

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'swasthya-shots-'));
  const stack = await startStack({
    env: { NODE_ENV: 'test', PORT: String(await freePort()), EMBEDDED_PG_PORT: String(await freePort()), DATA_DIR: dataDir, LOG_LEVEL: 'warn', HOST: '127.0.0.1' },
  });
  const browser = await launchBrowser();
  try {
    const url = stack.url.replace('localhost', '127.0.0.1');
    const shots = [
      { name: 'narrow', viewport: { width: 360, height: 740 }, deviceScaleFactor: 2 },
      { name: 'wide', viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
    ];
    for (const shot of shots) {
      const context = await browser.newContext({ viewport: shot.viewport, deviceScaleFactor: shot.deviceScaleFactor, locale: 'en-US', timezoneId: 'Asia/Kathmandu' });
      const page = await context.newPage();
      await page.goto(`${url}/find/doctors`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(1000);
      await page.screenshot({ path: `public/screenshots/${shot.name}.png` });
      await context.close();
    }
  } finally {
    await browser.close();
    await stack.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
