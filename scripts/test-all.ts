// `npm test`: every check, one after another, stopping at the first that fails, then each phase's time
// (issue 25: a CI log says where the minutes went). Each phase is an npm script of its own.
import { spawnSync } from 'node:child_process';

const PHASES = ['typecheck', 'lint', 'i18n:check', 'test:unit', 'build', 'test:e2e', 'test:e2e:multi'];

const took: string[] = [];
let failed: string | undefined;
const started = Date.now();
for (const phase of PHASES) {
  const t0 = Date.now();
  console.log(`\n--- npm run ${phase}`);
  const res = spawnSync('npm', ['run', phase], { stdio: 'inherit' });
  const seconds = Math.round((Date.now() - t0) / 1000);
  took.push(`  ${phase.padEnd(16)} ${String(seconds).padStart(4)} s${res.status === 0 ? '' : '  FAILED'}`);
  if (res.status !== 0) {
    failed = phase;
    break;
  }
}
console.log(`\nnpm test: ${failed ? `FAILED in ${failed}` : 'passed'} in ${Math.round((Date.now() - started) / 1000)} s\n${took.join('\n')}`);
process.exit(failed ? 1 : 0);
