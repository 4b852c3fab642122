// `[DIST_DIR=…] npx tsx scripts/lighthouse-home.ts [runs]`: Lighthouse (mobile, 4x CPU) on the signed-in /home only, median
// and spread, against a throwaway stack — the part of `npm run audit` to iterate on. Run alone on the machine.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildIfStale } from './lib/build-if-stale';
import { MEASURING_ENV, withThrowawayStack } from './lib/stack';
import { formatFigures, lighthouseSignedIn } from './lib/lighthouse';
import { DEMO_PATIENT } from '../server/db/seed/demo-account';

async function main() {
  // DIST_DIR=… measures another build (an A/B against a worktree's), as it is, without building.
  const distDir = process.env.DIST_DIR;
  if (!distDir) buildIfStale();
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'swasthya-lh-home-'));
  try {
    await withThrowawayStack('lighthouse-home', { env: { ...MEASURING_ENV, ...(distDir ? { DIST_DIR: distDir } : {}) } }, async ({ base }) => {
      console.log(formatFigures(await lighthouseSignedIn(base, '/home', DEMO_PATIENT, workDir, Number(process.argv[2]) || 5)));
    });
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
