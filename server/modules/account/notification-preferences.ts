// Notification preferences: spec 3's categories × channels (email, SMS, WhatsApp), each
// category with its spec 9 frequency. Rows missing for a patient read as defaultChannelEnabled().
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notificationPreferences } from '../../db/schema';
import { NOTIFICATION_CATEGORIES, NOTIFICATION_CHANNELS } from '../../../contracts/record-options';
import {
  CATEGORY_FREQUENCY, defaultChannelEnabled, type NotificationCategory, type NotificationChannel, type NotificationPreferences,
  type SaveNotificationPreferencesInput,
} from '../../../contracts/settings';


export async function readNotificationPreferences(db: Db, patientId: string): Promise<NotificationPreferences> {
  const rows = await db.select({ category: notificationPreferences.category, channel: notificationPreferences.channel, enabled: notificationPreferences.enabled })
    .from(notificationPreferences).where(eq(notificationPreferences.patientId, patientId));
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
    await db.insert(notificationPreferences).values(values).onConflictDoUpdate({
      target: [notificationPreferences.patientId, notificationPreferences.category, notificationPreferences.channel],
      set: { enabled: sql`excluded.enabled`, updatedAt: new Date() },
    });
  }
  return readNotificationPreferences(db, patientId);
}
