// Change password and delete (disable) account: both prove the password first by signing in
// with it at the identity provider, then act with the admin SDK.
import { eq } from 'drizzle-orm';
import type { AppDeps, Caller } from '../../context';
import { patients, supportMessages } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { ACCOUNT_MESSAGES as A } from '../../../contracts/account-messages';
import { M } from '../../../contracts/messages';
import type { ChangePasswordInput, DisableAccountInput } from '../../../contracts/settings';
import { checkPassword, emailOfUser } from './identity';

export async function changePassword(deps: AppDeps, caller: Caller, input: ChangePasswordInput): Promise<void> {
  const email = await emailOfUser(deps, caller.uid);
  let check;
  try {
    check = await checkPassword(deps, caller.uid, email, input.currentPassword);
  } catch (err) {
    deps.log.warn('password check failed', { error: (err as Error).message });
    throw new HttpError(502, A.changePasswordFailed);
  }
  if (check === 'wrong') throw new HttpError(400, A.checkCurrentPassword, [{ field: 'currentPassword', message: A.checkCurrentPassword }]);
  if (check === 'disabled') throw new HttpError(403, M.accountDisabled);
  if (check === 'too-many') throw new HttpError(429, M.tooManyRequests);
  try {
    await deps.auth.updateUser(caller.uid, { password: input.newPassword });
  } catch (err) {
    if ((err as { code?: string }).code === 'auth/invalid-password') {
      throw new HttpError(400, M.passwordRule, [{ field: 'newPassword', message: M.passwordRule }]);
    }
    deps.log.warn('password update failed', { error: (err as Error).message });
    throw new HttpError(502, A.changePasswordFailed);
  }
  // Every session (this one too) ends; the app signs in again with the new password.
  await deps.auth.revokeRefreshTokens(caller.uid);
}

/**
 * The account is disabled, not deleted (spec 1, 4): the Firebase user is disabled and its sessions
 * revoked, the profile is marked, and the optional comment is kept for support. Recovery goes
 * through the support e-mail.
 */
export async function disableAccount(deps: AppDeps, caller: Caller, input: DisableAccountInput, meta: { locale: string; userAgent?: string }): Promise<void> {
  const email = await emailOfUser(deps, caller.uid);
  let check;
  try {
    check = await checkPassword(deps, caller.uid, email, input.password);
  } catch (err) {
    deps.log.warn('password check failed', { error: (err as Error).message });
    throw new HttpError(502, A.deleteAccountFailed);
  }
  if (check === 'wrong') throw new HttpError(400, A.wrongPassword, [{ field: 'password', message: A.wrongPassword }]);
  if (check === 'disabled') throw new HttpError(403, M.accountDisabled);
  if (check === 'too-many') throw new HttpError(429, M.tooManyRequests);

  await deps.auth.updateUser(caller.uid, { disabled: true });
  try {
    await deps.db.transaction(async (tx) => {
      const [row] = await tx.update(patients).set({ disabledAt: new Date(), updatedAt: new Date() })
        .where(eq(patients.id, caller.patientId))
        .returning({ firstName: patients.firstName, lastName: patients.lastName, email: patients.email });
      if (!row) throw new HttpError(404, M.profileNotFound);
      await tx.insert(supportMessages).values({
        kind: 'account_deletion', patientId: caller.patientId, name: `${row.firstName} ${row.lastName}`, email: row.email,
        subject: 'Account deleted', message: input.comment ?? '', locale: meta.locale, userAgent: meta.userAgent?.slice(0, 300) ?? null,
      });
    });
  } catch (err) {
    // Keep both sides in step: the account stays usable if it could not be marked.
    await deps.auth.updateUser(caller.uid, { disabled: false }).catch(() => undefined);
    if (err instanceof HttpError) throw err;
    deps.log.error('account disable failed', { error: (err as Error).message });
    throw new HttpError(500, A.deleteAccountFailed);
  }
  await deps.auth.revokeRefreshTokens(caller.uid).catch((err: Error) => deps.log.warn('revoke failed', { error: err.message }));
}
