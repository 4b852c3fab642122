// Short-lived signed tickets for the event streams (a chat thread's, server/modules/chat/tickets.ts;
// the live ones, server/modules/live/tickets.ts): the browser's EventSource cannot send the bearer
// token, so the app first asks for a ticket (with the token) and puts it in the URL. A ticket is
// base64url(JSON claims with `exp`) + '.' + HMAC-SHA256 over a label and the payload: any instance
// checks it without shared state, and a ticket of one label never passes for another.
import { createHmac, timingSafeEqual } from 'node:crypto';

const sign = (secret: string, label: string, payload: string) => createHmac('sha256', secret).update(`${label}:${payload}`).digest('base64url');

export function issueSignedTicket<T extends object>(secret: string, label: string, claims: T, ttlSeconds: number, now = Date.now()): { ticket: string; expiresAt: Date } {
  const exp = Math.floor(now / 1000) + ttlSeconds;
  const payload = Buffer.from(JSON.stringify({ ...claims, exp })).toString('base64url');
  return { ticket: `${payload}.${sign(secret, label, payload)}`, expiresAt: new Date(exp * 1000) };
}

/** The claims of a ticket of `label` signed with `secret` and not expired (the caller checks their shape); undefined otherwise. */
export function verifySignedTicket<T extends { exp: number }>(secret: string, label: string, ticket: string, now = Date.now()): T | undefined {
  const [payload, signature, extra] = ticket.split('.');
  if (!payload || !signature || extra !== undefined) return undefined;
  const expected = Buffer.from(sign(secret, label, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  let claims: T;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as T;
  } catch {
    return undefined;
  }
  if (typeof claims !== 'object' || claims === null || typeof claims.exp !== 'number' || claims.exp * 1000 <= now) return undefined;
  return claims;
}
