// The account e-mails (verification again, password reset) and the reset itself. No account probing:
// each endpoint answers the same, in the same number of Firebase round trips, whether the address
// has an account, a verified one or none; the e-mail (the slow part, and only sent for some) goes
// out after the answer. A Firebase failure is never an answer: it is logged and refused with 503.
import type { AppDeps } from '../../context';
import { HttpError } from '../../lib/http-error';
import { M, SERVER_MESSAGES } from '../../../contracts/messages';
import type { ResetPasswordInput } from '../../../contracts/patient';
import { appActionLink, sendVerificationEmail } from './service';
import { AUTH_RETRY_AFTER_SECONDS, authUnavailable, findUserByEmail, isUserNotFound, sendAfterAnswer } from './auth-provider';

/** Resends the verification e-mail to an unverified account; the same answer for every address. */
export async function resendVerification(deps: AppDeps, email: string, appUrl: string): Promise<string> {
  // Two round trips for every address: the user, then a link (refused for an unknown one).
  const user = await findUserByEmail(deps, email);
  let firebaseLink: string | undefined;
  try {
    firebaseLink = await deps.auth.generateEmailVerificationLink(email);
  } catch (err) {
    if (!isUserNotFound(err)) throw authUnavailable(deps, 'generateEmailVerificationLink', err);
  }
  if (user && firebaseLink && !user.emailVerified) {
    const [first = ''] = (user.displayName ?? '').split(' ');
    const link = firebaseLink;
    sendAfterAnswer(deps, 'verification', () => sendVerificationEmail(deps, email, first, appUrl, link));
  }
  return M.verificationSent;
}

/** Sends the password-reset e-mail (the app's own /action?mode=resetPassword link) if there is an account. */
export async function sendPasswordReset(deps: AppDeps, email: string, appUrl: string): Promise<void> {
  // One round trip for every address: the link, refused for an unknown one.
  let firebaseLink: string;
  try {
    firebaseLink = await deps.auth.generatePasswordResetLink(email);
  } catch (err) {
    if (isUserNotFound(err)) return;
    throw authUnavailable(deps, 'generatePasswordResetLink', err);
  }
  const link = appActionLink(firebaseLink, appUrl);
  sendAfterAnswer(deps, 'password reset', async () => {
    await deps.mailer.send({
      to: email,
      subject: 'Reset your Swasthya password / पासवर्ड रिसेट गर्नुहोस्',
      text: `Namaste,\n\nOpen this link to choose a new password:\n${link}\n\nयो लिङ्क खोलेर नयाँ पासवर्ड राख्नुहोस्।\n\nIf you did not ask for this, ignore this e-mail.\n— Swasthya`,
    });
    if (!deps.env.smtpUrl) deps.log.info('password reset email written to the outbox', { link });
  });
}

/** Firebase's REST answer to accounts:resetPassword (the admin SDK has no call for a code). */
async function resetPasswordRest(deps: AppDeps, body: { oobCode: string; newPassword?: string }): Promise<{ email?: string }> {
  const { emulatorHost, webApiKey } = deps.env.firebase;
  const base = emulatorHost ? `http://${emulatorHost}/identitytoolkit.googleapis.com` : 'https://identitytoolkit.googleapis.com';
  let res: Response;
  try {
    res = await fetch(`${base}/v1/accounts:resetPassword?key=${encodeURIComponent(webApiKey)}`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body),
    });
  } catch (err) {
    throw authUnavailable(deps, 'accounts:resetPassword', err);
  }
  const answer = (await res.json().catch(() => ({}))) as { email?: string; error?: { message?: string } };
  if (res.ok) return answer;
  const code = answer.error?.message ?? '';
  if (code.startsWith('EXPIRED_OOB_CODE')) throw new HttpError(400, M.resetLinkExpired, [{ field: 'oobCode', message: M.resetLinkExpired }]);
  if (code.startsWith('INVALID_OOB_CODE')) throw new HttpError(400, M.resetLinkInvalid, [{ field: 'oobCode', message: M.resetLinkInvalid }]);
  if (code.startsWith('USER_DISABLED')) throw new HttpError(403, M.accountDisabled);
  if (code.startsWith('WEAK_PASSWORD')) throw new HttpError(400, M.passwordRule, [{ field: 'newPassword', message: M.passwordRule }]);
  throw authUnavailable(deps, 'accounts:resetPassword', new Error(`${res.status} ${code}`));
}

/** How often the sign-out after the new password is tried before the patient is told it failed. */
const REVOKE_ATTEMPTS = 3;

/**
 * Sets the new password for an e-mailed reset code, on the server so that our password rule
 * (stricter than Firebase's default) holds, and signs out every other session:
 * 1. the code is checked (not used up) and names the account;
 * 2. its sessions are revoked: if that fails nothing has changed, and the 503 is retried with the same code;
 * 3. the password is set (using up the code);
 * 4. sessions are revoked again (one made between 2 and 3), tried REVOKE_ATTEMPTS times; if it still
 *    fails the patient is told (503) to ask for a new link, which does it all again.
 */
export async function resetPassword(deps: AppDeps, input: ResetPasswordInput): Promise<void> {
  const { email } = await resetPasswordRest(deps, { oobCode: input.oobCode });
  const user = email ? await findUserByEmail(deps, email) : undefined;
  if (!user) throw new HttpError(400, M.resetLinkInvalid, [{ field: 'oobCode', message: M.resetLinkInvalid }]);
  try {
    await deps.auth.revokeRefreshTokens(user.uid);
  } catch (err) {
    authUnavailable(deps, 'revokeRefreshTokens before reset', err);
    throw new HttpError(503, SERVER_MESSAGES.resetNotRevoked, undefined, { 'Retry-After': String(AUTH_RETRY_AFTER_SECONDS) });
  }
  await resetPasswordRest(deps, { oobCode: input.oobCode, newPassword: input.newPassword });
  for (let attempt = 1; ; attempt++) {
    try {
      await deps.auth.revokeRefreshTokens(user.uid);
      return;
    } catch (err) {
      if (attempt < REVOKE_ATTEMPTS) {
        await new Promise((r) => setTimeout(r, 200 * attempt));
        continue;
      }
      authUnavailable(deps, 'revokeRefreshTokens after reset', err);
      throw new HttpError(503, SERVER_MESSAGES.resetChangedNotRevoked, undefined, { 'Retry-After': String(AUTH_RETRY_AFTER_SECONDS) });
    }
  }
}
