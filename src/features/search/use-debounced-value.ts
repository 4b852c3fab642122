import { useEffect, useState } from 'react';

/**
 * `value` once it has stopped changing for `delay` ms (every change restarts the wait); `initial`
 * until then (default: `value` itself, at once).
 */
export function useDebouncedValue<T>(value: T, delay: number, initial: T = value): T {
  const [debounced, setDebounced] = useState(initial);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}
