// Writes `<file>.br` (Brotli, quality 11) and `<file>.gz` (gzip: Zopfli for files of 32 KB and more,
// level 9 below) beside each built file they shrink, small files too (hono/compress would send a file under
// 1 KB as it is; a first screen asks for several): server/static.ts serves the best one the client
// accepts as is (`precompressed`: br, then zstd, then gzip). Chrome asks for Brotli over HTTPS only
// (plain-HTTP localhost gets gzip); Brotli-11 is ~12 % smaller than gzip-9 on the first screen.
// zstd (`.zst`) is written only where Node's zlib has it (22.15 and later; not Node 20, which this
// project supports): Brotli-11 is smaller on these files anyway, and every browser that accepts zstd
// accepts Brotli. The app's files are immutable once built; compressing them per request cost the
// server ~0.8 s of CPU per first visit (the service worker's precache included), CPU that a small
// instance shares with the API.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import * as zlib from 'node:zlib';
import { gzipAsync as zopfliGzip } from '@gfx/zopfli';
import type { Plugin } from 'vite';

const { constants } = zlib;
const gzipAsync = promisify(zlib.gzip);
const brotliAsync = promisify(zlib.brotliCompress);
type Compress = (data: Buffer) => Promise<Buffer>;
// Node ≥ 22.15 only (and absent from @types/node 20's zlib).
const zstdCompress = (zlib as { zstdCompress?: (data: Buffer, opts: object, cb: (err: Error | null, out: Buffer) => void) => void }).zstdCompress;

/**
 * Zopfli writes ordinary gzip (any client that takes gzip reads it) 3–5 % smaller than zlib's level 9,
 * at ~100× its time: ~4 KB gzip less on each first screen, where the vendor chunk and the entry are.
 * Only files this large get it (6 files, ~5 s of the build); on the small ones it saves ~1 %.
 */
export const ZOPFLI_MIN_BYTES = 32 * 1024;

/** The encodings written beside each file: extension and compressor. */
export const ENCODINGS: [string, Compress][] = [
  ['.gz', async (data) => (data.length >= ZOPFLI_MIN_BYTES
    ? Buffer.from(await zopfliGzip(data, { numiterations: 5 }))
    : gzipAsync(data, { level: constants.Z_BEST_COMPRESSION }))],
  ['.br', (data) => brotliAsync(data, {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
  })],
  ...(zstdCompress
    ? [['.zst', (data: Buffer) => new Promise<Buffer>((resolve, reject) => zstdCompress(data, {}, (err, out) => (err ? reject(err) : resolve(out))))] as [string, Compress]]
    : []),
];
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|webmanifest|txt)$/;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(entries.map((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : Promise.resolve([path.join(dir, e.name)]))));
  return nested.flat();
}

export async function precompressDir(dir: string): Promise<number> {
  const files = (await filesUnder(dir)).filter((f) => COMPRESSIBLE.test(f));
  let written = 0;
  await Promise.all(files.map(async (file) => {
    // Small files too (a first screen asks for several of 0.2–1 KB, which compress to about half):
    // only an encoding that is smaller than the file is written, so a tiny one goes as it is.
    const data = await readFile(file);
    const smaller = await Promise.all(ENCODINGS.map(async ([ext, compress]) => {
      const packed = await compress(data);
      if (packed.length >= data.length) return false;
      await writeFile(`${file}${ext}`, packed);
      return true;
    }));
    if (smaller.some(Boolean)) written++;
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
