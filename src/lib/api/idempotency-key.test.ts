import { describe, expect, it } from 'vitest';
import { keyForAttempt, newIdempotencyKey } from './idempotency-key';

describe('idempotency keys', () => {
  it('makes UUID v4 keys, also without crypto.randomUUID (plain-http LAN address)', () => {
    expect(newIdempotencyKey()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const original = crypto.randomUUID;
    try {
      Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
      expect(newIdempotencyKey()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });

  it('reuses the key when the same request is sent again, and makes a new one when it changed', () => {
    let n = 0;
    const make = () => `key-${++n}`;
    const first = keyForAttempt(null, { slot: 'a', reason: 'x' }, make);
    expect(first.key).toBe('key-1');
    expect(keyForAttempt(first, { slot: 'a', reason: 'x' }, make).key).toBe('key-1');
    expect(keyForAttempt(first, { slot: 'b', reason: 'x' }, make).key).toBe('key-2');
  });
});
