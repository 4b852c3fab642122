// A page on an emulated slow link, its service worker included, and every byte both move.
//
// CDP's Network.emulateNetworkConditions throttles one target: sent to the page alone, it leaves the
// service worker (a target of its own) on the full-speed loopback, and its install looks free. So the
// page's session auto-attaches to its workers (service worker included), each held at start until
// it is throttled too (waitForDebuggerOnStart; the old non-flat protocol, since Playwright's
// CDPSession sends to one session only). Each target has its own throttle: the page and the worker
// share no bandwidth, which flatters an install that overlaps the page's own downloads (here it
// starts once the first screen is done).
import type { BrowserContext, Page } from 'playwright-core';

/** Chrome DevTools' conditions: latency per request, throughput in bytes/s. */
export type Link = { name: string; latency: number; downloadKbit: number; uploadKbit: number };

/**
 * 2G as issue 15 measured it (250 kbit/s down, 50 up: Chrome DevTools' old "Regular 2G", with the
 * issue's 800 ms latency); 3G as Lighthouse's "regular 3G" (300 ms RTT, 700 kbit/s, as the first-load
 * LCP figures of `npm run bench`), both as CDP request latency.
 */
export const LINKS: Link[] = [
  { name: '2G', latency: 800, downloadKbit: 250, uploadKbit: 50 },
  { name: '3G', latency: 300, downloadKbit: 700, uploadKbit: 700 },
];

/** Requests `from` (index) up to `to`, of the page or the service worker only. */
type Range = { from?: number; to?: number; target?: 'page' | 'worker' };

type Request = { url: string; target: 'page' | 'worker'; bytes: number; done: boolean; byWorker: boolean; answered: boolean; stream: boolean; seen: number };

export type Traffic = {
  /** Every request seen so far (page and workers), in order. */
  readonly requests: Request[];
  /** Bytes over the network (headers and bodies as transferred) of requests[from, to). */
  bytes(range?: Range): number;
  /** Requests answered by the network (not by a cache or the service worker) of requests[from, to). */
  count(range?: Range): number;
  /** Resolves once nothing has moved for `quietMs` and no request (but an event stream) is in flight. */
  quiet(quietMs: number): Promise<void>;
};

const STALE_MS = 10_000;

type CdpEvent = { requestId: string; type?: string; encodedDataLength?: number; request?: { url: string }; response?: { fromDiskCache?: boolean; fromServiceWorker?: boolean; fromPrefetchCache?: boolean } };

/** Throttles `page` and every worker it starts to `link`, and counts what they transfer. */
export async function throttle(context: BrowserContext, page: Page, link: Link): Promise<Traffic> {
  const conditions = { offline: false, latency: link.latency, downloadThroughput: (link.downloadKbit * 1000) / 8, uploadThroughput: (link.uploadKbit * 1000) / 8 };
  const cdp = await context.newCDPSession(page);
  const requests: Request[] = [];
  const byId = new Map<string, Request>();
  let lastChange = Date.now();
  const on = (target: 'page' | 'worker', method: string, e: CdpEvent) => {
    const key = `${target}:${e.requestId}`;
    lastChange = Date.now();
    const known = byId.get(key);
    if (known) known.seen = lastChange;
    if (method === 'Network.requestWillBeSent' && e.request && !byId.has(key)) {
      const r: Request = { url: e.request.url, target, bytes: 0, done: false, byWorker: false, answered: false, stream: e.type === 'EventSource', seen: Date.now() };
      byId.set(key, r);
      requests.push(r);
    } else if (method === 'Network.responseReceived') {
      const r = byId.get(key);
      // Answered by the service worker (its own fetch, if any, is counted on the worker) or a cache.
      if (r && (e.response?.fromServiceWorker || e.response?.fromDiskCache || e.response?.fromPrefetchCache)) r.byWorker = true;
      else if (r) r.answered = true;
    } else if (method === 'Network.loadingFinished' || method === 'Network.loadingFailed') {
      const r = byId.get(key);
      if (r) {
        r.done = true;
        if (!r.byWorker) r.bytes = e.encodedDataLength ?? 0;
      }
    }
  };
  for (const method of ['Network.requestWillBeSent', 'Network.responseReceived', 'Network.dataReceived', 'Network.loadingFinished', 'Network.loadingFailed'] as const) {
    cdp.on(method, (e) => on('page', method, e as CdpEvent));
  }

  // The workers' sessions, through Target.sendMessageToTarget.
  let nextId = 1;
  const pending = new Map<number, () => void>();
  cdp.on('Target.receivedMessageFromTarget', (e: { message: string }) => {
    const message = JSON.parse(e.message) as { id?: number; method?: string; params?: CdpEvent };
    if (message.id !== undefined) pending.get(message.id)?.();
    else if (message.method && message.params) on('worker', message.method, message.params);
  });
  const send = (sessionId: string, method: string, params: object = {}) =>
    new Promise<void>((resolve) => {
      const id = nextId++;
      pending.set(id, () => {
        pending.delete(id);
        resolve();
      });
      void cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method, params }) }).catch(() => resolve());
    });
  cdp.on('Target.attachedToTarget', (e: { sessionId: string; targetInfo: { type: string }; waitingForDebugger: boolean }) => {
    void (async () => {
      if (e.targetInfo.type === 'service_worker') {
        await send(e.sessionId, 'Network.enable');
        await send(e.sessionId, 'Network.emulateNetworkConditions', conditions);
      }
      if (e.waitingForDebugger) await send(e.sessionId, 'Runtime.runIfWaitingForDebugger');
    })();
  });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', conditions);
  await cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: true, flatten: false });

  const select = ({ from = 0, to = requests.length, target }: Range = {}) =>
    requests.slice(from, to).filter((r) => r.answered && !r.byWorker && (!target || r.target === target));
  return {
    requests,
    bytes: (range) => select(range).reduce((sum, r) => sum + r.bytes, 0),
    count: (range) => select(range).length,
    quiet: (quietMs) =>
      new Promise<void>((resolve) => {
        const check = () => {
          const now = Date.now();
          // A request with no news for STALE_MS is not waited for (the protocol does not always say
          // when a worker's request ends, e.g. one whose body is never read).
          const idle = requests.every((r) => r.done || r.stream || now - r.seen > STALE_MS) && now - lastChange >= quietMs;
          if (idle) resolve();
          else setTimeout(check, 100);
        };
        check();
      }),
  };
}

