// The prompt for a new version of the app, loaded when one is waiting (src/lib/offline/pwa.ts). Reload
// never loses typed text: the forms' drafts are kept first (src/lib/offline/drafts.ts) and put back when
// each form opens again after the reload; text that cannot be kept (a guest's, or storage refused)
// is asked about before reloading.
import { t } from '@lingui/core/macro';
import { toast } from '@/ui/toast';
import { saveDrafts } from './drafts';

/** Keeps the drafts; false when the patient chose to stay (text that could not be kept). */
export function mayReload(confirm: (message: string) => boolean = (message) => window.confirm(message)): boolean {
  return saveDrafts() || confirm(t`The text you typed cannot be kept on this device and will be lost. Reload anyway?`);
}

/** `worker` is the version that was found; a newer one installed meanwhile (still waiting at the tap) takes its place. */
export function offerUpdate(registration: ServiceWorkerRegistration, worker: ServiceWorker): void {
  toast.info(t`A new version is available`, {
    id: 'sw-update',
    duration: Number.POSITIVE_INFINITY,
    action: {
      label: t`Reload`,
      onClick: (event) => {
        if (!mayReload()) {
          // The prompt stays, for later.
          event.preventDefault();
          return;
        }
        navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
        // sw/sw.ts takes over on this message (sw/policy.ts).
        (registration.waiting ?? worker).postMessage({ type: 'SKIP_WAITING' });
      },
    },
  });
}
