import { useState } from 'react';

/**
 * True once the query's data was fetched after the calling component mounted, or when it cannot
 * be (offline: the fetch is paused; or it failed) and whatever copy there is must do. A form that
 * copies the data into its state once waits for this: a copy restored from the persisted cache
 * may be old (its `dataUpdatedAt` is the time it was first fetched, before this mount).
 */
export function useFetchedSinceMount(query: { dataUpdatedAt: number; fetchStatus: string; isError: boolean }): boolean {
  const [mountedAt] = useState(() => Date.now());
  return query.dataUpdatedAt >= mountedAt || query.fetchStatus === 'paused' || query.isError;
}
