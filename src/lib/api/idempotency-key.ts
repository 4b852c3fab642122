// Idempotency keys for writes the server may replay (booking, cancel, reschedule, accept): one key
// per attempt, reused when the same request is sent again (a retry after a lost answer), a new one
// when anything changed.

/** A random UUID v4; `crypto.randomUUID` needs a secure context, so fall back to getRandomValues. */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === 'function') return c.randomUUID();
  const bytes = new Uint8Array(16);
  c.getRandomValues(bytes);
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export type Attempt = { payload: string; key: string };

/** The key for sending `payload`: the previous attempt's key when the payload is the same. */
export function keyForAttempt(previous: Attempt | null, payload: unknown, makeKey: () => string = newIdempotencyKey): Attempt {
  const text = JSON.stringify(payload);
  if (previous && previous.payload === text) return previous;
  return { payload: text, key: makeKey() };
}
