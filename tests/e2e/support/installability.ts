// Chrome's own installability check (what decides whether it offers "Install app"), used by the
// offline journey and by `npm run audit`. It needs a persistent profile: an incognito context always
// reports `in-incognito`.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { CHROME_FLAGS, chromePath } from '../browser';

/** Resolves once a service worker controls the page (the first install claims it). */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise<void>((resolve) => {
      navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true });
    });
  });
}

export type InstallabilityError = { errorId: string; errorArguments?: { name: string; value: string }[] };

/** Opens `url` in a fresh persistent profile, waits for the service worker, and returns Chrome's errors (none = installable). */
export async function installabilityErrors(url: string): Promise<InstallabilityError[]> {
  return (await installability(url)).errors;
}

/**
 * Chrome's installability errors and the manifest it took, for a patient whose stored language is
 * `language` (set before any page runs, as the app stores it), in a fresh persistent profile.
 */
export async function installability(url: string, { language }: { language?: 'en' | 'ne' } = {}): Promise<{ errors: InstallabilityError[]; manifestUrl: string; manifest: Record<string, unknown> }> {
  const userDataDir = await mkdtemp(path.join(os.tmpdir(), 'swasthya-install-'));
  const context = await chromium.launchPersistentContext(userDataDir, { executablePath: chromePath(), args: CHROME_FLAGS, headless: true });
  try {
    if (language) {
      await context.addInitScript((lang) => {
        if (!localStorage.getItem('swasthya.prefs')) localStorage.setItem('swasthya.prefs', JSON.stringify({ theme: 'light', language: lang }));
      }, language);
    }
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(url);
    await waitForServiceWorker(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors: errors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: InstallabilityError[] };
    const { url: manifestUrl, data } = (await cdp.send('Page.getAppManifest')) as { url: string; data?: string };
    return { errors, manifestUrl, manifest: data ? (JSON.parse(data) as Record<string, unknown>) : {} };
  } finally {
    await context.close();
    await rm(userDataDir, { recursive: true, force: true });
  }
}
