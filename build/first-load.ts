// Build plugin for the first visit on a slow network (issue 7).
//
// 1. Message catalogs per first screen. The full English catalog is ~12 KB gzip and the Nepali one
//    ~14 KB, while the first screen of `/` shows ~150 messages. After bundling, the message ids in
//    the code the first screen of each budgeted route loads (the entry's static graph plus that
//    route's chunks) make a small catalog per route and locale; the full catalogs are emitted too.
//    The contracts' messages (validation and server texts, whose English is their id) are only in
//    the full catalogs: the code names them by their English, not by a generated id.
//    The app (src/lib/i18n/i18n.ts) loads the small one at start and the full one before any other page.
// 2. The page's loading. The entry's CSS is inlined in index.html, and the one script after the
//    skeleton, once the skeleton is painted, asks in parallel for the entry and its imports, the
//    catalog of the stored language and the code and CSS of the route being opened (instead of
//    the route and catalog only after the entry has run), then starts the app.
// 3. Fixed texts of the home and find pages in the skeleton (skeletonTextsPlugin).
//
// Development and tests are untouched: without the map the app imports the .po catalogs directly.
import type { Plugin } from 'vite';
import { getConfig } from '@lingui/conf';
import { createCompiledCatalog, getCatalogs } from '@lingui/cli/api';
import { CITIES } from '../contracts/cities';
import { isPageOf, type SignedInFirstScreen } from './chunks';
import { chunkMap, importedCss, staticClosure } from './bundle-graph';

export type FirstScreenRoute = {
  /** A short name (the first screens' chunks are named after the pages that load them, build/chunks.ts). */
  name: string;
  /** The route file (TanStack file route) whose component chunk is this page. */
  file: string;
  /** The URL paths it serves, as a regular expression source. */
  path: string;
  /**
   * Message ids its catalogs carry whatever its code names: texts chosen by the data, whose ids the
   * code never writes (the city names on doctor cards, `i18n._(doctor.city)`).
   */
  messages?: readonly string[];
};

/** The pages issue 7 budgets, plus the doctor profile (a page people land on from links). */
export const FIRST_SCREEN_ROUTES: FirstScreenRoute[] = [
  { name: 'home', file: 'src/routes/index.tsx', path: '^/$', messages: CITIES },
  { name: 'doctors', file: 'src/routes/find/doctors/index.tsx', path: '^/find/doctors/?$', messages: CITIES },
  { name: 'profile', file: 'src/routes/find/doctors/$id.tsx', path: '^/find/doctors/[^/]+/?$', messages: CITIES },
  { name: 'signin', file: 'src/routes/signin.tsx', path: '^/signin/?$' },
];

/** A signed-in device's first screen, the dashboard: no byte budget, but chunks apart from these pages' (build/chunks.ts). */
export const SIGNED_IN_FIRST_SCREEN: SignedInFirstScreen = {
  name: 'dashboard',
  // The page, and the layout of every signed-in page (its e-mail verification banner).
  files: ['src/routes/_authed/home.tsx', 'src/routes/_authed.tsx'],
  apartFrom: ['signin', 'profile'],
};

/**
 * The fixed texts at the top of the home page (src/features/home/components/HomeHero.tsx), of
 * /find/doctors (FindDoctorsPage and DoctorSearchForm) and a doctor's profile heading, written into the static skeleton of
 * index.html in both languages: on a slow network they are read before any script has arrived, and
 * they stay the page's largest text, so the LCP is the first paint. The build fails when a text is
 * no longer in the catalog (the component changed): update it here and in index.html too.
 */
const SKELETON_TEXTS = {
  'home-title': 'Find the right doctor, close to home',
  'home-lead': 'Book clinic visits and online consultations with verified doctors across Nepal.',
  'find-title': 'Find doctors',
  'find-label': 'Search doctors',
  'find-hint': 'Letters, numbers, spaces and full stops only, up to 25 characters.',
  // A doctor's profile (DoctorProfilePage's h1): the server puts the doctor's name in place of {name}.
  'doctor-title': 'Dr. {name}',
};

/**
 * The patient app's catalog (locales/{locale}/messages): the one the first screens, the full catalog
 * and the skeleton come from. The clinic console's (locales/{locale}/console) is imported by the
 * console's own lazy code (src/features/clinic/catalog.ts), a chunk like any other.
 */
async function patientCatalog(lingui: ReturnType<typeof getConfig>) {
  const catalog = (await getCatalogs(lingui)).find((c) => c.path.endsWith('/locales/{locale}/messages'));
  if (!catalog) throw new Error('lingui.config.ts declares no locales/{locale}/messages catalog');
  return catalog;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Fills the text slots (<!--home-title--> …) of index.html's skeleton (development and build). */
function skeletonTextsPlugin(): Plugin {
  return {
    name: 'swasthya:skeleton-texts',
    transformIndexHtml: {
      order: 'pre',
      async handler(html) {
        const lingui = getConfig({ cwd: process.cwd() });
        const catalog = await patientCatalog(lingui);
        const read = async (locale: string) =>
          (await catalog.getTranslations(locale, { fallbackLocales: lingui.fallbackLocales || {}, sourceLocale: lingui.sourceLocale ?? 'en' })).messages;
        const [en, ne] = [await read('en'), await read('ne')];
        let out = html;
        for (const [slot, text] of Object.entries(SKELETON_TEXTS)) {
          // A generated id: the contracts' texts (their English is their id) are not the page's.
          const id = Object.keys(en).find((key) => key !== text && en[key] === text);
          const nepali = id ? ne[id] : undefined;
          if (!id || !nepali) throw new Error(`index.html's skeleton: "${text}" is not in the catalogs any more (its component changed?). Update SKELETON_TEXTS in build/first-load.ts.`);
          if (!out.includes(`<!--${slot}-->`)) throw new Error(`index.html has no <!--${slot}--> slot.`);
          out = out.replace(`<!--${slot}-->`, `<span class="sk-en">${escapeHtml(text)}</span><span class="sk-ne" lang="ne">${escapeHtml(nepali)}</span>`);
        }
        return out;
      },
    },
  };
}

/** What index.html hands to src/lib/i18n/i18n.ts (window.__SWASTHYA_I18N__); URLs are absolute paths. */
export type CatalogMap = {
  full: Record<string, string>;
  routes: { path: string; catalogs: Record<string, string> }[];
};

// Lingui message ids as the macro writes them into the code: 6 characters of a base64 hash.
const MESSAGE_ID = /\bid:\s*["'`]([A-Za-z0-9+/]{6})["'`]/g;

/**
 * The messages a chunk's code names: the macro's generated ids, and explicit ids written as words
 * (the cities of contracts/cities.ts, whose English is their id, shown by `i18n._(city)`).
 * An explicit id is only looked for where the locale's text differs from it (English needs none).
 */
export function messageIds(code: string, known: Record<string, string>): Set<string> {
  const ids = new Set<string>();
  for (const m of code.matchAll(MESSAGE_ID)) if (m[1] && m[1] in known) ids.add(m[1]);
  for (const [id, text] of Object.entries(known)) {
    if (text === id || !/^[A-Za-z][A-Za-z ]*$/.test(id)) continue;
    // A whole word: the minifier may join a list of strings into one (`"Kathmandu.Lalitpur".split(".")`).
    if (code.includes(id) && new RegExp(`(?<![\\w$])${id}(?![\\w$])`).test(code)) ids.add(id);
  }
  return ids;
}

/**
 * A catalog's module: every message, or those of `ids`. A message that is its own id is left out:
 * Lingui says the id when a message is missing, and the app never asks for those (the contracts'
 * English texts, translateMessage in src/lib/i18n/i18n.ts).
 */
export function compiled(locale: string, messages: Record<string, string>, ids?: Set<string>): string {
  const subset = ids
    ? Object.fromEntries([...ids].sort().map((id) => [id, messages[id] ?? '']))
    : Object.fromEntries(Object.entries(messages).filter(([id, text]) => text !== id));
  const { source, errors } = createCompiledCatalog(locale, subset, { namespace: 'json' });
  if (errors.length) throw new Error(`Catalog ${locale}: ${errors.length} message(s) do not compile (first: ${errors[0]?.id})`);
  // JSON.parse of the JSON in single quotes: Lingui's own module puts it in double quotes, and every `"`
  // of the JSON then costs a backslash (~3 % of a catalog after Brotli).
  const json = JSON.stringify((JSON.parse(source) as { messages: unknown }).messages);
  return `export const messages=JSON.parse('${json.replace(/[\\']/g, (c) => `\\${c}`)}');`;
}

/**
 * The page's one script after the skeleton. It hands the catalog map to src/lib/i18n/i18n.ts, then, after
 * the skeleton's first frame, asks for everything at once: the entry and its static imports, the
 * catalog the stored language (<html lang>, set by the theme script), the session flag
 * (src/lib/auth/auth.ts) and the path call for, and a budgeted route's chunks and CSS (CSS as a preload:
 * Vite's loader still adds the stylesheet and waits for it, so the page never renders unstyled);
 * then it imports the entry. Starting the downloads after the first paint keeps them from competing
 * with the page itself on a slow link, and a cached script from delaying the paint; a hidden tab
 * (no frames) starts at once. A signed-in device takes the full catalog (its home is the dashboard).
 * Three requests a task: starting one costs this Chromium 1–3 ms of main thread (4x that on a slow
 * phone), and the ten of a doctor's profile in one task were its longest task (~200 ms at 4x CPU).
 */
function bootScript(map: CatalogMap, routes: { js: string[]; css: string[] }[], entry: string, entryImports: string[]): string {
  return `(function(m,r,x,v){window.__SWASTHYA_I18N__=m;var d=document;
function h(u,k){var e=d.createElement('link');e.rel=k;if(k==='preload')e.as='style';e.crossOrigin='';e.href=u;d.head.appendChild(e)}
function g(){var l=d.documentElement.lang==='ne'?'ne':'en',p=location.pathname,s=false,c=m.full[l],q=[],i;try{s=localStorage.getItem('swasthya.auth')==='1'}catch(e){}
v.forEach(function(u){q.push([u,'modulepreload'])});q.push([x]);
for(i=0;i<m.routes.length;i++)if(new RegExp(m.routes[i].path).test(p)){if(!s)c=m.routes[i].catalogs[l];q.push([c,'modulepreload']);r[i].js.forEach(function(u){q.push([u,'modulepreload'])});r[i].css.forEach(function(u){q.push([u,'preload'])});c=0;break}
if(c)q.push([c,'modulepreload']);
(function n(){q.splice(0,3).forEach(function(a){if(a[1])h(a[0],a[1]);else import(a[0])});if(q.length)setTimeout(n,0)})()}
if(d.visibilityState==='visible')requestAnimationFrame(function(){setTimeout(g,0)});else g()})(${JSON.stringify(map)},${JSON.stringify(routes)},${JSON.stringify(entry)},${JSON.stringify(entryImports)})`;
}

export function firstLoadPlugin(opts: { routes: FirstScreenRoute[] }): Plugin[] {
  return [skeletonTextsPlugin(), catalogsPlugin(opts)];
}

function catalogsPlugin(opts: { routes: FirstScreenRoute[] }): Plugin {
  let base = '/';
  return {
    name: 'swasthya:first-load',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    async generateBundle(_options, bundle) {
      const lingui = getConfig({ cwd: process.cwd() });
      const catalog = await patientCatalog(lingui);
      const all = chunkMap(bundle);
      const entry = [...all.values()].find((c) => c.isEntry);
      if (!entry) throw new Error('no entry chunk');
      const initial = staticClosure(all, [entry]);

      const url = (fileName: string) => `${base}${fileName}`;
      const emit = (name: string, source: string) => url(this.getFileName(this.emitFile({ type: 'asset', name, source })));
      const full: Record<string, string> = {};
      const perRoute = opts.routes.map((route) => {
        const own = [...all.values()].filter((c) =>
          c.moduleIds.some(isPageOf([route.file])),
        );
        if (own.length === 0) throw new Error(`first-load plugin: no chunk holds the component of ${route.file}`);
        const loaded = staticClosure(all, own);
        const extra = [...loaded].filter((c) => !initial.has(c));
        return {
          route,
          code: [...initial, ...extra].map((c) => c.code).join('\n'),
          js: extra.map((c) => url(c.fileName)),
          css: [...new Set(extra.flatMap(importedCss))].map(url),
          catalogs: {} as Record<string, string>,
        };
      });

      for (const locale of lingui.locales) {
        const { messages } = await catalog.getTranslations(locale, {
          fallbackLocales: lingui.fallbackLocales || {},
          sourceLocale: lingui.sourceLocale ?? 'en',
        });
        full[locale] = emit(`messages-${locale}.js`, compiled(locale, messages));
        for (const r of perRoute) {
          const ids = messageIds(r.code, messages);
          for (const id of r.route.messages ?? []) if (messages[id] !== undefined && messages[id] !== id) ids.add(id);
          r.catalogs[locale] = emit(`messages-${locale}-first.js`, compiled(locale, messages, ids));
        }
      }
      const map: CatalogMap = { full, routes: perRoute.map((r) => ({ path: r.route.path, catalogs: r.catalogs })) };
      const assets = perRoute.map((r) => ({ js: r.js, css: r.css }));

      const html = bundle['index.html'];
      if (html?.type !== 'asset' || typeof html.source !== 'string') throw new Error('first-load plugin: index.html is not in the bundle yet');
      let page = html.source;
      // The first screen's CSS in the page itself: no render-blocking request before the first paint.
      page = page.replace(/<link rel="stylesheet"[^>]*href="([^"]+\.css)"[^>]*>/g, (tag, href: string) => {
        const css = bundle[href.slice(base.length)];
        return css?.type === 'asset' ? `<style>${String(css.source).trim()}</style>` : tag;
      });
      // No script or module preload in <head>: the boot script asks for them after the first frame.
      const entrySrc = url(entry.fileName);
      // The entry's static imports, from the bundle: Vite writes no modulepreload links when
      // build.modulePreload is off (vite.config.ts), and any it writes are dropped here.
      const preloads = [...initial].filter((c) => c !== entry).map((c) => url(c.fileName));
      page = page.replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '');
      const script = `<script type="module" crossorigin src="${entrySrc}"></script>`;
      if (!page.includes(script)) throw new Error(`first-load plugin: index.html has no ${script}`);
      page = page.replace(script, '').replace('</body>', `<script>${bootScript(map, assets, entrySrc, preloads)}</script>\n  </body>`);
      html.source = page;
    },
  };
}
