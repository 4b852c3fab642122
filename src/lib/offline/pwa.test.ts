// @vitest-environment jsdom
// The service worker's first install (every chunk of the app) waits until the first screen is done:
// the page has loaded, no request of the app is in flight, and the main thread is idle.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenFirstScreenDone } from './pwa';

function fakeQueries(fetching: number) {
  const listeners = new Set<() => void>();
  return {
    set: (n: number) => { fetching = n; listeners.forEach((l) => l()); },
    busy: () => fetching > 0,
    subscribe: (l: () => void) => { listeners.add(l); return () => listeners.delete(l); },
    listeners,
  };
}

describe('whenFirstScreenDone', () => {
  afterEach(() => { vi.useRealTimers(); });

  it('waits for the first screen\'s requests, then for an idle moment, and starts once', () => {
    vi.useFakeTimers();
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (cb: () => void) => { idle.push(cb); return idle.length; });
    const start = vi.fn();
    const q = fakeQueries(1);
    whenFirstScreenDone(start, q.busy, q.subscribe);
    expect(idle).toHaveLength(0); // the page's data is still on its way
    q.set(2);
    expect(idle).toHaveLength(0);
    q.set(0);
    expect(idle).toHaveLength(1);
    expect(start).not.toHaveBeenCalled(); // not before the browser is idle
    idle[0]!();
    expect(start).toHaveBeenCalledTimes(1);
    q.set(1);
    q.set(0);
    expect(idle).toHaveLength(1);
    expect(q.listeners.size).toBe(0);
    vi.unstubAllGlobals();
  });

  it('starts at once when idle if nothing is being fetched (a page with no data)', () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (cb: () => void) => { idle.push(cb); return idle.length; });
    const start = vi.fn();
    const q = fakeQueries(0);
    whenFirstScreenDone(start, q.busy, q.subscribe);
    idle.forEach((cb) => cb());
    expect(start).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });
});
