// Calls to Firebase Auth from the account flows: an answer (the user, or none) or a logged 503.
import type { UserRecord } from 'firebase-admin/auth';
import type { AppDeps } from '../../context';
import { HttpError } from '../../lib/http-error';
import { SERVER_MESSAGES } from '../../../contracts/messages';

type FirebaseErrorLike = { code?: string; message?: string };

/** Seconds a client is asked to wait before trying again after an auth-provider failure. */
export const AUTH_RETRY_AFTER_SECONDS = 5;

const NOT_FOUND = new Set(['auth/user-not-found', 'auth/email-not-found']);
export const isUserNotFound = (err: unknown) => NOT_FOUND.has((err as FirebaseErrorLike).code ?? '');

/** A Firebase call that failed for a reason that is not an answer (outage, quota, network): logged, 503. */
export function authUnavailable(deps: AppDeps, what: string, err: unknown): HttpError {
  deps.log.error('auth provider failed', { what, code: (err as FirebaseErrorLike).code, detail: String((err as FirebaseErrorLike).message ?? err).slice(0, 200) });
  return new HttpError(503, SERVER_MESSAGES.serviceUnavailable, undefined, { 'Retry-After': String(AUTH_RETRY_AFTER_SECONDS) });
}

/** The user with this e-mail, or undefined when there is none; any other failure is a 503. */
export async function findUserByEmail(deps: AppDeps, email: string): Promise<UserRecord | undefined> {
  try {
    return await deps.auth.getUserByEmail(email);
  } catch (err) {
    if (isUserNotFound(err)) return undefined;
    throw authUnavailable(deps, 'getUserByEmail', err);
  }
}

/**
 * Sends after the answer: whether an e-mail goes out (and how long SMTP takes) says nothing to the
 * caller. A failure is logged; the patient can ask again.
 */
export function sendAfterAnswer(deps: AppDeps, what: string, send: () => Promise<void>): void {
  void Promise.resolve().then(send).catch((err: unknown) => {
    deps.log.error('account e-mail failed', { what, detail: String((err as Error).message ?? err).slice(0, 200) });
  });
}

/** True for an error of the Firebase SDK itself (`auth/…`, `app/…`): not a database error. */
export const isFirebaseError = (err: unknown) => /^(auth|app)\//.test(String((err as FirebaseErrorLike).code ?? ''));
