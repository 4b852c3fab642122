// Account settings (issue 8): profile picture, phone verification, change password,
// notification preferences and account deletion. Shared by the app and the server.
import * as v from 'valibot';
import { envelope, MessageSchema } from './common';
import * as M from './message-texts';
import { ACCOUNT_MESSAGES as A } from './account-messages';
import { PROFILE_PICTURE_MAX_MB } from './options';
import { NOTIFICATION_CATEGORIES, NOTIFICATION_CHANNELS } from './record-options';
import { COUNTRY_CODES } from './person-options';
import { PasswordSchema, PatientProfileSchema } from './patient';
import { latinDigits } from './digits';

// ── Profile picture ─────────────────────────────────────────────────────────
/** 3 MB (spec 9), in bytes: the same limit on both sides. */
export const PROFILE_PICTURE_MAX_BYTES = PROFILE_PICTURE_MAX_MB * 1024 * 1024;
export const PROFILE_PICTURE_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;
export const PROFILE_PICTURE_MIME_TYPES = ['image/jpeg', 'image/png'] as const;
/** The multipart field of POST /user/upload-profile-picture. */
export const PROFILE_PICTURE_FIELD = 'file';

/** Client-side check with the spec's messages; the server checks the same and the content too. */
export function profilePictureProblem(file: { name: string; size: number; type: string }): string | null {
  const ext = file.name.toLowerCase().split('.').pop() ?? '';
  if (!(PROFILE_PICTURE_EXTENSIONS as readonly string[]).includes(ext)) return A.pictureInvalidType;
  if (file.type && !(PROFILE_PICTURE_MIME_TYPES as readonly string[]).includes(file.type)) return A.pictureInvalidType;
  if (file.size > PROFILE_PICTURE_MAX_BYTES) return A.pictureTooLarge;
  return null;
}

export const ProfileResponseSchema = v.object({ message: v.string(), data: PatientProfileSchema });

// ── Phone verification ──────────────────────────────────────────────────────
export const PHONE_CODE_LENGTH = 6;
export const PHONE_CODE_TTL_MINUTES = 10;
export const PHONE_CODE_MAX_ATTEMPTS = 5;
/** A new code may be asked for this long after the previous one. */
export const PHONE_CODE_RESEND_SECONDS = 30;
export const PHONE_CODE_SENDS_PER_HOUR = 5;

/** POST /user/phone/send-code: to the profile's phone, or to the given one (which becomes the profile's phone once verified). */
export const SendPhoneCodeSchema = v.pipe(
  v.object({
    countryCode: v.optional(v.picklist(COUNTRY_CODES, M.invalidOption)),
    phoneNumber: v.optional(v.pipe(v.string(M.invalidPhone), v.trim(), v.transform(latinDigits), v.regex(/^\d{7,15}$/, M.invalidPhone))),
  }),
  v.forward(v.check((b) => b.phoneNumber !== undefined || b.countryCode === undefined, M.required), ['phoneNumber']),
  v.forward(
    v.check((b) => b.phoneNumber === undefined || (b.countryCode ?? '+977') !== '+977' || /^9\d{9}$/.test(b.phoneNumber), M.invalidPhone),
    ['phoneNumber'],
  ),
);
export type SendPhoneCodeInput = v.InferOutput<typeof SendPhoneCodeSchema>;
export const SendPhoneCodeResponseSchema = v.object({
  message: v.string(),
  data: v.object({
    countryCode: v.string(),
    /** The number with all but the last 3 digits hidden. */
    phoneNumberMasked: v.string(),
    expiresAt: v.string(),
    resendAfterSeconds: v.number(),
  }),
});

export const VerifyPhoneSchema = v.object({
  code: v.pipe(v.string(A.codeFormat), v.trim(), v.transform(latinDigits), v.regex(/^\d{6}$/, A.codeFormat)),
}, A.codeFormat);
/** @alias A verified phone answers with the updated profile. */
export const VerifyPhoneResponseSchema = ProfileResponseSchema;

// ── Change password ─────────────────────────────────────────────────────────
export const ChangePasswordSchema = v.pipe(
  v.object({
    currentPassword: v.pipe(v.string(M.required), v.nonEmpty(M.required), v.maxLength(128, M.tooLong)),
    newPassword: PasswordSchema,
    confirmPassword: v.pipe(v.string(M.required), v.nonEmpty(M.required)),
  }, M.required),
  v.forward(v.check((b) => b.newPassword === b.confirmPassword, M.passwordsDiffer), ['confirmPassword']),
  v.forward(v.check((b) => b.newPassword !== b.currentPassword, A.samePassword), ['newPassword']),
);
export type ChangePasswordInput = v.InferOutput<typeof ChangePasswordSchema>;
export const ChangePasswordResponseSchema = MessageSchema;

// ── Notification preferences (spec 3 categories × channels; spec 9 frequencies) ──
export const NOTIFICATION_FREQUENCIES = ['about_monthly', 'about_every_15_days', 'monthly', 'one_to_two_per_week', 'weekly', 'when_important'] as const;
export type NotificationFrequency = (typeof NOTIFICATION_FREQUENCIES)[number];
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** How often each category is sent (spec 9; the spec gives none for important WhatsApp notifications). */
export const CATEGORY_FREQUENCY: Record<NotificationCategory, NotificationFrequency> = {
  announcements: 'about_monthly',
  savings_and_offers: 'about_every_15_days',
  feedback_and_surveys: 'monthly',
  health_tips: 'one_to_two_per_week',
  informational: 'weekly',
  important_whatsapp: 'when_important',
};
/**
 * What a patient gets before choosing (issue 16): important messages (appointments, reminders) by
 * e-mail and SMS, and by WhatsApp once they opt in to it; informational ones (payments, refunds) by
 * e-mail; nothing of the marketing categories. Rows a patient never saved read as this.
 */
export function defaultChannelEnabled(category: NotificationCategory, channel: NotificationChannel): boolean {
  if (category === 'important_whatsapp') return true;
  if (category === 'informational') return channel === 'email';
  return false;
}

const ChannelFlagsSchema = v.object({ email: v.boolean(), sms: v.boolean(), whatsapp: v.boolean() });
export const NotificationPreferenceSchema = v.object({
  category: v.picklist(NOTIFICATION_CATEGORIES),
  frequency: v.picklist(NOTIFICATION_FREQUENCIES),
  channels: ChannelFlagsSchema,
});
export type NotificationPreference = v.InferOutput<typeof NotificationPreferenceSchema>;
export const NotificationPreferencesSchema = v.object({ preferences: v.array(NotificationPreferenceSchema) });
export type NotificationPreferences = v.InferOutput<typeof NotificationPreferencesSchema>;
export const NotificationPreferencesResponseSchema = envelope(NotificationPreferencesSchema);
export const SaveNotificationPreferencesResponseSchema = v.object({ message: v.string(), data: NotificationPreferencesSchema });

/** PUT /user/notification-preferences: any categories, any channels of each (the rest stay as they are). */
export const SaveNotificationPreferencesSchema = v.object({
  preferences: v.pipe(
    v.array(
      v.strictObject({
        category: v.picklist(NOTIFICATION_CATEGORIES, M.invalidOption),
        channels: v.strictObject({
          email: v.optional(v.boolean(M.invalidValue)),
          sms: v.optional(v.boolean(M.invalidValue)),
          whatsapp: v.optional(v.boolean(M.invalidValue)),
        }, M.invalidValue),
      }, M.invalidValue),
      M.invalidValue,
    ),
    v.minLength(1, M.required),
    v.maxLength(NOTIFICATION_CATEGORIES.length, A.duplicateCategory),
    v.check((list) => new Set(list.map((p) => p.category)).size === list.length, A.duplicateCategory),
  ),
});
export type SaveNotificationPreferencesInput = v.InferOutput<typeof SaveNotificationPreferencesSchema>;

// ── Delete (disable) account ────────────────────────────────────────────────
export const DisableAccountSchema = v.pipe(
  v.object({
    password: v.pipe(v.string(M.required), v.nonEmpty(M.required), v.maxLength(128, M.tooLong)),
    confirmPassword: v.pipe(v.string(M.required), v.nonEmpty(M.required)),
    comment: v.optional(v.nullable(v.pipe(v.string(M.invalidValue), v.trim(), v.maxLength(1000, M.tooLong)))),
  }, M.required),
  v.forward(v.check((b) => b.password === b.confirmPassword, M.passwordsDiffer), ['confirmPassword']),
);
export type DisableAccountInput = v.InferOutput<typeof DisableAccountSchema>;
export const DisableAccountResponseSchema = v.object({ message: v.string(), data: v.object({ supportEmail: v.string() }) });
