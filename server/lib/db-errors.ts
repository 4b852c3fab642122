// Which failures mean "the database is out of reach for now" (a restart, a failover, a network cut)
// rather than a bug: those answer 503 with Retry-After, so clients (the app's outbox) try again.

/** Seconds a client is asked to wait before retrying while the database is unreachable. */
export const DB_RETRY_AFTER_SECONDS = 5;

/**
 * PostgreSQL codes of a lost or refused connection: class 08 (connection exception), 57P01–57P03
 * (administrator/crash shutdown, cannot connect now), 53300 (too many connections), and 40001/40P01
 * (serialization failure/deadlock: the transaction was rolled back whole and may simply be retried).
 */
const TRANSIENT_PG = /^(08...|57P0[123]|53300|40001|40P01)$/;
/** Node socket errors of a connection that could not be made or was cut. */
const TRANSIENT_NODE = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** node-postgres reports these as plain Errors with no code. */
const TRANSIENT_MESSAGES = /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|Cannot use a pool after calling end|the database system is (starting up|shutting down|in recovery)/i;

/** True when `err` (possibly drizzle-wrapped: the driver error is in `cause`) is a transient database outage. */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e = err as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) {
    if (typeof e.code === 'string' && (TRANSIENT_PG.test(e.code) || TRANSIENT_NODE.has(e.code))) return true;
    if (typeof e.message === 'string' && TRANSIENT_MESSAGES.test(e.message)) return true;
  }
  return false;
}
