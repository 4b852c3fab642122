// Queues a notification's deliveries in the transaction that writes it: the event and its deliveries
// commit together (or not at all), and the request never waits for a provider.
import { CHANNELS, notify } from '../../lib/bus';
import type { NOTIFICATION_CATEGORIES } from '../../../contracts/record-options';
import { chooseChannels } from './channels';
import { afterQuietHours } from './quiet-hours';
import { insertDeliveries, reachFacts, type NewDelivery, type Tx } from './repository';
import { now as clockNow } from '../../lib/clock';

export async function enqueueDeliveries(tx: Tx, o: {
  notificationId: string;
  patientId: string;
  category: (typeof NOTIFICATION_CATEGORIES)[number];
  now?: boolean;
  familyPhone?: string;
}): Promise<void> {
  const facts = await reachFacts(tx, o.patientId, o.category);
  const now = clockNow();
  // Texts to a phone wait for the end of quiet hours (21:00–07:00 in the patient's zone).
  const textAt = o.now ? now : afterQuietHours(now, facts.timeZone);
  const rows: NewDelivery[] = chooseChannels(o.category, facts).map((channel) => ({
    notificationId: o.notificationId, channel, nextAttemptAt: channel === 'sms' || channel === 'whatsapp' ? textAt : now,
  }));
  if (o.familyPhone) rows.push({ notificationId: o.notificationId, channel: 'sms', recipient: 'family', address: o.familyPhone, nextAttemptAt: textAt });
  if (rows.length === 0) return;
  await insertDeliveries(tx, rows);
  // Delivered at COMMIT (never for a rollback): a worker on some instance wakes and sends.
  await notify(tx, CHANNELS.deliveryQueued);
}
