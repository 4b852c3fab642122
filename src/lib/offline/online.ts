// Whether the browser says it is online, as a React hook, and noting the time data last came from
// the network while online (what 'Offline — showing data from {time}' reports, data-time.ts).
import { useSyncExternalStore } from 'react';
import type { QueryClient } from '@tanstack/react-query';

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

const isOnline = () => navigator.onLine;

export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}

/** Where the time of the last answer that came while online is kept (read by data-time.ts). */
export const LAST_ONLINE_KEY = 'swasthya.lastOnlineData';

/** Note the time of every query answered while online (answers from the service worker's cache
 * while offline are not fresh, so they must not move it). Returns the unsubscribe function. */
export function trackOnlineData(queryClient: QueryClient, now: () => number = Date.now): () => void {
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || event.action.manual) return;
    if (!navigator.onLine) return;
    try {
      localStorage.setItem(LAST_ONLINE_KEY, String(now()));
    } catch {
      // Private mode or full storage: the notice then uses the query's own time.
    }
  });
}
