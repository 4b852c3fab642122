// Service worker registration, after the page has loaded (so it never competes with the first
// screen for bandwidth). A new version waits for the patient's OK: 'A new version is available —
// Reload' never reloads by itself (a form may be half filled). Plain `navigator.serviceWorker`
// (workbox-window did the same in 2.2 KB more on every first visit).
import { t } from '@lingui/core/macro';
import { toast } from '../ui/toast';

function offerUpdate(worker: ServiceWorker): void {
  toast.info(t`A new version is available`, {
    id: 'sw-update',
    duration: Number.POSITIVE_INFINITY,
    action: {
      label: t`Reload`,
      onClick: () => {
        navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
        // sw/sw.ts takes over on this message (sw/policy.ts).
        worker.postMessage({ type: 'SKIP_WAITING' });
      },
    },
  });
}

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const start = () => {
    void navigator.serviceWorker.register('/sw.js', { scope: '/' }).then((registration) => {
      // Only an update waits: the first version takes the page at once (clientsClaim).
      const isUpdate = () => navigator.serviceWorker.controller !== null;
      if (registration.waiting && isUpdate()) offerUpdate(registration.waiting);
      registration.addEventListener('updatefound', () => {
        const worker = registration.installing;
        worker?.addEventListener('statechange', () => {
          if (worker.state === 'installed' && isUpdate()) offerUpdate(worker);
        });
      });
    });
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
