// 'Offline — showing data from {time}': drop it on any screen whose data may come from the
// persisted query cache or the service worker's cache while offline. Give it the key prefix of
// the screen's queries (e.g. ['patient', uid, 'appointments']).
import { useCallback, useSyncExternalStore } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import { formatDateTime } from '../../../lib/format';
import { lastOnlineDataAt, offlineDataTime, useOnline } from '../online';
import * as styles from '../offline.css';

/** The time of the data shown for these queries while offline, or null (online, or no data). */
export function useOfflineDataTime(queryKey: QueryKey): number | null {
  const queryClient = useQueryClient();
  const online = useOnline();
  const keyHash = JSON.stringify(queryKey);
  const subscribe = useCallback((listener: () => void) => queryClient.getQueryCache().subscribe(listener), [queryClient]);
  const getSnapshot = useCallback(() => {
    const updatedAts = queryClient
      .getQueryCache()
      .findAll({ queryKey: JSON.parse(keyHash) as QueryKey })
      .filter((q) => q.state.data !== undefined)
      .map((q) => q.state.dataUpdatedAt);
    return offlineDataTime(updatedAts, lastOnlineDataAt());
  }, [queryClient, keyHash]);
  const time = useSyncExternalStore(subscribe, getSnapshot, () => null);
  return online ? null : time;
}

export function OfflineDataNotice({ queryKey }: { queryKey: QueryKey }) {
  const time = useOfflineDataTime(queryKey);
  if (time === null) return null;
  const when = formatDateTime(time);
  return (
    <p className={styles.notice} data-testid="offline-data-notice">
      <Trans>Offline — showing data from {when}</Trans>
    </p>
  );
}
