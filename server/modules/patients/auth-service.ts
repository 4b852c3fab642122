import type { AppDeps } from '../../context';
import { HttpError } from '../../lib/http-error';
import { M } from '../../../contracts/messages';
import type { ResetPasswordInput } from '../../../contracts/patient';
import { appActionLink, sendVerificationEmail } from './service';

type FirebaseErrorLike = { code?: string };

/** Resends the verification e-mail. Says the same whether or not the address exists (no account probing). */
export async function resendVerification(deps: AppDeps, email: string, appUrl: string): Promise<string> {
  const user = await deps.auth.getUserByEmail(email).catch(() => undefined);
  if (!user) return M.verificationSent;
  if (user.emailVerified) return M.alreadyVerified;
  const [first = ''] = (user.displayName ?? '').split(' ');
  await sendVerificationEmail(deps, email, first, appUrl);
  return M.verificationSent;
}

/** Sends the password-reset e-mail with the app's own /action?mode=resetPassword link. */
export async function sendPasswordReset(deps: AppDeps, email: string, appUrl: string): Promise<void> {
  let firebaseLink: string;
  try {
    firebaseLink = await deps.auth.generatePasswordResetLink(email);
  } catch (err) {
    // The spec's catalogue names this case: 'This email address is not registered.'
    if ((err as FirebaseErrorLike).code === 'auth/user-not-found' || (err as FirebaseErrorLike).code === 'auth/email-not-found') {
      throw new HttpError(404, M.emailNotRegistered, [{ field: 'email', message: M.emailNotRegistered }]);
    }
    throw err;
  }
  const link = appActionLink(firebaseLink, appUrl);
  await deps.mailer.send({
    to: email,
    subject: 'Reset your Swasthya password / पासवर्ड रिसेट गर्नुहोस्',
    text: `Namaste,\n\nOpen this link to choose a new password:\n${link}\n\nयो लिङ्क खोलेर नयाँ पासवर्ड राख्नुहोस्।\n\nIf you did not ask for this, ignore this e-mail.\n— Swasthya`,
  });
  if (!deps.env.smtpUrl) deps.log.info('password reset email written to the outbox', { link });
}

/**
 * Sets the new password for an e-mailed reset code. Done on the server so that our password
 * rule (stricter than Firebase's default) is enforced, then every other session is revoked.
 */
export async function resetPassword(deps: AppDeps, input: ResetPasswordInput): Promise<void> {
  const { emulatorHost, webApiKey } = deps.env.firebase;
  const base = emulatorHost ? `http://${emulatorHost}/identitytoolkit.googleapis.com` : 'https://identitytoolkit.googleapis.com';
  const res = await fetch(`${base}/v1/accounts:resetPassword?key=${encodeURIComponent(webApiKey)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ oobCode: input.oobCode, newPassword: input.newPassword }),
  });
  const body = (await res.json().catch(() => ({}))) as { email?: string; error?: { message?: string } };
  if (!res.ok) {
    const code = body.error?.message ?? '';
    if (code.startsWith('EXPIRED_OOB_CODE')) throw new HttpError(400, M.resetLinkExpired, [{ field: 'oobCode', message: M.resetLinkExpired }]);
    if (code.startsWith('INVALID_OOB_CODE')) throw new HttpError(400, M.resetLinkInvalid, [{ field: 'oobCode', message: M.resetLinkInvalid }]);
    if (code.startsWith('USER_DISABLED')) throw new HttpError(403, M.accountDisabled);
    if (code.startsWith('WEAK_PASSWORD')) throw new HttpError(400, M.passwordRule, [{ field: 'newPassword', message: M.passwordRule }]);
    throw new Error(`resetPassword failed: ${code || res.status}`);
  }
  if (body.email) {
    const user = await deps.auth.getUserByEmail(body.email).catch(() => undefined);
    if (user) await deps.auth.revokeRefreshTokens(user.uid);
  }
}
