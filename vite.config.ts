import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';
import { SOURCE_ALIASES, sourcePlugins } from './build/shared';
import { firstLoadPlugin, FIRST_SCREEN_ROUTES, SIGNED_IN_FIRST_SCREEN } from './build/first-load';
import { precompressPlugin } from './build/precompress';
import { cssPreloadPlugin } from './build/css-preload';
import { nepaliManifestPlugin, webManifest } from './build/manifest';
import { precacheGroupsPlugin } from './build/precache';
import { firstScreenGroup } from './build/chunks';
import { sourceBuildId } from './build/build-id';
import { valibotSplitPlugin } from './build/valibot-split';

// What the service worker installs at once and what it leaves for later (build/precache.ts).
const precache = precacheGroupsPlugin();

export default defineConfig({
  resolve: {
    alias: [
      ...SOURCE_ALIASES,
      // React 18 has useSyncExternalStore: the shim for older Reacts is not shipped (build/use-sync-external-store-shim.ts).
      { find: /^use-sync-external-store\/shim(?:\/index\.js)?$/, replacement: fileURLToPath(new URL('./build/use-sync-external-store-shim.ts', import.meta.url)) },
    ],
  },
  // The build id (build/build-id.ts): busts the persisted query cache, shown in Settings → About.
  define: { __BUILD_ID__: JSON.stringify(sourceBuildId()) },
  plugins: [
    // Must come before the React plugin: it generates src/routeTree.gen.ts and splits route files.
    tanstackRouter({
      target: 'react',
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/routeTree.gen.ts',
      autoCodeSplitting: true,
      // A route's loader goes with its page, not into the entry: the first screen's entry then holds
      // no other page's loader, query options and response schemas; a page still comes in one file.
      codeSplittingOptions: { defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']] },
      quoteStyle: 'single',
    }),
    ...sourcePlugins(),
    // valibot in one module per source file, so a page's chunk holds only the checks it uses.
    valibotSplitPlugin(),
    // A lazily loaded chunk's stylesheets, linked by a helper a seventh the size of Vite's.
    cssPreloadPlugin(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      // Registered by src/lib/offline/pwa.ts once the first screen is done.
      injectRegister: false,
      manifest: webManifest('en'),
      // The icons are tagged like the other files (globPatterns): installing the app fetches them itself.
      includeManifestIcons: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,webmanifest}', 'icons/*.png', 'assets/pack-*.txt'],
        // Each file tagged with its group: the shell and the patient's language are installed at
        // once, the rest when used or on a good connection (build/precache.ts, sw/precache.ts).
        manifestTransforms: [precache.transform],
      },
      devOptions: { enabled: false },
    }),
    // The manifest in Nepali too (build/manifest.ts).
    nepaliManifestPlugin(),
    // Per-route first-screen message catalogs and preload hints in index.html (issue 7).
    firstLoadPlugin({ routes: FIRST_SCREEN_ROUTES }),
    // The service worker's groups, from the bundle's imports (after the catalogs are emitted).
    precache.plugin,
    // `.br` and `.gz` beside each file, served as is by server/static.ts.
    precompressPlugin(),
  ],
  server: {
    proxy: {
      '/api': { target: process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:8080', changeOrigin: false },
      // The local sandbox payment gateway and the prescription key file are server pages too.
      '/sandbox': { target: process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:8080', changeOrigin: false },
      '/.well-known': { target: process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:8080', changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    // SOURCEMAP=1 npx vite build: maps for measuring which module costs what (docs/performance.md).
    sourcemap: process.env.SOURCEMAP === '1',
    emptyOutDir: true,
    // No table of every lazy chunk's imports in the entry (2.3 KB gzip of the first screen's 120 KB
    // budget): a page's chunk fetches its own imports when it runs. That costs a round trip on a
    // first visit's first navigation to a page; the service worker precaches every chunk right after
    // the first load, and the first screen's own files are asked for by index.html (build/first-load.ts).
    modulePreload: false,
    rolldownOptions: {
      // Every imported constant is written where it is used (Rolldown's default inlines only those
      // in conditions): an endpoint of contracts/endpoints is then its string in the call, in the
      // chunk that calls it, instead of a variable exported from a shared chunk (issue 18).
      optimization: { inlineConst: true },
      output: {
        // Few files for the first screen: on HTTP/1.1 a phone opens six connections, and each
        // extra round of requests costs a round trip (300 ms on 3G). Everything the entry imports
        // statically is one vendor chunk and the entry itself; what the first screens' pages load is
        // one chunk per set of pages that load it (build/chunks.ts: by the import graph, so a moved
        // file keeps its chunk).
        codeSplitting: {
          groups: [
            { name: 'vendor', tags: ['$initial'], test: /node_modules/, priority: 4 },
            { name: 'app', tags: ['$initial'], priority: 3 },
            firstScreenGroup(FIRST_SCREEN_ROUTES, 2, SIGNED_IN_FIRST_SCREEN),
            // The valibot checks no first screen uses (build/valibot-split.ts): one file for the later
            // pages, not one per check and set of pages (a dozen of requests under 1 KB each).
            { name: 'valibot', test: /node_modules\/valibot\//, priority: 1 },
          ],
        },
      },
    },
  },
});
