// 'Offline — showing data from {time}': drop it on any screen whose data may come from the
// persisted query cache or the service worker's cache while offline. Give it the key prefix of
// the screen's queries (e.g. ['patient', uid, 'appointments']). Online, it speaks up only when a
// refetch failed and the screen shows the last copy ('Could not refresh — showing data from …').
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { matchQuery, useQueryClient, type QueryCacheNotifyEvent, type QueryKey } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import { formatDateTime } from '@/lib/i18n/format';
import { lastOnlineDataAt, offlineDataTime } from '../data-time';
import { useOnline } from '@/lib/offline/online';
import * as styles from '../offline.css';

const changesData = (event: QueryCacheNotifyEvent) =>
  event.type === 'added' || event.type === 'removed' ||
  (event.type === 'updated' && (event.action.type === 'success' || event.action.type === 'error' || event.action.type === 'setState'));

/** The time of the data shown for these queries, and whether one of them failed to refresh. */
function useDataTime(queryKey: QueryKey): { time: number | null; failed: boolean } {
  const queryClient = useQueryClient();
  const keyHash = JSON.stringify(queryKey);
  const filters = useMemo(() => ({ queryKey: JSON.parse(keyHash) as QueryKey }), [keyHash]);
  // Woken only by what can change the answer: a query of these getting an answer or an error, or
  // coming and going. Not by every event of the whole cache (observers, fetches), which a page's
  // load makes hundreds of, each a check by every card's notice.
  const subscribe = useCallback(
    (listener: () => void) =>
      queryClient.getQueryCache().subscribe((event) => {
        if (changesData(event) && matchQuery(filters, event.query)) listener();
      }),
    [queryClient, filters],
  );
  // A string snapshot: useSyncExternalStore compares it by value.
  const getSnapshot = useCallback(() => {
    const withData = queryClient
      .getQueryCache()
      .findAll(filters)
      .filter((q) => q.state.data !== undefined);
    const time = offlineDataTime(withData.map((q) => q.state.dataUpdatedAt), lastOnlineDataAt());
    return `${time ?? ''}|${withData.some((q) => q.state.status === 'error')}`;
  }, [queryClient, filters]);
  const [time, failed] = useSyncExternalStore(subscribe, getSnapshot, () => '|false').split('|');
  return { time: time ? Number(time) : null, failed: failed === 'true' };
}

/** The time of the data shown for these queries while offline, or null (online, or no data). */
export function useOfflineDataTime(queryKey: QueryKey): number | null {
  const online = useOnline();
  const { time } = useDataTime(queryKey);
  return online ? null : time;
}

export function OfflineDataNotice({ queryKey, compact = false }: { queryKey: QueryKey; compact?: boolean }) {
  const online = useOnline();
  const { time, failed } = useDataTime(queryKey);
  if (time === null || (online && !failed)) return null;
  const when = formatDateTime(time);
  return (
    <p className={compact ? styles.compactNotice : styles.notice} data-testid="offline-data-notice">
      {online ? <Trans>Could not refresh — showing data from {when}</Trans> : <Trans>Offline — showing data from {when}</Trans>}
    </p>
  );
}

/** For React.lazy (the first screens load it only once offline). */
/** @alias React.lazy loads the default export; the named one is for static imports. */
export default OfflineDataNotice;
