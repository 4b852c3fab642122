// Helpers of the delivery tests (issue 16; server tests only).
import { eq } from 'drizzle-orm';
import type { Harness } from './harness';
import { completePatient } from './booking-fixtures';
import { notificationDeliveries, notifications, patients, userPreferences } from '../db/schema';

/**
 * An Etc/GMT zone whose local time is now about `hour` o'clock: a test sees daytime or quiet hours
 * whenever it runs (Etc/GMT-5 is UTC+5).
 */
export function zoneAtHour(hour: number, now = new Date()): string {
  let off = hour - now.getUTCHours();
  if (off > 14) off -= 24;
  if (off < -12) off += 24;
  return off === 0 ? 'Etc/GMT' : off > 0 ? `Etc/GMT-${off}` : `Etc/GMT+${-off}`;
}

/** A complete patient with a verified phone (+9779841234567), in `language`, whose local time is midday (or `hour`). */
export async function reachablePatient(h: Harness, o: { language?: 'en' | 'ne'; hour?: number; phoneVerified?: boolean } = {}) {
  const p = await completePatient(h);
  await h.deps.db.update(patients).set({ phoneVerified: o.phoneVerified ?? true, timeZone: zoneAtHour(o.hour ?? 12) }).where(eq(patients.id, p.patientId));
  await h.deps.db.insert(userPreferences).values({ patientId: p.patientId, language: o.language ?? 'en' });
  return p;
}

/** The patient's deliveries with their notification's kind, oldest notification first. */
export async function deliveriesOfPatient(h: Harness, patientId: string) {
  return h.deps.db
    .select({ kind: notifications.template, delivery: notificationDeliveries })
    .from(notificationDeliveries)
    .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
    .where(eq(notifications.patientId, patientId))
    .orderBy(notifications.createdAt, notificationDeliveries.channel);
}

/** Channel names per notice kind, e.g. { appointment_booked: ['email', 'push', 'sms'] }. */
export async function channelsByKind(h: Harness, patientId: string): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const r of await deliveriesOfPatient(h, patientId)) {
    const key = r.delivery.recipient === 'family' ? `${r.kind}:family` : r.kind!;
    (out[key] ??= []).push(r.delivery.channel);
  }
  for (const k of Object.keys(out)) out[k]!.sort();
  return out;
}
