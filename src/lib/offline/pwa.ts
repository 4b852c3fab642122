// Service worker registration, once the first screen is done (so it never competes with the first
// screen for bandwidth or the CPU). A new version waits for the patient's OK: 'A new version is available —
// Reload' never reloads by itself, and its Reload keeps typed text first (src/lib/offline/update-prompt.ts,
// loaded when a new version is waiting). Plain `navigator.serviceWorker` (workbox-window did the
// same in 2.2 KB more on every first visit).
import { withFullCatalog } from '../i18n/i18n';

function offerUpdate(registration: ServiceWorkerRegistration, worker: ServiceWorker): void {
  void withFullCatalog(import('./update-prompt')).then((m) => m.offerUpdate(registration, worker), () => undefined);
}

/**
 * Calls `start` once the first screen is done: the page has loaded, the app's requests have been
 * answered (`busy` is false) and the main thread is idle. The service worker's first install
 * downloads every chunk of the app (~1.4 MB): started at `load`, which a single-page app reaches
 * before its first render, it took the bandwidth of a 2G link from the page's own data and images
 * and, with the server's compression, made the first screen's tasks longer (blocking time
 * +250–400 ms at 4x CPU in Lighthouse).
 */
export function whenFirstScreenDone(start: () => void, busy: () => boolean, subscribe: (onChange: () => void) => () => void): void {
  let started = false;
  const idle = (cb: () => void) => ('requestIdleCallback' in window ? requestIdleCallback(cb, { timeout: 5_000 }) : setTimeout(cb, 1_000));
  const tryStart = () => {
    if (started || busy()) return;
    started = true;
    unsubscribe();
    idle(start);
  };
  const unsubscribe = subscribe(() => {
    if (document.readyState === 'complete') tryStart();
  });
  if (document.readyState === 'complete') tryStart();
  else window.addEventListener('load', tryStart, { once: true });
}

export function registerServiceWorker(firstScreen: { busy: () => boolean; subscribe: (onChange: () => void) => () => void }): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const start = () => {
    void navigator.serviceWorker.register('/sw.js', { scope: '/' }).then((registration) => {
      // Only an update waits: the first version takes the page at once (clientsClaim).
      const isUpdate = () => navigator.serviceWorker.controller !== null;
      if (registration.waiting && isUpdate()) offerUpdate(registration, registration.waiting);
      registration.addEventListener('updatefound', () => {
        const worker = registration.installing;
        worker?.addEventListener('statechange', () => {
          if (worker.state === 'installed' && isUpdate()) offerUpdate(registration, worker);
        });
      });
    });
  };
  whenFirstScreenDone(start, firstScreen.busy, firstScreen.subscribe);
}
