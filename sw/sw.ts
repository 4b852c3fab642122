// Service worker (built by vite-plugin-pwa in injectManifest mode); ARCHITECTURE.md "Offline design".
// - Installs the app shell, the pages that work offline and the patient's language, keeps the other
//   files when first used (or fetches them on a good connection), and serves the shell for
//   navigations, so the app opens offline (./precache.ts).
// - Caches the signed-in patient's appointment, prescription and invoice GETs network-first (3 s
//   timeout, then the cached copy, and the pages told API_UPDATED when the network's answer then
//   brings something new), in a cache named by a hash of their uid, with expiry. The page
//   tells it the uid (SET_USER) and purges it at sign-out (PURGE); without a known user nothing is
//   cached.
// - A new version waits until the page asks it to take over (SKIP_WAITING).
// - Shows Web Push notifications and opens their link when tapped (./push.ts).
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { API_CACHE_PREFIX, API_UPDATED, SW_META_CACHE, apiCacheName, freshAfterFallbackPlugin, isCachedApiPath, parseSwMessage } from './policy';
import { setUpPrecache } from './precache';
import type { BuiltFile } from './precache-plan';
import { registerPush, unsubscribePush } from './push';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: BuiltFile[] };

const { shellHandler } = setUpPrecache(self.__WB_MANIFEST);
registerPush();
cleanupOutdatedCaches();
// The first install takes the open page at once (a later version still waits for the patient).
clientsClaim();

// Every navigation except the API gets the precached shell (precached as '/', so it carries
// the server's config meta and CSP); the client router takes it from there. Server pages are
// left to the network: the sandbox payment gateway (/sandbox) and /.well-known files.
registerRoute(
  new NavigationRoute(shellHandler, {
    denylist: [/^\/api(?:\/|$)/, /^\/sandbox(?:\/|$)/, /^\/\.well-known\//],
  }),
);

// ── per-user API cache ─────────────────────────────────────────────────────────────────────────
const USER_KEY = '/__swasthya/user-cache';
const API_MAX_ENTRIES = 60;
const API_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

/** The current user's cache name; undefined = unknown (not read yet), null = nobody signed in. */
let currentCache: string | null | undefined;
const strategies = new Map<string, { strategy: NetworkFirst; expiration: ExpirationPlugin }>();
const networkOnly = new NetworkOnly();
// The pages hear when an answer they were given from the cache (the network too slow) has a newer copy.
const freshAfterFallback = freshAfterFallbackPlugin((url) => {
  void self.clients.matchAll({ type: 'window' }).then((pages) => {
    for (const page of pages) page.postMessage({ type: API_UPDATED, url });
  });
});

async function userCacheName(): Promise<string | null> {
  if (currentCache !== undefined) return currentCache;
  // Woken up after a restart: the page told an earlier instance who is signed in.
  const meta = await caches.open(SW_META_CACHE);
  const stored = await meta.match(USER_KEY);
  currentCache = stored ? await stored.text() : null;
  return currentCache;
}

function strategyFor(cacheName: string): NetworkFirst {
  let entry = strategies.get(cacheName);
  if (!entry) {
    const expiration = new ExpirationPlugin({ maxEntries: API_MAX_ENTRIES, maxAgeSeconds: API_MAX_AGE_SECONDS, purgeOnQuotaError: true });
    entry = { expiration, strategy: new NetworkFirst({ cacheName, networkTimeoutSeconds: 3, plugins: [expiration, freshAfterFallback], matchOptions: { ignoreVary: true } }) };
    strategies.set(cacheName, entry);
  }
  return entry.strategy;
}

registerRoute(
  ({ url, request }) => url.origin === self.location.origin && request.method === 'GET' && isCachedApiPath(url.pathname),
  async (options) => {
    const cacheName = await userCacheName();
    if (!cacheName) return networkOnly.handle(options);
    return strategyFor(cacheName).handle(options);
  },
);

async function setUser(uid: string): Promise<void> {
  const cacheName = await apiCacheName(uid);
  const previous = await userCacheName();
  if (previous === cacheName) return;
  // Another patient signed in without a sign-out: nothing of the previous one stays.
  if (previous) await purge();
  currentCache = cacheName;
  const meta = await caches.open(SW_META_CACHE);
  await meta.put(USER_KEY, new Response(cacheName));
}

async function purge(): Promise<void> {
  // Woken up just for this: the expiration records of the stored user's cache go too.
  const stored = await userCacheName();
  if (stored) strategyFor(stored);
  currentCache = null;
  const known = [...strategies.values()];
  strategies.clear();
  await Promise.all(known.map(({ expiration }) => expiration.deleteCacheAndMetadata().catch(() => undefined)));
  const names = await caches.keys();
  await Promise.all(names.filter((n) => n.startsWith(API_CACHE_PREFIX) || n === SW_META_CACHE).map((n) => caches.delete(n)));
  // deleteCacheAndMetadata() above removed the expiration records (cache name + URL) from
  // IndexedDB; the database itself stays (deleting it would wait on the plugin's open connection).
}

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const message = parseSwMessage(event.data);
  if (!message) return;
  if (message.type === 'SKIP_WAITING') void self.skipWaiting();
  else if (message.type === 'SET_USER') event.waitUntil(setUser(message.uid));
  else event.waitUntil(Promise.all([purge(), unsubscribePush()]));
});

// ── the prescription signing key ───────────────────────────────────────────────────────────────
// A pharmacist's phone that has opened the app once checks a prescription QR code with no signal:
// the public key is fetched when this worker installs and kept (network first: a new key replaces it).
const SIGNING_KEY_URL = '/.well-known/prescription-signing-key.json';
const PUBLIC_KEYS_CACHE = 'swasthya-public-keys';
registerRoute(
  ({ url, request }) => url.origin === self.location.origin && request.method === 'GET' && url.pathname === SIGNING_KEY_URL,
  new NetworkFirst({ cacheName: PUBLIC_KEYS_CACHE, networkTimeoutSeconds: 3 }),
);
self.addEventListener('install', (event) => {
  // Best effort: an install with no signal still succeeds; the key is then fetched when first needed.
  event.waitUntil(caches.open(PUBLIC_KEYS_CACHE).then((cache) => cache.add(SIGNING_KEY_URL)).catch(() => undefined));
});
