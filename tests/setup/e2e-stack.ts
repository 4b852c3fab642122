// The whole stack for an end-to-end run, on free ports with a temporary DATA_DIR: started by
// Playwright Test's global setup (playwright-global.ts).
import { existsSync } from 'node:fs';
import { startThrowawayStack } from '../../scripts/lib/stack';

export type E2eStack = {
  appUrl: string;
  dataDir: string;
  databaseUrl: string;
  authEmulatorHost: string;
  stop(): Promise<void>;
};

/** E2E_INSTANCES=3: three server instances on one PostgreSQL behind a round-robin proxy. */
function e2eInstances(): number {
  return Number(process.env['E2E_INSTANCES'] ?? 1);
}

export async function startE2eStack(): Promise<E2eStack> {
  if (!existsSync('dist/index.html')) throw new Error('Build the app first (npm run build): the e2e suite tests the built PWA.');
  const instances = e2eInstances();
  const stack = await startThrowawayStack('e2e', {
    env: {
      NODE_ENV: 'test',
      // Every journey comes from one IP: the per-IP limits (proven by the server tests) would throttle the suite.
      RATE_LIMIT_PER_MINUTE: '100000', AUTH_RATE_LIMIT_PER_10_MIN: '10000',
    },
    instances,
    // At the end of the run a chat event stream of a closed page may still count as in flight: the
    // server's 25 s drain bound is for deploys, not for a test stack that is being thrown away.
    drainTimeoutMs: 1_000,
  });
  console.log(`[e2e] stack ready at ${stack.url} (${instances} instance${instances > 1 ? 's behind a round-robin proxy' : ''}) in ${stack.timings['total']} ms`);
  return {
    appUrl: stack.base,
    dataDir: stack.dataDir,
    databaseUrl: stack.databaseUrl,
    authEmulatorHost: stack.authEmulatorHost,
    stop: () => stack.stop(),
  };
}
