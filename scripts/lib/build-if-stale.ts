import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const SOURCES = ['src', 'sw', 'public', 'locales', 'contracts', 'index.html', 'build', 'vite.config.ts', 'lingui.config.ts', 'package-lock.json'];

function newestMtime(p: string): number {
  if (!existsSync(p)) return 0;
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

/** Builds the PWA when dist/ is missing or older than any source. Returns whether it built. */
export function buildIfStale(root = process.cwd()): boolean {
  const built = path.join(root, 'dist', 'index.html');
  const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
  const sourcesAt = Math.max(...SOURCES.map((s) => newestMtime(path.join(root, s))));
  if (builtAt >= sourcesAt) return false;
  console.log('Building the app (sources changed since the last build)…');
  const res = spawnSync(path.join(root, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (res.status !== 0) throw new Error('The app build failed.');
  return true;
}
