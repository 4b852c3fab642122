// Interactions on a slow phone (issue 17): input to next paint, as the browser's Event Timing API
// measures it (the INP metric's own source), with the CPU slowed 4x through CDP, on a 360 px phone.
// Each interaction is repeated RUNS times on a freshly loaded page; printed: median and worst, against
// the 100 ms goal (issue 27). `npx tsx scripts/bench-interactions.ts [words…]` alone (only the interactions
// whose name has one of the words: `day slot`), or as part of `npm run bench`.
// Run it alone on the machine: its figures are CPU time.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { pathToFileURL } from 'node:url';
import { buildIfStale } from './lib/build-if-stale';
import { MEASURING_ENV, withThrowawayStack } from './lib/stack';
import { launchBrowser } from '../tests/e2e/browser';
import { signInOnDevice } from './lib/sign-in';
import { DEMO_PATIENT } from '../server/db/seed/demo-account';

export const INTERACTION_GOAL_MS = 100;
const CPU_SLOWDOWN = 4;
const RUNS = 5;

type Interaction = {
  name: string;
  /** Where the page starts, signed in or not. */
  path: (ctx: Fixture) => string;
  signedIn: boolean;
  /** Gets the page ready (not measured). */
  prepare?: (page: Page) => Promise<void>;
  /** The measured input, and what shows it was handled. */
  act: (page: Page) => Promise<void>;
};

type Fixture = { doctorId: string };

const OTHER_DAY = 'td[data-date]:not([aria-disabled]):not([aria-selected="true"])';

const INTERACTIONS: Interaction[] = [
  {
    name: 'typing in the search box (5 keys)',
    path: () => '/find/doctors',
    signedIn: false,
    prepare: async (page) => {
      await page.locator('form[role="search"] input[name="query"]').click();
    },
    act: async (page) => {
      await page.keyboard.type('sharm', { delay: 120 });
    },
  },
  {
    name: 'opening the filter panel',
    path: () => '/find/doctors',
    signedIn: false,
    act: async (page) => {
      await page.getByRole('button', { name: /^Filters/ }).click();
      await page.getByLabel('Specialization').waitFor();
    },
  },
  {
    name: 'changing a filter',
    path: () => '/find/doctors',
    signedIn: false,
    prepare: async (page) => {
      await page.getByRole('button', { name: /^Filters/ }).click();
      await page.getByLabel('Specialization').focus();
    },
    act: async (page) => {
      // A key on a closed native select changes its value: a real (trusted) input, unlike selectOption().
      await page.keyboard.press('ArrowDown');
      await page.waitForURL(/specialization=/);
    },
  },
  {
    name: 'choosing a day',
    path: (f) => `/book/${f.doctorId}`,
    signedIn: true,
    prepare: async (page) => {
      await page.locator('td[data-date]').first().waitFor();
      // Another day with free times, in this month or the next.
      if ((await page.locator(OTHER_DAY).count()) === 0) await page.getByRole('button', { name: 'Next month' }).click();
      await page.locator(OTHER_DAY).first().waitFor();
    },
    act: async (page) => {
      await page.locator(OTHER_DAY).first().click();
      await page.locator('td[data-date][aria-selected="true"]').waitFor();
    },
  },
  {
    name: 'choosing a slot',
    path: (f) => `/book/${f.doctorId}`,
    signedIn: true,
    prepare: async (page) => {
      await page.locator('[data-slot-id]:not([disabled])').first().waitFor();
    },
    act: async (page) => {
      const slot = page.locator('[data-slot-id]:not([disabled])').first();
      await slot.click();
      await page.locator('[data-slot-id][aria-pressed="true"]').waitFor();
    },
  },
  {
    name: 'opening the notification panel',
    path: () => '/home',
    signedIn: true,
    prepare: async (page) => {
      await page.getByRole('button', { name: /^Notifications/ }).waitFor();
    },
    act: async (page) => {
      await page.getByRole('button', { name: /^Notifications/ }).click();
      await page.getByTestId('notifications-panel').waitFor();
    },
  },
];

/** Collects Event Timing entries of interactions (those with an interactionId) from the first script on. */
function observeInteractions(): void {
  const w = window as unknown as { __interactions: { id: number; duration: number; start: number }[] };
  w.__interactions = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as (PerformanceEntry & { interactionId?: number })[]) {
      if (e.interactionId) w.__interactions.push({ id: e.interactionId, duration: e.duration, start: e.startTime });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
}

/** The longest interaction since `since` (page time), ms; Event Timing reports none under 16 ms. */
async function longestSince(page: Page, since: number): Promise<number> {
  // Entries arrive after the next paint: let two frames pass, then read.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const durations = await page.evaluate((t) => {
    const w = window as unknown as { __interactions: { id: number; duration: number; start: number }[] };
    const byId = new Map<number, number>();
    for (const e of w.__interactions) if (e.start >= t) byId.set(e.id, Math.max(byId.get(e.id) ?? 0, e.duration));
    return [...byId.values()];
  }, since);
  return durations.length ? Math.max(...durations) : 16;
}

async function signedInContext(browser: Browser, base: string): Promise<BrowserContext> {
  const context = await newPhoneContext(browser);
  await signInOnDevice(context, base, DEMO_PATIENT);
  return context;
}

async function newPhoneContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: false, locale: 'en-US', timezoneId: 'Asia/Kathmandu' });
  await context.addInitScript(observeInteractions);
  return context;
}

export type InteractionFigures = { name: string; median: number; worst: number; runs: number[] };

export async function benchInteractions(browser: Browser, base: string, only: string[] = []): Promise<InteractionFigures[]> {
  const headers = { 'x-api-key': 'swasthya-web-dev-key' };
  // A doctor with free times soon (the booking page opens on their first free day).
  const res = await fetch(`${base}/api/v1/upn/get-doctors?availability=next_7_days&pageSize=1`, { headers });
  const doctorId = ((await res.json()) as { data: { doctors: { id: string }[] } }).data.doctors[0]?.id;
  if (!doctorId) throw new Error('No doctor with free times in the next 7 days in the seeded directory.');
  const fixture: Fixture = { doctorId };
  const guest = await newPhoneContext(browser);
  const patient = await signedInContext(browser, base);
  const figures: InteractionFigures[] = [];
  try {
    for (const it of INTERACTIONS.filter((i) => only.length === 0 || only.some((word) => i.name.includes(word)))) {
      const runs: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const page = await (it.signedIn ? patient : guest).newPage();
        const cdp = await page.context().newCDPSession(page);
        try {
          await page.goto(`${base}${it.path(fixture)}`, { waitUntil: 'networkidle' });
          await it.prepare?.(page);
          await page.waitForLoadState('networkidle');
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
          const since = await page.evaluate(() => performance.now());
          await it.act(page);
          runs.push(await longestSince(page, since));
        } catch (err) {
          throw new Error(`${it.name} on ${page.url()}: ${String(err)}`);
        } finally {
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 }).catch(() => undefined);
          await page.close();
        }
      }
      const sorted = [...runs].sort((a, b) => a - b);
      figures.push({ name: it.name, median: sorted[Math.floor(sorted.length / 2)]!, worst: sorted[sorted.length - 1]!, runs });
      if (process.env['BENCH_VERBOSE']) console.log(formatInteraction(figures.at(-1)!));
    }
  } finally {
    await guest.close();
    await patient.close();
  }
  return figures;
}

export function formatInteraction(f: InteractionFigures): string {
  const mark = f.median <= INTERACTION_GOAL_MS ? 'within' : 'OVER';
  return `interaction at ${CPU_SLOWDOWN}x CPU, 360 px: ${f.name.padEnd(38)} median ${String(Math.round(f.median)).padStart(4)} ms, worst ${String(Math.round(f.worst)).padStart(4)} ms of ${f.runs.length} (${mark} the ${INTERACTION_GOAL_MS} ms goal)`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  buildIfStale();
  await withThrowawayStack('interactions', { env: MEASURING_ENV }, async ({ base }) => {
    const browser = await launchBrowser();
    try {
      for (const f of await benchInteractions(browser, base, process.argv.slice(2))) console.log(formatInteraction(f));
    } finally {
      await browser.close();
    }
  });
}
