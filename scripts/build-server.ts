// `npm run build`'s second half: the server (and the contracts it imports) bundled to one JavaScript
// file, dist-server/index.js, run in production by `npm run start:prod` (plain node, no tsx). Packages
// stay imports of node_modules (installed with `npm ci --omit=dev`). The files the server reads at
// run time are copied next to it (server/lib/server-files.ts): the SQL migrations, the Nepali
// catalog and the PDF fonts with their licence. Outside dist/ so that no server file is ever served.
import { build } from 'esbuild';
import { cp, rm } from 'node:fs/promises';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'dist-server');

await rm(out, { recursive: true, force: true });
const result = await build({
  entryPoints: [path.join(root, 'server/index.ts')],
  outfile: path.join(out, 'index.js'),
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
await cp(path.join(root, 'server/db/migrations'), path.join(out, 'migrations'), { recursive: true });
await cp(path.join(root, 'locales/ne/messages.po'), path.join(out, 'locales/ne/messages.po'));
await cp(path.join(root, 'server/assets/fonts'), path.join(out, 'assets/fonts'), { recursive: true });
const bytes = Object.values(result.metafile.outputs).reduce((n, o) => n + o.bytes, 0);
console.log(`dist-server/index.js: ${Object.keys(result.metafile.inputs).length} source files, ${(bytes / 1024).toFixed(0)} KiB with its source map`);
