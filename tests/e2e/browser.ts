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
