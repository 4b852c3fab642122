// What the service worker caches at run time, and whose it is (pure; unit-tested in
// sw/policy.test.ts). Shared names live in src/lib/offline/offline.ts.
export { API_CACHE_PREFIX, API_UPDATED, SW_META_CACHE, type SwMessage } from '../src/lib/offline/offline';
import { API_CACHE_PREFIX, type SwMessage } from '../src/lib/offline/offline';

/** The patient's appointment, prescription, lab test and invoice reads (and nothing else of the
 * API): the patient API's own, the diagnostic service's lab tests, results and reports, and the
 * payment service's invoices and payment history. */
const CACHED_API = [
  /^\/api\/v1\/patient\/(?:appointments?|prescriptions?|invoices?|payments?)(?:\/|$)/,
  /^\/api\/v1\/payment\/(?:invoices|history)(?:\/|$)/,
  /^\/api\/diagnostic\/v1\/(?:lab-tests|lab-reports)(?:\/|$)/,
];

/** Documents (the prescriptions PDF, invoice PDFs, lab report files): the page keeps the last of each
 * itself, with its date (src/lib/offline/kept-documents.ts); a copy here would be given as if fresh. */
const DOCUMENTS = /\/(?:export|pdf|file)$/;

export function isCachedApiPath(pathname: string): boolean {
  return CACHED_API.some((pattern) => pattern.test(pathname)) && !DOCUMENTS.test(pathname);
}

/** The per-user cache name: a prefix and a SHA-256 of the uid (the uid itself is not stored). */
export async function apiCacheName(uid: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`swasthya:${uid}`));
  const hex = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${API_CACHE_PREFIX}${hex.slice(0, 24)}`;
}

export function parseSwMessage(data: unknown): SwMessage | null {
  if (!data || typeof data !== 'object') return null;
  const { type, uid } = data as { type?: unknown; uid?: unknown };
  if (type === 'SKIP_WAITING' || type === 'PURGE') return { type };
  if (type === 'SET_USER' && typeof uid === 'string' && uid.length > 0) return { type, uid };
  return null;
}

/**
 * A workbox plugin for the network-first API cache. An answer given from the cache because the
 * network was slower than the timeout (3G, a busy server) left the page with the older copy (a
 * payments list without the invoice just paid), though the network's answer was stored a moment
 * later. When that answer lands and differs from the copy given, `notify(url)` tells the pages, so
 * that they ask again. An identical answer tells nothing: on a network that stays slow, asking
 * again would be answered from the cache again, and so on.
 */
export function freshAfterFallbackPlugin(notify: (url: string) => void) {
  const answeredFromCache = new Set<string>();
  return {
    cachedResponseWillBeUsed: async ({ request, cachedResponse }: { request: Request; cachedResponse?: Response }) => {
      if (cachedResponse) answeredFromCache.add(request.url);
      return cachedResponse;
    },
    cacheDidUpdate: async ({ request, oldResponse, newResponse }: { request: Request; oldResponse?: Response | null; newResponse: Response }) => {
      if (!answeredFromCache.delete(request.url)) return;
      const [before, after] = await Promise.all([oldResponse?.clone().text(), newResponse.clone().text()]);
      if (before !== after) notify(request.url);
    },
  };
}
