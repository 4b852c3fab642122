// The install offer on a return visit (OfflineLayer loads this only then): its UI loads when Chrome
// has offered installation or this is iOS Safari, and the offer has not been dismissed.
import { lazy, Suspense } from 'react';
import { withFullCatalog } from '@/lib/i18n/i18n';
import { useInstallOffer } from '../install';

const InstallPrompt = lazy(() => withFullCatalog(import('./InstallPrompt')));

export default function InstallOffer() {
  if (!useInstallOffer()) return null;
  return (
    <Suspense fallback={null}>
      <InstallPrompt />
    </Suspense>
  );
}
