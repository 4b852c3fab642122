// The connection as the outbox sees it (issue 15). TanStack Query takes the browser as online until
// an 'offline' event: an app opened with no signal never hears one, so its outbox writes were tried,
// failed and tried again with a growing wait (up to a minute), and the 'online' event that comes
// with the signal changed nothing (already "online"): a booking made at a fresh start offline went
// out up to a minute after the signal was back. At start, an app opened with no signal is offline
// for Query too: its writes are then paused, and sent the moment the signal returns.
import { onlineManager } from '@tanstack/react-query';

export function followBrowserOffline(): void {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) onlineManager.setOnline(false);
}
