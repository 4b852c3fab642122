// The build id: a content hash of everything that goes into the app's bundle (its source, contracts,
// service worker, catalogs, dependencies' lock and the build's own configuration). Two builds of the
// same files have the same id; any change to them gives a new one. The app gets it through Vite's
// `define` (vite.config.ts) as __BUILD_ID__: it busts the persisted query cache (src/lib/offline/persist.ts)
// and is shown in Settings → About.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** What the bundle is made of, relative to the project root. */
const INPUTS = ['src', 'contracts', 'sw', 'locales', 'public', 'index.html', 'package-lock.json', 'vite.config.ts', 'lingui.config.ts'];
/** Files generated from the inputs, or not part of the bundle. */
const SKIP = /(^|\/)(node_modules|\.DS_Store)$|\.test\.tsx?$/;

function files(root: string, rel: string): string[] {
  const abs = path.join(root, rel);
  let stat;
  try {
    stat = statSync(abs);
  } catch {
    return [];
  }
  if (stat.isFile()) return SKIP.test(rel) ? [] : [rel];
  return readdirSync(abs).sort().flatMap((name) => files(root, `${rel}/${name}`));
}

/** 12 hex digits of SHA-256 over every input file's path and bytes, in a fixed order. */
export function sourceBuildId(root = process.cwd()): string {
  const hash = createHash('sha256');
  for (const rel of INPUTS.flatMap((input) => files(root, input))) {
    hash.update(`${rel}\0`);
    hash.update(readFileSync(path.join(root, rel)));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 12);
}
