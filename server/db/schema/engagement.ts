// Notifications, preferences, recent activity and phone verification codes.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import type { NoticeParams } from '../../lib/notice-render';
import { appointments } from './appointments';
import { createdAt, id, tstz, updatedAt } from './columns';
import {
  activityKindEnum, appLanguageEnum, notificationCategoryEnum, notificationChannelEnum, themeEnum,
} from './enums';
import { patients } from './patients';

/**
 * What the words are rendered from when read, in the reader's language and zone (a NoticeKind of
 * server/lib/notice-render.ts and its raw values); null on rows written before 0008.
 */
const notice = () => ({
  template: text('template'),
  params: jsonb('params').$type<NoticeParams>(),
});

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    /** As written for the patient's language then: what rows without `template` show, and older instances. */
    title: text('title').notNull(),
    message: text('message').notNull(),
    ...notice(),
    category: notificationCategoryEnum('category').notNull(),
    /** In-app path to open, e.g. /appointments/<id>. */
    link: text('link'),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_patient_created_idx').on(t.patientId, t.createdAt.desc()),
    index('notifications_patient_unread_idx').on(t.patientId).where(sql`NOT ${t.isRead}`),
  ],
);

export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    category: notificationCategoryEnum('category').notNull(),
    channel: notificationChannelEnum('channel').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.patientId, t.category, t.channel] })],
);

export const userPreferences = pgTable('user_preferences', {
  patientId: uuid('patient_id')
    .primaryKey()
    .references(() => patients.id, { onDelete: 'cascade' }),
  theme: themeEnum('theme').notNull().default('light'),
  language: appLanguageEnum('language').notNull().default('en'),
  updatedAt: updatedAt(),
});

export const recentActivities = pgTable(
  'recent_activities',
  {
    id: id(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    kind: activityKindEnum('kind').notNull(),
    /** As written for the patient's language then (see notifications). */
    title: text('title').notNull(),
    description: text('description'),
    ...notice(),
    appointmentId: uuid('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    archivedAt: tstz('archived_at'),
    createdAt: createdAt(),
  },
  (t) => [index('recent_activities_patient_created_idx').on(t.patientId, t.createdAt.desc())],
);

/** The one pending phone verification of a patient (a new code replaces the old one). */
export const phoneVerifications = pgTable(
  'phone_verifications',
  {
    patientId: uuid('patient_id')
      .primaryKey()
      .references(() => patients.id, { onDelete: 'cascade' }),
    countryCode: text('country_code').notNull(),
    phone: text('phone').notNull(),
    /** Hash of the one-time code; the code itself is never stored. */
    codeHash: text('code_hash').notNull(),
    expiresAt: tstz('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [check('phone_verifications_attempts_ck', sql`${t.attempts} >= 0`)],
);
