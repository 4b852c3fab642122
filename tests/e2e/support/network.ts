// The network really cut (issue 15): the browser offline (navigator.onLine false, service-worker
// fetches fail too) and every request to the app's origin and the Auth emulator failing, as on a
// phone that lost its signal. And what the app saved on the device, read from IndexedDB.
import type { BrowserContext, Page, Route } from 'playwright-core';

// src/lib/offline/persist-entry.ts's names (not imported: it pulls the app's modules into the test runner).
const PERSIST_DB = 'swasthya-offline';
const PERSIST_STORE = 'query-cache';
export const persistKey = (uid: string) => `query-cache:${uid}`;

export interface Link {
  /** Whether the link is up now. */
  readonly up: boolean;
  set(up: boolean): Promise<void>;
}

/** Controls the link of `context` to these hosts (the app and the Auth emulator). Starts up. */
export async function linkOf(context: BrowserContext, hosts: string[]): Promise<Link> {
  let up = true;
  const matches = (url: URL) => hosts.includes(url.host);
  const handler = (route: Route) => (up ? route.fallback() : route.abort('internetdisconnected'));
  await context.route(matches, handler);
  return {
    get up() {
      return up;
    },
    async set(next: boolean) {
      up = next;
      await context.setOffline(!next);
    },
  };
}

export type SavedQuery = { key: string; data: boolean; errorUpdatedAt: number };

/**
 * Reads the app's store (src/lib/offline/persist.ts's) without creating it: a database this made (empty,
 * version 1) would stop the app's own open from ever adding its store. `get`: the value under that
 * key (null when none); `keys`: the keys starting with that prefix ([] when none).
 */
async function readStore(page: Page, query: { get: string } | { keys: string }): Promise<unknown> {
  return page.evaluate(
    async ({ db, store, query }) => {
      const database = await new Promise<IDBDatabase | null>((resolve) => {
        const req = indexedDB.open(db);
        req.onupgradeneeded = () => req.transaction?.abort();
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => resolve(null);
      });
      const none = 'get' in query ? null : [];
      if (!database) return none;
      try {
        if (!database.objectStoreNames.contains(store)) return none;
        const objects = database.transaction(store, 'readonly').objectStore(store);
        const req: IDBRequest = 'get' in query ? objects.get(query.get) : objects.getAllKeys();
        const result = await new Promise<unknown>((resolve, reject) => {
          req.onsuccess = () => resolve(req.result);
          req.onerror = () => reject(req.error);
        });
        return 'get' in query ? result : (result as IDBValidKey[]).map(String).filter((k) => k.startsWith(query.keys));
      } finally {
        database.close();
      }
    },
    { db: PERSIST_DB, store: PERSIST_STORE, query },
  );
}

/** The raw value the app stored under `key` (null when there is none), read without creating the store. */
export async function storedValue(page: Page, key: string): Promise<unknown> {
  return readStore(page, { get: key });
}

/** The app's stored keys starting with `prefix`, read without creating the store. */
export async function storedKeys(page: Page, prefix: string): Promise<string[]> {
  return (await readStore(page, { keys: prefix })) as string[];
}

/** This user's entry as the persister saved it (when, and its queries), or null when there is none. */
async function savedEntry(page: Page, uid: string): Promise<{ timestamp: number; writer?: string; queries: SavedQuery[] } | null> {
  const text = await storedValue(page, persistKey(uid));
  if (typeof text !== 'string') return null;
  const saved = JSON.parse(text) as { timestamp: number; writer?: string; clientState: { queries: { queryKey: unknown; state: { data?: unknown; errorUpdatedAt: number } }[] } };
  return {
    timestamp: saved.timestamp,
    writer: saved.writer,
    queries: saved.clientState.queries.map((q) => ({ key: JSON.stringify(q.queryKey), data: q.state.data !== undefined, errorUpdatedAt: q.state.errorUpdatedAt })),
  };
}

/** Writes `entries` (key → value; null deletes) into the app's existing store, in one transaction. */
export async function writeStored(page: Page, entries: Record<string, string | null>): Promise<void> {
  await page.evaluate(
    async ({ db, store, entries }) => {
      const database = await new Promise<IDBDatabase>((resolve, reject) => {
        const req = indexedDB.open(db);
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error);
      });
      try {
        await new Promise<void>((resolve, reject) => {
          const tx = database.transaction(store, 'readwrite');
          for (const [key, value] of Object.entries(entries)) {
            if (value === null) tx.objectStore(store).delete(key);
            else tx.objectStore(store).put(value, key);
          }
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(tx.error);
        });
      } finally {
        database.close();
      }
    },
    { db: PERSIST_DB, store: PERSIST_STORE, entries },
  );
}

/**
 * What a page left a moment ago does when its pagehide runs after this page has started: its entry
 * (this user's, plus one answer of key `queryKey`) saved under its own left key, then said so on the
 * app's channel (src/lib/offline/persist-entry.ts LEFT_CHANNEL).
 */
export async function leftLate(page: Page, uid: string, queryKey: unknown[]): Promise<void> {
  const parsed = JSON.parse((await storedValue(page, persistKey(uid))) as string) as { writer?: string; clientState: { queries: unknown[] } };
  parsed.writer = 'a-page-left-late';
  const now = await page.evaluate(() => Date.now());
  parsed.clientState.queries.push({
    queryKey, queryHash: JSON.stringify(queryKey),
    state: { data: { items: [] }, dataUpdateCount: 1, dataUpdatedAt: now, error: null, errorUpdateCount: 0, errorUpdatedAt: 0, fetchFailureCount: 0, fetchFailureReason: null, fetchMeta: null, isInvalidated: false, status: 'success', fetchStatus: 'idle' },
  });
  await writeStored(page, { [`query-cache-left:${uid}:a-page-left-late`]: JSON.stringify(parsed) });
  await page.evaluate((uid) => {
    const channel = new BroadcastChannel('swasthya.left-page');
    channel.postMessage({ uid });
    channel.close();
  }, uid);
}

/** Every IndexedDB record, Cache Storage entry (API bodies too) and localStorage item of the origin, as text. */
export async function storedEverything(page: Page): Promise<{ databases: string[]; caches: string[]; dump: string }> {
  return page.evaluate(async () => {
    const databases = (await indexedDB.databases()).map((d) => d.name).filter((n): n is string => Boolean(n));
    const parts: string[] = [];
    for (const name of databases) {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const req = indexedDB.open(name);
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error);
      });
      for (const storeName of Array.from(db.objectStoreNames)) {
        const store = db.transaction(storeName, 'readonly').objectStore(storeName);
        const all = await Promise.all([store.getAllKeys(), store.getAll()].map((r) => new Promise<unknown>((resolve) => (r.onsuccess = () => resolve(r.result)))));
        parts.push(`${name}/${storeName}: ${JSON.stringify(all)}`);
      }
      db.close();
    }
    const names = await caches.keys();
    for (const cacheName of names) {
      const cache = await caches.open(cacheName);
      for (const request of await cache.keys()) {
        parts.push(`${cacheName}: ${request.url}`);
        const path = new URL(request.url).pathname;
        if (path.startsWith('/api/') || path.startsWith('/__swasthya/')) parts.push(await (await cache.match(request))!.text());
      }
    }
    for (const key of Object.keys(localStorage)) parts.push(`localStorage ${key}: ${localStorage.getItem(key)}`);
    return { databases, caches: names, dump: parts.join('\n') };
  });
}

/** Which page of the app (its random name) saved this user's entry last, if any did. */
export async function savedBy(page: Page, uid: string): Promise<string | undefined> {
  return (await savedEntry(page, uid))?.writer;
}

/** The queries saved for this user (the persister's entry), or [] when there is none. */
export async function savedQueries(page: Page, uid: string): Promise<SavedQuery[]> {
  return (await savedEntry(page, uid))?.queries ?? [];
}

/** When the persister last saved this user's entry (epoch ms), or 0 when there is none. */
export async function savedAt(page: Page, uid: string): Promise<number> {
  return (await savedEntry(page, uid))?.timestamp ?? 0;
}

/** Whether a saved query whose key contains `part` has data. */
export function hasSaved(queries: SavedQuery[], part: string): boolean {
  return queries.some((q) => q.key.includes(part) && q.data);
}

/** How many writes the device's outbox holds (IndexedDB, `outbox:*` entries), for every user of this origin. */
export async function savedOutbox(page: Page): Promise<number> {
  let count = 0;
  for (const key of await storedKeys(page, 'outbox:')) {
    const entry = (await storedValue(page, key)) as { mutations: unknown[] } | null;
    count += entry?.mutations.length ?? 0;
  }
  return count;
}

export interface FlappingLink {
  /** Requests dropped so far (an attempt of the app that met the link down). */
  readonly dropped: number;
  /** Cut the link now, until start() or stop(). */
  cut(): void;
  /** From now on: `down` requests dropped, `up` carried, `down` dropped… (starting down). */
  start(): void;
  /** The link up for good. */
  stop(): void;
}

/**
 * A link to these hosts that comes and goes by a schedule counted in requests, not seconds: on a
 * slow machine and a fast one alike the app meets the same drops. Requests fail as on a lost signal
 * (the browser is not told it is offline, as a phone at the edge of coverage often is not).
 */
export async function flappingLink(context: BrowserContext, hosts: string[], pattern: { up: number; down: number }): Promise<FlappingLink> {
  let mode: 'up' | 'cut' | 'flapping' = 'up';
  let up = false;
  let left = 0;
  let dropped = 0;
  await context.route((url: URL) => hosts.includes(url.host), (route: Route) => {
    let carry = mode === 'up';
    if (mode === 'flapping') {
      if (left === 0) {
        up = !up;
        left = up ? pattern.up : pattern.down;
      }
      left -= 1;
      carry = up;
    }
    if (carry) return route.fallback();
    dropped += 1;
    return route.abort('internetdisconnected');
  });
  return {
    get dropped() {
      return dropped;
    },
    cut() {
      mode = 'cut';
    },
    start() {
      mode = 'flapping';
      up = true; // flips to down on the next request
      left = 0;
    },
    stop() {
      mode = 'up';
    },
  };
}

/** The files (Blobs) the device's outbox holds with its waiting writes: each one's size and type, read in the page. */
export async function savedOutboxFiles(page: Page): Promise<{ size: number; type: string }[]> {
  return page.evaluate(
    async ({ db, store }) => {
      const database = await new Promise<IDBDatabase | null>((resolve) => {
        const req = indexedDB.open(db);
        req.onupgradeneeded = () => req.transaction?.abort();
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => resolve(null);
      });
      if (!database?.objectStoreNames.contains(store)) return [];
      try {
        const all = database.transaction(store, 'readonly').objectStore(store).getAll(IDBKeyRange.bound('outbox:', 'outbox:\uffff'));
        const entries = await new Promise<{ mutations?: { state: { variables?: Record<string, unknown> } }[] }[]>((resolve, reject) => {
          all.onsuccess = () => resolve(all.result);
          all.onerror = () => reject(all.error);
        });
        return entries.flatMap((e) => e.mutations ?? []).flatMap((m) => Object.values(m.state.variables ?? {}))
          .filter((v): v is Blob => v instanceof Blob).map((b) => ({ size: b.size, type: b.type }));
      } finally {
        database.close();
      }
    },
    { db: PERSIST_DB, store: PERSIST_STORE },
  );
}
