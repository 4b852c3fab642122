// The first moments of a page, before the device store (src/lib/offline/persist.ts) has started on it: the
// sign-in check, then the store's own libraries, load first, and on a slow phone an answer can come
// before them. A page left then (a doctor's profile, a list, looked at and left within a second)
// would keep nothing of it. Until the store has started, a page being left writes its answers to
// localStorage (a synchronous write, done before the page goes); the next page's store takes them
// in (newer per query wins) and deletes them. Small and in the first screen's code on purpose: it
// cannot wait for persist.ts to load. Kept under this build's id: a deploy in between drops them.
import type { DehydratedState, QueryClient, QueryKey } from '@tanstack/react-query';
import { BUILD_ID } from '../settings/build-id';

/** The localStorage key (another page's `storage` event names it when one is left early). */
export const LEFT_EARLY_KEY = 'swasthya.leftEarly';
const KEY = LEFT_EARLY_KEY;

type Entry = { v: string; uid: string | null; at: number; queries: DehydratedState['queries'] };

/** Set by persist.ts while its store runs on this page (its own pagehide save takes over then). */
let storeRunning = false;
export function setStoreRunning(running: boolean): void {
  storeRunning = running;
}

/** The patient's own answers and the public directory's (what the store would keep), with data. */
function kept(queryKey: QueryKey, uid: string | null): boolean {
  return queryKey[0] === 'upn' || (uid !== null && queryKey[0] === 'patient' && queryKey[1] === uid);
}

function read(): Entry | undefined {
  try {
    const raw = localStorage.getItem(KEY);
    const entry = raw ? (JSON.parse(raw) as Entry) : undefined;
    return entry && entry.v === BUILD_ID && Array.isArray(entry.queries) ? entry : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Until the store runs on this page, a page being left keeps its answers. `uid`: the signed-in
 * patient, undefined while the sign-in check runs (public answers only then), null signed out
 * (nothing is kept). Returns the function that stops it.
 */
export function keepUntilStoreRuns(queryClient: QueryClient, uid: () => string | null | undefined): () => void {
  const save = () => {
    const who = uid();
    if (storeRunning || who === null) return;
    const owner = who ?? null;
    const queries = queryClient.getQueryCache().getAll()
      .filter((q) => q.state.status === 'success' && q.state.data !== undefined && kept(q.queryKey, owner))
      .map((q) => ({
        queryKey: q.queryKey, queryHash: q.queryHash, dehydratedAt: Date.now(),
        state: { ...q.state, error: null, fetchFailureReason: null, fetchStatus: 'idle' as const },
      }));
    if (queries.length === 0) return;
    // Another page left early before this one, not taken in yet: its answers stay, except those this
    // page has newer.
    const before = read();
    const hashes = new Set(queries.map((q) => q.queryHash));
    const others = before && (before.uid === owner || before.uid === null || owner === null) ? before.queries.filter((q) => !hashes.has(q.queryHash)) : [];
    try {
      localStorage.setItem(KEY, JSON.stringify({ v: BUILD_ID, uid: owner ?? before?.uid ?? null, at: Date.now(), queries: [...others, ...queries] } satisfies Entry));
    } catch {
      // Full or unavailable: the page is left as before this existed.
    }
  };
  window.addEventListener('pagehide', save);
  return () => window.removeEventListener('pagehide', save);
}

/**
 * What pages left before their store started kept for `uid` (its own answers, and the public ones
 * whoever was signed in), taken once: the entry is deleted.
 */
export function takeLeftEarly(uid: string, maxAgeMs: number, now = Date.now()): DehydratedState | undefined {
  const entry = read();
  dropLeftEarly();
  if (!entry || now - entry.at > maxAgeMs) return undefined;
  const queries = entry.queries.filter((q) => q.queryKey[0] === 'upn' || (entry.uid === uid && kept(q.queryKey, uid)));
  return queries.length ? { mutations: [], queries } : undefined;
}

/** At sign-out and account switch (persist.ts's wipe). */
export function dropLeftEarly(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing to drop.
  }
}
