// What a signed-in patient keeps on the device (spec: ARCHITECTURE.md "Offline design"): the query
// cache persisted to IndexedDB, one entry per patient, and the outbox's waiting writes. Every screen
// the patient has seen is kept: their own records, and the public directory answers they looked at
// lately (a bounded number of each kind). The entry is named and busted by the uid (and the app
// version), expires after 7 days, and is deleted at sign-out and account switch.
// This module and the persister libraries load only once someone is signed in (or to wipe).
import { dehydrate, hydrate, type DehydratedState, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { isOutboxMutation, isWaiting, type OutboxVariables } from './outbox';
import { followBrowserOffline } from './outbox-online';
import { setMarker } from './persist-marker';
import { setRestored } from './persist-restored';
import { followPatientTimeZone } from './patient-zone';
import { version as APP_VERSION } from '../../package.json';

export const PERSIST_MAX_AGE = 7 * 24 * 60 * 60_000;
export const PERSIST_DB = 'swasthya-offline';
export const PERSIST_STORE = 'query-cache';

/** The third key segment (after 'patient' and the uid) of the patient's own queries kept offline. */
const KEPT = new Set([
  'appointments', 'appointment', 'prescriptions', 'prescription', 'invoices', 'invoice', 'payments',
  'get-patient-detail', 'profile', 'home', 'medications', 'consultation', 'lab',
  'family-members', 'chat', 'notifications', 'notification-preferences', 'recent-activity',
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

export function persistBuster(uid: string): string {
  return `${uid}:${APP_VERSION}`;
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
export function serializePersistedClient(client: { clientState: { queries: { state: SavedQueryState }[] } }): string {
  const queries = client.clientState.queries.map((q) =>
    q.state.status === 'error' && q.state.data !== undefined
      ? { ...q, state: { ...q.state, status: 'success', error: null, fetchFailureCount: 0, fetchFailureReason: null } }
      : q,
  );
  return JSON.stringify({ ...client, clientState: { ...client.clientState, queries } });
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
  const [{ get, set, del }, { createAsyncStoragePersister }, { persistQueryClientRestore, persistQueryClientSave, persistQueryClientSubscribe }, idb] =
    await Promise.all([
      import('idb-keyval'),
      import('@tanstack/query-async-storage-persister'),
      import('@tanstack/react-query-persist-client'),
      store(),
    ]);
  // After stop, a throttled write still on its way must not bring the entry back.
  let stopped = false;
  const persister = createAsyncStoragePersister({
    key: persistKey(uid),
    // Short: the app may be closed (or navigated away from) right after new data came in.
    throttleTime: 250,
    serialize: serializePersistedClient,
    storage: {
      getItem: (key) => get<string>(key, idb).then((v) => v ?? null),
      setItem: (key, value: string) => (stopped ? Promise.resolve() : set(key, value, idb)),
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
  // The persister packages may carry their own copy of query-core: same shapes, other classes.
  const options = {
    queryClient,
    persister,
    buster: persistBuster(uid),
    maxAge: PERSIST_MAX_AGE,
    // Waiting writes are kept by the outbox (src/lib/outbox.ts), saved at once rather than throttled.
    dehydrateOptions: {
      shouldDehydrateQuery: (query: PersistCandidate) => shouldPersistQuery(uid, query, recentPublic()),
      shouldDehydrateMutation: () => false,
    },
  } as unknown as Parameters<typeof persistQueryClientSubscribe>[0];
  await persistQueryClientRestore(options).catch(() => undefined);
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
  void persistQueryClientSave(options).catch(() => undefined);
  return () => {
    stopped = true;
    setRestored(false);
    unsubscribe();
    stopZone();
  };
}

/** Where the outbox keeps this device's waiting writes: the same database, wiped with it. */
export function outboxStorage(): OutboxStorage {
  const both = Promise.all([import('idb-keyval'), store()]);
  return {
    get: async (key) => {
      const [{ get }, idb] = await both;
      return get<DehydratedState>(key, idb);
    },
    set: async (key, value) => {
      const [{ set }, idb] = await both;
      await set(key, value, idb);
    },
    del: async (key) => {
      const [{ del }, idb] = await both;
      await del(key, idb);
    },
  };
}

/** Delete this user's saved queries and waiting writes (or every user's, when no uid is given). */
export async function wipePersistedQueries(uid?: string): Promise<void> {
  const [{ del, clear }, idb] = await Promise.all([import('idb-keyval'), store()]);
  if (uid) await Promise.all([del(persistKey(uid), idb), del(outboxStorageKey(uid), idb)]);
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
  set(key: string, value: DehydratedState): Promise<void>;
  del(key: string): Promise<void>;
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
 */
export async function startOutbox(queryClient: QueryClient, uid: string, storage: OutboxStorage): Promise<() => void> {
  const key = outboxStorageKey(uid);
  const saved = await storage.get(key).catch(() => undefined);
  const cache = queryClient.getMutationCache();
  if (saved?.mutations.length) {
    // Never twice: a write still in this tab's cache is not restored again.
    const present = new Set(cache.getAll().filter(isOutboxMutation).map((m) => keyOf(m.state.variables)));
    const missing = saved.mutations.filter((m) => !present.has(keyOf(m.state.variables)));
    if (missing.length) hydrate(queryClient, { mutations: missing, queries: [] });
  }

  let stopped = false;
  let writing: Promise<unknown> = Promise.resolve();
  const save = () => {
    writing = writing
      .then(() => {
        if (stopped) return;
        const snapshot = snapshotOutbox(queryClient);
        return snapshot.mutations.length ? storage.set(key, snapshot) : storage.del(key);
      })
      .catch(() => undefined);
  };
  const unsubscribe = cache.subscribe((event) => {
    if (event.mutation && isOutboxMutation(event.mutation) && event.type !== 'observerOptionsUpdated') save();
  });
  save();
  followBrowserOffline();
  void queryClient.resumePausedMutations();
  return () => {
    stopped = true;
    unsubscribe();
  };
}
