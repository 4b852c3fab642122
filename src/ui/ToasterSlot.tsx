import { lazy, Suspense, useSyncExternalStore } from 'react';
import { withFullCatalog } from '../lib/i18n/i18n';
import { onToasterWanted, toasterWanted } from './toast';

const Toaster = lazy(() => withFullCatalog(import('./Toaster')).then((m) => ({ default: m.Toaster })));

/** The app's toaster, mounted (and sonner downloaded) when the first toast is shown. */
export function ToasterSlot() {
  const wanted = useSyncExternalStore(onToasterWanted, toasterWanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
