// SQL of deliveries, push subscriptions, channel settings and reminders (issue 16).
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  appointmentReminders, appointments, familyMembers, notificationDeliveries, notificationPreferences, notifications,
  notificationSettings, patients, pushSubscriptions, scheduleSlots, userPreferences,
} from '../../db/schema';
import { LIVE_APPOINTMENT_STATUSES, type NOTIFICATION_CATEGORIES } from '../../../contracts/record-options';
import type { ReminderKind } from '../../../contracts/push';
import type { Locale } from '../../../contracts/messages';
import type { ReachFacts } from './channels';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Conn = Db | Tx;
type Category = (typeof NOTIFICATION_CATEGORIES)[number];

/** What decides a notification's channels, read in the writer's transaction. */
export async function reachFacts(tx: Conn, patientId: string, category: Category): Promise<ReachFacts & { timeZone: string }> {
  const [p] = await tx
    .select({
      phoneVerified: patients.phoneVerified, phone: patients.phone, timeZone: patients.timeZone,
      optIn: notificationSettings.whatsappOptInAt,
      devices: sql<number>`(SELECT count(*)::int FROM ${pushSubscriptions} WHERE ${pushSubscriptions.patientId} = ${patients.id})`,
    })
    .from(patients)
    .leftJoin(notificationSettings, eq(notificationSettings.patientId, patients.id))
    .where(eq(patients.id, patientId));
  const rows = await tx.select({ channel: notificationPreferences.channel, enabled: notificationPreferences.enabled })
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.patientId, patientId), eq(notificationPreferences.category, category)));
  return {
    stored: Object.fromEntries(rows.map((r) => [r.channel, r.enabled])),
    phoneVerified: Boolean(p?.phoneVerified && p.phone),
    whatsappOptedIn: Boolean(p?.optIn),
    pushDevices: p?.devices ?? 0,
    timeZone: p?.timeZone ?? 'Asia/Kathmandu',
  };
}

export type NewDelivery = typeof notificationDeliveries.$inferInsert;
export async function insertDeliveries(tx: Conn, rows: NewDelivery[]): Promise<void> {
  if (rows.length > 0) await tx.insert(notificationDeliveries).values(rows).onConflictDoNothing();
}

export type DeliveryRow = typeof notificationDeliveries.$inferSelect;

/**
 * Claims up to `limit` due deliveries for this worker: marks them `sending` with a lease until
 * `leaseUntil` and counts the attempt. SKIP LOCKED: several instances claim disjoint rows. A row left
 * `sending` by a process that died is due again when its lease runs out.
 */
export async function claimDue(db: Db, now: Date, leaseUntil: Date, limit: number): Promise<DeliveryRow[]> {
  const ids = await db.transaction(async (tx) => {
    const res = await tx.execute<{ id: string }>(sql`
      UPDATE ${notificationDeliveries} SET status = 'sending', attempts = attempts + 1, next_attempt_at = ${leaseUntil.toISOString()}, updated_at = now()
      WHERE id IN (
        SELECT id FROM ${notificationDeliveries}
        WHERE status IN ('queued', 'failed', 'sending') AND next_attempt_at <= ${now.toISOString()}
        ORDER BY next_attempt_at
        LIMIT ${limit}
        FOR UPDATE SKIP LOCKED
      )
      RETURNING id`);
    return res.rows.map((r) => r.id);
  });
  if (ids.length === 0) return [];
  return db.select().from(notificationDeliveries).where(inArray(notificationDeliveries.id, ids));
}

/** The notification and the patient a delivery is for, with their language and zone. */
export async function deliveryContext(db: Db, notificationId: string) {
  const [row] = await db
    .select({
      notification: {
        id: notifications.id, title: notifications.title, message: notifications.message, link: notifications.link,
        template: notifications.template, params: notifications.params,
      },
      patient: {
        id: patients.id, firebaseUid: patients.firebaseUid, countryCode: patients.countryCode, phone: patients.phone,
        phoneVerified: patients.phoneVerified, timeZone: patients.timeZone, disabledAt: patients.disabledAt,
      },
      language: userPreferences.language,
      whatsappOptInAt: notificationSettings.whatsappOptInAt,
    })
    .from(notifications)
    .innerJoin(patients, eq(patients.id, notifications.patientId))
    .leftJoin(userPreferences, eq(userPreferences.patientId, patients.id))
    .leftJoin(notificationSettings, eq(notificationSettings.patientId, patients.id))
    .where(eq(notifications.id, notificationId));
  if (!row) return undefined;
  const locale: Locale = row.language === 'ne' ? 'ne' : 'en';
  return { ...row, locale };
}
export type DeliveryContext = NonNullable<Awaited<ReturnType<typeof deliveryContext>>>;

// Each mark applies only to the claim it ends (same attempt, still `sending`): a worker whose lease
// ran out and was claimed again cannot overwrite the newer claim's outcome.
const ownClaim = (d: Pick<DeliveryRow, 'id' | 'attempts'>) =>
  and(eq(notificationDeliveries.id, d.id), eq(notificationDeliveries.attempts, d.attempts), eq(notificationDeliveries.status, 'sending'));

export async function markSent(db: Db, d: DeliveryRow, r: { segments?: number; providerId?: string }): Promise<void> {
  await db.update(notificationDeliveries)
    .set({ status: 'sent', sentAt: new Date(), lastError: null, segments: r.segments ?? null, providerId: r.providerId ?? null })
    .where(ownClaim(d));
}

export async function markFailed(db: Db, d: DeliveryRow, error: string, nextAttemptAt: Date | null): Promise<void> {
  await db.update(notificationDeliveries)
    .set(nextAttemptAt ? { status: 'failed', lastError: error, nextAttemptAt } : { status: 'given_up', lastError: error })
    .where(ownClaim(d));
}

export async function markSkipped(db: Db, d: DeliveryRow, reason: string): Promise<void> {
  await db.update(notificationDeliveries).set({ status: 'skipped', lastError: reason }).where(ownClaim(d));
}

/** Push: one more device reached (a retry sends only to the others). */
export async function addDoneTarget(db: Db, deliveryId: string, target: string): Promise<void> {
  await db.update(notificationDeliveries)
    .set({ doneTargets: sql`array_append(${notificationDeliveries.doneTargets}, ${target})` })
    .where(eq(notificationDeliveries.id, deliveryId));
}


// ── Push subscriptions ──────────────────────────────────────────────────────
export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/** A device's endpoint belongs to whoever subscribed it last (a shared phone). */
export async function upsertSubscription(db: Db, s: { patientId: string; endpoint: string; p256dh: string; auth: string; userAgent: string | null }): Promise<void> {
  await db.insert(pushSubscriptions).values(s).onConflictDoUpdate({
    target: pushSubscriptions.endpoint,
    set: { patientId: s.patientId, p256dh: s.p256dh, auth: s.auth, userAgent: s.userAgent, updatedAt: new Date() },
  });
}

export async function deleteSubscription(db: Db, patientId: string, endpoint: string): Promise<void> {
  await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.patientId, patientId), eq(pushSubscriptions.endpoint, endpoint)));
}

export async function deleteSubscriptionById(db: Db, id: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

export async function touchSubscription(db: Db, id: string): Promise<void> {
  await db.update(pushSubscriptions).set({ lastSuccessAt: new Date() }).where(eq(pushSubscriptions.id, id));
}

export async function subscriptionsOf(db: Db, patientId: string, endpoint?: string): Promise<PushSubscriptionRow[]> {
  return db.select().from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.patientId, patientId), endpoint ? eq(pushSubscriptions.endpoint, endpoint) : undefined))
    .orderBy(pushSubscriptions.createdAt);
}

export async function countSubscriptions(db: Db, patientId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(pushSubscriptions).where(eq(pushSubscriptions.patientId, patientId));
  return row?.n ?? 0;
}

// ── Channel settings ────────────────────────────────────────────────────────
export async function channelFacts(db: Db, patientId: string) {
  const [row] = await db
    .select({
      email: patients.email, countryCode: patients.countryCode, phone: patients.phone, phoneVerified: patients.phoneVerified,
      reminders: notificationSettings.reminders, whatsappOptInAt: notificationSettings.whatsappOptInAt,
    })
    .from(patients)
    .leftJoin(notificationSettings, eq(notificationSettings.patientId, patients.id))
    .where(eq(patients.id, patientId));
  return row;
}

export async function saveChannelSettings(db: Db, patientId: string, s: { reminders?: boolean; whatsappOptInAt?: Date | null }): Promise<void> {
  await db.insert(notificationSettings).values({ patientId, ...s }).onConflictDoUpdate({
    target: notificationSettings.patientId, set: { ...s, updatedAt: new Date() },
  });
}

// ── Reminders ───────────────────────────────────────────────────────────────
export type ReminderCandidate = {
  appointmentId: string; patientId: string; doctorId: string; startsAt: Date; bookedAt: Date; timeZone: string;
  familyMemberId: string | null; familyFirstName: string | null; familyPhone: string | null;
  infoCountryCode: string; infoPhone: string; patientCountryCode: string; patientPhone: string | null;
  sent: ReminderKind[];
};

/**
 * Live appointments starting after `now` and within `horizonMs`, of patients with reminders on, whose
 * 2 h reminder is not recorded yet: locked FOR NO KEY UPDATE SKIP LOCKED (another instance skips them
 * rather than waits; bookings' foreign keys still pass). Keyset-paged by (starts_at, id) after `after`.
 */
export async function lockReminderCandidates(
  tx: Tx, now: Date, horizonMs: number, limit: number, after?: { startsAt: Date; id: string },
): Promise<ReminderCandidate[]> {
  const until = new Date(now.getTime() + horizonMs);
  const res = await tx.execute<{
    appointment_id: string; patient_id: string; doctor_id: string; starts_at: string; booked_at: string; time_zone: string;
    family_member_id: string | null; family_first_name: string | null; family_phone: string | null;
    info_country_code: string; info_phone: string; patient_country_code: string; patient_phone: string | null; sent: ReminderKind[] | null;
  }>(sql`
    SELECT a.id AS appointment_id, a.patient_id, a.doctor_id, s.starts_at, a.booked_at, p.time_zone,
      a.family_member_id, fm.first_name AS family_first_name, fm.phone AS family_phone,
      a.info_country_code, a.info_phone, p.country_code AS patient_country_code, p.phone AS patient_phone,
      (SELECT array_agg(r.kind::text) FROM ${appointmentReminders} r WHERE r.appointment_id = a.id AND r.starts_at = s.starts_at) AS sent
    FROM ${appointments} a
    JOIN ${scheduleSlots} s ON s.id = a.slot_id
    JOIN ${patients} p ON p.id = a.patient_id
    LEFT JOIN ${notificationSettings} ns ON ns.patient_id = a.patient_id
    LEFT JOIN ${familyMembers} fm ON fm.id = a.family_member_id
    WHERE a.status IN (${sql.join(LIVE_APPOINTMENT_STATUSES.map((x) => sql`${x}`), sql`, `)})
      AND s.starts_at > ${now.toISOString()} AND s.starts_at <= ${until.toISOString()}
      AND coalesce(ns.reminders, true) AND p.disabled_at IS NULL
      AND NOT EXISTS (SELECT 1 FROM ${appointmentReminders} r WHERE r.appointment_id = a.id AND r.starts_at = s.starts_at AND r.kind = '2h')
      ${after ? sql`AND (s.starts_at, a.id) > (${after.startsAt.toISOString()}::timestamptz, ${after.id}::uuid)` : sql``}
    ORDER BY s.starts_at, a.id
    LIMIT ${limit}
    FOR NO KEY UPDATE OF a SKIP LOCKED`);
  return res.rows.map((r) => ({
    appointmentId: r.appointment_id, patientId: r.patient_id, doctorId: r.doctor_id, startsAt: new Date(r.starts_at),
    bookedAt: new Date(r.booked_at), timeZone: r.time_zone, familyMemberId: r.family_member_id, familyFirstName: r.family_first_name,
    familyPhone: r.family_phone, infoCountryCode: r.info_country_code, infoPhone: r.info_phone,
    patientCountryCode: r.patient_country_code, patientPhone: r.patient_phone, sent: r.sent ?? [],
  }));
}

/** Records a reminder; false when it already was (by this or another instance). */
export async function insertReminder(tx: Tx, r: { appointmentId: string; kind: ReminderKind; startsAt: Date }): Promise<string | undefined> {
  const [row] = await tx.insert(appointmentReminders).values(r).onConflictDoNothing().returning({ id: appointmentReminders.id });
  return row?.id;
}

export async function linkReminder(tx: Tx, id: string, notificationId: string | undefined): Promise<void> {
  if (notificationId) await tx.update(appointmentReminders).set({ notificationId }).where(eq(appointmentReminders.id, id));
}

