// Whether the signed-in patient's saved queries have been read back from the device yet
// (src/lib/offline/persist.ts). Until then a screen that shows what was last seen offline cannot tell "not
// kept" from "not read back yet", and must not say the former. Loaded with persist.ts and with the
// screens that ask (never with the first screen).
import { useSyncExternalStore } from 'react';

let restored = false;
const listeners = new Set<() => void>();

export function setRestored(value: boolean): void {
  if (restored === value) return;
  restored = value;
  for (const listener of listeners) listener();
}

export function isRestored(): boolean {
  return restored;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True once this patient's saved queries are back in the cache (or there were none to read). */
export function usePersistRestored(): boolean {
  return useSyncExternalStore(subscribe, isRestored, () => false);
}
