// The audit's machine check (scripts/lib/machine.ts) and what it changes in the Lighthouse verdict.
import { describe, expect, it } from 'vitest';
import { freshPageMicros, machineCheck, SLOW_PAGE_US } from './lib/machine';
import { regressions, type PageFigures } from './lib/lighthouse';

const slowPage = (tbt: number, performance: number, accessibility = 1): PageFigures => ({
  url: 'http://127.0.0.1:1/home',
  runs: 5,
  scores: {
    performance: { best: performance, median: performance, worst: performance },
    accessibility: { best: accessibility, median: accessibility, worst: accessibility },
    'best-practices': { best: 1, median: 1, worst: 1 },
  },
  metrics: { fcp: 200, lcp: 1600, tbt, cls: 0, si: 900 },
  tbtSpread: { min: tbt, max: tbt },
});

describe('the machine check', () => {
  it('measures a positive, finite cost a page', () => {
    const us = freshPageMicros(1, 8 * 1024 * 1024);
    expect(us).toBeGreaterThan(0);
    expect(Number.isFinite(us)).toBe(true);
  });

  it('judges the CPU floors up to the limit and not above it, saying which', () => {
    expect(machineCheck(SLOW_PAGE_US).cpuJudged).toBe(true);
    const slow = machineCheck(SLOW_PAGE_US * 3);
    expect(slow.cpuJudged).toBe(false);
    expect(slow.line).toMatch(/not judged/);
  });

  it('a slow machine drops only the performance and blocking-time floors', () => {
    const page = slowPage(1100, 0.77, 0.9);
    expect(regressions(page, true).join('\n')).toMatch(/performance 77 < the 85 floor[\s\S]*1100 ms > the 450 ms floor[\s\S]*accessibility/);
    const judgedOnSlow = regressions(page, false);
    expect(judgedOnSlow).toHaveLength(1);
    expect(judgedOnSlow[0]).toMatch(/accessibility 90/);
  });
});
