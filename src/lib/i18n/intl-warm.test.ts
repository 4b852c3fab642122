// @vitest-environment jsdom
// index.html's worker (public/intl-warm.js) answers the time zone: the app takes it, and without an
// answer in time reads the zone itself.
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  delete window.__SWASTHYA_ZONE__;
  vi.resetModules();
  vi.useRealTimers();
});

describe('intlWarmed', () => {
  it("takes the worker's zone", async () => {
    window.__SWASTHYA_ZONE__ = Promise.resolve('Pacific/Chatham'); // not this machine's zone
    const { intlWarmed, browserTimeZone } = await import('./format');
    await intlWarmed();
    expect(browserTimeZone()).toBe('Pacific/Chatham');
  });

  it("reads the zone itself when the worker does not answer in time or failed", async () => {
    vi.useFakeTimers();
    window.__SWASTHYA_ZONE__ = new Promise(() => undefined);
    const { intlWarmed, browserTimeZone } = await import('./format');
    const waited = intlWarmed(1500);
    await vi.advanceTimersByTimeAsync(1500);
    await waited;
    expect(browserTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);

    vi.resetModules();
    window.__SWASTHYA_ZONE__ = Promise.resolve(null);
    const again = await import('./format');
    await again.intlWarmed();
    expect(again.browserTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});
