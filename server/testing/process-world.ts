// The world of the tests that run the server as a process of its own (faults, drain, outage): the
// environment it starts with, patients with real Auth-emulator tokens, future slots, and the
// processes to kill when the file ends. Only import this from tests.
import { inject } from 'vitest';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Auth } from 'firebase-admin/auth';
import type { Db } from '../db/client';
import { createFixtureSlot, type Fixtures } from '../db/fixtures';
import { patients } from '../db/schema';
import { loadEnv } from '../env';
import { firebaseAuth } from '../firebase';
import { insertPatient } from '../modules/patients/repository';
import { COMPLETE_PROFILE } from './booking-fixtures';
import { startServerProcess, type ServerProcess } from './processes';

export const PROCESS_API_KEY = 'test-api-key';
const PROJECT = 'demo-swasthya-test';
const PASSWORD = 'Test@1234';

/** The Auth emulator's host, also set for this process (the admin SDK reads it from the environment). */
function emulatorHost(): string {
  const host = inject('authEmulatorHost');
  process.env['FIREBASE_AUTH_EMULATOR_HOST'] = host;
  return host;
}

/** The admin SDK on the Auth emulator, to make users and set their claims. */
export function emulatorAdmin(): Auth {
  return firebaseAuth(loadEnv({ NODE_ENV: 'test', FIREBASE_PROJECT_ID: PROJECT, FIREBASE_AUTH_EMULATOR_HOST: emulatorHost() }));
}

/** An emulator user's ID token (password sign-in). */
export async function signInToken(email: string): Promise<string> {
  const res = await fetch(`http://${emulatorHost()}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake-key`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, returnSecureToken: true }),
  });
  return ((await res.json()) as { idToken: string }).idToken;
}

/** An emulator user with `claims`, and its token. */
export async function userWithToken(prefix: string, domain: string, claims: Record<string, unknown>): Promise<{ uid: string; email: string; token: string }> {
  const email = `${prefix}-${randomUUID().slice(0, 12)}@${domain}`;
  const admin = emulatorAdmin();
  const user = await admin.createUser({ email, password: PASSWORD, emailVerified: true });
  await admin.setCustomUserClaims(user.uid, claims);
  return { uid: user.uid, email, token: await signInToken(email) };
}

/** `n` signed-in patients with complete profiles (real emulator users and tokens), made 20 at a time. */
export async function patientsWithTokens(db: Db, n: number, prefix: string): Promise<{ token: string; patientId: string }[]> {
  const make = async () => {
    const { uid, email, token } = await userWithToken(prefix, 'example.test', { role: 'patient' });
    const row = await insertPatient(db, { firebaseUid: uid, email, firstName: 'Test', middleName: null, lastName: 'Patient' });
    await db.update(patients).set(COMPLETE_PROFILE).where(eq(patients.id, row.id));
    return { token, patientId: row.id };
  };
  const out: { token: string; patientId: string }[] = [];
  for (let i = 0; i < n; i += 20) out.push(...(await Promise.all(Array.from({ length: Math.min(20, n - i) }, make))));
  return out;
}

let minute = 0;
/** `n` distinct future slots of the fixture doctor (five days on, a minute apart, never the same twice). */
export async function futureSlots(db: Db, f: Fixtures, n: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) ids.push(await createFixtureSlot(db, f, new Date(Date.now() + 5 * 86_400_000 + ++minute * 60_000)));
  return ids;
}

export type ServerProcesses = {
  /** A server process on this world's database (the production entry plus the fault hook), once it answers. */
  start(): Promise<ServerProcess>;
  /** SIGKILL to every one still running: for afterAll. */
  killAll(): void;
};

/**
 * Server processes on `databaseUrl`, with `dir` as their data directory: no rate limit to speak of,
 * no payment reconciler, warnings only in the log; `extra` adds or overrides variables.
 */
export function serverProcesses(databaseUrl: string, dir: string, extra: Record<string, string> = {}): ServerProcesses {
  const env = {
    NODE_ENV: 'test', DATABASE_URL: databaseUrl, API_KEYS: PROCESS_API_KEY, FIREBASE_PROJECT_ID: PROJECT,
    FIREBASE_AUTH_EMULATOR_HOST: emulatorHost(), DATA_DIR: dir, DIST_DIR: path.join(dir, 'no-dist'), LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '100000', PAYMENT_RECONCILE_INTERVAL_SECONDS: '0', ...extra,
  };
  const started: ServerProcess[] = [];
  return {
    async start() {
      const s = await startServerProcess(env);
      started.push(s);
      return s;
    },
    killAll() {
      for (const s of started) if (s.child.exitCode === null && s.child.signalCode === null) s.child.kill('SIGKILL');
    },
  };
}
