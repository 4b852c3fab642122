// The data notice for the first screens a guest may open (/find/doctors, a doctor's profile): their
// bytes are budgeted (issue 7), so the notice and its messages load only once the browser is offline.
// Online, those pages show a failed refresh themselves (QueryError above the results).
import { lazy, Suspense } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import { withFullCatalog } from '@/lib/i18n/i18n';
import { useOnline } from '@/lib/offline/online';

const OfflineDataNotice = lazy(() => withFullCatalog(import('./OfflineDataNotice')));

export function OfflineDataNoticeWhenOffline({ queryKey }: { queryKey: QueryKey }) {
  const online = useOnline();
  if (online) return null;
  return (
    <Suspense fallback={null}>
      <OfflineDataNotice queryKey={queryKey} />
    </Suspense>
  );
}
