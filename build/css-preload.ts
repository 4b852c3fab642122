// Swaps Vite's preload helper for build/css-preload-helper.js (why: see there). Vite's native import
// analysis imports the helper as the virtual module below; a plugin that resolves and loads that id
// first supplies its code. build/css-preload.test.ts checks the helper; the journeys load every page.
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const HELPER_ID = '\0vite/preload-helper.js';

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
  };
}
