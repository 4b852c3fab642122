// The patient's entry on the device (src/lib/offline/persist.ts saves it): what is kept of the query cache,
// the entry's names and buster, and how a page saving over another page's entry keeps that page's
// newer answers. Also the database both the entry and the outbox (persist-outbox.ts) live in.
import { hydrate, type DehydratedState, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { BUILD_ID } from '../settings/build-id';

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

/**
 * A copy answered before this page started (restored from the device, or taken in from a page being
 * left) is never taken as fresh: a screen showing it asks again at once (once: a request already
 * under way is joined, not restarted), any other when next used. An answer this page had from the
 * network is left alone (marked stale, it was asked again as the next card using it mounted: home
 * asked three answers twice on each open, issue 27). Asking at once matters because a screen can mount
 * between the restore and this call (the restore's reads are awaited): it then held the old copy
 * as fresh and never asked (the patient's lab results missed a result recorded a moment earlier).
 */
export function askAgainCopiesOlderThan(queryClient: QueryClient, pageStarted: number, isKept: (queryKey: QueryKey) => boolean): Promise<void> {
  return queryClient.invalidateQueries(
    { predicate: ({ queryKey, state }) => isKept(queryKey) && state.dataUpdatedAt < pageStarted, refetchType: 'active' },
    { cancelRefetch: false },
  );
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
export function commitNow(transaction: IDBTransaction): void {
  if (typeof transaction.commit === 'function') transaction.commit();
}

export async function store() {
  const { createStore } = await import('idb-keyval');
  return createStore(PERSIST_DB, PERSIST_STORE);
}
