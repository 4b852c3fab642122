// Short-lived signed tickets for the live event streams (server/lib/signed-ticket.ts; EventSource
// cannot send the bearer token). Signed with the chat stream's secret under another label, so a chat
// ticket never opens a live stream (or the other way round) and a patient's never opens a staff stream.
import { issueSignedTicket, verifySignedTicket } from '../../lib/signed-ticket';

export type LiveScope = 'patient' | 'staff';
export type LiveTicketClaims = { scope: LiveScope; uid: string; exp: number };

const LABEL = 'live-events';

export function issueLiveTicket(secret: string, claims: Omit<LiveTicketClaims, 'exp'>, ttlSeconds: number, now = Date.now()): { ticket: string; expiresAt: Date } {
  return issueSignedTicket(secret, LABEL, claims, ttlSeconds, now);
}

/** The claims of a valid, unexpired ticket of `scope`; undefined otherwise. */
export function verifyLiveTicket(secret: string, ticket: string, scope: LiveScope, now = Date.now()): LiveTicketClaims | undefined {
  const claims = verifySignedTicket<LiveTicketClaims>(secret, LABEL, ticket, now);
  if (!claims || claims.scope !== scope || typeof claims.uid !== 'string') return undefined;
  return claims;
}
