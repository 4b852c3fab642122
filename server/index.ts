import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createApp } from './app';
import type { AppDeps } from './context';
import { createDb } from './db/client';
import { runMigrations } from './db/migrate';
import type { Env } from './env';
import { loadEnv } from './env';
import { firebaseAuth } from './firebase';
import { createLogger } from './lib/logger';
import { createMailer } from './mail/mailer';
import { startReconciler } from './modules/payments/reconcile';

export type RunningServer = { url: string; port: number; close(): Promise<void> };

export function buildDeps(env: Env, databaseUrl: string): AppDeps & { closeDb(): Promise<void> } {
  const { db, pool } = createDb(databaseUrl);
  return {
    env,
    db,
    auth: firebaseAuth(env),
    mailer: createMailer({ smtpUrl: env.smtpUrl, from: env.mailFrom, outboxDir: path.join(env.dataDir, 'outbox') }),
    log: createLogger(env.logLevel),
    closeDb: () => pool.end(),
  };
}

export function startServer(deps: AppDeps, opts: { port: number; host: string }): Promise<RunningServer> {
  const app = createApp(deps);
  // Payments whose gateway answer never came are settled by the status check (every instance may run it).
  const stopReconciler = startReconciler(deps);
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port: opts.port, hostname: opts.host }, (info: AddressInfo) => {
      resolve({
        url: `http://localhost:${info.port}`,
        port: info.port,
        close: async () => {
          stopReconciler();
          await new Promise<void>((done) => {
            server.close(() => done());
            // Keep-alive sockets would hold close() open.
            (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
          });
          await app.shutdown();
        },
      });
    });
  });
}

/** Production entry: `DATABASE_URL=… tsx server/index.ts` (services already running elsewhere). */
async function main() {
  const env = loadEnv();
  if (!env.databaseUrl) throw new Error('DATABASE_URL is required here; use `npm start` for the all-in-one development stack.');
  const deps = buildDeps(env, env.databaseUrl);
  await runMigrations(deps.db);
  const server = await startServer(deps, { port: env.port, host: env.host });
  deps.log.info('listening', { url: server.url });
  const stop = async () => {
    await server.close();
    await deps.closeDb();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
