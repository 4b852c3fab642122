// The built server (esbuild bundle, plain node, as `npm run start:prod` runs it) in production mode:
// with nothing set it refuses to start and lists what is missing; with a complete production
// environment (generated keys, a service-account file, PostgreSQL as an external DATABASE_URL) it
// starts, serves the app and the API, and has no sandbox, no fault hook and no unconfigured wallet.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildServer, REPO_ROOT } from '../scripts/lib/build-server';
import { freePort, waitFor } from '../scripts/lib/free-port';
import { createTestDatabase, type TestDatabase } from './db/testing';
import { completeProductionEnv } from './testing/production-env';

const SHELL = `<!doctype html><html lang="en"><head><!--app-config--></head><body><div id="root">Swasthya shell</div></body></html>`;

let buildDir: string;
let entry: string;
let dir: string;
let database: TestDatabase;
const children: ChildProcess[] = [];

beforeAll(async () => {
  // Inside the repository: the bundle imports its packages from node_modules.
  await mkdir(path.join(REPO_ROOT, 'tests/output'), { recursive: true });
  buildDir = await mkdtemp(path.join(REPO_ROOT, 'tests/output/server-build-'));
  ({ entry } = await buildServer(buildDir));
  dir = await mkdtemp(path.join(os.tmpdir(), 'swasthya-production-'));
  await mkdir(path.join(dir, 'dist'));
  await writeFile(path.join(dir, 'dist', 'index.html'), SHELL);
  database = await createTestDatabase({ max: 2 });
}, 120_000);

afterAll(async () => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  await database?.drop();
  if (dir) await rm(dir, { recursive: true, force: true });
  if (buildDir) await rm(buildDir, { recursive: true, force: true });
});

type Run = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

/** `node <bundle>` with exactly `env` (nothing inherited but PATH: no NODE_ENV=test, no emulator host). */
function run(env: Record<string, string>): Run {
  const child = spawn(process.execPath, ['--enable-source-maps', entry], {
    cwd: dir, env: { PATH: process.env['PATH'] ?? '/usr/bin:/bin', ...env }, stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let log = '';
  child.stdout!.on('data', (b: Buffer) => { log += b.toString(); });
  child.stderr!.on('data', (b: Buffer) => { log += b.toString(); });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => log, exited };
}

async function startProduction(extra: Record<string, string> = {}): Promise<{ url: string; server: Run }> {
  const port = await freePort();
  const server = run({
    ...completeProductionEnv(dir, database.url), PORT: String(port), HOST: '127.0.0.1',
    DATA_DIR: path.join(dir, 'data'), DIST_DIR: path.join(dir, 'dist'), LOG_LEVEL: 'warn', ...extra,
  });
  const url = `http://127.0.0.1:${port}`;
  let ended = false;
  void server.exited.then(() => { ended = true; });
  try {
    await waitFor(async () => {
      if (ended) throw new Error(`exited:\n${server.output()}`);
      return (await fetch(`${url}/api/health`)).ok;
    }, { timeoutMs: 30_000, what: 'the built server', intervalMs: 100 });
  } catch (err) {
    throw new Error(`${(err as Error).message}\n${server.output()}`);
  }
  return { url, server };
}

const configOf = (html: string) => JSON.parse(/<meta name="swasthya-config" content='([^']*)'/.exec(html)![1]!.replace(/&#39;/g, "'")) as { wallets: string[]; authEmulatorUrl: string | null };

describe('the built server in production', () => {
  it('refuses to start with nothing set, naming every missing variable at once', async () => {
    const bare = run({});
    expect(await bare.exited).toBe(1);
    const out = bare.output();
    expect(out).toContain('Refusing to start in production (NODE_ENV is unset');
    for (const name of ['DATABASE_URL', 'FIREBASE_PROJECT_ID', 'GOOGLE_APPLICATION_CREDENTIALS', 'FIREBASE_WEB_API_KEY', 'API_KEYS',
      'CHAT_TICKET_SECRET', 'PRESCRIPTION_SIGNING_KEY', 'VAPID_PUBLIC_KEY', 'SMTP_URL', 'APP_URL']) {
      expect(out).toMatch(new RegExp(`^  - ${name}`, 'm'));
    }
  });

  it('treats any NODE_ENV but development or test as production, and refuses the emulator, the sandbox and fault injection', async () => {
    const unsafe = run({
      ...completeProductionEnv(dir, database.url), NODE_ENV: 'staging', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      PAYMENTS_SANDBOX: 'true', FAULT_INJECTION: 'crash-after-commit', CHAT_TICKET_SECRET: 'swasthya-development-chat-ticket-secret',
    });
    expect(await unsafe.exited).toBe(1);
    const out = unsafe.output();
    expect(out).toContain('NODE_ENV is "staging"');
    for (const name of ['FIREBASE_AUTH_EMULATOR_HOST', 'PAYMENTS_SANDBOX', 'FAULT_INJECTION', 'CHAT_TICKET_SECRET']) {
      expect(out).toMatch(new RegExp(`^  - ${name}`, 'm'));
    }
  });

  it('starts with a complete environment: the app, health, no sandbox, no fault hook, no wallet without credentials', async () => {
    const { url, server } = await startProduction();
    expect((await fetch(`${url}/api/health`)).status).toBe(200);

    const page = await fetch(`${url}/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const html = await page.text();
    expect(html).toContain('Swasthya shell');
    // No wallet has credentials: none is offered (the app shows "pay at the clinic"); no emulator.
    expect(configOf(html)).toMatchObject({ wallets: [], authEmulatorUrl: null });

    for (const [method, p] of [['POST', '/sandbox/esewa/api/epay/main/v2/form'], ['GET', '/sandbox/khalti/pay?pidx=x'], ['POST', '/sandbox/khalti/api/v2/epayment/initiate/']] as const) {
      const res = await fetch(`${url}${p}`, { method, headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' }, body: method === 'POST' ? 'a=b' : undefined });
      expect(res.status, p).toBe(404);
    }

    // The fault hook is not in the built server at all, and the header changes nothing.
    const bundle = await readFile(entry, 'utf8');
    expect(bundle).not.toContain('x-fault');
    expect(bundle).not.toContain('crash-after-commit');
    const faulted = await fetch(`${url}/api/v1/patient/appointment/book`, {
      method: 'POST', headers: { 'x-fault': 'crash-after-commit', 'idempotency-key': 'fault-probe-0001', 'content-type': 'application/json' }, body: '{}',
    });
    expect(faulted.status).toBe(401);
    expect((await fetch(`${url}/api/health`, { headers: { 'x-fault': 'crash-after-commit' } })).status).toBe(200);
    expect(server.child.exitCode).toBeNull();
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 60_000);

  it('offers only the wallet that has its credentials', async () => {
    const { url, server } = await startProduction({ KHALTI_SECRET_KEY: 'live_secret_key_test_only', KHALTI_BASE_URL: 'https://khalti.example.com/api/v2' });
    expect(configOf(await (await fetch(`${url}/`)).text()).wallets).toEqual(['khalti']);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 60_000);
});
