// The built app runs on Preact (issue 17: a first screen of at most 100 KB gzip). preact/compat
// implements React's API, which the code is written against; it is ~8 KB gzip where React 18,
// ReactDOM and the scheduler are ~44 KB. Only `vite build` is aliased: `npm run dev` (React's fast
// refresh) and the unit and component tests (vitest.config.ts) keep React. README, "Decisions and
// departures", has the measurements. BUILD_WITH_REACT=1 builds on React, to compare.
import type { Plugin } from 'vite';

export const PREACT_ALIASES = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
];

export function preactInBuildPlugin(): Plugin {
  return {
    name: 'swasthya:preact-in-build',
    config: (_config, { command }) => (command === 'build' && !process.env['BUILD_WITH_REACT'] ? { resolve: { alias: PREACT_ALIASES } } : undefined),
  };
}
