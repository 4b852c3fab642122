// Directory API under load: requests against the real server and a real PostgreSQL holding the
// seed plus synthetic doctors up to 5,000 (with 30 days of slots), at a fixed 500 requests/s. Each
// endpoint three ways: the same query, a mix of queries, the mix without the response cache.
// Run alone with `npx tsx scripts/bench-directory.ts`; `npm run bench` calls benchDirectory().
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { loadEnv } from '../server/env';
import { buildDeps } from '../server/index';
import { runMigrations } from '../server/db/migrate';
import { startEmbeddedPostgres } from '../server/db/embedded';
import { seedDatabase } from '../server/db/seed/index';
import { addBenchDoctors } from './lib/bench-doctors';
import { freePort, waitFor } from './lib/free-port';
import { pacedLoad, type LoadResult } from './lib/paced-load';

export const BENCH_DOCTORS = 5_000;
/** The figures; BENCH_RATE / BENCH_SECONDS override them (e.g. a lighter reference run). */
const RATE = Number(process.env['BENCH_RATE']) || 500;
const DURATION_S = Number(process.env['BENCH_SECONDS']) || 10;
const CONNECTIONS = 50;
const LOAD = process.env['BENCH_LOAD'] === 'autocannon' ? 'autocannon' : 'paced';
const API_KEY = 'bench-key';

/** What people type in the top bar: names, partial specializations, typos, "Dr.", Nepali. */
const SEARCH_TERMS = [
  'sharma', 'shrestha', 'thapa', 'gurung', 'adhikari', 'karki', 'tamang', 'rai', 'ram', 'sita', 'bikash', 'anita',
  'cardio', 'derma', 'gyn', 'ortho', 'paed', 'neuro', 'psych', 'dent', 'ent', 'eye', 'physician', 'kidney',
  'sharmma', 'shresta', 'cardiolgy', 'gynecology', 'pediatrics', 'dermatolgy', 'dr. sharma', 'dr gurung', 'मुटु', 'बाल',
];

const ms = (x: number) => `${x < 10 ? x.toFixed(1) : x.toFixed(0)} ms`;

type Scenario = { name: string; paths: string[]; server: 'cached' | 'uncached' };

function scenarios(specs: string[], cities: string[]): Scenario[] {
  const pick = <T>(xs: T[], i: number) => xs[i % xs.length]!;
  const filters: string[] = [];
  for (let i = 0; i < 40; i++) {
    const spec = pick(specs, i * 7);
    const city = pick(cities, i * 3);
    filters.push(
      `specialization=${spec}&city=${city}`,
      `specialization=${spec}&sort=${pick(['rating', 'fee', 'experience', 'default'], i)}`,
      `city=${city}&fee=${pick(['free', 'paid'], i)}&sort=rating`,
      `sort=${pick(['rating', 'fee', 'experience', 'default'], i)}&page=${1 + (i % 5)}`,
      `query=${encodeURIComponent(pick(SEARCH_TERMS, i))}`,
    );
  }
  const availability: string[] = [];
  for (let i = 0; i < 40; i++) {
    const when = pick(['today', 'tomorrow', 'next_7_days', 'next_week'], i);
    availability.push(
      `availability=${when}`,
      `availability=${when}&specialization=${pick(specs, i * 5)}`,
      `availability=${when}&city=${pick(cities, i)}&sort=fee`,
    );
  }
  const endpoints = [
    { name: 'search-doctors', paths: SEARCH_TERMS.map((t) => `/api/v1/upn/search-doctors?search=${encodeURIComponent(t)}`) },
    { name: 'get-doctors, filters + sorts', paths: filters.map((q) => `/api/v1/upn/get-doctors?${q}`) },
    { name: 'get-doctors, availability', paths: availability.map((q) => `/api/v1/upn/get-doctors?${q}`) },
  ];
  // Per endpoint: one URL over and over (what the response cache does at best), the spread of
  // queries with it (the realistic mix; its hit rate is printed), and the same spread with the
  // response cache off (what computing each answer costs).
  return endpoints.flatMap((e): Scenario[] => [
    { name: `${e.name}, same query`, paths: [e.paths[1]!], server: 'cached' },
    { name: `${e.name}, mixed (${new Set(e.paths).size} distinct)`, paths: e.paths, server: 'cached' },
    { name: `${e.name}, mixed, no response cache`, paths: e.paths, server: 'uncached' },
  ]);
}

const HEADERS = {
  'x-api-key': API_KEY, 'x-timezone': 'Asia/Kathmandu', accept: 'application/json',
  'accept-language': 'en', 'accept-encoding': 'gzip',
};

/** CPU time (ms) used so far by each of these processes, from /proc (Linux); none elsewhere. */
function cpuMs(pids: number[]): Map<number, number> {
  const out = new Map<number, number>();
  for (const pid of pids) {
    try {
      // Fields 14 and 15 (utime, stime) after the ")" that ends the command name.
      const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(')').pop()!.trim().split(' ');
      out.set(pid, (Number(f[11]) + Number(f[12])) * 10); // USER_HZ = 100
    } catch {
      // Gone or not Linux.
    }
  }
  return out;
}

/** CPU used between two readings: processes alive at both, plus all of those started in between. */
const cpuUsed = (before: Map<number, number>, after: Map<number, number>) =>
  [...after].reduce((sum, [pid, ms]) => sum + ms - (before.get(pid) ?? 0), 0);

/** The postmaster and its children (the backends serving the pool). */
function postgresPids(dataDir: string): number[] {
  try {
    const postmaster = Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    const children = readdirSync('/proc').filter((d) => /^\d+$/.test(d)).map(Number).filter((pid) => {
      try {
        return Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(')').pop()!.trim().split(' ')[1]) === postmaster;
      } catch {
        return false;
      }
    });
    return [postmaster, ...children];
  } catch {
    return [];
  }
}

/**
 * The server in its own process (server/index.ts: loadEnv, buildDeps, migrations, startServer), so
 * that autocannon here does not share its event loop.
 */
async function startServerProcess(env: Record<string, string>): Promise<{ url: string; child: ChildProcess; stop(): Promise<void> }> {
  const entry = fileURLToPath(new URL('../server/index.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${env['PORT']}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    await waitFor(async () => (await fetch(`${url}/api/health`)).ok, { timeoutMs: 60_000, what: 'the bench server' });
  } catch (err) {
    child.kill('SIGTERM');
    throw err;
  }
  return {
    url, child,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * One run at RATE. By default an open-loop paced generator (scripts/lib/paced-load.ts: a request
 * every 1/RATE s, latency counted from when it was due); BENCH_LOAD=autocannon runs autocannon's
 * overallRate as before, which sends each connection's per-second quota back to back at the start
 * of every second (a burst of RATE requests each second: p99 is then the time to drain it).
 */
async function run(url: string, s: Scenario, opts: { rate: number; seconds: number }): Promise<LoadResult> {
  if (LOAD !== 'autocannon') {
    return pacedLoad({ url, paths: s.paths, rate: opts.rate, seconds: opts.seconds, headers: HEADERS, connections: CONNECTIONS });
  }
  let n = 0;
  let hits = 0;
  const r = await autocannon({
    url,
    connections: CONNECTIONS,
    overallRate: opts.rate,
    duration: opts.seconds,
    headers: HEADERS,
    // Each request takes the next path of the scenario: a spread of queries, not one cached plan.
    requests: [{
      method: 'GET',
      setupRequest: (req) => ({ ...req, path: s.paths[n++ % s.paths.length]! }),
      onResponse: (_status, _body, _context, headers) => {
        for (const k in headers) if (k.toLowerCase() === 'x-cache' && (headers[k] === 'hit' || headers[k] === 'stale')) hits++;
      },
    }],
  });
  return {
    rps: r.requests.average, total: r.requests.total, errors: r.errors, non2xx: r.non2xx, hits,
    p50: r.latency.p50, p90: r.latency.p90, p99: r.latency.p99, max: r.latency.max,
  };
}

export async function benchDirectory(): Promise<void> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'swasthya-bench-directory-'));
  // PostgreSQL runs as the `postgres` OS user when we are root: it must be able to enter the directory.
  await chmod(dir, 0o755);
  const started = performance.now();
  // A throwaway cluster: fsync off, as the test databases (durability is not what is measured here).
  const pg = await startEmbeddedPostgres({ dataDir: path.join(dir, 'pg'), port: await freePort(), database: 'bench', ephemeral: true });
  // No Auth emulator: the directory is public (API key only).
  const serverEnv: Record<string, string> = {
    NODE_ENV: 'test', DATA_DIR: dir, DATABASE_URL: pg.url, API_KEYS: API_KEY, FIREBASE_PROJECT_ID: 'demo-bench',
    FIREBASE_AUTH_EMULATOR_HOST: '', HOST: '127.0.0.1', PORT: String(await freePort()), LOG_LEVEL: 'warn',
    // Counted as always (in memory, written to PostgreSQL every second), but never reached here.
    RATE_LIMIT_PER_MINUTE: '100000000',
    CHAT_TICKET_SECRET: randomBytes(32).toString('hex'),
  };
  const deps = buildDeps(loadEnv(serverEnv), pg.url);
  const servers: Partial<Record<Scenario['server'], Awaited<ReturnType<typeof startServerProcess>>>> = {};
  try {
    await runMigrations(deps.db);
    await seedDatabase(deps.db);
    const added = await addBenchDoctors(deps.db, BENCH_DOCTORS);
    await deps.db.execute(sql`vacuum analyze`);
    const counts = (await deps.db.execute<{ doctors: number; slots: number }>(sql`
      select (select count(*)::int from doctors) as doctors, (select count(*)::int from schedule_slots) as slots`)).rows[0]!;
    console.log(`directory bench: ${counts.doctors} doctors (${added} synthetic), ${counts.slots} slots; ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    // Two servers on the same database: the directory cache as configured by default, and off.
    servers.cached = await startServerProcess(serverEnv);
    servers.uncached = await startServerProcess({ ...serverEnv, PORT: String(await freePort()), DIRECTORY_CACHE_SECONDS: '0' });
    const specs = (await deps.db.execute<{ slug: string }>(sql`select slug from specializations order by id`)).rows.map((r) => r.slug);
    const cities = (await deps.db.execute<{ city: string }>(sql`select city from doctors group by city order by count(*) desc limit 12`)).rows.map((r) => r.city);
    const list = scenarios(specs, cities);

    const rows: string[][] = [];
    for (const s of list) {
      const server = servers[s.server]!;
      // Warm-up: every path once (plans, JIT, each pooled connection's prepared statements), then a
      // short run at the target rate.
      for (const p of s.paths) {
        const res = await fetch(`${server.url}${p}`, { headers: HEADERS });
        if (!res.ok) throw new Error(`${p}: ${res.status} ${await res.text()}`);
        await res.arrayBuffer();
      }
      await run(server.url, s, { rate: RATE, seconds: 2 });
      // With the cache: longer than its freshness, so that the measured run starts with every entry
      // stale (answered while refreshed in the background, as in steady use), none fresh.
      await new Promise((resolve) => setTimeout(resolve, s.server === 'cached' ? 4_000 : 1_000));

      // PostgreSQL's processes before and after: the pools open connections as the load needs them.
      const pgDir = path.join(dir, 'pg');
      const cpu0 = [cpuMs([server.child.pid!]), cpuMs(postgresPids(pgDir))] as const;
      const r = await run(server.url, s, { rate: RATE, seconds: DURATION_S });
      const n = Math.max(1, r.total);
      const cpu = [cpuUsed(cpu0[0], cpuMs([server.child.pid!])) / n, cpuUsed(cpu0[1], cpuMs(postgresPids(pgDir))) / n];
      rows.push([
        s.name, r.rps.toFixed(0), ms(r.p50), ms(r.p99), ms(r.max),
        `${r.errors} / ${r.non2xx}`, `${((100 * r.hits) / n).toFixed(0)} %`, `${cpu[0]!.toFixed(2)} + ${cpu[1]!.toFixed(2)} ms`,
      ]);
      await new Promise((resolve) => setTimeout(resolve, 1_000)); // let the queue drain
    }
    const head = ['scenario', 'req/s', 'p50', 'p99', 'max', 'errors / non-2xx', 'from cache', 'CPU/req server + PG'];
    const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
    const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
    const how = LOAD === 'autocannon' ? 'autocannon (per-second bursts)' : 'paced open loop (evenly spaced requests)';
    console.log(`\n${how}, ${RATE} req/s offered for ${DURATION_S} s each, ${CONNECTIONS} connections, ${os.cpus().length} CPUs, load average ${os.loadavg().map((x) => x.toFixed(1)).join(' ')}`);
    console.log(line(head));
    for (const r of rows) console.log(line(r));
    console.log('goal (issue 4): p99 <= 50 ms at 500 req/s. CPU/req: the server process and PostgreSQL (all backends), per request served.');
    console.log(`same query: one URL repeated; mixed: the scenario's spread of queries in turn. Response cache: DIRECTORY_CACHE_SECONDS=${serverEnv['DIRECTORY_CACHE_SECONDS'] ?? 'default (3)'}; "no response cache": 0 (totals are still reused, count-cache.ts).`);
  } finally {
    await servers.cached?.stop();
    await servers.uncached?.stop();
    await deps.closeDb();
    await pg.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  benchDirectory().then(
    () => process.exit(0),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
