// What a signed-in patient keeps on the device (spec: ARCHITECTURE.md "Offline design"): the query
// cache persisted to IndexedDB, one entry per patient (what is kept and how two pages' saves merge:
// persist-entry.ts), and the outbox's waiting writes (persist-outbox.ts). Every screen the patient
// has seen is kept. The entry is named and busted by the uid (and the build id), expires after 7
// days, and is deleted at sign-out and account switch.
// This module and the persister libraries load only once someone is signed in (or to wipe).
import { dehydrate, hydrate, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { setMarker } from './persist-marker';
import { dropLeftEarly, LEFT_EARLY_KEY, setStoreRunning, takeLeftEarly } from './persist-early';
import { setRestored } from './persist-restored';
import { followPatientTimeZone } from '../i18n/patient-zone';
import {
  askAgainCopiesOlderThan, commitNow, isKeptKey, keepRestoredCopies, LEFT_CHANNEL, leftPageKey, mergeOtherPage, PERSIST_MAX_AGE, persistBuster, persistKey, recentPublicQueries,
  type PersistCandidate, serializePersistedClient, shouldPersistQuery, store, writtenBy,
} from './persist-entry';
import { outboxStorageKey } from './persist-outbox';

// The outbox's side, loaded with this module (OfflineLayer starts both).
export { outboxStorage, startOutbox } from './persist-outbox';

/** Restore this user's saved queries, then keep saving them. Returns the stop function. */
export async function startQueryPersistence(queryClient: QueryClient, uid: string): Promise<() => void> {
  setMarker(true);
  setRestored(false);
  // Dates and times in the zone of this patient's profile, restored or fetched (until sign-out).
  const stopZone = followPatientTimeZone(queryClient);
  const [{ get, del, keys, promisifyRequest }, { createAsyncStoragePersister }, { persistQueryClientRestore, persistQueryClientSave, persistQueryClientSubscribe }, idb] =
    await Promise.all([
      import('idb-keyval'),
      import('@tanstack/query-async-storage-persister'),
      import('@tanstack/react-query-persist-client'),
      store(),
    ]);
  // After stop, a throttled write still on its way must not bring the entry back.
  let stopped = false;
  // This page's name in the entry it writes (see mergeOtherPage), and the queries it removed since.
  const writer = globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random()}`;
  const removed = new Set<string>();
  const stopRemoved = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'removed') removed.add(event.query.queryHash);
    else if (event.type === 'added') removed.delete(event.query.queryHash);
  });
  const buster = persistBuster(uid);
  /** This page's entry as it is now (the persister's shape). */
  const entryNow = () =>
    serializePersistedClient(
      { buster, timestamp: Date.now(), clientState: dehydrate(queryClient, dehydrateOptions) } as never,
      writer,
    );
  /** Write `value`, read and written in one transaction so another page's last save is never lost. */
  const write = (key: string, value: string) =>
    idb('readwrite', (s) => {
      const read = s.get(key);
      read.onsuccess = () => {
        const stored: unknown = read.result;
        const other = typeof stored === 'string' && !stored.startsWith(writtenBy(writer));
        s.put(other && mergeOtherPage(queryClient, stored, buster, removed) ? entryNow() : value, key);
        commitNow(s.transaction);
      };
      return promisifyRequest(s.transaction);
    });
  const persister = createAsyncStoragePersister({
    key: persistKey(uid),
    // Short: the app may be closed (or navigated away from) right after new data came in.
    throttleTime: 250,
    serialize: (client) => serializePersistedClient(client as never, writer),
    storage: {
      getItem: (key) => get<string>(key, idb).then((v) => v ?? null),
      setItem: (key, value: string) => (stopped ? Promise.resolve() : write(key, value)),
      removeItem: (key) => del(key, idb),
    },
  });
  // Which public answers are recent enough is a question about the whole cache: asked once per
  // save (dehydrate calls the predicate for every query in one synchronous pass).
  let recent: Set<string> | null = null;
  const recentPublic = () => {
    if (!recent) {
      recent = recentPublicQueries(queryClient.getQueryCache().getAll());
      queueMicrotask(() => {
        recent = null;
      });
    }
    return recent;
  };
  // Waiting writes are kept by the outbox (src/lib/offline/outbox.ts), saved at once rather than throttled.
  const dehydrateOptions = {
    shouldDehydrateQuery: (query: PersistCandidate) => shouldPersistQuery(uid, query, recentPublic()),
    shouldDehydrateMutation: () => false,
  };
  // The persister packages may carry their own copy of query-core: same shapes, other classes.
  const options = {
    queryClient,
    persister,
    buster: persistBuster(uid),
    maxAge: PERSIST_MAX_AGE,
    dehydrateOptions,
  } as unknown as Parameters<typeof persistQueryClientSubscribe>[0];
  // Leaving (another page, the app closed): save now, not after the throttle's wait, even before the
  // restore is done. Only a transaction committed at once survives a page being left (Chromium
  // aborts the others as the page goes), so this one writes without reading first, under a key of
  // its own (leftPageKey) that the next page merges. Put away (hidden), the page lives on, and saves
  // its entry as usual.
  const flush = () => {
    if (stopped) return;
    void idb('readwrite', (s) => {
      // Under this page's own name: pages left one after the other before the next one took their
      // saves in (a slow phone) each keep theirs, none writes over another's.
      s.put(entryNow(), leftPageKey(uid, writer));
      commitNow(s.transaction);
      tellLeft();
      return promisifyRequest(s.transaction);
    }).then(tellLeft, () => undefined);
  };
  // The page being left may run this after the next page has started (Chromium lets the old page's
  // pagehide run beside the new one's start): the next page then takes the save in when told, not
  // only when it starts. Told as the write goes out and again once it has landed, if the page still
  // runs by then.
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(LEFT_CHANNEL) : undefined;
  const tellLeft = () => {
    try {
      channel?.postMessage({ uid });
    } catch {
      // Closed (stopped): nothing to tell.
    }
  };
  const hidden = () => {
    if (document.visibilityState === 'hidden' && !stopped) void write(persistKey(uid), entryNow()).catch(() => undefined);
  };
  window.addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', hidden);
  await persistQueryClientRestore(options).catch(() => undefined);
  // Set once the restore is done (below); the copies taken in before that are asked again then.
  let askAgain: (() => Promise<void>) | undefined;
  // What pages being left saved (newer per query wins): at start, the page before this one; later,
  // a page whose pagehide ran after this one started, when it says so (or writes localStorage).
  const takeInLeft = async () => {
    const leftKeys = (await keys<string>(idb).catch(() => [] as string[]))
      .filter((key) => typeof key === 'string' && (key === leftPageKey(uid) || key.startsWith(`${leftPageKey(uid)}:`)));
    for (const key of leftKeys) {
      const left = await get<string>(key, idb).catch(() => undefined);
      if (left !== undefined && !stopped) mergeOtherPage(queryClient, left, buster, new Set());
      await del(key, idb).catch(() => undefined);
    }
    // A page left after this one started: what it kept predates this page too.
    if (leftKeys.length > 0 && !stopped) void askAgain?.();
  };
  // What pages left before their store had started kept (src/lib/offline/persist-early.ts).
  const takeInEarly = () => {
    const early = takeLeftEarly(uid, PERSIST_MAX_AGE);
    if (early && !stopped) {
      hydrate(queryClient, early);
      void askAgain?.();
    }
  };
  const told = (event: MessageEvent) => {
    if ((event.data as { uid?: unknown } | null)?.uid === uid && !stopped) void takeInLeft();
  };
  const storageChanged = (event: StorageEvent) => {
    if (event.key === LEFT_EARLY_KEY && event.newValue !== null) takeInEarly();
  };
  // Listening before the first look: a save landing between the two is taken in either way.
  channel?.addEventListener('message', told);
  window.addEventListener('storage', storageChanged);
  await takeInLeft();
  takeInEarly();
  const ofThisPatient = (queryKey: QueryKey) => (queryKey[0] === 'patient' && queryKey[1] === uid) || isKeptKey(uid, queryKey);
  keepRestoredCopies(queryClient, ofThisPatient);
  setRestored(true);
  // A restored copy came from the disk, maybe from before a change made since (a payment made on
  // the gateway's page, whose invalidation ran before this restore): it is shown, and asked again
  // (askAgainCopiesOlderThan). On the clock answers are stamped with (Date.now(), not performance.timeOrigin's).
  const pageStarted = Date.now() - performance.now();
  askAgain = () => askAgainCopiesOlderThan(queryClient, pageStarted, ofThisPatient);
  // Marked at once; the answers are not waited for (offline they wait for the signal).
  void askAgain();
  const unsubscribe = persistQueryClientSubscribe(options);
  // What arrived before this subscription (a page's data is often faster than these modules) is
  // saved now, not at the next change: the patient may close the app before there is one.
  // Once that save has landed (the database is open, this page's saves commit), the page's own
  // saves keep what it has; until then src/lib/offline/persist-early.ts keeps it too, as a page is left.
  void persistQueryClientSave(options).then(() => { if (!stopped) setStoreRunning(true); }, () => undefined);
  return () => {
    stopped = true;
    setStoreRunning(false);
    setRestored(false);
    unsubscribe();
    stopRemoved();
    stopZone();
    window.removeEventListener('pagehide', flush);
    document.removeEventListener('visibilitychange', hidden);
    window.removeEventListener('storage', storageChanged);
    channel?.close();
  };
}

/** Delete this user's saved queries and waiting writes (or every user's, when no uid is given). */
export async function wipePersistedQueries(uid?: string): Promise<void> {
  dropLeftEarly();
  const [{ del, clear, keys }, idb] = await Promise.all([import('idb-keyval'), store()]);
  if (uid) {
    const left = (await keys<string>(idb)).filter((key) => typeof key === 'string' && (key === leftPageKey(uid) || key.startsWith(`${leftPageKey(uid)}:`)));
    await Promise.all([del(persistKey(uid), idb), ...left.map((key) => del(key, idb)), del(outboxStorageKey(uid), idb)]);
  }
  else {
    await clear(idb);
    setMarker(false);
  }
}
