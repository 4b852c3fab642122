import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import path from 'node:path';
import { createApp } from './app';
import type { AppDeps } from './context';
import { createDb } from './db/client';
import { runMigrations } from './db/migrate';
import type { Env } from './env';
import { loadEnv } from './env';
import { firebaseAuth } from './firebase';
import { createLogger } from './lib/logger';
import { createBus } from './lib/bus';
import { createMailer } from './mail/mailer';
import { startReconciler } from './modules/payments/reconcile';
import { startDeliveryWorker } from './modules/deliveries/worker';
import { startReminderScheduler } from './modules/deliveries/reminders';
import { startReplyNotices } from './modules/chat/reply-notices';
import { fetchTransport } from './payments/gateway-http';
import { drainable } from './lib/drain';

export type RunningServer = { url: string; port: number; close(): Promise<void> };

export function buildDeps(env: Env, databaseUrl: string): AppDeps & { closeDb(): Promise<void> } {
  const log = createLogger(env.logLevel);
  const { db, pool } = createDb(databaseUrl, { onError: (err) => log.warn('database connection error', { detail: err.message.slice(0, 200) }) });
  const bus = createBus(databaseUrl, log);
  return {
    env,
    db,
    auth: firebaseAuth(env),
    mailer: createMailer({ smtpUrl: env.smtpUrl, from: env.mailFrom, outboxDir: path.join(env.dataDir, 'outbox') }),
    log,
    bus,
    // The network; the development stack and the tests inject the sandbox (payments/sandbox.ts).
    payments: { transport: fetchTransport },
    closeDb: async () => {
      await bus.close();
      await pool.end();
    },
  };
}

export { DRAIN_TIMEOUT_MS } from './lib/drain';

export function startServer(deps: AppDeps, opts: { port: number; host: string; drainTimeoutMs?: number }): Promise<RunningServer> {
  const app = createApp(deps);
  // Payments whose gateway answer never came are settled by the status check (every instance may run it).
  const stopReconciler = startReconciler(deps);
  // Notifications by SMS, e-mail, WhatsApp and push, and appointment reminders (every instance runs both).
  const stopDeliveries = startDeliveryWorker(deps);
  const stopReminders = startReminderScheduler(deps);
  // A doctor's message still unread after CHAT_REPLY_NOTICE_SECONDS is told to the patient.
  const stopReplyNotices = startReplyNotices(deps);
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port: opts.port, hostname: opts.host }, (info: AddressInfo) => {
      let closing: Promise<void> | undefined;
      resolve({
        url: `http://localhost:${info.port}`,
        port: info.port,
        close: () => (closing ??= stop()),
      });
    }) as Server;

    /**
     * Graceful stop (SIGTERM/SIGINT, a deploy): end event streams, answer what is queued and let
     * every request in flight finish (at most drainTimeoutMs), then close (./lib/drain.ts). The
     * caller closes the database pool after this, so no handler loses its database mid-request.
     */
    const drain = drainable(server, {
      log: deps.log,
      timeoutMs: opts.drainTimeoutMs,
      onStopping: () => {
        stopReconciler();
        stopDeliveries();
        stopReminders();
        stopReplyNotices();
        app.stopping();
      },
    });
    async function stop(): Promise<void> {
      await drain();
      await app.shutdown();
    }
  });
}

type BuiltDeps = ReturnType<typeof buildDeps>;

/**
 * Production entry (`npm run start:prod`, i.e. `node dist/server/index.js`; services already running
 * elsewhere). `customize` is for the fault tests' entry (server/testing/server-entry.ts) only.
 */
export async function main(customize: (deps: BuiltDeps) => BuiltDeps = (d) => d) {
  const env = loadEnv();
  if (!env.databaseUrl) throw new Error('DATABASE_URL is required here; use `npm start` for the all-in-one development stack.');
  const deps = customize(buildDeps(env, env.databaseUrl));
  await runMigrations(deps.db);
  const server = await startServer(deps, { port: env.port, host: env.host });
  deps.log.info('listening', { url: server.url });
  let stopping = false;
  const stop = async (signal: string) => {
    // A second signal while draining: stop at once.
    if (stopping) process.exit(1);
    stopping = true;
    deps.log.info('draining', { signal });
    await server.close();
    await deps.closeDb();
    deps.log.info('stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

export function exitOnStartFailure(err: unknown): never {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) main().catch(exitOnStartFailure);
