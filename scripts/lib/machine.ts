// How this machine itself costs a browser, apart from the app: what the audit's CPU figures rest on.
//
// On 28 Nov one CI-kind machine (a VM under a software hypervisor: `pvm_*` on the kernel's command
// line) took 12–20 µs for each first touch of a page of fresh memory, where the machines of earlier
// sessions and CI runs were an order of magnitude below. Chromium asks for fresh memory all through a
// page load (a renderer's heaps, V8's code space, each request's buffers): on that machine Lighthouse
// measured the unchanged build's `/` at 686 ms of blocking time against 4–26 ms before, every page
// 10–50× its earlier figures. Lighthouse's own `benchmarkIndex` (a JavaScript loop) read as usual
// (~2,600), so it cannot tell such a machine; this probe can.
//
// Healthy machines: a Linux guest with hardware paging takes well under 2 µs a page (the fault and
// zeroing 4 KiB); SLOW_PAGE_US sits far above that and far below what the slow machine measured.

/** µs a page above which the machine, not the app, dominates Lighthouse's CPU figures. */
export const SLOW_PAGE_US = 5;

const PAGE = 4096;

/**
 * Microseconds to touch one 4 KiB page of freshly allocated memory for the first time (the best of
 * `tries` 64 MiB allocations: the best is the machine's own cost, less any moment of load).
 */
export function freshPageMicros(tries = 3, bytes = 64 * 1024 * 1024): number {
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i < tries; i++) {
    const started = process.hrtime.bigint();
    // Large zeroed buffers come straight from the kernel (mmap): each page is mapped on its first write.
    const buf = Buffer.alloc(bytes);
    for (let at = 0; at < bytes; at += PAGE) buf[at] = 1;
    const micros = Number(process.hrtime.bigint() - started) / 1000;
    best = Math.min(best, micros / (bytes / PAGE));
  }
  return best;
}

/** The line the audit prints, and whether Lighthouse's CPU floors can be judged on this machine. */
export function machineCheck(pageUs = freshPageMicros()): { line: string; cpuJudged: boolean } {
  const cpuJudged = pageUs <= SLOW_PAGE_US;
  const figure = `first touch of fresh memory ${pageUs.toFixed(2)} µs a page (best of 3)`;
  return {
    cpuJudged,
    line: cpuJudged
      ? `machine: ${figure}, within ${SLOW_PAGE_US} µs: Lighthouse's CPU floors are judged`
      : `machine: ${figure}, over ${SLOW_PAGE_US} µs: this machine, not the app, dominates Lighthouse's CPU figures ` +
        '(docs/performance.md, "A slow machine"); performance and blocking time are printed against the goals but ' +
        'their floors are not judged here. Every other check (bytes, accessibility, best practices, installability) ' +
        'still is.',
  };
}
