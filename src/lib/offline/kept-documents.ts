// The documents a patient exported or downloaded (the prescriptions PDF, invoice PDFs) are kept on
// the device, so the last one of each opens again with no signal (issue 15). They live in Cache
// Storage under a per-user name with the API caches' prefix: the page and the service worker delete
// every such cache at sign-out and account switch (purgeApiCaches in src/lib/offline/offline.ts, sw/sw.ts).
import { onUser } from '../auth/auth';
import { API_CACHE_PREFIX } from './offline';

/** At most this many documents per patient; the least recently kept go first. */
export const MAX_KEPT_DOCUMENTS = 20;
const KEPT_AT = 'X-Swasthya-Kept-At';
const FILE_NAME = 'X-Swasthya-File-Name';

export type KeptDocument = {
  blob: Blob;
  fileName: string;
  /** When it was kept (ms since the epoch): the date the patient is told. */
  keptAt: number;
  /** The headers kept with it (e.g. X-Prescription-Codes). */
  headers: Headers;
};

/** The patient's documents cache: the API caches' prefix and a hash of the uid (the uid is not in the name). */
export async function documentsCacheName(uid: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`swasthya:documents:${uid}`));
  const hex = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${API_CACHE_PREFIX}documents-${hex.slice(0, 24)}`;
}

function requestFor(name: string): Request {
  return new Request(new URL(`/__swasthya/documents/${encodeURIComponent(name)}`, location.origin).href);
}

/** Whether `uid` is still the signed-in user (a sign-out may have wiped the caches meanwhile). */
function stillSignedIn(uid: string): Promise<boolean> {
  return new Promise((resolve) => {
    // The listener may be called before onUser returns: it unsubscribes a moment later.
    const stop: () => void = onUser((user) => {
      resolve(user?.uid === uid);
      queueMicrotask(() => stop());
    });
  });
}

/** Keeps `blob` as the patient's document `name` (e.g. 'prescriptions', 'invoice:<id>'), replacing the last one. */
export async function keepDocument(uid: string, name: string, doc: { blob: Blob; fileName: string; headers?: HeadersInit }, now = Date.now()): Promise<void> {
  if (typeof caches === 'undefined' || !crypto.subtle) return;
  const cacheName = await documentsCacheName(uid);
  const cache = await caches.open(cacheName);
  const headers = new Headers(doc.headers);
  headers.set('Content-Type', doc.blob.type || 'application/pdf');
  headers.set(KEPT_AT, String(now));
  headers.set(FILE_NAME, encodeURIComponent(doc.fileName));
  await cache.put(requestFor(name), new Response(doc.blob, { headers }));
  // Signed out while it was being written: the wipe may have run before this cache came back.
  if (!(await stillSignedIn(uid))) {
    await caches.delete(cacheName);
    return;
  }
  const requests = await cache.keys();
  if (requests.length <= MAX_KEPT_DOCUMENTS) return;
  const dated = await Promise.all(requests.map(async (r) => ({ r, at: Number((await cache.match(r))?.headers.get(KEPT_AT) ?? 0) })));
  dated.sort((a, b) => a.at - b.at);
  await Promise.all(dated.slice(0, dated.length - MAX_KEPT_DOCUMENTS).map(({ r }) => cache.delete(r)));
}

/** The patient's kept document `name`, if any. */
export async function keptDocument(uid: string, name: string): Promise<KeptDocument | undefined> {
  if (typeof caches === 'undefined' || !crypto.subtle) return undefined;
  const cacheName = await documentsCacheName(uid);
  if (!(await caches.has(cacheName))) return undefined;
  const res = await (await caches.open(cacheName)).match(requestFor(name));
  if (!res) return undefined;
  return {
    blob: await res.blob(),
    fileName: decodeURIComponent(res.headers.get(FILE_NAME) ?? `${name}.pdf`),
    keptAt: Number(res.headers.get(KEPT_AT) ?? 0),
    headers: res.headers,
  };
}
