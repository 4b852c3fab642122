// The outbox's waiting writes (src/lib/offline/outbox.ts) on the device, in the patient's database: saved at
// once, not throttled (the tab may close right after a write), read and written in one transaction
// (another page of the app may save the same entry), wiped with the patient's entry.
import { dehydrate, hydrate, onlineManager, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { isOutboxMutation, isWaiting, type OutboxVariables } from './outbox';
import { followBrowserOffline } from './outbox-online';
import { commitNow, store } from './persist-entry';

/** Where the outbox keeps this device's waiting writes: the same database, wiped with it. */
export function outboxStorage(): OutboxStorage {
  const both = Promise.all([import('idb-keyval'), store()]);
  let ready: Awaited<typeof both> | undefined;
  void both.then((loaded) => (ready = loaded), () => undefined);
  return {
    get: async (key) => {
      const [{ get }, idb] = await both;
      return get<DehydratedState>(key, idb);
    },
    // Read and write in one transaction: another page of the app (the one being left, another tab)
    // may write the same entry meanwhile, and what it wrote must not be lost.
    update: async (key, next) => {
      const [{ promisifyRequest }, idb] = await both;
      await idb('readwrite', (s) => {
        const read = s.get(key);
        read.onsuccess = () => {
          const value = next(read.result as DehydratedState | undefined);
          if (value) s.put(value, key);
          else s.delete(key);
          commitNow(s.transaction);
        };
        return promisifyRequest(s.transaction);
      });
    },
    // Started before this returns, committed at once: what survives a page being left.
    putNow: (key, value) => {
      if (!ready) return;
      const [{ promisifyRequest }, idb] = ready;
      void idb('readwrite', (s) => {
        s.put(value, key);
        commitNow(s.transaction);
        return promisifyRequest(s.transaction);
      }).catch(() => undefined);
    },
  };
}

export function outboxStorageKey(uid: string): string {
  return `outbox:${uid}`;
}

export interface OutboxStorage {
  get(key: string): Promise<DehydratedState | undefined>;
  /** Replace the entry by `next(stored)` atomically (undefined deletes it). */
  update(key: string, next: (stored: DehydratedState | undefined) => DehydratedState | undefined): Promise<void>;
  /** Write `value` with no read first, starting now (the page is being left). */
  putNow?(key: string, value: DehydratedState): void;
}

/** The pending outbox writes as they are stored: all marked paused, so a restart resumes them. */
export function snapshotOutbox(queryClient: QueryClient): DehydratedState {
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: () => false,
    shouldDehydrateMutation: (mutation) => isWaiting(mutation),
  });
  // A write on its way when the tab closed may or may not have arrived: its Idempotency-Key makes
  // sending it again safe, and the server answers with the first result. The last failed attempt's
  // error is left out: not every browser can store an Error in IndexedDB, and the write must be.
  return {
    ...state,
    mutations: state.mutations.map((m) => ({ ...m, state: { ...m.state, isPaused: true, failureReason: null, error: null } })),
  };
}

function keyOf(variables: unknown): string | undefined {
  return (variables as Partial<OutboxVariables> | undefined)?.idempotencyKey;
}

/**
 * Restore this patient's saved writes, send them (in order) if online, and keep the store in step
 * with the mutation cache. Returns the stop function.
 *
 * Two pages of the app can share the entry for a moment: the one being left (its last save still on
 * its way) and the next, or two tabs. A page therefore removes from the store only the writes it has
 * held itself (sent, or refused); one saved by another page is kept, and taken in (restored and
 * sent) when this page starts or the signal returns. Its Idempotency-Key makes a write sent by two
 * pages land once.
 */
export async function startOutbox(queryClient: QueryClient, uid: string, storage: OutboxStorage): Promise<() => void> {
  const key = outboxStorageKey(uid);
  const cache = queryClient.getMutationCache();
  const held = new Set<string>();
  const learn = () => {
    for (const m of cache.getAll()) {
      const k = isOutboxMutation(m) ? keyOf(m.state.variables) : undefined;
      if (k !== undefined) held.add(k);
    }
  };
  const notHeld = (m: DehydratedState['mutations'][number]) => {
    const k = keyOf(m.state.variables);
    return k !== undefined && !held.has(k);
  };
  /** Take in the saved writes this page has not held; how many there were. */
  const takeIn = async () => {
    const saved = await storage.get(key).catch(() => undefined);
    learn();
    const missing = saved?.mutations.filter(notHeld) ?? [];
    if (missing.length) {
      hydrate(queryClient, { mutations: missing, queries: [] });
      learn();
    }
    return missing.length;
  };
  await takeIn();

  let stopped = false;
  let writing: Promise<unknown> = Promise.resolve();
  // Saves not yet written, and the other pages' writes the last one found in the store.
  let unsaved = 0;
  let others: DehydratedState['mutations'] = [];
  const save = () => {
    unsaved += 1;
    writing = writing
      .then(() => {
        if (stopped) return;
        learn();
        const mine = snapshotOutbox(queryClient);
        return storage.update(key, (stored) => {
          others = stored?.mutations.filter(notHeld) ?? [];
          const mutations = [...others, ...mine.mutations];
          return mutations.length ? { ...mine, mutations } : undefined;
        });
      })
      .catch(() => undefined)
      .finally(() => {
        unsaved -= 1;
      });
  };
  // The page is being left with a save still on its way (a write made a moment ago): that save
  // reads the store first and would be cut off, so the writes go down now, committed at once.
  const leaving = () => {
    if (stopped || unsaved === 0 || !storage.putNow) return;
    learn();
    const mine = snapshotOutbox(queryClient);
    if (mine.mutations.length) storage.putNow(key, { ...mine, mutations: [...others.filter(notHeld), ...mine.mutations] });
  };
  if (typeof window !== 'undefined') window.addEventListener('pagehide', leaving);
  const unsubscribe = cache.subscribe((event) => {
    if (event.mutation && isOutboxMutation(event.mutation) && event.type !== 'observerOptionsUpdated') save();
  });
  save();
  followBrowserOffline();
  void queryClient.resumePausedMutations();
  // The signal is back: writes another page saved since this one started go out with its own.
  const unsubscribeOnline = onlineManager.subscribe((online) => {
    if (online) void takeIn().then((taken) => (taken && !stopped ? queryClient.resumePausedMutations() : undefined));
  });
  return () => {
    stopped = true;
    unsubscribe();
    unsubscribeOnline();
    if (typeof window !== 'undefined') window.removeEventListener('pagehide', leaving);
  };
}
