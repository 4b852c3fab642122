// Password checks against the identity provider: the Identity Toolkit REST API's
// accounts:signInWithPassword (the Auth emulator when FIREBASE_AUTH_EMULATOR_HOST is set).
import type { AppDeps } from '../../context';
import { HttpError } from '../../lib/http-error';
import { ACCOUNT_MESSAGES as A } from '../../../contracts/account-messages';

export type PasswordCheck = 'ok' | 'wrong' | 'disabled' | 'too-many';

export function identityToolkitUrl(deps: Pick<AppDeps, 'env'>, method: string): string {
  const { emulatorHost, webApiKey } = deps.env.firebase;
  const base = emulatorHost ? `http://${emulatorHost}/identitytoolkit.googleapis.com` : 'https://identitytoolkit.googleapis.com';
  return `${base}/v1/accounts:${method}?key=${encodeURIComponent(webApiKey)}`;
}

/** The e-mail of the caller's Firebase user (the sign-in identity). */
export async function emailOfUser(deps: AppDeps, uid: string): Promise<string> {
  const user = await deps.auth.getUser(uid).catch((err: { code?: string }) => {
    if (err.code === 'auth/user-not-found') return undefined;
    throw err;
  });
  if (!user?.email) throw new HttpError(401, A.noUserLoggedIn);
  return user.email;
}

/** Whether `password` signs in as `uid` (without creating a session the app would use). */
export async function checkPassword(deps: AppDeps, uid: string, email: string, password: string): Promise<PasswordCheck> {
  const res = await fetch(identityToolkitUrl(deps, 'signInWithPassword'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: false }),
    signal: AbortSignal.timeout(10_000),
  });
  const body = (await res.json().catch(() => ({}))) as { localId?: string; error?: { message?: string } };
  if (res.ok) return body.localId === uid ? 'ok' : 'wrong';
  const code = body.error?.message ?? '';
  if (/^(INVALID_PASSWORD|INVALID_LOGIN_CREDENTIALS|EMAIL_NOT_FOUND|MISSING_PASSWORD)/.test(code)) return 'wrong';
  if (code.startsWith('USER_DISABLED')) return 'disabled';
  if (code.startsWith('TOO_MANY_ATTEMPTS_TRY_LATER')) return 'too-many';
  throw new Error(`signInWithPassword failed: ${code || res.status}`);
}
