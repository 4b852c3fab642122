// What the service worker installs and how (sw/precache-plan.ts), and how the build sorts the
// bundle's files into its groups and packs (build/precache.ts), over a small made-up bundle.
import { describe, expect, it } from 'vitest';
import type { OutputAsset, OutputBundle, OutputChunk } from 'rolldown';
import { cacheKeyOf, eachLimited, goodConnection, languagesToInstall, planOf, unpack, worthThePack } from '../sw/precache-plan';
import { groupOfFile, packTexts, precacheGroups } from './precache';

const chunk = (fileName: string, opts: Partial<OutputChunk> & { css?: string[] } = {}): OutputChunk =>
  ({
    type: 'chunk', fileName, isEntry: false, imports: [], dynamicImports: [], moduleIds: [], code: `/*${fileName}*/`,
    viteMetadata: { importedCss: new Set(opts.css ?? []) }, ...opts,
  }) as unknown as OutputChunk;
const asset = (fileName: string, source: string): OutputAsset => ({ type: 'asset', fileName, source }) as unknown as OutputAsset;
const split = (route: string) => `/app/src/routes/${route}?tsr-split=component`;

/** An entry that lazily loads two pages (one offline, one not) and a part of the shell. */
function bundle(): OutputBundle {
  const files = [
    chunk('assets/index-e.js', { isEntry: true, imports: ['assets/vendor-v.js'], dynamicImports: ['assets/home-h.js', 'assets/signUp-s.js', 'assets/Toaster-t.js'], moduleIds: ['/app/src/main.tsx'] }),
    chunk('assets/vendor-v.js', { moduleIds: ['/app/node_modules/react/index.js'] }),
    chunk('assets/home-h.js', { moduleIds: [split('_authed/home.tsx')], imports: ['assets/Card-c.js'], css: ['assets/home-h.css'] }),
    chunk('assets/Card-c.js', { moduleIds: ['/app/src/ui/Card.tsx'], css: ['assets/Card-c.css'] }),
    chunk('assets/signUp-s.js', { moduleIds: [split('signUp.tsx')], imports: ['assets/Card-c.js', 'assets/Form-f.js'], css: ['assets/signUp-s.css'] }),
    chunk('assets/Form-f.js', { moduleIds: ['/app/src/ui/Form.tsx'] }),
    chunk('assets/Toaster-t.js', { moduleIds: ['/app/src/ui/Toaster.tsx'] }),
    asset('assets/home-h.css', '.h{}'),
    asset('assets/Card-c.css', '.c{}'),
    asset('assets/signUp-s.css', '.s{}'),
    asset('assets/messages-en-AAAA.js', 'export const messages={"a":"Hello"}'),
    asset('assets/messages-ne-first-BBBB.js', 'export const messages={"a":"नमस्ते"}'),
  ];
  return Object.fromEntries(files.map((f) => [f.fileName, f]));
}

describe('the groups of the built files (build/precache.ts)', () => {
  it('installs the entry, its lazy parts and the offline pages; leaves other pages for later; catalogs go by language', () => {
    const groups = precacheGroups(bundle(), ['_authed/home.tsx']);
    const group = (file: string) => groupOfFile(file, groups) ?? 'shell';
    expect(['assets/index-e.js', 'assets/vendor-v.js', 'assets/home-h.js', 'assets/Card-c.js', 'assets/Toaster-t.js'].map(group)).toEqual(Array(5).fill('shell'));
    expect(['assets/home-h.css', 'assets/Card-c.css'].map(group)).toEqual(['shell', 'shell']);
    // The sign-up page and what only it uses.
    expect(['assets/signUp-s.js', 'assets/Form-f.js', 'assets/signUp-s.css'].map(group)).toEqual(['later', 'later', 'later']);
    expect(group('assets/messages-en-AAAA.js')).toBe('en');
    expect(group('assets/messages-ne-first-BBBB.js')).toBe('ne');
    expect(['index.html', 'favicon.svg', 'manifest.webmanifest'].map(group)).toEqual(['shell', 'shell', 'shell']);
    expect(['manifest-ne.webmanifest', 'icons/icon-512.png', 'screenshots/wide.png'].map(group)).toEqual(['ne', 'later', 'later']);
  });

  it('fails the build when an offline page has no chunk (a renamed route file)', () => {
    expect(() => precacheGroups(bundle(), ['_authed/home.tsx', '_authed/gone.tsx'])).toThrow(/_authed\/gone\.tsx/);
  });

  it('packs each group without what the entry loads, and a pack unpacks to the same texts', () => {
    const b = bundle();
    const packs = packTexts(b, precacheGroups(b, ['_authed/home.tsx']));
    expect([...packs.keys()].sort()).toEqual(['en', 'ne', 'shell']);
    const shell = unpack(packs.get('shell')!);
    expect(shell.map((f) => f.url)).toEqual(['assets/Card-c.css', 'assets/Card-c.js', 'assets/Toaster-t.js', 'assets/home-h.css', 'assets/home-h.js']);
    expect(shell.find((f) => f.url === 'assets/home-h.js')).toEqual({ url: 'assets/home-h.js', type: 'text/javascript; charset=utf-8', body: '/*assets/home-h.js*/' });
    expect(shell.find((f) => f.url === 'assets/home-h.css')?.type).toBe('text/css; charset=utf-8');
    // Devanagari: lengths in UTF-16 code units, as the service worker slices the decoded text.
    expect(unpack(packs.get('ne')!).map((f) => f.body)).toEqual(['export const messages={"a":"नमस्ते"}']);
    expect(() => unpack(`${packs.get('en')!}x`)).toThrow(/add up/);
  });
});

describe('the service worker install plan (sw/precache-plan.ts)', () => {
  const files = [
    { url: '/', revision: 'r1' },
    { url: 'assets/index-e.js', revision: null },
    { url: 'assets/messages-en-AAAA.js', revision: null, group: 'en' as const },
    { url: 'assets/messages-ne-BBBB.js', revision: null, group: 'ne' as const },
    { url: 'assets/signUp-s.js', revision: null, group: 'later' as const },
    { url: 'assets/pack-shell-P.txt', revision: null, group: 'pack' as const, of: 'shell' as const },
  ];

  it('splits the manifest into the shell, each language, later, and the packs', () => {
    const plan = planOf(files);
    expect(plan.shell.map((f) => f.url)).toEqual(['/', 'assets/index-e.js']);
    expect(plan.languages.en.map((f) => f.url)).toEqual(['assets/messages-en-AAAA.js']);
    expect(plan.languages.ne.map((f) => f.url)).toEqual(['assets/messages-ne-BBBB.js']);
    expect(plan.later.map((f) => f.url)).toEqual(['assets/signUp-s.js']);
    expect(plan.packs.shell?.url).toBe('assets/pack-shell-P.txt');
  });

  it('keys a file without a hash by its revision, as workbox-precaching does', () => {
    expect(cacheKeyOf({ url: '/', revision: 'r1' }, 'https://app.test/sw.js')).toBe('https://app.test/?__WB_REVISION__=r1');
    expect(cacheKeyOf({ url: 'assets/a-1.js', revision: null }, 'https://app.test/sw.js')).toBe('https://app.test/assets/a-1.js');
  });

  it("installs the language a page last used, else the one the page loaded, else both", () => {
    expect(languagesToInstall('ne', ['en'])).toEqual(['ne']);
    expect(languagesToInstall(undefined, ['en'])).toEqual(['en']);
    expect(languagesToInstall(undefined, [])).toEqual(['en', 'ne']);
  });

  it('takes the pack when most of a group is missing, not for a few files after an update', () => {
    expect(worthThePack(90, 100)).toBe(true);
    expect(worthThePack(10, 100)).toBe(false);
    expect(worthThePack(2, 3)).toBe(false);
    expect(worthThePack(4, 4)).toBe(true);
  });

  it('fetches more on 4G without data saver only', () => {
    expect(goodConnection({ effectiveType: '4g', saveData: false })).toBe(true);
    expect(goodConnection({ effectiveType: '4g', saveData: true })).toBe(false);
    expect(goodConnection({ effectiveType: '2g' })).toBe(false);
    expect(goodConnection(undefined)).toBe(false);
  });

  it('runs at most `limit` tasks at a time, and stops after a failure', async () => {
    let running = 0;
    let most = 0;
    const done: number[] = [];
    const gates = Array.from({ length: 10 }, () => {
      let resolve = () => {};
      const promise = new Promise<void>((r) => (resolve = r));
      return { promise, resolve };
    });
    const run = eachLimited([...gates.keys()], 3, async (i) => {
      running++;
      most = Math.max(most, running);
      await gates[i]!.promise;
      running--;
      done.push(i);
    });
    for (const gate of gates) {
      gate.resolve();
      await Promise.resolve();
    }
    await run;
    expect(most).toBe(3);
    expect(done.sort((a, b) => a - b)).toEqual([...gates.keys()]);

    const started: number[] = [];
    await expect(eachLimited([0, 1, 2, 3, 4], 1, async (i) => {
      started.push(i);
      if (i === 1) throw new Error('HTTP 500');
    })).rejects.toThrow('HTTP 500');
    expect(started).toEqual([0, 1]);
  });
});
