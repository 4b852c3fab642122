// Debian's Chromium driven by playwright-core (no browser download on these machines).
import { chromium, type Browser, type BrowserContext } from 'playwright-core';

export const CHROME_FLAGS = [
  '--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic',
  // Keep Chromium off the internet; loopback bypasses the proxy by default.
  '--proxy-server=http://127.0.0.1:9',
];

export function chromePath(): string {
  return process.env['CHROME_PATH'] ?? '/usr/bin/chromium';
}

/**
 * Launch options for a journey that slows the CPU down (DevTools CPU throttling). Under libfaketime
 * (`npm run test:clock`, a CI run at a faked hour) Chromium's throttling stalls: at 6× a page that loads
 * in 3.3 s did not load in 60 s, with any FAKETIME offset including +0 (measured 28 Nov; the throttler
 * reads a clock libfaketime also rewrites). Those journeys test a slow phone, not the hour, so their
 * Chromium runs on the real clock while the stack keeps the faked one; without libfaketime nothing changes.
 */
export function throttledLaunchOptions() {
  const env = { ...process.env };
  if (env['LD_PRELOAD']?.includes('faketime')) {
    delete env['LD_PRELOAD'];
    delete env['FAKETIME'];
  }
  return { executablePath: chromePath(), args: CHROME_FLAGS, env: env as Record<string, string> };
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromePath(), args: CHROME_FLAGS, headless: true });
}

/** A phone-sized context (the users' devices), English unless told otherwise. */
export async function phoneContext(browser: Browser, opts: { locale?: string; width?: number } = {}): Promise<BrowserContext> {
  return browser.newContext({
    viewport: { width: opts.width ?? 360, height: 740 },
    locale: opts.locale ?? 'en-US',
    timezoneId: 'Asia/Kathmandu',
    deviceScaleFactor: 2,
  });
}
