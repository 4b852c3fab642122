// Short-lived signed tickets for the chat event stream (server/lib/signed-ticket.ts): the browser's
// EventSource cannot send the bearer token, so the app first asks for a ticket (with the token) and
// puts it in the URL. Signed with CHAT_TICKET_SECRET, label `chat-events`, for one thread.
import { issueSignedTicket, verifySignedTicket } from '../../lib/signed-ticket';

export type TicketClaims = { threadId: string; patientId: string; uid: string; exp: number };

const LABEL = 'chat-events';

export function issueTicket(secret: string, claims: Omit<TicketClaims, 'exp'>, ttlSeconds: number, now = Date.now()): { ticket: string; expiresAt: Date } {
  return issueSignedTicket(secret, LABEL, claims, ttlSeconds, now);
}

/** The claims of a valid, unexpired ticket for `threadId`; undefined otherwise. */
export function verifyTicket(secret: string, ticket: string, threadId: string, now = Date.now()): TicketClaims | undefined {
  const claims = verifySignedTicket<TicketClaims>(secret, LABEL, ticket, now);
  if (!claims || claims.threadId !== threadId || typeof claims.patientId !== 'string' || typeof claims.uid !== 'string') return undefined;
  return claims;
}
