// Writes `<file>.gz` (gzip, level 9) beside each built file the server would otherwise compress on
// every request: server/static.ts serves it as is (`precompressed`). The app's files are immutable
// once built; compressing them per request cost the server ~0.8 s of CPU per first visit (the
// service worker's precache included), CPU that a small instance shares with the API.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const gzipAsync = promisify(gzip);
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|webmanifest|txt)$/;
/** hono/compress's threshold: smaller answers go as they are. */
const MIN_BYTES = 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(entries.map((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : Promise.resolve([path.join(dir, e.name)]))));
  return nested.flat();
}

export async function precompressDir(dir: string): Promise<number> {
  const files = (await filesUnder(dir)).filter((f) => COMPRESSIBLE.test(f));
  let written = 0;
  await Promise.all(files.map(async (file) => {
    if ((await stat(file)).size < MIN_BYTES) return;
    await writeFile(`${file}.gz`, await gzipAsync(await readFile(file), { level: constants.Z_BEST_COMPRESSION }));
    written++;
  }));
  return written;
}

/** Last of the build (after vite-plugin-pwa has written sw.js). */
export function precompressPlugin(): Plugin {
  let outDir = 'dist';
  return {
    name: 'swasthya-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        await precompressDir(outDir);
      },
    },
  };
}
