// The server (and the contracts it imports) bundled to one JavaScript file, run in production with
// plain node. Packages stay imports of node_modules (installed with `npm ci --omit=dev`), so `out`
// must be inside the repository. The files the server reads at run time are copied next to it
// (server/lib/server-files.ts): the SQL migrations, the Nepali catalog, the PDF fonts and their licence.
import { build } from 'esbuild';
import { cp, rm } from 'node:fs/promises';
import path from 'node:path';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

export async function buildServer(out: string): Promise<{ entry: string; sources: number; bytes: number }> {
  await rm(out, { recursive: true, force: true });
  const entry = path.join(out, 'index.js');
  const result = await build({
    entryPoints: [path.join(REPO_ROOT, 'server/index.ts')],
    outfile: entry,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    packages: 'external',
    sourcemap: 'linked',
    define: { __SERVER_BUNDLE__: 'true' },
    logLevel: 'warning',
    metafile: true,
  });
  await cp(path.join(REPO_ROOT, 'server/db/migrations'), path.join(out, 'migrations'), { recursive: true });
  for (const catalog of ['messages', 'console']) await cp(path.join(REPO_ROOT, `locales/ne/${catalog}.po`), path.join(out, `locales/ne/${catalog}.po`));
  await cp(path.join(REPO_ROOT, 'server/assets/fonts'), path.join(out, 'assets/fonts'), { recursive: true });
  const bytes = Object.values(result.metafile.outputs).reduce((n, o) => n + o.bytes, 0);
  return { entry, sources: Object.keys(result.metafile.inputs).length, bytes };
}
