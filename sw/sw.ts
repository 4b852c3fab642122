// Service worker (built by vite-plugin-pwa in injectManifest mode).
// For now: precache the built app shell and serve it for navigations, so the app opens
// offline. Runtime caching of API data comes with the offline issue.
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import type { PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every navigation except the API gets the precached shell (precached as '/', so it carries
// the server's config meta and CSP); the client router takes it from there. Server pages are
// left to the network: the sandbox payment gateway (/sandbox) and /.well-known files.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/'), {
    denylist: [/^\/api(?:\/|$)/, /^\/sandbox(?:\/|$)/, /^\/\.well-known\//],
  }),
);

// A new version waits until the page asks it to take over (the "Update available" toast).
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data: unknown = event.data;
  if (data && typeof data === 'object' && (data as { type?: unknown }).type === 'SKIP_WAITING') {
    void self.skipWaiting();
  }
});
