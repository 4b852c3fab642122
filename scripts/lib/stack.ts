import path from 'node:path';
import { chmod, mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import type { Auth } from 'firebase-admin/auth';
import { sql } from 'drizzle-orm';
import { loadEnv } from '../../server/env';
import { buildDeps, startServer } from '../../server/index';
import { runMigrations } from '../../server/db/migrate';
import { startEmbeddedPostgres } from '../../server/db/embedded';
import { seedDatabase } from '../../server/db/seed/index';
import { topUpSlots } from '../../server/db/seed/top-up';
import { DEMO_PATIENT } from '../../server/db/seed/demo-account';
import { ensureDemoStaff } from './demo-staff';
import { ensureDemoPharmacist } from './demo-pharmacist';
import { PATIENT_ROLE } from '../../server/middleware/auth';
import { startAuthEmulator } from './auth-emulator';
import { freePort } from './free-port';
import { startRoundRobinProxy } from '../../tests/setup/round-robin-proxy';
import { withPaymentSandbox } from '../../server/payments/sandbox';

export type Stack = {
  url: string;
  databaseUrl: string;
  authEmulatorHost: string;
  dataDir: string;
  timings: Record<string, number>;
  stop(): Promise<void>;
};

/** The demo patient's Firebase user (fixed uid, matching the seeded profile), created once. */
export async function ensureDemoUser(auth: Auth): Promise<void> {
  try {
    await auth.getUser(DEMO_PATIENT.uid);
  } catch {
    await auth.createUser({
      uid: DEMO_PATIENT.uid, email: DEMO_PATIENT.email, password: DEMO_PATIENT.password,
      displayName: `${DEMO_PATIENT.firstName} ${DEMO_PATIENT.lastName}`, emailVerified: true,
    });
  }
  await auth.setCustomUserClaims(DEMO_PATIENT.uid, { role: PATIENT_ROLE });
}

/**
 * The environment of a throwaway stack (audits, benchmarks, the e2e suite): test mode (production
 * refuses the Auth emulator) unless told otherwise, free ports, a new temporary DATA_DIR named after `name`, quiet logs, loopback
 * only. `extra` adds to it or overrides it. The caller removes DATA_DIR when done (startThrowawayStack does).
 */
export async function throwawayStackEnv(name: string, extra: Record<string, string> = {}): Promise<Record<string, string> & { DATA_DIR: string }> {
  return {
    NODE_ENV: 'test', PORT: String(await freePort()), EMBEDDED_PG_PORT: String(await freePort()),
    DATA_DIR: await mkdtemp(path.join(os.tmpdir(), `swasthya-${name}-`)), LOG_LEVEL: 'warn', HOST: '127.0.0.1',
    ...extra,
  };
}

/**
 * The whole development stack in one process tree: the Auth emulator, PostgreSQL (embedded unless
 * DATABASE_URL is given), migrations + seed, and the server serving the app and every API.
 * Used by `npm start` and by the end-to-end tests (free ports, temporary DATA_DIR).
 */
export async function startStack(opts: {
  env?: Record<string, string | undefined>;
  authPort?: number;
  log?: (line: string) => void;
  /**
   * Server instances on the one database (default 1). More than one: each has its own deps (pool,
   * event bus, caches, rate-limit counts), as separate processes would, and they start together
   * (migrations under the advisory lock); a round-robin proxy in front is the stack's URL.
   * In-process on purpose: one stop() and no extra tsx start-ups for the e2e run, and the server
   * keeps no per-instance state outside its deps (module-level maps are formatters and keys per
   * configuration). Separate processes are exercised by server/faults.test.ts and npm run bench.
   */
  instances?: number;
  /** How long stop() lets requests in flight finish (default the server's 25 s; the e2e stack's is short). */
  drainTimeoutMs?: number;
} = {}): Promise<Stack> {
  const t0 = performance.now();
  const timings: Record<string, number> = {};
  const mark = (name: string, since: number) => { timings[name] = Math.round(performance.now() - since); };
  // Development unless told otherwise: anything else is production, which refuses the emulator.
  const source: Record<string, string | undefined> = { ...process.env, NODE_ENV: process.env['NODE_ENV'] ?? 'development', ...opts.env };
  const base = loadEnv({ ...source, FIREBASE_AUTH_EMULATOR_HOST: undefined });
  await mkdir(base.dataDir, { recursive: true });
  // PostgreSQL runs as the `postgres` OS user when we are root: it must be able to enter DATA_DIR.
  await chmod(base.dataDir, 0o755).catch(() => undefined);

  const authPort = opts.authPort ?? (Number(source['AUTH_EMULATOR_PORT']) || (await freePort()));
  const [emulatorResult, databaseResult] = await Promise.allSettled([
    (async () => {
      const t = performance.now();
      const emu = await startAuthEmulator({ dataDir: path.join(base.dataDir, 'auth'), port: authPort, projectId: base.firebase.projectId, log: opts.log });
      mark('authEmulator', t);
      return emu;
    })(),
    (async () => {
      const t = performance.now();
      if (base.databaseUrl) return { url: base.databaseUrl, stop: async () => {} };
      const pg = await startEmbeddedPostgres({ dataDir: path.join(base.dataDir, 'postgres'), port: base.embeddedPgPort });
      mark('postgres', t);
      return pg;
    })(),
  ]);
  if (emulatorResult.status === 'rejected' || databaseResult.status === 'rejected') {
    // Leave nothing running behind a failed start.
    if (emulatorResult.status === 'fulfilled') await emulatorResult.value.stop();
    if (databaseResult.status === 'fulfilled') await databaseResult.value.stop();
    throw emulatorResult.status === 'rejected' ? emulatorResult.reason : (databaseResult as PromiseRejectedResult).reason;
  }
  const emulator = emulatorResult.value;
  const database = databaseResult.value;

  // The admin SDK reads the emulator host from the process environment.
  process.env['FIREBASE_AUTH_EMULATOR_HOST'] = emulator.host;
  const env = loadEnv({ ...source, FIREBASE_AUTH_EMULATOR_HOST: emulator.host });
  const instances = Math.max(1, opts.instances ?? 1);
  // The payment sandbox is injected here (unless PAYMENTS_SANDBOX=false), never by the production entry.
  const allDeps = Array.from({ length: instances }, () => {
    const d = buildDeps(env, database.url);
    return env.payments.sandbox ? withPaymentSandbox(d) : d;
  });
  const deps = allDeps[0]!;

  let t = performance.now();
  await Promise.all(allDeps.map((d) => runMigrations(d.db)));
  mark('migrations', t);
  t = performance.now();
  const seeded = await seedDatabase(deps.db);
  // Fresh tables have no statistics; without them the planner picks slow plans for the directory.
  if (seeded.inserted) await deps.db.execute(sql`analyze`);
  // Data seeded on an earlier day: give every doctor bookable times up to 30 days ahead again.
  else if ((await topUpSlots(deps.db)) > 0) await deps.db.execute(sql`analyze schedule_slots`);
  await ensureDemoUser(deps.auth);
  await ensureDemoStaff(deps.db, deps.auth);
  await ensureDemoPharmacist(deps.db, deps.auth);
  mark('seed', t);

  const servers = await Promise.all(allDeps.map((d, i) => startServer(d, { port: i === 0 ? env.port : 0, host: env.host, drainTimeoutMs: opts.drainTimeoutMs })));
  const server = servers[0]!;
  const proxy = instances > 1 ? await startRoundRobinProxy(servers.map((s) => s.url.replace('localhost', '127.0.0.1'))) : undefined;
  mark('total', t0);

  let stopped = false;
  return {
    url: proxy?.url ?? server.url,
    databaseUrl: database.url,
    authEmulatorHost: emulator.host,
    dataDir: env.dataDir,
    timings,
    async stop() {
      if (stopped) return;
      stopped = true;
      await proxy?.close();
      await Promise.all(servers.map((s) => s.close()));
      await Promise.all(allDeps.map((d) => d.closeDb()));
      await Promise.all([emulator.stop(), database.stop()]);
    },
  };
}

/**
 * What a measuring run's stack needs beyond throwawayStackEnv: production refuses to start without a
 * chat ticket secret, and every page load comes from one IP (the per-IP limits would throttle it).
 */
export const MEASURING_ENV = {
  CHAT_TICKET_SECRET: 'measuring-only-chat-ticket-secret-0123456789', RATE_LIMIT_PER_MINUTE: '100000', AUTH_RATE_LIMIT_PER_10_MIN: '10000',
} as const;

type ThrowawayOptions = Omit<NonNullable<Parameters<typeof startStack>[0]>, 'env'> & {
  /** Added to throwawayStackEnv's environment. */
  env?: Record<string, string>;
};

export type ThrowawayStack = Stack & {
  /** The stack's URL on 127.0.0.1 (Chrome and Lighthouse are given the address the server listens on). */
  base: string;
  /** Stops it and starts it again on the same environment and data (start-up with existing data); use the stack it returns. */
  restart(): Promise<ThrowawayStack>;
};

/**
 * The whole stack on a throwaway environment (throwawayStackEnv: free ports, a new temporary
 * DATA_DIR named after `name`); its stop() also removes DATA_DIR, as does a failed start.
 */
export async function startThrowawayStack(name: string, opts: ThrowawayOptions = {}): Promise<ThrowawayStack> {
  const { env: extra, ...startOpts } = opts;
  const env = await throwawayStackEnv(name, extra);
  const removeData = () => rm(env.DATA_DIR, { recursive: true, force: true });
  const start = async (): Promise<ThrowawayStack> => {
    const stack = await startStack({ ...startOpts, env }).catch(async (err: unknown) => {
      await removeData();
      throw err;
    });
    return {
      ...stack,
      base: stack.url.replace('localhost', '127.0.0.1'),
      async stop() {
        await stack.stop();
        await removeData();
      },
      async restart() {
        await stack.stop();
        return start();
      },
    };
  };
  return start();
}

/** `fn` against a throwaway stack (startThrowawayStack), stopped and its DATA_DIR removed afterwards, whatever `fn` does. */
export async function withThrowawayStack<T>(name: string, opts: ThrowawayOptions, fn: (stack: ThrowawayStack) => Promise<T>): Promise<T> {
  const stack = await startThrowawayStack(name, opts);
  try {
    return await fn(stack);
  } finally {
    await stack.stop();
  }
}
