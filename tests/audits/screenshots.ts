// Makes the manifest's screenshots (public/screenshots/{narrow,wide}.png) from the built app on a
// throw-away stack: `npx vite build && npx tsx tests/audits/screenshots.ts`, then build again.
import { rm } from 'node:fs/promises';
import { startStack, throwawayStackEnv } from '../../scripts/lib/stack';
import { launchBrowser } from '../e2e/browser';
import { settleAnimations } from '../e2e/support/axe-scan';

async function main(): Promise<void> {
  const env = await throwawayStackEnv('shots', { NODE_ENV: 'test' });
  const dataDir = env.DATA_DIR;
  const stack = await startStack({ env });
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
      // The list drawn (a doctor's card), its fonts loaded and its transitions over: no fixed wait.
      await page.locator('a[href^="/find/doctors/"]').first().waitFor();
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      await settleAnimations(page);
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
