// The latest value of a prop or argument, for effects and event handlers that must not re-run when it
// changes (a callback the parent makes anew each render). Written after each render, never during it.
import { useLayoutEffect, useRef } from 'react';

export function useLatest<T>(value: T): { readonly current: T } {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
