import { useEffect, useState, type ReactNode } from 'react';

/**
 * Renders its children a task after it mounts (nothing until then). The production build runs on
 * preact/compat (vite.preact.ts), which renders an update in one task: a page of several sections,
 * all with data at once (the signed-in home restored from the device), was one long task on a slow
 * phone. Each `Later` is a task of its own, in mount order; for sections below the first screen.
 */
export function Later({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true));
    return () => clearTimeout(timer);
  }, []);
  return ready ? children : null;
}
