// Offline-ready on a slow link (issue 15): a guest's first visit to / on an emulated 2G and 3G phone
// link (the service worker throttled too, scripts/lib/throttled-link.ts), every byte transferred
// until the app works offline (the service worker activated, its install-time cache complete), what
// the install itself took, and the time from navigation start. Then, on 2G, the demo patient signs
// in and goes open → find → a doctor's profile → the booking summary: the bytes that journey moves
// once the app is installed. `npx tsx scripts/bench-offline.ts [url of a running stack]` alone, or as
// part of `npm run bench`;
// run it alone on the machine (the link is emulated, the CPU is not).
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { pathToFileURL } from 'node:url';
import { buildIfStale } from './lib/build-if-stale';
import { MEASURING_ENV, withThrowawayStack } from './lib/stack';
import { LINKS, throttle, type Link, type Traffic } from './lib/throttled-link';
import { launchBrowser } from '../tests/e2e/browser';
import { DEMO_PATIENT } from '../server/db/seed/demo-account';

export const OFFLINE_READY_GOAL_S = 30;
export const JOURNEY_GOAL_KB = 25;

export type OfflineFigures = {
  link: Link;
  /** Navigation start to the service worker activated, its install complete. */
  readyMs: number;
  firstVisit: { bytes: number; requests: number };
  install: { bytes: number; requests: number; files: number };
  /** What the service worker's NetworkInformation says (no fetching ahead below 4G). */
  workerSees: string;
  journey?: { bytes: number; requests: number };
};

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const verbose = (...what: unknown[]) => {
  if (process.env['BENCH_VERBOSE']) console.error(new Date().toISOString(), ...what);
};

declare global {
  interface Window {
    __offlineReadyAt?: number;
  }
}

/**
 * Notes when this page's service worker is activated (the install done), from navigation start.
 * A string: tsx names the inner functions of a function handed to the page (`__name`), which the
 * page does not define.
 */
const RECORD_OFFLINE_READY = `navigator.serviceWorker && navigator.serviceWorker.ready.then(function (registration) {
  var worker = registration.active;
  function done() { if (window.__offlineReadyAt === undefined) window.__offlineReadyAt = performance.now(); }
  if (worker.state === 'activated') done();
  else worker.addEventListener('statechange', function () { if (worker.state === 'activated') done(); });
});`;

async function phone(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, isMobile: true, locale: 'en-US', timezoneId: 'Asia/Kathmandu' });
  await context.addInitScript({ content: RECORD_OFFLINE_READY });
  return context;
}

/** The files the install put in Cache Storage (the shell's precache and the language's files). */
async function installedFiles(page: Page): Promise<number> {
  return page.evaluate(async () => {
    let files = 0;
    for (const name of await caches.keys()) {
      if (name.includes('precache') || name === 'swasthya-assets') files += (await (await caches.open(name)).keys()).length;
    }
    return files;
  });
}

/** The demo patient, signed in through the screen; then open → find → profile → booking summary. */
async function journey(page: Page, base: string, traffic: Traffic): Promise<{ bytes: number; requests: number }> {
  await page.goto(`${base}/signin`);
  await page.locator('input[name="email"]').fill(DEMO_PATIENT.email);
  await page.locator('input[name="password"]').fill(DEMO_PATIENT.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((u) => u.pathname === '/home', { timeout: 120_000 });
  await traffic.quiet(1_500);
  verbose('signed in');

  const from = traffic.requests.length;
  await page.goto(`${base}/`);
  await page.getByTestId('upcoming-consultation').waitFor({ timeout: 120_000 });
  verbose('open');
  await page.getByRole('link', { name: 'See all doctors' }).click();
  const card = page.locator('main a[href^="/find/doctors/"]').first();
  await card.waitFor({ timeout: 120_000 });
  verbose('find');
  await card.click();
  const book = page.getByRole('link', { name: 'Book appointment' });
  await book.waitFor({ timeout: 120_000 });
  verbose('profile');
  await book.click();
  const slot = page.locator('button[data-slot-id]:not([disabled])').first();
  await slot.waitFor({ timeout: 120_000 });
  await slot.click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByTestId('booking-total').waitFor({ timeout: 120_000 });
  verbose('booking summary');
  await traffic.quiet(1_500);
  return { bytes: traffic.bytes({ from }), requests: traffic.count({ from }) };
}

/** A guest's first visit to / on `link`, until offline-ready; with `thenJourney`, the signed-in journey after. */
export async function offlineReady(browser: Browser, base: string, link: Link, thenJourney = false): Promise<OfflineFigures> {
  const context = await phone(browser);
  try {
    const page = await context.newPage();
    const traffic = await throttle(context, page, link);
    await page.goto(`${base}/`);
    await page.waitForFunction(() => window.__offlineReadyAt !== undefined, undefined, { timeout: 600_000, polling: 100 });
    const readyMs = await page.evaluate(() => window.__offlineReadyAt!);
    verbose(link.name, 'offline-ready', readyMs);
    const to = traffic.requests.length;
    const figures: OfflineFigures = {
      link,
      readyMs,
      firstVisit: { bytes: traffic.bytes({ to }), requests: traffic.count({ to }) },
      install: { bytes: traffic.bytes({ to, target: 'worker' }), requests: traffic.count({ to, target: 'worker' }), files: await installedFiles(page) },
      workerSees: String(await context.serviceWorkers()[0]?.evaluate(() => (navigator as Navigator & { connection?: { effectiveType?: string } }).connection?.effectiveType)),
    };
    if (thenJourney) figures.journey = await journey(page, base, traffic);
    return figures;
  } finally {
    await context.close();
  }
}

export async function benchOffline(browser: Browser, base: string): Promise<OfflineFigures[]> {
  const figures: OfflineFigures[] = [];
  for (const link of LINKS) figures.push(await offlineReady(browser, base, link, link.name === '2G'));
  return figures;
}

export function formatOffline(f: OfflineFigures): string[] {
  const { link } = f;
  const seconds = f.readyMs / 1000;
  const mark = seconds <= OFFLINE_READY_GOAL_S ? 'within' : 'OVER';
  const lines = [
    `offline-ready on ${link.name} (${link.downloadKbit}/${link.uploadKbit} kbit/s, ${link.latency} ms): ${seconds.toFixed(1)} s (${mark} the ${OFFLINE_READY_GOAL_S} s goal); ` +
      `first visit ${kb(f.firstVisit.bytes)} in ${f.firstVisit.requests} requests, of which the install ${kb(f.install.bytes)} in ${f.install.requests} requests (${f.install.files} files cached; the worker sees ${f.workerSees})`,
  ];
  if (f.journey) {
    const within = f.journey.bytes <= JOURNEY_GOAL_KB * 1024 ? 'within' : 'OVER';
    lines.push(`after install on ${link.name}, signed in, open → find → profile → booking summary: ${kb(f.journey.bytes)} in ${f.journey.requests} requests (${within} the ${JOURNEY_GOAL_KB} KB goal)`);
  }
  return lines;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href && process.argv[2]) {
  // Against a running stack: `npx tsx scripts/bench-offline.ts http://127.0.0.1:8080`.
  const browser = await launchBrowser();
  try {
    for (const f of await benchOffline(browser, process.argv[2])) formatOffline(f).forEach((line) => console.log(line));
  } finally {
    await browser.close();
  }
} else if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  buildIfStale();
  await withThrowawayStack('offline', { env: MEASURING_ENV }, async ({ base }) => {
    const browser = await launchBrowser();
    try {
      for (const f of await benchOffline(browser, base)) formatOffline(f).forEach((line) => console.log(line));
    } finally {
      await browser.close();
    }
  });
}
