// The time 'Offline — showing data from {time}' reports. Apart from online.ts, which every first
// screen loads: only the notice, loaded when there is something to say, needs it.
import { LAST_ONLINE_KEY } from '@/lib/offline/online';

export function lastOnlineDataAt(): number | null {
  try {
    const value = Number(localStorage.getItem(LAST_ONLINE_KEY));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
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
