import { describe, expect, it } from 'vitest';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import { precompressDir, ZOPFLI_MIN_BYTES } from './precompress';

// Script-like text with the repetition of a minified bundle.
const script = (n: number) =>
  Array.from({ length: n }, (_, i) => `function f${i}(e,t){return e.map(n=>n*${i % 17}+t).filter(Boolean)}export{f${i} as a${i}};`).join('\n');

describe('precompressDir', () => {
  it('writes gzip (Zopfli from ZOPFLI_MIN_BYTES) and Brotli that unpack to the file, down to small files, and skips a file they would not shrink', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'swasthya-precompress-'));
    const big = Buffer.from(script(420));
    const small = Buffer.from(script(30));
    expect(big.length).toBeGreaterThan(ZOPFLI_MIN_BYTES);
    expect(small.length).toBeLessThan(ZOPFLI_MIN_BYTES);
    await writeFile(path.join(dir, 'big.js'), big);
    await writeFile(path.join(dir, 'small.js'), small);
    // Under 1 KB: still about half the size once compressed.
    const little = Buffer.from(script(8));
    expect(little.length).toBeLessThan(1024);
    await writeFile(path.join(dir, 'little.js'), little);
    await writeFile(path.join(dir, 'tiny.js'), 'export{}');
    expect(await precompressDir(dir)).toBe(3);
    for (const [name, data] of [['big.js', big], ['small.js', small], ['little.js', little]] as const) {
      const gz = await readFile(path.join(dir, `${name}.gz`));
      expect(gunzipSync(gz).equals(data), name).toBe(true);
      expect(brotliDecompressSync(await readFile(path.join(dir, `${name}.br`))).equals(data), name).toBe(true);
    }
    // Zopfli's gzip of the large file is smaller than zlib's best.
    expect((await readFile(path.join(dir, 'big.js.gz'))).length).toBeLessThan(gzipSync(big, { level: 9 }).length);
    expect((await readFile(path.join(dir, 'little.js.br'))).length).toBeLessThan(little.length / 2);
    await expect(readFile(path.join(dir, 'tiny.js.gz'))).rejects.toThrow();
    await expect(readFile(path.join(dir, 'tiny.js.br'))).rejects.toThrow();
  });
});
