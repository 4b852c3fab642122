// `npm run lint` runs knip with this repository's knip.jsonc: one small fixture tree per finding it must fail on
// (exit 1), and one holding only what the configuration allows (exit 0). The repository itself is `npm run lint`'s
// own run.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { removeTree, SPAWN_TIMEOUT_MS, writeTree } from './lib/check-fixtures';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const KNIP = path.join(ROOT, 'node_modules/.bin/knip');

/** A tree of the repository's shape that knip passes: an entry, a module it uses, a listed package. */
const clean = (dependencies: Record<string, string> = { valibot: '1' }): Record<string, string> => ({
  'knip.jsonc': readFileSync(path.join(ROOT, 'knip.jsonc'), 'utf8'),
  'package.json': JSON.stringify({ name: 'fixture', private: true, type: 'module', dependencies }),
  'tsconfig.json': JSON.stringify({ compilerOptions: { module: 'ESNext', moduleResolution: 'Bundler', strict: true } }),
  'server/index.ts': `import * as v from 'valibot';\nimport { a } from '../src/lib/a';\nconsole.log(v, a);\n`,
  // Used in its own file (ignoreExportsUsedInFile), and kept on purpose with a JSDoc tag: neither is a finding.
  'src/lib/a.ts': `export const inner = 1;\nexport const a = inner + 1;\n/** @public for the doctor CLI */\nexport const kept = 2;\n`,
});

function knip(files: Record<string, string>): Promise<{ status: number | null; stdout: string }> {
  const root = writeTree(files, 'knip-');
  return new Promise((resolve) => {
    execFile(KNIP, ['--no-progress', '--directory', root], (error, stdout) => {
      removeTree(root);
      resolve({ status: error ? (typeof error.code === 'number' ? error.code : null) : 0, stdout });
    });
  });
}

describe('knip in `npm run lint`', () => {
  it('exits 1 on an unused file, export, type or package and on an unlisted one; 0 on what the configuration allows', async () => {
    const base = clean();
    const [file, exported, type, unused, unlisted, allowed] = await Promise.all([
      knip({ ...base, 'src/lib/orphan.ts': `export const o = 1;\n` }),
      knip({ ...base, 'src/lib/a.ts': `${base['src/lib/a.ts']}export const nobody = 3;\n` }),
      knip({ ...base, 'src/lib/a.ts': `${base['src/lib/a.ts']}export type Nobody = string;\n` }),
      knip({ ...base, 'package.json': clean({ valibot: '1', 'left-pad': '1' })['package.json']! }),
      knip({ ...base, 'server/index.ts': `import { Hono } from 'hono';\n${base['server/index.ts']}console.log(Hono);\n` }),
      knip(base),
    ]);
    expect(file).toMatchObject({ status: 1, stdout: expect.stringMatching(/Unused files[\s\S]*src\/lib\/orphan\.ts/) });
    expect(exported).toMatchObject({ status: 1, stdout: expect.stringMatching(/Unused exports[\s\S]*nobody/) });
    expect(type).toMatchObject({ status: 1, stdout: expect.stringMatching(/Unused exported types[\s\S]*Nobody/) });
    expect(unused).toMatchObject({ status: 1, stdout: expect.stringMatching(/Unused dependencies[\s\S]*left-pad/) });
    expect(unlisted).toMatchObject({ status: 1, stdout: expect.stringMatching(/Unlisted dependencies[\s\S]*hono/) });
    expect(allowed).toEqual({ status: 0, stdout: '' });
  }, SPAWN_TIMEOUT_MS);
});
