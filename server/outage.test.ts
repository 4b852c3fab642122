// PostgreSQL stopped under a running server (the production entry, its own database): every
// operation of /api/docs answers in the API's error shape (503 with Retry-After, never an empty
// body or a 500), and the public directory keeps answering from memory, however stale.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type pg from 'pg';
import { createDb } from './db/client';
import { runMigrations } from './db/migrate';
import { createFixtures } from './db/fixtures';
import { patients } from './db/schema';
import { loadEnv } from './env';
import { firebaseAuth } from './firebase';
import { insertPatient } from './modules/patients/repository';
import { COMPLETE_PROFILE } from './testing/booking-fixtures';
import { startKillablePostgres, startServerProcess, type KillablePostgres, type ServerProcess } from './testing/processes';
import { waitFor } from '../scripts/lib/free-port';

const API_KEY = 'test-api-key';
const PROJECT = 'demo-swasthya-test';

let dir: string;
let database: KillablePostgres;
let pool: pg.Pool;
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
  const emulatorHost = inject('authEmulatorHost');
  process.env['FIREBASE_AUTH_EMULATOR_HOST'] = emulatorHost;
  const admin = firebaseAuth(loadEnv({ NODE_ENV: 'test', FIREBASE_PROJECT_ID: PROJECT, FIREBASE_AUTH_EMULATOR_HOST: emulatorHost }));
  const signIn = async (email: string) => {
    const res = await fetch(`http://${emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake-key`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'Test@1234', returnSecureToken: true }),
    });
    return ((await res.json()) as { idToken: string }).idToken;
  };
  const email = `outage-${randomUUID().slice(0, 12)}@example.test`;
  const user = await admin.createUser({ email, password: 'Test@1234', emailVerified: true });
  await admin.setCustomUserClaims(user.uid, { role: 'patient' });
  const row = await insertPatient(made.db, { firebaseUid: user.uid, email, firstName: 'Test', middleName: null, lastName: 'Patient' });
  await made.db.update(patients).set(COMPLETE_PROFILE).where(eq(patients.id, row.id));
  token = await signIn(email);
  const drEmail = `outage-dr-${randomUUID().slice(0, 8)}@doctors.test`;
  const dr = await admin.createUser({ email: drEmail, password: 'Test@1234', emailVerified: true });
  await admin.setCustomUserClaims(dr.uid, { role: 'doctor', doctorId: f.doctorId });
  drToken = await signIn(drEmail);
  server = await startServerProcess({
    NODE_ENV: 'test', DATABASE_URL: database.url, API_KEYS: API_KEY, FIREBASE_PROJECT_ID: PROJECT,
    FIREBASE_AUTH_EMULATOR_HOST: emulatorHost, DATA_DIR: dir, DIST_DIR: path.join(dir, 'no-dist'), LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '100000', AUTH_RATE_LIMIT_PER_10_MIN: '100000', PAYMENT_RECONCILE_INTERVAL_SECONDS: '0',
    // Fresh for one second: the answers given during the outage below are all past their freshness.
    DIRECTORY_CACHE_SECONDS: '1',
  });
}, 120_000);

afterAll(async () => {
  if (server && server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
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
