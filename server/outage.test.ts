// PostgreSQL stopped under a running server (the production entry, its own database): every
// operation of /api/docs answers in the API's error shape (503 with Retry-After, never an empty
// body or a 500), and the public directory keeps answering from memory, however stale.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { createDb } from './db/client';
import { runMigrations } from './db/migrate';
import { createFixtures } from './db/fixtures';
import { startKillablePostgres, type KillablePostgres, type ServerProcess } from './testing/processes';
import { PROCESS_API_KEY as API_KEY, patientsWithTokens, serverProcesses, userWithToken, type ServerProcesses } from './testing/process-world';
import { waitFor } from '../scripts/lib/free-port';

let dir: string;
let database: KillablePostgres;
let pool: pg.Pool;
let servers: ServerProcesses | undefined;
let server: ServerProcess;
let token: string;
let drToken: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'swasthya-outage-'));
  await chmod(dir, 0o755);
  database = await startKillablePostgres(path.join(dir, 'postgres'));
  const made = createDb(database.url, { max: 2 });
  pool = made.pool;
  await runMigrations(made.db);
  const f = await createFixtures(made.db);
  token = (await patientsWithTokens(made.db, 1, 'outage'))[0]!.token;
  ({ token: drToken } = await userWithToken('outage-dr', 'doctors.test', { role: 'doctor', doctorId: f.doctorId }));
  servers = serverProcesses(database.url, dir, {
    AUTH_RATE_LIMIT_PER_10_MIN: '100000',
    // Fresh for one second: the answers given during the outage below are all past their freshness.
    DIRECTORY_CACHE_SECONDS: '1',
  });
  server = await servers.start();
}, 120_000);

afterAll(async () => {
  servers?.killAll();
  await pool?.end().catch(() => undefined);
  await database?.stop().catch(() => undefined);
  if (dir) await rm(dir, { recursive: true, force: true });
});

type Doc = { paths: Record<string, Record<string, { requestBody?: unknown }>> };

const get = (url: string) => fetch(`${server.url}${url}`, { headers: { 'x-api-key': API_KEY } });

describe('PostgreSQL stopped', () => {
  it('serves the cached directory, stale, and answers everything else with error-shaped 503s', async () => {
    const doc = (await (await get('/api/docs')).json()) as Doc;
    const ops = Object.entries(doc.paths).flatMap(([p, methods]) => Object.keys(methods).map((m) => ({ method: m.toUpperCase(), path: p })));
    expect(ops.length).toBeGreaterThan(80);

    // The public directory's cached reads (those that answer with X-Cache), read once while PostgreSQL is up.
    const directory = new Map<string, unknown>();
    for (const op of ops) {
      if (op.method !== 'GET' || op.path.includes('{') || !op.path.startsWith('/api/v1/upn/')) continue;
      const res = await get(op.path);
      if (res.status === 200 && res.headers.get('x-cache')) directory.set(op.path, await res.json());
      else await res.body?.cancel();
    }
    expect([...directory.keys()]).toEqual(expect.arrayContaining(['/api/v1/upn/get-doctors', '/api/v1/upn/doctors/specializations']));
    const cachedAt = Date.now();

    await database.kill9();
    // Past the cache's one second of freshness: what comes now is stale.
    await waitFor(async () => Date.now() > cachedAt + 1_200, { timeoutMs: 5_000, what: 'the cached answers to be stale', intervalMs: 50 });
    for (const [url, body] of directory) {
      const res = await get(url);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('x-cache'), url).toMatch(/^stale/);
      expect(await res.json(), url).toEqual(body);
    }

    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(503);
    expect(health.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await health.json()).toMatchObject({ message: 'The service is unavailable for a moment. Please try again shortly.', data: { status: 'unavailable' } });

    // Every operation: no 500, and every error (503 above all) in the API's shape.
    const problems: string[] = [];
    let unavailable = 0;
    for (const op of ops) {
      const url = op.path.replace(/\{\w+\}/g, randomUUID());
      const write = op.method !== 'GET';
      const res = await fetch(`${server.url}${url}`, {
        method: op.method, redirect: 'manual',
        headers: { 'x-api-key': API_KEY, authorization: `Bearer ${op.path.startsWith('/api/v1/doctor/') ? drToken : token}`, ...(write ? { 'content-type': 'application/json' } : {}) },
        ...(write ? { body: '{}' } : {}),
      });
      const text = await res.text();
      if (res.status >= 500) {
        if (res.status === 503) unavailable++;
        else problems.push(`${res.status} ${op.method} ${op.path}`);
        let shaped = false;
        try { shaped = typeof (JSON.parse(text) as { message?: unknown }).message === 'string'; } catch { /* not JSON */ }
        if (!shaped) problems.push(`${res.status} ${op.method} ${op.path} without the error shape: ${JSON.stringify(text.slice(0, 80))}`);
        if (res.status === 503 && !res.headers.get('retry-after')) problems.push(`503 ${op.method} ${op.path} without Retry-After`);
      }
    }
    expect(problems).toEqual([]);
    expect(unavailable).toBeGreaterThan(30);
    expect(server.child.exitCode).toBeNull();
  }, 180_000);
});
