// Signing in on an intermittent link (issue 15): a patient on a phone whose signal comes and goes
// should not have to press Sign in again at every drop. A network failure (never an answer such as
// a wrong password) is tried again with a short backoff, and at once when the browser says it is
// back online, for as long as the patient is willing to wait; then the failure is theirs to see.
import { ApiError } from '@/lib/api/api-client';
import { authErrorCode } from './auth-errors';

/** How long a sign-in keeps trying through network failures before saying so. */
export const SIGN_IN_PATIENCE_MS = 30_000;

/** The waits between attempts: short, as the signal may be back in a second or two. */
export function retryWait(attempt: number): number {
  return Math.min(500 * 2 ** attempt, 2_000);
}

/** The identity provider or the API was not reached (or a lazily loaded part of the app was not). */
export function isNetworkFailure(err: unknown): boolean {
  if (err instanceof ApiError) return err.kind === 'network';
  if (authErrorCode(err) === 'network-request-failed') return true;
  // fetch() and a failed dynamic import both reject with a TypeError.
  return err instanceof TypeError;
}

export interface RetryOptions {
  /** Called when an attempt failed for want of a network and another will follow (the page says it is still trying). */
  onRetry?: (failures: number) => void;
  /** Stops the retries (the page was left); the last failure is thrown. */
  signal?: AbortSignal;
  patienceMs?: number;
  now?: () => number;
}

/** Waits `ms`, or less when the browser comes back online or the signal aborts. */
function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener('online', done);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    window.addEventListener('online', done);
    signal?.addEventListener('abort', done);
  });
}

/** Runs `attempt`, trying again after network failures until `patienceMs` have passed. */
export async function retryNetworkFailures<T>(attempt: () => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const { onRetry, signal, patienceMs = SIGN_IN_PATIENCE_MS, now = Date.now } = options;
  const deadline = now() + patienceMs;
  for (let failures = 0; ; failures++) {
    try {
      return await attempt();
    } catch (err) {
      const wait = retryWait(failures);
      if (!isNetworkFailure(err) || signal?.aborted || now() + wait > deadline) throw err;
      onRetry?.(failures + 1);
      await pause(wait, signal);
      if (signal?.aborted) throw err;
    }
  }
}
