// Service worker registration with workbox-window, after the page has loaded (so it never
// competes with the first screen for bandwidth). A new version waits for the patient's OK:
// 'A new version is available — Reload' never reloads by itself (a form may be half filled).
import { t } from '@lingui/core/macro';
import { toast } from '../ui/toast';

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const start = () => {
    void import('workbox-window').then(({ Workbox }) => {
      const wb = new Workbox('/sw.js', { scope: '/' });
      wb.addEventListener('waiting', () => {
        toast.info(t`A new version is available`, {
          id: 'sw-update',
          duration: Number.POSITIVE_INFINITY,
          action: {
            label: t`Reload`,
            onClick: () => {
              wb.addEventListener('controlling', () => window.location.reload());
              wb.messageSkipWaiting();
            },
          },
        });
      });
      void wb.register();
    });
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
