// The directory cache's store on its own: bounds, lifetimes, background refreshes, HTTP's rules for
// encodings and ETags (server/middleware/public-cache.test.ts tests it in the app).
import { describe, expect, it, vi } from 'vitest';
import { ResponseCache, etagMatches, pickEncoding } from './response-cache';

describe('ResponseCache', () => {
  it('evicts the least recently used entry past its bounds', () => {
    const cache = new ResponseCache({ ttlMs: 1_000, maxEntries: 2, maxBytes: 1_000, now: () => 0 });
    cache.set('a', Buffer.from('{"a":1}'), undefined);
    cache.set('b', Buffer.from('{"b":1}'), undefined);
    cache.get('a');
    cache.set('c', Buffer.from('{"c":1}'), undefined);
    expect([cache.get('a') !== undefined, cache.get('b') !== undefined, cache.get('c') !== undefined]).toEqual([true, false, true]);
    cache.set('big', Buffer.alloc(995, 32), undefined);
    expect(cache.size).toBe(1);
    expect(cache.totalBytes).toBeLessThanOrEqual(1_000);
  });

  it('gives entries made together different lifetimes within the TTL', () => {
    let r = 0;
    const cache = new ResponseCache({ ttlMs: 1_000, maxEntries: 10, maxBytes: 10_000, now: () => 0, random: () => (r += 0.25) % 1 });
    const lives = ['a', 'b', 'c'].map((k) => cache.set(k, Buffer.from('{}'), undefined).expiresAt);
    expect(lives).toEqual([937.5, 875, 812.5]);
  });

  it('runs at most maxRefreshes background refreshes at a time; a key refused one gets it from a later reader', async () => {
    const cache = new ResponseCache({ ttlMs: 1_000, maxEntries: 10, maxBytes: 10_000, maxRefreshes: 1 });
    let finish!: () => void;
    const running = new Promise<void>((resolve) => { finish = resolve; });
    const ran: string[] = [];
    expect(cache.refreshOnce('a', async () => { ran.push('a'); await running; })).toBe(true);
    expect(cache.refreshOnce('a', async () => { ran.push('a again'); })).toBe(false);
    expect(cache.refreshOnce('b', async () => { ran.push('b'); })).toBe(false);
    finish();
    await vi.waitFor(() => expect(cache.refreshOnce('b', async () => { ran.push('b'); })).toBe(true));
    expect(ran).toEqual(['a', 'b']);
  });

  it('computes a miss once for concurrent requests of the same key', async () => {
    const cache = new ResponseCache({ ttlMs: 1_000, maxEntries: 10, maxBytes: 10_000 });
    let runs = 0;
    // The first computation is still running when the other two ask.
    let finish!: () => void;
    const running = new Promise<void>((resolve) => { finish = resolve; });
    const compute = async () => {
      runs++;
      await running;
      return cache.set('k', Buffer.from('{}'), undefined);
    };
    const all = Promise.all([cache.once('k', compute), cache.once('k', compute), cache.once('k', compute)]);
    finish();
    const results = await all;
    expect(runs).toBe(1);
    expect(results.map((r) => r.shared)).toEqual([false, true, true]);
  });

  it('picks the encoding and compares ETags as HTTP says', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0.5, gzip')).toBe('gzip');
    expect(pickEncoding('identity')).toBe('identity');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding(undefined)).toBe('identity');
    expect(etagMatches('W/"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches('"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches('*', 'W/"abc"')).toBe(true);
    expect(etagMatches('"abd"', 'W/"abc"')).toBe(false);
  });
});
