// How a lazily loaded chunk gets its stylesheets. Vite wraps each `import()` in its preload helper
// with the list of stylesheets the chunk and its imports need, and writes every list into the
// importer: the entry, which imports every page, carried ~35 file names (0.8 KB Brotli of each first
// screen). Here instead:
// - Vite's helper becomes build/css-preload-helper.js (Vite's native import analysis imports it as the
//   virtual module below; this plugin resolves and loads that id first);
// - after Vite has written the lists, they go (`__vite__mapDeps`), and each chunk outside the entry's
//   own files ends by awaiting its own stylesheets (`await __swasthyaCss([...])`, a top-level await):
//   a module that imports it waits for it, so a page still never renders unstyled. A chunk's content
//   hash already covers its stylesheets (Vite's augmentChunkHash), so a changed stylesheet renames it.
// build/css-preload.test.ts checks both; the journeys load every page.
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { chunkMap, importedCss, staticClosure } from './bundle-graph';

const HELPER_ID = '\0vite/preload-helper.js';
/** What css-preload-helper.js puts on globalThis for the chunks. */
export const CSS_GLOBAL = '__swasthyaCss';

const MAP_DEPS_DECLARATION = /^const __vite__mapDeps=.*\n/;
const MAP_DEPS_ARGUMENT = /,__vite__mapDeps\(\[[\d,]*\]\)/g;
const SOURCE_MAP_COMMENT = /\n\/\/# sourceMappingURL=[^\n]*\n?$/;

/**
 * The chunk's code without Vite's lists, ending with its own stylesheets awaited (when it has some).
 * `keepPositions` (a build with source maps): what goes becomes spaces and an empty line, so every
 * other character stays where the chunk's source map says it is.
 */
export function ownStylesheets(code: string, css: string[], keepPositions = false): string {
  let out = keepPositions
    ? code.replace(MAP_DEPS_DECLARATION, '\n').replace(MAP_DEPS_ARGUMENT, (list) => ' '.repeat(list.length))
    : code.replace(MAP_DEPS_DECLARATION, '').replace(MAP_DEPS_ARGUMENT, '');
  if (out.includes('__vite__mapDeps')) throw new Error('build/css-preload.ts: a __vite__mapDeps use it does not know');
  if (css.length === 0) return out;
  const wait = `\nawait ${CSS_GLOBAL}(${JSON.stringify(css)});`;
  const map = SOURCE_MAP_COMMENT.exec(out);
  out = map ? `${out.slice(0, map.index)}${wait}${out.slice(map.index)}` : `${out}${wait}`;
  return out;
}

export function cssPreloadPlugin(): Plugin {
  const code = readFileSync(new URL('./css-preload-helper.js', import.meta.url), 'utf8');
  return {
    name: 'swasthya:css-preload',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      // The helper links `/${dep}`: it knows no other base.
      if (config.base !== '/') throw new Error(`build/css-preload.ts supports base "/" only, not ${config.base}`);
      if (config.build.modulePreload !== false) throw new Error('build/css-preload.ts expects build.modulePreload: false (it preloads no JS)');
    },
    resolveId: (id) => (id === HELPER_ID ? id : undefined),
    load: (id) => (id === HELPER_ID ? code : undefined),
    // After Vite's import analysis, which writes the lists in its own generateBundle.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const all = chunkMap(bundle);
        // The entry and what it imports statically: index.html links their stylesheets.
        const initial = staticClosure(all, [...all.values()].filter((c) => c.isEntry));
        for (const chunk of all.values()) chunk.code = ownStylesheets(chunk.code, initial.has(chunk) ? [] : importedCss(chunk), Boolean(chunk.map));
      },
    },
  };
}
