// What the service worker downloads when it installs (issue 15: offline-ready fast on 2G).
//
// Every built file is in the precache manifest (self.__WB_MANIFEST), each tagged with a group:
// - no group (the shell): index.html, the entry and everything it imports, the lazily loaded parts
//   of the shell, and the pages of OFFLINE_ROUTES with what they import (statically or lazily):
//   installed at once;
// - 'en' / 'ne': one language's message catalogs (full and first-screen; the full ones carry the
//   contracts' validation and server messages too), and for Nepali the Nepali web app manifest: the
//   patient's own language is installed with the shell, the other one is not;
// - 'later': every other page (sign-up, static pages, pharmacies…), icons: cached when first used,
//   or fetched after install on a good connection (sw/precache.ts).
// - 'staff': what only the clinic console's pages (src/routes/clinic/, STAFF_ROUTES) load: left out of
//   the manifest, so a patient's device never downloads the console (it needs the network anyway).
// The groups come from the bundle's import graph (precacheGroupsPlugin records it, and its
// manifest transform tags vite-plugin-pwa's manifest with it).
//
// Packs: on 2G a request costs seconds however small the file (800 ms of latency, and the upload of
// its headers), and the shell is ~100 files. So each group's hashed files are also written into one
// file, assets/pack-<group>-<hash>.txt (tagged group 'pack', `of` the group): a first install asks
// for that instead of each file (sw/precache.ts). The shell's pack leaves out what every page loads
// before the service worker installs (the entry and its static imports: the browser holds them).
// Format: one line of JSON, [[url, content type, length in UTF-16 code units], …], then the files'
// texts one after the other.
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { chunkMap, importedCss } from './bundle-graph';

export type PrecacheGroup = 'en' | 'ne' | 'later' | 'staff';
/** Route files (under src/routes) of the clinic console: never precached (see 'staff' above). */
export const STAFF_ROUTES = /^clinic\//;
type Packed = 'shell' | 'en' | 'ne';

/**
 * The pages installed with the shell (route files under src/routes): the first screens, and every
 * screen that shows its last data offline, a booking and a message started offline, a prescription
 * checked with no signal, sign-in (where sign-out leads).
 */
export const OFFLINE_ROUTES = [
  'index.tsx',
  'signin.tsx',
  'find/doctors/index.tsx',
  'find/doctors/$id.tsx',
  'verify-prescription.tsx',
  '_authed.tsx',
  '_authed/home.tsx',
  '_authed/recent-activity.tsx',
  '_authed/appointments/index.tsx',
  '_authed/appointments/$id.tsx',
  '_authed/book/$doctorId.tsx',
  '_authed/prescription.tsx',
  '_authed/lab-tests.tsx',
  '_authed/payments.index.tsx',
  '_authed/family.tsx',
  '_authed/favourites.tsx',
  '_authed/messages.tsx',
  '_authed/messages.index.tsx',
  '_authed/messages.$threadId.tsx',
  '_authed/settings/profile.tsx',
  '_authed/settings/logout.tsx',
] as const;

/** Files of public/ (and the generated manifest) installed with the shell; the rest is 'later'. */
const SHELL_PUBLIC = new Set(['index.html', 'favicon.svg', 'intl-warm.js', 'manifest.webmanifest']);
/** The Nepali web app manifest (build/manifest.ts): only a Nepali patient's page links it. */
const NEPALI_PUBLIC = new Set(['manifest-ne.webmanifest']);
/** The message catalogs build/first-load.ts emits: assets/messages-<locale>[-first]-<hash>.js. */
const CATALOG = /^assets\/messages-(en|ne)(?:-first)?-[\w-]+\.js$/;

/** vite-plugin-pwa's manifestTransforms (workbox-build's ManifestTransform, without importing it). */
type ManifestEntry = { url: string; revision: string | null; size: number };
type ManifestTransform = (entries: ManifestEntry[]) => { manifest: (ManifestEntry & { group?: PrecacheGroup | 'pack'; of?: Packed })[]; warnings: string[] };


/** The route files (relative to src/routes) whose split component a chunk holds. */
function routeFilesOf(chunk: OutputChunk): string[] {
  return chunk.moduleIds
    .filter((id) => id.includes('?tsr-split='))
    .map((id) => id.split('?')[0]!.replace(/\\/g, '/'))
    .map((file) => /\/src\/routes\/(.+)$/.exec(file)?.[1])
    .filter((file): file is string => Boolean(file));
}

/**
 * The group of every chunk and stylesheet in the bundle (absent = shell). From the entry, static and
 * dynamic imports are followed, except into the page of a route not in `offlineRoutes`; anything not
 * reached is 'later'. (No chunk is of one language: the message catalogs are assets, groupOfFile.)
 */
export function precacheGroups(bundle: OutputBundle, offlineRoutes: readonly string[] = OFFLINE_ROUTES): Map<string, PrecacheGroup | undefined> {
  const chunks = chunkMap(bundle);
  const entry = [...chunks.values()].find((c) => c.isEntry);
  if (!entry) throw new Error('precache groups: no entry chunk');
  const offline = new Set(offlineRoutes);
  const reachedRoutes = new Set<string>();

  const groups = new Map<string, PrecacheGroup | undefined>();
  const visit = (chunk: OutputChunk | undefined) => {
    if (!chunk || groups.has(chunk.fileName)) return;
    groups.set(chunk.fileName, undefined);
    for (const name of chunk.imports) visit(chunks.get(name));
    for (const name of chunk.dynamicImports) {
      const next = chunks.get(name);
      const routes = next ? routeFilesOf(next) : [];
      routes.forEach((r) => reachedRoutes.add(r));
      if (routes.length > 0 && !routes.some((r) => offline.has(r))) continue;
      visit(next);
    }
  };
  visit(entry);
  const missing = offlineRoutes.filter((r) => !reachedRoutes.has(r) && !routeFilesOf(entry).includes(r));
  if (missing.length > 0) throw new Error(`precache groups: no page chunk for ${missing.join(', ')} (OFFLINE_ROUTES in build/precache.ts)`);

  // Reachable without entering a console page: 'later'; only through one: 'staff'.
  const patients = new Set<string>();
  const visitPatient = (chunk: OutputChunk | undefined) => {
    if (!chunk || patients.has(chunk.fileName)) return;
    patients.add(chunk.fileName);
    for (const name of chunk.imports) visitPatient(chunks.get(name));
    for (const name of chunk.dynamicImports) {
      const next = chunks.get(name);
      const routes = next ? routeFilesOf(next) : [];
      if (routes.length > 0 && routes.every((r) => STAFF_ROUTES.test(r))) continue;
      visitPatient(next);
    }
  };
  visitPatient(entry);
  for (const chunk of chunks.values()) if (!groups.has(chunk.fileName)) groups.set(chunk.fileName, patients.has(chunk.fileName) ? 'later' : 'staff');
  // A stylesheet goes with the chunks that bring it: the shell's if any shell chunk does.
  for (const chunk of chunks.values()) {
    const group = groups.get(chunk.fileName);
    for (const css of importedCss(chunk)) {
      if (!groups.has(css) || group === undefined || (groups.get(css) === 'staff' && group === 'later')) groups.set(css, group);
    }
  }
  return groups;
}

/** The group of a built file (path relative to dist/), given the bundle's groups. */
export function groupOfFile(url: string, bundleGroups: Map<string, PrecacheGroup | undefined>): PrecacheGroup | undefined {
  const catalog = CATALOG.exec(url);
  if (catalog) return catalog[1] as 'en' | 'ne';
  if (bundleGroups.has(url)) return bundleGroups.get(url);
  if (SHELL_PUBLIC.has(url)) return undefined;
  if (NEPALI_PUBLIC.has(url)) return 'ne';
  return 'later';
}

const PACKED_TYPES: Record<string, string> = { js: 'text/javascript; charset=utf-8', css: 'text/css; charset=utf-8' };

/** The packs' texts (see the top of this file), by the group they carry. */
export function packTexts(bundle: OutputBundle, groups: Map<string, PrecacheGroup | undefined>): Map<Packed, string> {
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
  const entry = chunks.find((c) => c.isEntry);
  const loadedFirst = new Set<string>();
  const visit = (name: string) => {
    if (loadedFirst.has(name)) return;
    loadedFirst.add(name);
    (bundle[name] as OutputChunk | undefined)?.imports.forEach(visit);
  };
  if (entry) visit(entry.fileName);
  const files = new Map<Packed, [string, string, string][]>();
  for (const item of Object.values(bundle)) {
    const type = PACKED_TYPES[item.fileName.split('.').pop() ?? ''];
    const group = groupOfFile(item.fileName, groups) ?? 'shell';
    if (!type || !item.fileName.startsWith('assets/') || group === 'later' || group === 'staff' || loadedFirst.has(item.fileName)) continue;
    const text = item.type === 'chunk' ? item.code : typeof item.source === 'string' ? item.source : new TextDecoder().decode(item.source);
    files.set(group, [...(files.get(group) ?? []), [item.fileName, type, text]]);
  }
  const texts = new Map<Packed, string>();
  for (const [group, list] of files) {
    list.sort(([a], [b]) => (a < b ? -1 : 1));
    texts.set(group, `${JSON.stringify(list.map(([url, type, text]) => [url, type, text.length]))}\n${list.map(([, , text]) => text).join('')}`);
  }
  return texts;
}

/** Records the bundle's groups and writes the packs at build time, for the manifest transform. */
export function precacheGroupsPlugin(): { plugin: Plugin; transform: ManifestTransform } {
  let groups: Map<string, PrecacheGroup | undefined> | undefined;
  const packs = new Map<string, Packed>();
  const plugin: Plugin = {
    name: 'swasthya:precache-groups',
    apply: 'build',
    enforce: 'post',
    // After every other plugin's generateBundle: Vite fills in the preload lists (__VITE_PRELOAD__)
    // and the catalogs are emitted there, and a pack must hold the files exactly as written.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        groups = precacheGroups(bundle);
        for (const [group, source] of packTexts(bundle, groups)) {
          packs.set(this.getFileName(this.emitFile({ type: 'asset', name: `pack-${group}.txt`, source })), group);
        }
      },
    },
  };
  const transform: ManifestTransform = (entries) => {
    if (!groups) throw new Error('precache groups: the bundle was not seen (precacheGroupsPlugin missing from plugins?)');
    const known = groups;
    const manifest = entries.filter((entry) => groupOfFile(entry.url, known) !== 'staff').map((entry) => {
      const of = packs.get(entry.url);
      if (of) return { ...entry, group: 'pack' as const, of };
      const group = groupOfFile(entry.url, known);
      // Precached as '/', not 'index.html': the server serves '/' with the runtime config meta and
      // the CSP header, which a raw index.html would lack.
      const url = entry.url === 'index.html' ? '/' : entry.url;
      return group && group !== 'staff' ? { ...entry, url, group } : { ...entry, url };
    });
    const missing = [...packs.keys()].filter((file) => !entries.some((e) => e.url === file));
    if (missing.length > 0) throw new Error(`precache: ${missing.join(', ')} not in the manifest (globPatterns in vite.config.ts)`);
    return { manifest, warnings: [] };
  };
  return { plugin, transform };
}
