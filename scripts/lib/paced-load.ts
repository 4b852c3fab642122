// An open-loop load generator: requests leave at evenly spaced times (rate per second), whatever
// the server's answers, and each one's latency is counted from when it was due to leave, so a
// slow server shows in the numbers instead of slowing the sender down (no coordinated omission).
//
// Why not autocannon's overallRate: it gives each connection a per-second quota and lets it send
// the quota back to back at the start of every second, so "500 req/s" arrives as a burst of 500
// at once each second, and p99 measures how long the burst takes to drain (a capacity test).
import http from 'node:http';

export type LoadResult = {
  /** Answers per second over the run. */
  rps: number;
  total: number;
  /** Network errors and timeouts. */
  errors: number;
  non2xx: number;
  /** Answers with `X-Cache: hit`. */
  hits: number;
  /** Milliseconds from the moment each request was due to the end of its answer. */
  p50: number;
  p90: number;
  p99: number;
  max: number;
};

export async function pacedLoad(opts: {
  url: string;
  /** Each request takes the next path in turn. */
  paths: string[];
  rate: number;
  seconds: number;
  headers: Record<string, string>;
  /** Open connections at most (as autocannon's `connections`); requests beyond wait for one. */
  connections: number;
  timeoutMs?: number;
}): Promise<LoadResult> {
  const { hostname, port } = new URL(opts.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.connections });
  const count = Math.round(opts.rate * opts.seconds);
  const interval = 1000 / opts.rate;
  const latencies: number[] = [];
  let errors = 0;
  let non2xx = 0;
  let hits = 0;
  let done = 0;
  let lastEnd = 0;

  const start = performance.now() + 5;
  await new Promise<void>((resolve) => {
    const finish = () => {
      if (++done === count) resolve();
    };
    const send = (i: number) => {
      const due = start + i * interval;
      const req = http.request({ hostname, port, path: opts.paths[i % opts.paths.length], headers: opts.headers, agent }, (res) => {
        res.on('data', () => {});
        res.on('end', () => {
          const end = performance.now();
          lastEnd = Math.max(lastEnd, end);
          latencies.push(end - due);
          if (res.statusCode! < 200 || res.statusCode! >= 300) non2xx++;
          if (res.headers['x-cache'] === 'hit' || res.headers['x-cache'] === 'stale') hits++;
          finish();
        });
      });
      req.setTimeout(opts.timeoutMs ?? 10_000, () => req.destroy(new Error('timeout')));
      req.on('error', () => {
        errors++;
        finish();
      });
      req.end();
    };
    let next = 0;
    const tick = () => {
      const now = performance.now();
      while (next < count && start + next * interval <= now) send(next++);
      if (next < count) setTimeout(tick, Math.max(0, Math.min(interval, start + next * interval - performance.now())));
    };
    setTimeout(tick, 5);
  });
  agent.destroy();

  latencies.sort((a, b) => a - b);
  const pct = (p: number) => (latencies.length ? latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]! : NaN);
  return {
    rps: latencies.length / Math.max(0.001, (lastEnd - start) / 1000),
    total: latencies.length,
    errors,
    non2xx,
    hits,
    p50: pct(50),
    p90: pct(90),
    p99: pct(99),
    max: latencies.at(-1) ?? NaN,
  };
}
