// Talking to the service worker about whose data it may cache (ARCHITECTURE.md "Offline design"):
// the page tells it the signed-in uid (it names the API cache by a hash of it) and asks it to
// purge at sign-out. Cache Storage is also purged from the page itself, so a sign-out wipes the
// data even when no service worker controls the page (or it is asleep and slow to wake).
export const API_CACHE_PREFIX = 'swasthya-api-';
export const SW_META_CACHE = 'swasthya-sw-meta';

/** What the service worker tells the pages: an API answer they got from its cache has a newer copy. */
export const API_UPDATED = 'API_UPDATED';

export type SwMessage = { type: 'SET_USER'; uid: string } | { type: 'PURGE' } | { type: 'SKIP_WAITING' };

function post(message: SwMessage): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.controller?.postMessage(message);
  // A service worker not yet controlling this page must hear it too: one installed (it still has to
  // forget the user), and one still installing on a first visit (it keeps the user in its meta cache;
  // otherwise, after the reload that hands it the page, the first API answers would race the
  // repeated SET_USER and go uncached).
  void navigator.serviceWorker.getRegistration().then((reg) => {
    for (const worker of [reg?.active, reg?.waiting, reg?.installing]) {
      if (worker && worker !== navigator.serviceWorker.controller) worker.postMessage(message);
    }
  }).catch(() => undefined);
}

/** Calls `listener` with the URL whenever the service worker has a newer answer than one it gave from its cache. */
export function onApiUpdated(listener: (url: string) => void): () => void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return () => {};
  const onMessage = (event: MessageEvent) => {
    const data = event.data as { type?: unknown; url?: unknown } | null;
    if (data?.type === API_UPDATED && typeof data.url === 'string') listener(data.url);
  };
  navigator.serviceWorker.addEventListener('message', onMessage);
  return () => navigator.serviceWorker.removeEventListener('message', onMessage);
}

/** Tell the service worker who is signed in (on every settled sign-in, including reloads). */
export function announceUser(uid: string): void {
  post({ type: 'SET_USER', uid });
}

/** Delete every per-user API cache and tell the service worker to forget the user. */
export async function purgeApiCaches(): Promise<void> {
  post({ type: 'PURGE' });
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(names.filter((n) => n.startsWith(API_CACHE_PREFIX) || n === SW_META_CACHE).map((n) => caches.delete(n)));
}
