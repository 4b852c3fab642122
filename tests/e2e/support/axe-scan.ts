// axe-core on the page as it is once its transitions are over: contrast measured halfway through a
// fade (a toast sliding in, a menu opening) would report colours that no one reads. Used by the
// journeys (fixtures.ts) and the screenshot audit.
import type { Page } from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';

/**
 * Waits until no finite animation or transition has run for a quiet spell (endless ones, e.g.
 * skeleton pulses, are left running). One look is not enough: a toast is rendered by a lazily
 * loaded toaster and starts sliding in a frame or two after it mounts, so it can begin after a
 * single check found the page still.
 */
export async function settleAnimations(page: Page, quietMs = 300): Promise<void> {
  await page.evaluate(async (quiet) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
    const running = () =>
      document.getAnimations().filter(
        (a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity,
      );
    // A sonner toast waits for its first effect to get data-mounted="true" and begin its transition.
    const toastMounting = () => document.querySelector('[data-sonner-toast][data-mounted="false"]') !== null;
    const giveUp = performance.now() + 5000;
    let stillSince = performance.now();
    while (performance.now() < giveUp) {
      await frame();
      const now = running();
      if (now.length > 0 || toastMounting()) {
        await Promise.all(now.map((a) => a.finished.catch(() => undefined)));
        stillSince = performance.now();
      } else if (performance.now() - stillSince >= quiet) {
        return;
      }
    }
  }, quietMs);
}

/** axe's violations on the settled page, one line each (`id (impact): targets`); none = []. */
export async function axeViolations(page: Page): Promise<string[]> {
  await settleAnimations(page);
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
