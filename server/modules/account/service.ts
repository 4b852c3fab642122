// Account settings: change password and delete (disable) account (both prove the password first by
// signing in with it at the identity provider, then act with the admin SDK), and the notification
// preferences. The phone's verification is in phone.ts, the profile picture in picture.ts.
import type { AppDeps, Caller } from '../../context';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import { ACCOUNT_MESSAGES as A } from '../../../contracts/account-messages';
import { M } from '../../../contracts/messages';
import { NOTIFICATION_CATEGORIES, NOTIFICATION_CHANNELS } from '../../../contracts/record-options';
import {
  CATEGORY_FREQUENCY, defaultChannelEnabled, type ChangePasswordInput, type DisableAccountInput, type NotificationCategory,
  type NotificationChannel, type NotificationPreferences, type SaveNotificationPreferencesInput,
} from '../../../contracts/settings';
import { updatePatient } from '../patients/repository';
import { insertSupportMessage } from '../support/repository';
import { checkPassword, emailOfUser } from './identity';
import { findNotificationPreferences, upsertNotificationPreferences } from './repository';

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
      const row = await updatePatient(tx, caller.patientId, { disabledAt: new Date() });
      if (!row) throw new HttpError(404, M.profileNotFound);
      await insertSupportMessage(tx, {
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

// ── Notification preferences: spec 3's categories × channels (email, SMS, WhatsApp), each category with
// its spec 9 frequency. Rows missing for a patient read as defaultChannelEnabled().
export async function readNotificationPreferences(db: Db, patientId: string): Promise<NotificationPreferences> {
  const rows = await findNotificationPreferences(db, patientId);
  const stored = new Map(rows.map((r) => [`${r.category}:${r.channel}`, r.enabled]));
  const flag = (category: NotificationCategory, channel: NotificationChannel) => stored.get(`${category}:${channel}`) ?? defaultChannelEnabled(category, channel);
  return {
    preferences: NOTIFICATION_CATEGORIES.map((category) => ({
      category,
      frequency: CATEGORY_FREQUENCY[category],
      channels: Object.fromEntries(NOTIFICATION_CHANNELS.map((ch) => [ch, flag(category, ch)])) as Record<NotificationChannel, boolean>,
    })),
  };
}

export async function saveNotificationPreferences(db: Db, patientId: string, input: SaveNotificationPreferencesInput): Promise<NotificationPreferences> {
  const values = input.preferences.flatMap((p) =>
    NOTIFICATION_CHANNELS.flatMap((channel) => {
      const enabled = p.channels[channel];
      return enabled === undefined ? [] : [{ patientId, category: p.category, channel, enabled }];
    }));
  if (values.length > 0) {
    await upsertNotificationPreferences(db, values);
  }
  return readNotificationPreferences(db, patientId);
}
