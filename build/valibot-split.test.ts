// valibot in parts: each part where its users are, the same behaviour, and the calls still droppable.
import { describe, expect, it } from 'vitest';
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { rolldown } from 'rolldown';
import { importParts, splitModule, valibotSplitPlugin } from './valibot-split';

const at = (part: string) => `./${part}.mjs`;

describe('splitModule', () => {
  const library = [
    'let store;',
    'function setStore(value) { store = value; }',
    'function getStore() { return store; }',
    '/* @__NO_SIDE_EFFECTS__ */',
    'function make(n) { return { n, store: getStore() }; }',
    'const UNUSED_REGEX = /x/u;',
    'export { getStore, make, setStore, UNUSED_REGEX as RE };',
  ].join('\n');

  it('keeps a variable with the functions that assign it, and imports what a part reads', () => {
    const { parts, exports, pure } = splitModule(library, at);
    expect([...parts.keys()].sort()).toEqual(['UNUSED_REGEX', 'getStore', 'make', 'store']);
    expect(parts.get('store')).toContain('function setStore');
    expect(parts.get('getStore')).toContain('import { store } from "./store.mjs";');
    expect(parts.get('make')).toContain('import { getStore } from "./getStore.mjs";');
    expect(parts.get('make')).toContain('/* @__NO_SIDE_EFFECTS__ */');
    expect(exports.get('RE')).toEqual(['UNUSED_REGEX', 'UNUSED_REGEX']);
    expect(exports.get('setStore')).toEqual(['store', 'setStore']);
    expect([...pure]).toEqual(['make']);
  });

  it('refuses a part that uses another one while it is evaluated', () => {
    expect(() => splitModule('function f() { return 1; }\nconst x = f();\nexport { x };', at)).toThrow(/used while/);
  });

  it('splits valibot itself', async () => {
    const { readFile } = await import('node:fs/promises');
    const { fileURLToPath } = await import('node:url');
    const code = await readFile(fileURLToPath(import.meta.resolve('valibot')), 'utf8');
    const { parts, exports, pure } = splitModule(code, at);
    expect(parts.size).toBeGreaterThan(300);
    expect(exports.get('object')?.[0]).toBe('object');
    expect(pure.has('object') && !pure.has('parse')).toBe(true);
  });
});

describe('importParts', () => {
  const partOf = (name: string): [string, string] | undefined => (name === 'missing' ? undefined : [`/parts/${name}.mjs`, name]);

  it('imports each used function from its part and marks the calls of functions free of side effects', () => {
    const code = "import * as v from 'valibot';\nconst s = v.object({ a: v.string() });\nv.parse(s, 1);\n";
    const out = importParts(code, 'valibot', partOf, new Set(['object', 'string']))!;
    expect(out.code).toContain('import { object as v$object } from "/parts/object.mjs";');
    expect(out.code).toContain('const s = /* @__PURE__ */ v$object({ a: /* @__PURE__ */ v$string() });');
    expect(out.code).toContain('v$parse(s, 1);');
    expect(out.code).not.toMatch(/\/\* @__PURE__ \*\/ v\$parse/);
  });

  it('leaves a namespace that is used as a whole', () => {
    expect(importParts("import * as v from 'valibot';\nconsole.log(v);\n", 'valibot', partOf)).toBeUndefined();
    expect(importParts("import * as v from 'valibot';\nv.missing();\n", 'valibot', partOf)).toBeUndefined();
  });
});

describe('valibotSplitPlugin', () => {
  it('bundles only the checks a chunk uses into it, drops unused schemas, and validates as valibot does', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'swasthya-valibot-'));
    await writeFile(path.join(dir, 'main.js'), [
      "import * as v from 'valibot';",
      'const Name = v.object({ name: v.string() });',
      "const unused = v.object({ when: v.pipe(v.string(), v.isoDate()) }); // never read",
      'export const ok = v.safeParse(Name, { name: "Sita" }).success;',
      'export const bad = v.safeParse(Name, { name: 3 }).success;',
      "export const email = () => import('./lazy.js').then((m) => m.check);",
    ].join('\n'));
    await writeFile(path.join(dir, 'lazy.js'), [
      "import * as v from 'valibot';",
      'export const check = (text) => v.is(v.pipe(v.string(), v.email()), text);',
    ].join('\n'));
    const bundle = await rolldown({ input: path.join(dir, 'main.js'), plugins: [valibotSplitPlugin()] });
    const { output } = await bundle.write({ dir: path.join(dir, 'out'), format: 'es', entryFileNames: 'main.js' });
    const main = output.find((o) => o.type === 'chunk' && o.isEntry)!;
    const lazy = output.find((o) => o.type === 'chunk' && o.facadeModuleId?.endsWith('lazy.js'))!;
    expect(main.type === 'chunk' && main.code).not.toMatch(/EMAIL_REGEX|ISO_DATE_REGEX|isoDate/);
    expect(lazy.type === 'chunk' && lazy.code).toMatch(/EMAIL_REGEX/);

    const built = await import(pathToFileURL(path.join(dir, 'out', 'main.js')).href);
    expect([built.ok, built.bad]).toEqual([true, false]);
    const check = await built.email();
    expect([check('sita@example.com'), check('not an email')]).toEqual([true, false]);
  });
});
