// A day or time chosen on the booking page shows at once; the URL follows after the next paint.
// The URL is the booking's state (the profile page brings the patient back to it), but changing it
// is a router navigation, and the router's store re-renders the whole app synchronously (an external
// store update cannot wait in a transition): ~100 ms at 4x CPU, which, done in the click, held the
// click's next paint (choosing a day 152 ms, a time 120 ms). The pick is shown from local state until
// the URL has followed (or changed for another reason).
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLatest } from '@/lib/hooks/use-latest';
import type { BookingSearch } from './booking-search';

type Change = (next: BookingSearch, options?: { replace?: boolean }) => void;

const KEYS = ['date', 'slot', 'step', 'for', 'booked'] as const;
const sameSearch = (a: BookingSearch, b: BookingSearch) => KEYS.every((key) => a[key] === b[key]);

/**
 * The search to show (the URL's, or a pick it has not followed yet), `pick` for a new one, and
 * `change` for any other change of the URL (it drops a pick not sent yet: it is made from the shown search).
 */
export function usePickedSearch(search: BookingSearch, onSearchChange: Change): [BookingSearch, (next: BookingSearch) => void, Change] {
  const [picked, setPicked] = useState<{ from: BookingSearch; next: BookingSearch } | null>(null);
  const shown = picked && sameSearch(picked.from, search) ? picked.next : search;
  const latest = useLatest({ search, onSearchChange });
  const pending = useRef<{ frame: number; task: ReturnType<typeof setTimeout> | undefined } | null>(null);
  const cancel = () => {
    if (!pending.current) return;
    cancelAnimationFrame(pending.current.frame);
    clearTimeout(pending.current.task);
    pending.current = null;
  };
  useEffect(() => cancel, []);
  const pick = useCallback((next: BookingSearch) => {
    setPicked({ from: latest.current.search, next });
    cancel();
    // After the frame that shows the pick: a task after the next animation frame.
    const handle: { frame: number; task: ReturnType<typeof setTimeout> | undefined } = { frame: 0, task: undefined };
    handle.frame = requestAnimationFrame(() => {
      handle.task = setTimeout(() => {
        pending.current = null;
        latest.current.onSearchChange(next, { replace: true });
      }, 0);
    });
    pending.current = handle;
  }, [latest]);
  const change = useCallback<Change>((next, options) => {
    cancel();
    latest.current.onSearchChange(next, options);
  }, [latest]);
  return [shown, pick, change];
}
