// Lighthouse against a running stack: Lighthouse CI (lighthouserc.cjs: collect three runs per page,
// assert the scores) and a single Lighthouse run with regular-3G settings for the LCP.
import { spawn } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { CHROME_FLAGS, chromePath } from '../../tests/e2e/browser';

const ROOT = path.resolve(import.meta.dirname, '../..');
const bin = (name: string) => path.join(ROOT, 'node_modules/.bin', name);

/** Regular 3G as Chrome DevTools defines it (300 ms RTT, 700 kbit/s), on the usual 4x slower CPU. */
export const REGULAR_3G = { rttMs: 300, throughputKbps: 700, cpuSlowdownMultiplier: 4 };
export const LCP_GOAL_3G_MS = 2500;
/** Issue 17's goal for each audited page, by the median of five runs. */
export const PERFORMANCE_GOAL = { score: 0.95, tbtMs: 200 };
/**
 * What fails CI: a page whose median performance falls below this. The goal above is not met on
 * this machine's Chromium (medians 0.85–0.93, see the README); the floor catches a regression
 * (before the work of 24 Nov the medians were 0.76–0.81) without failing on a run's noise.
 */
export const PERFORMANCE_FLOOR = 0.8;

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

/** The pages lighthouserc.cjs audits: home, the doctor list and the best-rated seeded doctor's profile. */
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
 * `lhci collect` (five runs per page) then `lhci assert` with lighthouserc.cjs (accessibility and
 * best practices by the median); results stay in `workDir/.lighthouseci`. `passed` also requires
 * every page's median performance to reach PERFORMANCE_FLOOR.
 */
export async function lighthouseCi(urls: string[], workDir: string): Promise<{ passed: boolean; pages: PageFigures[]; report: string; belowFloor: string[] }> {
  const config = `--config=${path.join(ROOT, 'lighthouserc.cjs')}`;
  const env = { AUDIT_URLS: urls.join(' '), AUDIT_CHROME_FLAGS: CHROME_FLAGS.join(' ') };
  const collect = await run(bin('lhci'), ['collect', config], { cwd: workDir, env, quiet: true });
  if (collect.code !== 0) throw new Error(`lhci collect failed:\n${collect.out}`);
  const assert = await run(bin('lhci'), ['assert', config], { cwd: workDir, env, quiet: true });
  const pages = await readFigures(path.join(workDir, '.lighthouseci'));
  const belowFloor = pages.filter((p) => (p.scores['performance']?.median ?? 0) < PERFORMANCE_FLOOR).map((p) => p.url);
  return { passed: assert.code === 0 && belowFloor.length === 0, pages, report: assert.out.trim(), belowFloor };
}

async function readFigures(dir: string): Promise<PageFigures[]> {
  const lhrs: Lhr[] = [];
  for (const name of (await readdir(dir)).filter((n) => /^lhr-.*\.json$/.test(n))) lhrs.push(JSON.parse(await readFile(path.join(dir, name), 'utf8')) as Lhr);
  const byUrl = new Map<string, Lhr[]>();
  for (const lhr of lhrs) byUrl.set(lhr.requestedUrl, [...(byUrl.get(lhr.requestedUrl) ?? []), lhr]);
  return [...byUrl].map(([url, runs]) => {
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
  });
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
  const goalMet = (perf?.median ?? 0) >= PERFORMANCE_GOAL.score && p.metrics.tbt <= PERFORMANCE_GOAL.tbtMs;
  return `lighthouse ${path.padEnd(52)} median of ${p.runs}: perf ${pct(perf?.median ?? 0).trim()} (${pct(perf?.worst ?? 0).trim()}–${pct(perf?.best ?? 0).trim()})` +
    `  TBT ${Math.round(p.metrics.tbt)} ms (${Math.round(p.tbtSpread.min)}–${Math.round(p.tbtSpread.max)})  LCP ${s(p.metrics.lcp)}  FCP ${s(p.metrics.fcp)}  CLS ${p.metrics.cls.toFixed(3)}` +
    `  ${cat('accessibility', 'a11y')}  ${cat('best-practices', 'best practices')}` +
    `  | goal ≥ ${pct(PERFORMANCE_GOAL.score).trim()} and ≤ ${PERFORMANCE_GOAL.tbtMs} ms: ${goalMet ? 'met' : 'NOT met'}`;
}

export function format3g(url: string, lcp: number): string {
  const mark = lcp <= LCP_GOAL_3G_MS ? 'within' : 'OVER';
  return `lighthouse regular 3G (300 ms RTT, 700 kbit/s, 4x CPU) ${new URL(url).pathname.padEnd(52)} LCP ${s(lcp)} (${mark} the ${s(LCP_GOAL_3G_MS)} goal)`;
}
