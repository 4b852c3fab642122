// Notifications sent outside the app (issue 16): one delivery per notification, channel and recipient,
// written with the notification in one transaction and sent by the delivery worker; the patient's
// push subscriptions and channel settings; appointment reminders recorded once each.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgEnum, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { DELIVERY_CHANNELS, DELIVERY_RECIPIENTS, DELIVERY_STATUSES, REMINDER_KINDS } from '../../../contracts/push';
import { appointments } from './appointments';
import { createdAt, id, tstz, updatedAt } from './columns';
import { notifications } from './engagement';
import { patients } from './patients';

export const deliveryChannelEnum = pgEnum('delivery_channel', DELIVERY_CHANNELS);
export const deliveryStatusEnum = pgEnum('delivery_status', DELIVERY_STATUSES);
export const deliveryRecipientEnum = pgEnum('delivery_recipient', DELIVERY_RECIPIENTS);
export const reminderKindEnum = pgEnum('reminder_kind', REMINDER_KINDS);

export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: id(),
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    channel: deliveryChannelEnum('channel').notNull(),
    /** The patient, or (reminders by SMS) the family member the appointment is for. */
    recipient: deliveryRecipientEnum('recipient').notNull().default('patient'),
    /** Set when fixed at enqueue time (the family member's phone); else the patient's verified address at send time. */
    address: text('address'),
    status: deliveryStatusEnum('status').notNull().default('queued'),
    /** Sends started (a claim counts one, so a process dying mid-send still uses up attempts). */
    attempts: integer('attempts').notNull().default(0),
    /** queued/failed: when it is due; sending: when the claim's lease runs out. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: tstz('sent_at'),
    /** SMS: segments billed (UCS-2: 70 characters, 67 when concatenated; GSM-7: 160/153). */
    segments: integer('segments'),
    /** Push: the subscriptions already sent to, so a retry does not send to them again. */
    doneTargets: text('done_targets').array().notNull().default(sql`'{}'::text[]`),
    providerId: text('provider_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('notification_deliveries_once_uq').on(t.notificationId, t.channel, t.recipient),
    index('notification_deliveries_due_idx').on(t.nextAttemptAt).where(sql`${t.status} IN ('queued', 'failed', 'sending')`),
    check('notification_deliveries_attempts_ck', sql`${t.attempts} >= 0`),
  ],
);

/** A browser's push subscription (one per device and browser profile; an endpoint belongs to one patient). */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userAgent: text('user_agent'),
    lastSuccessAt: tstz('last_success_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('push_subscriptions_patient_idx').on(t.patientId)],
);

/** Per-patient channel settings beyond the category × channel table; no row = the defaults. */
export const notificationSettings = pgTable('notification_settings', {
  patientId: uuid('patient_id')
    .primaryKey()
    .references(() => patients.id, { onDelete: 'cascade' }),
  /** Appointment reminders 24 h and 2 h before (on by default). */
  reminders: boolean('reminders').notNull().default(true),
  /** When the patient agreed to WhatsApp messages (WhatsApp requires an opt-in); null = not opted in. */
  whatsappOptInAt: tstz('whatsapp_opt_in_at'),
  updatedAt: updatedAt(),
});

/**
 * A reminder sent (once: the unique key is the claim) for an appointment at a given time; a
 * rescheduled appointment has a new time, so it is reminded of again.
 */
export const appointmentReminders = pgTable(
  'appointment_reminders',
  {
    id: id(),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    kind: reminderKindEnum('kind').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    notificationId: uuid('notification_id').references(() => notifications.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [unique('appointment_reminders_once_uq').on(t.appointmentId, t.kind, t.startsAt)],
);
