// What a signed-in patient keeps on the device (spec: ARCHITECTURE.md "Offline design"): the query
// cache persisted to IndexedDB, one entry per patient, and the outbox's waiting writes. Every screen
// the patient has seen is kept: their own records, and the public directory answers they looked at
// lately (a bounded number of each kind). The entry is named and busted by the uid (and the build
// id), expires after 7 days, and is deleted at sign-out and account switch.
// This module and the persister libraries load only once someone is signed in (or to wipe).
import { dehydrate, hydrate, onlineManager, type DehydratedState, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { isOutboxMutation, isWaiting, type OutboxVariables } from './outbox';
import { followBrowserOffline } from './outbox-online';
import { setMarker } from './persist-marker';
import { dropLeftEarly, LEFT_EARLY_KEY, setStoreRunning, takeLeftEarly } from './persist-early';
import { setRestored } from './persist-restored';
import { followPatientTimeZone } from './patient-zone';
import { BUILD_ID } from './build-id';

export const PERSIST_MAX_AGE = 7 * 24 * 60 * 60_000;
export const PERSIST_DB = 'swasthya-offline';
export const PERSIST_STORE = 'query-cache';

/** The third key segment (after 'patient' and the uid) of the patient's own queries kept offline. */
const KEPT = new Set([
  'appointments', 'appointment', 'prescriptions', 'prescription', 'invoices', 'invoice', 'payments',
  'get-patient-detail', 'profile', 'home', 'medications', 'consultation', 'lab',
  'family-members', 'chat', 'notifications', 'notification-preferences', 'recent-activity', 'medicine-orders',
]);

/**
 * The patient's own queries whose key has no uid (`['patient', <kind>, …]`): the query cache is
 * cleared when the user changes, so in memory they are this user's, and they are saved in this
 * user's entry only.
 */
const KEPT_WITHOUT_UID = new Set(['favourite-doctor']);

/**
 * The public directory's answers (`['upn', <kind>, …]`) a patient may read again offline, and how
 * many of each, the most recently fetched first: the doctors they opened, the lists they browsed
 * (home's top doctors is one), the filters' options, the health feed, and the free times of the
 * doctors whose booking page (or a reschedule) they opened: one answer per doctor and month, so a
 * booking can be made offline on the times last seen (marked as such, confirmed or refused when
 * sent). Public, but which doctors a patient looked at is theirs: kept in their entry, wiped with it.
 */
export const PUBLIC_KEPT: Readonly<Record<string, number>> = {
  'get-doctor-details': 20,
  reviews: 20,
  'get-doctors': 8,
  doctors: 2,
  'health-feed': 6,
  'get-pharmacies': 4,
  'get-diagnostic-centres': 4,
  schedules: 12,
};

export function persistKey(uid: string): string {
  return `query-cache:${uid}`;
}

/** Where a page being left says it saved under leftPageKey: `{ uid }`. */
export const LEFT_CHANNEL = 'swasthya.left-page';

/**
 * What a page being left saved at the last moment (see startQueryPersistence's flush): a key of its
 * own, so that write never replaces the entry; the next page takes it in and deletes it.
 */
export function leftPageKey(uid: string, writer?: string): string {
  return writer === undefined ? `query-cache-left:${uid}` : `query-cache-left:${uid}:${writer}`;
}

/**
 * The entry's buster: the user and this build's id (a content hash of the build). An entry written
 * by another build — whose answers may not fit this build's contracts — is dropped, not restored.
 */
export function persistBuster(uid: string): string {
  return `${uid}:${BUILD_ID}`;
}

/** What the persister looks at (structural: the persister's query-core may be another copy). */
export interface PersistCandidate {
  queryKey: QueryKey;
  queryHash?: string;
  state: { status: string; data?: unknown; dataUpdatedAt?: number };
}

/** Whether a query of this key belongs in this user's saved entry (data and recency aside). */
export function isKeptKey(uid: string, queryKey: QueryKey): boolean {
  const [scope, second, third] = queryKey;
  if (scope === 'patient') {
    return second === uid ? typeof third === 'string' && KEPT.has(third) : typeof second === 'string' && KEPT_WITHOUT_UID.has(second);
  }
  return scope === 'upn' && typeof second === 'string' && second in PUBLIC_KEPT;
}

/** The hashes of the public answers to keep: per kind, the most recently fetched of those with data. */
export function recentPublicQueries(queries: readonly PersistCandidate[]): Set<string> {
  const byKind = new Map<string, PersistCandidate[]>();
  for (const q of queries) {
    const [scope, kind] = q.queryKey;
    if (scope !== 'upn' || typeof kind !== 'string' || !(kind in PUBLIC_KEPT) || q.state.data === undefined) continue;
    byKind.set(kind, [...(byKind.get(kind) ?? []), q]);
  }
  const kept = new Set<string>();
  for (const [kind, list] of byKind) {
    list
      .sort((a, b) => (b.state.dataUpdatedAt ?? 0) - (a.state.dataUpdatedAt ?? 0))
      .slice(0, PUBLIC_KEPT[kind])
      .forEach((q) => kept.add(q.queryHash ?? JSON.stringify(q.queryKey)));
  }
  return kept;
}

/**
 * Keep this user's kept queries that have data, whatever their status: a refetch that failed for
 * want of a network leaves the query in error with its last data, and that copy is all the patient
 * has offline (dropping it erased home after one offline look). Public answers only when among
 * `recentPublic` (recentPublicQueries of the whole cache).
 */
export function shouldPersistQuery(uid: string, query: PersistCandidate, recentPublic: ReadonlySet<string> = new Set()): boolean {
  if (query.state.data === undefined || !isKeptKey(uid, query.queryKey)) return false;
  return query.queryKey[0] !== 'upn' || recentPublic.has(query.queryHash ?? JSON.stringify(query.queryKey));
}

/**
 * A request begun before the restore (a page asks at once; the device's copies are read back a
 * moment later) remembers its query as it was when it began: without data. Were it cancelled — its
 * screen left while it waited offline for the signal — the query would go back to that, losing the
 * copy just restored, and the next save would drop it from the device too. Each restored copy of a
 * query being asked for is set again by hand, which makes it what a cancelled request goes back to.
 */
export function keepRestoredCopies(queryClient: QueryClient, isKept: (queryKey: QueryKey) => boolean): void {
  for (const query of queryClient.getQueryCache().getAll()) {
    if (query.state.fetchStatus === 'idle' || query.state.data === undefined || !isKept(query.queryKey)) continue;
    queryClient.setQueryData(query.queryKey, query.state.data, { updatedAt: query.state.dataUpdatedAt });
  }
}

/** A saved query's state as the persister holds it (the fields this module touches). */
interface SavedQueryState {
  status: string;
  data?: unknown;
  error?: unknown;
  fetchFailureCount?: number;
  fetchFailureReason?: unknown;
}

/**
 * What is written to the disk: a kept query whose last refetch failed is saved as the success it
 * last was. The failure was the network's, not the data's, and an Error does not survive JSON (a
 * restored one would read as an empty object).
 */
export function serializePersistedClient(client: { clientState: { queries: { state: SavedQueryState }[] } }, writer?: string): string {
  const queries = client.clientState.queries.map((q) =>
    q.state.status === 'error' && q.state.data !== undefined
      ? { ...q, state: { ...q.state, status: 'success', error: null, fetchFailureCount: 0, fetchFailureReason: null } }
      : q,
  );
  // The writer first, so that whether this page wrote the entry last is read without parsing it.
  return JSON.stringify({ ...(writer === undefined ? {} : { writer }), ...client, clientState: { ...client.clientState, queries } });
}

/** The start of an entry this page (`writer`) wrote. */
export const writtenBy = (writer: string) => `{"writer":${JSON.stringify(writer)}`;

/**
 * What a page saves over an entry another page of the app wrote since (the page being left, whose
 * last save landed after this one restored; another tab): that page's newer answers are taken into
 * this page's cache first (hydrate keeps, per query, the newer data), except the queries this page
 * has since removed, so neither page's last answers are lost. False when the stored entry is not this
 * user's current one (another app version, expired, unreadable): this page's save replaces it.
 */
export function mergeOtherPage(
  queryClient: QueryClient, stored: string, buster: string, removed: ReadonlySet<string>, now = Date.now(),
): boolean {
  let other: { buster?: string; timestamp?: number; clientState?: DehydratedState };
  try {
    other = JSON.parse(stored) as typeof other;
  } catch {
    return false;
  }
  if (other.buster !== buster || !other.clientState || now - (other.timestamp ?? 0) > PERSIST_MAX_AGE) return false;
  hydrate(queryClient, { mutations: [], queries: other.clientState.queries.filter((q) => !removed.has(q.queryHash)) });
  return true;
}

/** Ask for the commit now rather than when the transaction runs out of requests (see flush). */
function commitNow(transaction: IDBTransaction): void {
  if (typeof transaction.commit === 'function') transaction.commit();
}

async function store() {
  const { createStore } = await import('idb-keyval');
  return createStore(PERSIST_DB, PERSIST_STORE);
}

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
  // Waiting writes are kept by the outbox (src/lib/outbox.ts), saved at once rather than throttled.
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
  };
  // What pages left before their store had started kept (src/lib/persist-early.ts).
  const takeInEarly = () => {
    const early = takeLeftEarly(uid, PERSIST_MAX_AGE);
    if (early && !stopped) hydrate(queryClient, early);
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
  // when next used, never taken as fresh.
  await queryClient.invalidateQueries({ predicate: ({ queryKey }) => ofThisPatient(queryKey), refetchType: 'none' });
  const unsubscribe = persistQueryClientSubscribe(options);
  // What arrived before this subscription (a page's data is often faster than these modules) is
  // saved now, not at the next change: the patient may close the app before there is one.
  // Once that save has landed (the database is open, this page's saves commit), the page's own
  // saves keep what it has; until then src/lib/persist-early.ts keeps it too, as a page is left.
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

// ── the outbox's waiting writes (src/lib/outbox.ts), saved at once: the tab may close right after ──
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
