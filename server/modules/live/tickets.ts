// Short-lived signed tickets for the live event streams (EventSource cannot send the bearer token).
// HMAC-SHA256 with the chat stream's secret under another label, so a chat ticket never opens a
// live stream (or the other way round) and a patient's never opens a staff stream.
import { createHmac, timingSafeEqual } from 'node:crypto';

export type LiveScope = 'patient' | 'staff';
export type LiveTicketClaims = { scope: LiveScope; uid: string; exp: number };

const sign = (secret: string, payload: string) => createHmac('sha256', secret).update(`live-events:${payload}`).digest('base64url');

export function issueLiveTicket(secret: string, claims: Omit<LiveTicketClaims, 'exp'>, ttlSeconds: number, now = Date.now()): { ticket: string; expiresAt: Date } {
  const exp = Math.floor(now / 1000) + ttlSeconds;
  const payload = Buffer.from(JSON.stringify({ ...claims, exp })).toString('base64url');
  return { ticket: `${payload}.${sign(secret, payload)}`, expiresAt: new Date(exp * 1000) };
}

/** The claims of a valid, unexpired ticket of `scope`; undefined otherwise. */
export function verifyLiveTicket(secret: string, ticket: string, scope: LiveScope, now = Date.now()): LiveTicketClaims | undefined {
  const [payload, signature, extra] = ticket.split('.');
  if (!payload || !signature || extra !== undefined) return undefined;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  let claims: LiveTicketClaims;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as LiveTicketClaims;
  } catch {
    return undefined;
  }
  if (typeof claims.exp !== 'number' || claims.exp * 1000 <= now) return undefined;
  if (claims.scope !== scope || typeof claims.uid !== 'string') return undefined;
  return claims;
}
