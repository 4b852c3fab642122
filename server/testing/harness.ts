// Server tests: the real app over a fresh PostgreSQL database (cloned from the migrated template)
// and the real Auth emulator. Only import this from tests.
import { inject } from 'vitest';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { createApp } from '../app';
import type { AppDeps } from '../context';
import { loadEnv } from '../env';
import { firebaseAuth } from '../firebase';
import { createLogger } from '../lib/logger';
import { createBus } from '../lib/bus';
import { createMailer } from '../mail/mailer';
import { createTestDatabase, type TestDatabase } from '../db/testing';
import { insertPatient } from '../modules/patients/repository';
import { fetchTransport } from '../payments/gateway-http';
import { withPaymentSandbox } from '../payments/sandbox';

export const TEST_API_KEY = 'test-api-key';
export const TEST_PROJECT = 'demo-swasthya-test';

export type Harness = {
  deps: AppDeps;
  database: TestDatabase;
  outboxDir: string;
  /** `body` is sent as JSON; `rawBody` as it is (with the caller's content-type). */
  request(path: string, init?: { method?: string; body?: unknown; rawBody?: string; token?: string; headers?: Record<string, string> }): Promise<Response>;
  createPatient(opts?: { role?: string | null; email?: string }): Promise<{ uid: string; email: string; password: string; token: string; patientId: string }>;
  signIn(email: string, password: string): Promise<string>;
  close(): Promise<void>;
};

export async function createHarness(envOverrides: Record<string, string> = {}): Promise<Harness> {
  const emulatorHost = inject('authEmulatorHost');
  process.env['FIREBASE_AUTH_EMULATOR_HOST'] = emulatorHost;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'swasthya-test-'));
  const env = loadEnv({
    NODE_ENV: 'test', DATA_DIR: dataDir, API_KEYS: TEST_API_KEY, FIREBASE_PROJECT_ID: TEST_PROJECT,
    FIREBASE_AUTH_EMULATOR_HOST: emulatorHost, LOG_LEVEL: 'silent', APP_URL: 'http://app.test', ...envOverrides,
  });
  const database = await createTestDatabase();
  const outboxDir = path.join(dataDir, 'outbox');
  const base: AppDeps = {
    env, db: database.db, auth: firebaseAuth(env),
    mailer: createMailer({ smtpUrl: undefined, from: env.mailFrom, outboxDir }),
    log: createLogger('silent'),
    bus: createBus(database.url, createLogger('silent')),
    payments: { transport: fetchTransport },
  };
  // The payment sandbox is injected here, as in the development stack (never by the production entry).
  const deps = env.payments.sandbox ? withPaymentSandbox(base) : base;
  const app = createApp(deps);

  const signIn = async (email: string, password: string) => {
    const res = await fetch(`http://${emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake-key`, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    });
    const body = (await res.json()) as { idToken?: string; error?: { message: string } };
    if (!body.idToken) throw new Error(`sign-in failed: ${body.error?.message}`);
    return body.idToken;
  };

  return {
    deps,
    database,
    outboxDir,
    async request(p, init = {}) {
      const headers: Record<string, string> = { 'x-api-key': TEST_API_KEY, accept: 'application/json', ...init.headers };
      if (init.token) headers['authorization'] = `Bearer ${init.token}`;
      if (init.body !== undefined) headers['content-type'] = 'application/json';
      const body = init.rawBody ?? (init.body === undefined ? undefined : JSON.stringify(init.body));
      return app.request(p, { method: init.method ?? 'GET', headers, body });
    },
    async createPatient(opts = {}) {
      const email = opts.email ?? `p-${randomUUID().slice(0, 8)}@example.test`;
      const password = 'Test@1234';
      const user = await deps.auth.createUser({ email, password, emailVerified: true });
      if (opts.role !== null) await deps.auth.setCustomUserClaims(user.uid, { role: opts.role ?? 'patient' });
      const row = await insertPatient(deps.db, { firebaseUid: user.uid, email, firstName: 'Test', middleName: null, lastName: 'Patient' });
      return { uid: user.uid, email, password, token: await signIn(email, password), patientId: row.id };
    },
    signIn,
    async close() {
      await deps.bus.close();
      await database.drop();
    },
  };
}
