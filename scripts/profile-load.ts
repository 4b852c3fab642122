// `npx tsx scripts/profile-load.ts [--runs N] [--cpu 4] [--signed-in] [routes…]`: loads each route of the built app (guest,
// or the demo patient signed in on the device first,
// phone, CPU slowed 4x as Lighthouse's mobile setting) against the real stack and prints the long
// tasks (start and duration, ms), their blocking time beyond 50 ms each (what Lighthouse's TBT sums),
// the busiest tasks' heaviest functions, and writes the CPU profile to /tmp for DevTools.
// For finding what makes a long task; Lighthouse (`npm run audit`) stays the measure. Build first
// (`npx vite build --minify false` keeps function names readable).
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { MEASURING_ENV, startThrowawayStack } from './lib/stack';
import { signInOnDevice } from './lib/sign-in';
import { launchBrowser, phoneContext } from '../tests/e2e/browser';
import { DEMO_PATIENT } from '../server/db/seed/demo-account';

/** The CDP profiler's answer (Profiler.Profile), the parts read here. */
type Profile = {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }[];
  samples?: number[];
  timeDeltas?: number[];
};

const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const runs = runsAt >= 0 ? Number(args.splice(runsAt, 2)[1]) : 2;
const cpuAt = args.indexOf('--cpu');
const cpuRate = cpuAt >= 0 ? Number(args.splice(cpuAt, 2)[1]) : 4;
const signedInAt = args.indexOf('--signed-in');
const signedIn = signedInAt >= 0 && args.splice(signedInAt, 1).length > 0;
const routes = args.length ? args : ['/', '/find/doctors'];

/** Splits the samples into busy stretches (between idle samples) and names each one's heaviest functions. */
function busiestTasks(profile: Profile, top = 3): string[] {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const label = (id: number) => {
    const f = byId.get(id)!.callFrame;
    return `${f.functionName || '(anonymous)'} ${f.url.split('/').pop()}:${f.lineNumber + 1}`;
  };
  const tasks: { start: number; ms: number; inclusive: Map<string, number> }[] = [];
  let t = 0;
  let current: (typeof tasks)[number] | undefined;
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  samples.forEach((id, i) => {
    t += (deltas[i] ?? 0) / 1000;
    if (byId.get(id)!.callFrame.functionName === '(idle)') {
      current = undefined;
      return;
    }
    const dt = (deltas[i + 1] ?? 0) / 1000;
    if (!current) tasks.push((current = { start: t, ms: 0, inclusive: new Map() }));
    current.ms += dt;
    const seen = new Set<string>();
    for (let x: number | undefined = id; x !== undefined; x = parent.get(x)) {
      const name = label(x);
      if (seen.has(name) || name.startsWith('(root)')) continue;
      seen.add(name);
      current.inclusive.set(name, (current.inclusive.get(name) ?? 0) + dt);
    }
  });
  return tasks
    .sort((a, b) => b.ms - a.ms)
    .slice(0, top)
    .map((task) => `  busy ${task.ms.toFixed(0)} ms at ${task.start.toFixed(0)} ms: ` +
      [...task.inclusive].sort((a, b) => b[1] - a[1]).slice(0, 8).map(([k, v]) => `${k} ${v.toFixed(0)}`).join(' · '));
}

type TraceEvent = { name: string; ph: string; ts: number; dur?: number; pid: number; tid: number; args?: { data?: { url?: string } } };

/** Each main-thread task over 50 ms at 4x CPU (12.5 ms unthrottled: Lighthouse's simulation multiplies by 4), by what it did: script, style, layout, paint, parsing… (trace events nested in it, outermost only). */
function longTaskParts(events: TraceEvent[]): string[] {
  const main = events.find((e) => e.name === 'thread_name' && (e.args as { name?: string } | undefined)?.name === 'CrRendererMain');
  const onMain = events.filter((e) => main && e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur !== undefined);
  const tasks = onMain.filter((e) => e.name === 'RunTask' && e.dur! > (50_000 * cpuRate) / 4);
  const t0 = Math.min(...onMain.filter((e) => e.name === 'RunTask').map((e) => e.ts));
  const kinds = ['EvaluateScript', 'v8.compile', 'v8.compileModule', 'v8.evaluateModule', 'FunctionCall', 'TimerFire', 'EventDispatch', 'FireAnimationFrame', 'RunMicrotasks', 'UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize', 'ParseHTML', 'ParseAuthorStyleSheet', 'HitTest', 'v8.run', 'GCEvent', 'MajorGC', 'MinorGC'];
  return tasks.map((task) => {
    const end = task.ts + task.dur!;
    const inside = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur! <= end && kinds.includes(e.name));
    // Outermost events only: a Layout inside a FunctionCall is counted as the script's (forced).
    const outer = inside.filter((e) => !inside.some((o) => o !== e && o.ts <= e.ts && o.ts + o.dur! >= e.ts + e.dur! && (o.ts < e.ts || o.dur! > e.dur!)));
    const parts = new Map<string, number>();
    for (const e of outer) parts.set(e.name, (parts.get(e.name) ?? 0) + e.dur! / 1000);
    const forced = inside.filter((e) => (e.name === 'Layout' || e.name === 'UpdateLayoutTree') && !outer.includes(e)).reduce((n, e) => n + e.dur! / 1000, 0);
    return `  task ${((task.ts - t0) / 1000).toFixed(0)} ms +${(task.dur! / 1000).toFixed(0)}: ` +
      [...parts].sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k} ${v.toFixed(0)}`).join(', ') + (forced > 1 ? ` (style/layout forced by script ${forced.toFixed(0)})` : '');
  });
}

/**
 * Unthrottled, what Lighthouse's simulation makes of the main thread (it multiplies each task by 4):
 * the sum of (4 × task − 50 ms) over tasks longer than 12.5 ms, and the main thread's busy time. An
 * estimate to compare two builds by many quick runs; Lighthouse's own figure also depends on when
 * its simulated network lets each task start.
 */
function simulatedBlocking(events: TraceEvent[]): string {
  const main = events.find((e) => e.name === 'thread_name' && (e.args as { name?: string } | undefined)?.name === 'CrRendererMain');
  const tasks = events.filter((e) => main && e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.name === 'RunTask' && e.dur !== undefined);
  const ms = tasks.map((e) => e.dur! / 1000);
  const blocking = ms.reduce((sum, d) => sum + Math.max(0, 4 * d - 50), 0);
  const busy = ms.reduce((sum, d) => sum + d, 0);
  return `4x-simulated blocking ${blocking.toFixed(0)} ms, main thread busy ${busy.toFixed(0)} ms`;
}

const stack = await startThrowawayStack('profile', {
  env: { ...MEASURING_ENV, ...(process.env.DIST_DIR ? { DIST_DIR: process.env.DIST_DIR } : {}) },
});
const { base } = stack;
const browser = await launchBrowser();
try {
  for (const route of routes) {
    for (let run = 1; run <= runs; run++) {
      const context = await phoneContext(browser);
      // A returning patient's device, as the audit's /home: signed in once, the app installed.
      if (signedIn) await signInOnDevice(context, base, DEMO_PATIENT, { installed: true });
      const page = await context.newPage();
      await page.addInitScript(() => {
        const w = window as unknown as { longTasks: number[][] };
        w.longTasks = [];
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) w.longTasks.push([Math.round(e.startTime), Math.round(e.duration)]);
        }).observe({ type: 'longtask', buffered: true });
      });
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
      await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8'] });
      await page.goto(base + route, { waitUntil: 'networkidle' });
      await page.waitForTimeout(1500);
      const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
      const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
      console.log(longTaskParts(trace.traceEvents).join('\n'));
      if (cpuRate === 1) console.log(`${route} run ${run}: ${simulatedBlocking(trace.traceEvents)}`);
      const longTasks = await page.evaluate(() => (window as unknown as { longTasks: number[][] }).longTasks);
      const blocking = longTasks.reduce((sum, [, ms]) => sum + Math.max(0, ms! - 50), 0);
      console.log(`${route} run ${run}: blocking ${blocking} ms in ${longTasks.length} long tasks ${longTasks.map(([at, ms]) => `${ms}@${at}`).join(' ')}`);
      console.log(busiestTasks(profile).join('\n'));
      const file = path.join(os.tmpdir(), `profile${route.replace(/\W+/g, '-')}-${run}.cpuprofile`);
      await writeFile(file, JSON.stringify(profile));
      await context.close();
    }
  }
} finally {
  await browser.close();
  await stack.stop();
}
