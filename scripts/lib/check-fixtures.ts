// For the lint checks' tests: write a small tree of the repository's shape into a temporary folder, and run
// a check as `npm run lint` does (its real command, in a child process) on that tree or on this repository.
import { execFile, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SCRIPTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Writes `files` (path → content) under a new temporary folder and returns the folder. */
export function writeTree(files: Record<string, string>, prefix = 'check-'): string {
  const root = mkdtempSync(path.join(tmpdir(), prefix));
  for (const [file, code] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), code);
  }
  return root;
}

export const removeTree = (root: string): void => rmSync(root, { recursive: true, force: true });

/** Runs `scripts/<script>` with tsx, on `root` (a fixture tree) or, without it, on this repository. */
export function runCheck(script: string, root?: string): { status: number | null; stdout: string; stderr: string } {
  const args = ['--import', 'tsx', path.join(SCRIPTS, script), ...(root ? [root] : [])];
  const { status, stdout, stderr } = spawnSync(process.execPath, args, { encoding: 'utf8' });
  return { status, stdout, stderr };
}

/** Runs the check once per fixture (one rule each), the runs in parallel; each run's exit code and error output. */
export async function runOnEachFixture<Rule extends string>(
  script: string,
  fixtures: Record<Rule, Record<string, string>>,
): Promise<Record<Rule, { status: number | null; stderr: string }>> {
  const runs = await Promise.all(
    (Object.entries(fixtures) as [Rule, Record<string, string>][]).map(([rule, files]) => {
      const root = writeTree(files);
      return new Promise<[Rule, { status: number | null; stderr: string }]>((resolve) => {
        execFile(process.execPath, ['--import', 'tsx', path.join(SCRIPTS, script), root], (error, _stdout, stderr) => {
          removeTree(root);
          resolve([rule, { status: error ? (typeof error.code === 'number' ? error.code : null) : 0, stderr }]);
        });
      });
    }),
  );
  return Object.fromEntries(runs) as Record<Rule, { status: number | null; stderr: string }>;
}

/** How long a test that spawns the checks may take: each run starts tsx, a few seconds on a busy machine. */
export const SPAWN_TIMEOUT_MS = 120_000;
