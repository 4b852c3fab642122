import { Hono, type Context } from 'hono';
import { createHash } from 'node:crypto';
import type { AppEnv } from '../../context';
import { routesAt } from '../../lib/endpoint';
import { rateLimit } from '../../middleware/rate-limit';
import { M } from '../../../contracts/messages';
import { translateMessage } from '../../lib/i18n';
import { ACCOUNT_MESSAGES as A } from '../../../contracts/account-messages';
import {
  ChangePasswordResponseSchema, ChangePasswordSchema, DisableAccountResponseSchema, DisableAccountSchema,
  NotificationPreferencesResponseSchema, PHONE_CODE_SENDS_PER_HOUR, ProfileResponseSchema,
  SaveNotificationPreferencesResponseSchema, SaveNotificationPreferencesSchema, SendPhoneCodeResponseSchema,
  SendPhoneCodeSchema, VerifyPhoneResponseSchema, VerifyPhoneSchema,
} from '../../../contracts/settings';
import { PATIENT_API } from '../../../contracts/endpoints/bases';
import { accountDisable, notificationPreferencesGet, notificationPreferencesUpdate, passwordChange, phoneCodeSend, phoneVerify, profilePicture, profilePictureRemove, profilePictureUpload } from '../../../contracts/endpoints/account';
import { readPicture, readPictureUpload, removePicture, replacePicture } from './picture';
import { sendPhoneCode, verifyPhoneCode } from './phone';
import { changePassword, disableAccount, readNotificationPreferences, saveNotificationPreferences } from './service';

/** Per-patient limit (after requirePatient): `limit` requests per `windowSeconds`. */
const perPatient = (name: string, limit: number, windowSeconds: number) =>
  rateLimit({ name, limit: () => limit, windowSeconds, by: (c: Context<AppEnv>) => c.get('caller').patientId });

/** Mounted at /api/v1/patient: profile picture, phone verification, password, notifications, account deletion. */
export function accountSettingsRoutes() {
  const app = new Hono<AppEnv>();
  const route = routesAt(app, PATIENT_API);

  route(profilePictureUpload, { tag: 'Profile', auth: 'patient', response: ProfileResponseSchema, summary: 'Upload the profile picture: multipart/form-data, field `file`; jpg, jpeg or png (checked by content too), at most 3 MB (413 / 415 with the spec\'s messages). Replaces the previous picture' }, perPatient('picture', 30, 600), async (c) => {
    const upload = await readPictureUpload(c);
    const data = await replacePicture(c.get('deps'), c.get('caller').patientId, upload);
    return c.json({ message: translateMessage(M.profileUpdated, c.get('locale')), data });
  });

  route(profilePictureRemove, { tag: 'Profile', auth: 'patient', response: ProfileResponseSchema, summary: 'Remove the profile picture (the app shows the fallback avatar); succeeds when there is none' }, async (c) => {
    const data = await removePicture(c.get('deps'), c.get('caller').patientId);
    return c.json({ message: translateMessage(A.pictureRemoved, c.get('locale')), data });
  });

  route(profilePicture, { tag: 'Profile', auth: 'patient', summary: "The signed-in patient's picture (image/jpeg or image/png; only ever the caller's own). 404 when there is none. Fetch it with the bearer token (e.g. into a blob URL); ETag/If-None-Match supported" }, async (c) => {
    const file = await readPicture(c.get('deps'), c.get('caller').patientId);
    const etag = `"${createHash('sha256').update(file.key).digest('base64url').slice(0, 22)}"`;
    c.header('Cache-Control', 'no-store');
    c.header('ETag', etag);
    c.header('Vary', 'Authorization');
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Content-Disposition', 'inline');
    if (c.req.header('if-none-match') === etag) return c.body(null, 304);
    c.header('Content-Type', file.contentType);
    return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200);
  });

  route(phoneCodeSend, { tag: 'Profile', auth: 'patient', body: SendPhoneCodeSchema, response: SendPhoneCodeResponseSchema, summary: `Send a 6-digit code by SMS to the profile's phone, or to {countryCode, phoneNumber} (which becomes the profile's phone once verified). Valid 10 minutes; a new code after 30 s at the earliest, ${PHONE_CODE_SENDS_PER_HOUR} per hour`, use: [perPatient('phone-code', PHONE_CODE_SENDS_PER_HOUR, 3600)] }, async (c) => {
    const data = await sendPhoneCode(c.get('deps'), c.get('caller').patientId, c.req.valid('json'));
    return c.json({ message: translateMessage(A.codeSent, c.get('locale')), data });
  });

  route(phoneVerify, { tag: 'Profile', auth: 'patient', body: VerifyPhoneSchema, response: VerifyPhoneResponseSchema, summary: 'Check the code: the number is then the verified profile phone. At most 5 tries per code', use: [perPatient('phone-verify', 30, 3600)] }, async (c) => {
    const data = await verifyPhoneCode(c.get('deps'), c.get('caller').patientId, c.req.valid('json').code);
    return c.json({ message: translateMessage(A.phoneVerified, c.get('locale')), data });
  });

  route(passwordChange, { tag: 'Profile', auth: 'patient', body: ChangePasswordSchema, response: ChangePasswordResponseSchema, summary: 'Change the password (the current one is checked). Every session is revoked: sign in again with the new password', use: [perPatient('change-password', 10, 600)] }, async (c) => {
    await changePassword(c.get('deps'), c.get('caller'), c.req.valid('json'));
    return c.json({ message: translateMessage(A.passwordChanged, c.get('locale')) });
  });

  route(notificationPreferencesGet, { tag: 'Profile', auth: 'patient', response: NotificationPreferencesResponseSchema, summary: 'Notification preferences: every category with its frequency and its email/sms/whatsapp flags' }, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ data: await readNotificationPreferences(c.get('deps').db, c.get('caller').patientId) });
  });

  route(notificationPreferencesUpdate, { tag: 'Profile', auth: 'patient', body: SaveNotificationPreferencesSchema, response: SaveNotificationPreferencesResponseSchema, summary: 'Save notification preferences: the categories and channels given change, the rest stay' }, async (c) => {
    const data = await saveNotificationPreferences(c.get('deps').db, c.get('caller').patientId, c.req.valid('json'));
    return c.json({ message: translateMessage(A.preferencesSaved, c.get('locale')), data });
  });

  route(accountDisable, { tag: 'Profile', auth: 'patient', body: DisableAccountSchema, response: DisableAccountResponseSchema, summary: 'Delete the account: it is disabled (not deleted), every session ends and sign-in is refused; recovery through the support e-mail', use: [perPatient('disable-account', 5, 600)] }, async (c) => {
    const deps = c.get('deps');
    await disableAccount(deps, c.get('caller'), c.req.valid('json'), { locale: c.get('locale'), userAgent: c.req.header('user-agent') });
    const supportEmail = deps.env.supportEmail;
    return c.json({ message: translateMessage(A.accountDeleted, c.get('locale'), { email: supportEmail }), data: { supportEmail } });
  });

  return app;
}
