// Whether the browser says it is online, as a React hook, and the time data last came from the
// network while online (what 'Offline — showing data from {time}' reports).
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

const LAST_ONLINE_KEY = 'swasthya.lastOnlineData';

export function lastOnlineDataAt(): number | null {
  try {
    const value = Number(localStorage.getItem(LAST_ONLINE_KEY));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

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

/**
 * The time to show for data read offline: the newest answer among the matching queries, but
 * never later than the last answer that came while online (an offline answer came from a cache).
 */
export function offlineDataTime(updatedAts: readonly number[], lastOnline: number | null): number | null {
  const times = updatedAts.filter((t) => t > 0);
  if (times.length === 0) return null;
  const newest = Math.max(...times);
  return lastOnline !== null && lastOnline < newest ? lastOnline : newest;
}
