// Short-lived signed tickets for the chat event stream: the browser's EventSource cannot send the
// bearer token, so the app first asks for a ticket (with the token) and puts it in the URL.
// HMAC-SHA256 with CHAT_TICKET_SECRET, so any instance can check a ticket without shared state.
import { createHmac, timingSafeEqual } from 'node:crypto';

export type TicketClaims = { threadId: string; patientId: string; uid: string; exp: number };

const sign = (secret: string, payload: string) => createHmac('sha256', secret).update(`chat-events:${payload}`).digest('base64url');

export function issueTicket(secret: string, claims: Omit<TicketClaims, 'exp'>, ttlSeconds: number, now = Date.now()): { ticket: string; expiresAt: Date } {
  const exp = Math.floor(now / 1000) + ttlSeconds;
  const payload = Buffer.from(JSON.stringify({ ...claims, exp })).toString('base64url');
  return { ticket: `${payload}.${sign(secret, payload)}`, expiresAt: new Date(exp * 1000) };
}

/** The claims of a valid, unexpired ticket for `threadId`; undefined otherwise. */
export function verifyTicket(secret: string, ticket: string, threadId: string, now = Date.now()): TicketClaims | undefined {
  const [payload, signature, extra] = ticket.split('.');
  if (!payload || !signature || extra !== undefined) return undefined;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  let claims: TicketClaims;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as TicketClaims;
  } catch {
    return undefined;
  }
  if (typeof claims.exp !== 'number' || claims.exp * 1000 <= now) return undefined;
  if (claims.threadId !== threadId || typeof claims.patientId !== 'string' || typeof claims.uid !== 'string') return undefined;
  return claims;
}
