// The app's own files in the service worker (issue 15: offline-ready fast on 2G).
// - Install: the shell (into workbox-precaching's cache, under its keys) and the patient's own
//   language (ASSETS_CACHE). What the browser holds already costs nothing: the page's own files
//   come from the HTTP cache. A group that misses most of its files comes as its pack, one request
//   (build/precache.ts: on 2G each request costs seconds, and workbox-precaching asks for ~120 files
//   one after the other: 135-143 s); the rest six at a time. Every other file of this version the
//   browser holds (a page opened before the install) is kept too, at no network cost.
// - The patient's language: the one a page last asked for (noted for the next version), else the
//   one the installing page loaded (its catalog is in the HTTP cache), else both.
// - The other files (other pages, the other language, icons) are cached when first asked for,
//   cache first (their names carry their hash), in ASSETS_CACHE; the files of an older version are
//   dropped when this one activates. A file of a language brings the rest of that language along,
//   so that the app can start in it with no signal after a switch.
// - After install, on a good connection (4G, no data saver), the first request this worker serves
//   starts fetching the rest, two files at a time.
import { PrecacheController, PrecacheRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import type { RouteHandlerCallback } from 'workbox-core';
import {
  LANGUAGES, cacheKeyOf, eachLimited, goodConnection, languagesToInstall, planOf, unpack, urlOf, worthThePack,
  type BuiltFile, type Language, type Packed,
} from './precache-plan';

declare const self: ServiceWorkerGlobalScope;

/** The files installed by language, when used, or on a good connection (not the patient's data). */
export const ASSETS_CACHE = 'swasthya-assets';
/** The language a page last used, for the next version's install. */
const STATE_CACHE = 'swasthya-sw-state';
const LANGUAGE_KEY = '/__swasthya/language';
/** Chrome's connections per host on HTTP/1.1. */
const INSTALL_CONCURRENCY = 6;
/** Leaves most connections to the page. */
const WARM_UP_CONCURRENCY = 2;

type Lazy = { file: BuiltFile; key: string; language?: Language };

export function setUpPrecache(files: readonly BuiltFile[]): { shellHandler: RouteHandlerCallback } {
  const base = self.location.href;
  const plan = planOf(files);
  const controller = new PrecacheController();
  controller.addToCacheList(plan.shell);
  const revisioned = new Set(plan.shell.filter((f) => f.revision).map((f) => urlOf(f, base)));

  const lazy = new Map<string, Lazy>();
  for (const language of LANGUAGES) for (const file of plan.languages[language]) lazy.set(urlOf(file, base), { file, key: cacheKeyOf(file, base), language });
  for (const file of plan.later) lazy.set(urlOf(file, base), { file, key: cacheKeyOf(file, base) });
  const languageFiles = (language: Language) => [...lazy.values()].filter((l) => l.language === language);

  /** A copy the browser holds already: in any cache, or (a hashed name only) in the HTTP cache. */
  async function localCopy(item: Pick<Lazy, 'file' | 'key'>): Promise<Response | undefined> {
    const cached = await caches.match(item.key);
    if (cached) return cached;
    if (item.file.revision) return undefined;
    return fetch(urlOf(item.file, base), { cache: 'only-if-cached', mode: 'same-origin' }).then((r) => (r.ok ? r : undefined), () => undefined);
  }

  /** Puts the file in ASSETS_CACHE from a local copy, or with `network`, from the network (once at a time). */
  const keeping = new Map<string, Promise<void>>();
  function keep(assets: Cache, item: Lazy, options: { network: boolean }): Promise<void> {
    const running = keeping.get(item.key);
    if (running) return running;
    const done = store(assets, item, options).finally(() => keeping.delete(item.key));
    keeping.set(item.key, done);
    return done;
  }
  async function store(assets: Cache, item: Lazy, { network }: { network: boolean }): Promise<void> {
    if (await assets.match(item.key)) return;
    let response = await localCopy(item);
    if (!response && network) {
      const request = () => fetch(urlOf(item.file, base), { cache: item.file.revision ? 'reload' : 'default', credentials: 'same-origin' });
      // One more try: a 2G link drops a request now and then, and one failure fails the install.
      response = await request().catch(request);
      if (!response.ok) throw new Error(`${item.file.url}: HTTP ${response.status}`);
    }
    if (response) await assets.put(item.key, response);
  }

  async function notedLanguage(): Promise<Language | undefined> {
    const text = await (await (await caches.open(STATE_CACHE)).match(LANGUAGE_KEY))?.text();
    return LANGUAGES.find((l) => l === text);
  }
  let noted: Language | undefined;
  async function noteLanguage(language: Language): Promise<void> {
    if (noted === language) return;
    noted = language;
    await (await caches.open(STATE_CACHE)).put(LANGUAGE_KEY, new Response(language));
  }

  type Target = { url: string; key: string; cache: Cache; revisioned: boolean; integrity?: string; group: Packed };

  /** Already in its cache, or put there from a copy the browser holds. */
  async function placeLocally(target: Target): Promise<boolean> {
    if (await target.cache.match(target.key)) return true;
    const copy = target.revisioned ? undefined : await localCopy({ file: { url: target.url, revision: null }, key: target.key });
    if (copy) await target.cache.put(target.key, copy);
    return Boolean(copy);
  }

  async function fetchInto(target: Target): Promise<void> {
    const request = () => fetch(new Request(target.url, {
      cache: target.revisioned ? 'reload' : 'default', credentials: 'same-origin', integrity: target.integrity,
    }));
    // One more try: a 2G link drops a request now and then, and one failure fails the install.
    const response = await request().catch(request);
    if (response.status !== 200) throw new Error(`${target.url}: HTTP ${response.status}`);
    await target.cache.put(target.key, response);
  }

  /** Puts the files of a group's pack that are missing in their caches (a failed pack leaves them missing). */
  async function unpackInto(pack: BuiltFile, missing: Target[]): Promise<void> {
    try {
      const response = await fetch(urlOf(pack, base), { cache: 'no-store', credentials: 'same-origin' });
      if (!response.ok) return;
      const wanted = new Map(missing.map((t) => [t.url, t]));
      await Promise.all(unpack(await response.text()).map(async (file) => {
        const target = wanted.get(urlOf({ url: file.url, revision: null }, base));
        if (target) await target.cache.put(target.key, new Response(file.body, { headers: { 'content-type': file.type } }));
      }));
    } catch {
      // Asked for one by one below.
    }
  }

  async function install(): Promise<void> {
    const held: Language[] = [];
    for (const language of LANGUAGES) {
      const copies = await Promise.all(languageFiles(language).map(localCopy));
      if (copies.some(Boolean)) held.push(language);
    }
    const languages = languagesToInstall(await notedLanguage(), held);
    if (languages.length === 1) await noteLanguage(languages[0]!);
    const [precache, assets] = await Promise.all([caches.open(controller.strategy.cacheName), caches.open(ASSETS_CACHE)]);
    const targets: Target[] = [
      ...[...controller.getURLsToCacheKeys()].map(([url, key]): Target => ({
        url, key, cache: precache, revisioned: revisioned.has(url), integrity: controller.getIntegrityForCacheKey(key), group: 'shell',
      })),
      ...languages.flatMap(languageFiles).map((item): Target => ({
        url: urlOf(item.file, base), key: item.key, cache: assets, revisioned: Boolean(item.file.revision), group: item.language!,
      })),
    ];
    // What the browser holds already costs nothing: the page's own files, and (other pages and the
    // other language) whatever a page opened before this install loaded.
    const rest = [...lazy.values()].filter((item) => !item.language || !languages.includes(item.language));
    const [found] = await Promise.all([
      Promise.all(targets.map(placeLocally)),
      Promise.all(rest.map((item) => keep(assets, item, { network: false }).catch(() => undefined))),
    ]);
    const missing = targets.filter((_, i) => !found[i]);
    // A group missing most of its files comes as its pack, the rest one by one (six at a time).
    const packed = (Object.keys(plan.packs) as Packed[]).filter((group) => {
      const hashed = targets.filter((t) => t.group === group && !t.revisioned);
      return worthThePack(hashed.filter((t) => missing.includes(t)).length, hashed.length);
    });
    const byPack = (t: Target) => !t.revisioned && packed.includes(t.group);
    await Promise.all([
      ...packed.map((group) => unpackInto(plan.packs[group]!, missing.filter((t) => t.group === group))),
      eachLimited(missing.filter((t) => !byPack(t)), INSTALL_CONCURRENCY, fetchInto),
    ]);
    const left = await Promise.all(missing.filter(byPack).map(async (t) => ((await t.cache.match(t.key)) ? undefined : t)));
    await eachLimited(left.filter((t): t is Target => Boolean(t)), INSTALL_CONCURRENCY, fetchInto);
  }

  async function dropOtherVersions(): Promise<void> {
    const current = new Set([...lazy.values()].map((l) => l.key));
    const assets = await caches.open(ASSETS_CACHE);
    await Promise.all((await assets.keys()).filter((r) => !current.has(r.url)).map((r) => assets.delete(r)));
  }

  let warmUpStarted = false;
  async function warmUp(): Promise<void> {
    const assets = await caches.open(ASSETS_CACHE);
    await eachLimited([...lazy.values()], WARM_UP_CONCURRENCY, async (item) => {
      if (!goodConnection(connection())) return;
      await keep(assets, item, { network: true }).catch(() => undefined);
    });
  }

  self.addEventListener('install', (event) => event.waitUntil(install()));
  self.addEventListener('activate', (event) => {
    // Deletes the shell files of older versions (it waits on the event itself).
    void controller.activate(event);
    event.waitUntil(dropOtherVersions());
  });
  self.addEventListener('fetch', (event) => {
    if (warmUpStarted || !goodConnection(connection())) return;
    warmUpStarted = true;
    event.waitUntil(warmUp());
  });

  registerRoute(new PrecacheRoute(controller));
  registerRoute(
    ({ url, request }) => request.method === 'GET' && lazy.has(url.href),
    async ({ url, request, event }) => {
      const item = lazy.get(url.href)!;
      const assets = await caches.open(ASSETS_CACHE);
      if (item.language) event.waitUntil(noteLanguage(item.language));
      const hit = await assets.match(item.key);
      if (hit) return hit;
      const response = await fetch(request);
      if (response.ok) event.waitUntil(assets.put(item.key, response.clone()));
      // The app starts in a language with its catalogs and tables: bring the rest of them along.
      if (response.ok && item.language) {
        const others = languageFiles(item.language).filter((other) => other !== item);
        event.waitUntil(Promise.all(others.map((other) => keep(assets, other, { network: true }).catch(() => undefined))));
      }
      return response;
    },
  );
  return { shellHandler: controller.createHandlerBoundToURL('/') };
}

function connection(): { effectiveType?: string; saveData?: boolean } | undefined {
  return (self.navigator as WorkerNavigator & { connection?: { effectiveType?: string; saveData?: boolean } }).connection;
}
