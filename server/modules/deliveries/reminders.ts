// Appointment reminders (issue 16): 24 h and 2 h before each live appointment, moved out of quiet
// hours (./quiet-hours.ts), to the patient by their channels and by SMS to the family member it is
// for when their phone is known. Every instance runs the scheduler: candidates are locked with SKIP
// LOCKED and each reminder is recorded under a unique key in the transaction that writes its
// notification and deliveries, so racing instances send it once.
import type { AppDeps } from '../../context';
import type { ReminderKind } from '../../../contracts/push';
import { recordNotice } from '../notifications/notices';
import { reminderSendAt } from './quiet-hours';
import { insertReminder, linkReminder, lockReminderCandidates, type ReminderCandidate } from './repository';
import { now as clockNow } from '../../lib/clock';

const HOUR = 3_600_000;
export const REMINDER_LEADS: Record<ReminderKind, number> = { '24h': 24 * HOUR, '2h': 2 * HOUR };
/** Far enough ahead to see a reminder moved to 20:59 the evening before. */
const HORIZON_MS = 36 * HOUR;
/** A reminder this close to the appointment is no use any more (a server down for hours). */
const TOO_LATE_MS = 15 * 60_000;

/**
 * The reminder due now for an appointment, if any: the latest kind whose time has come, not sent,
 * not already past the appointment, and not earlier than the booking (a booking made 3 h before gets
 * no 24 h reminder). When the 2 h reminder is due, a 24 h one not yet sent is not sent any more.
 */
export function dueReminder(c: Pick<ReminderCandidate, 'startsAt' | 'bookedAt' | 'timeZone' | 'sent'>, now: Date): ReminderKind | undefined {
  if (c.startsAt.getTime() - now.getTime() < TOO_LATE_MS) return undefined;
  for (const kind of ['2h', '24h'] as const) {
    const at = reminderSendAt(c.startsAt, REMINDER_LEADS[kind], c.timeZone);
    if (at > now) continue;
    if (c.sent.includes(kind) || c.bookedAt >= at) return undefined;
    return kind;
  }
  return undefined;
}

/** The family member's phone, when the appointment is for one and it is not the patient's own. */
function familyPhone(c: ReminderCandidate): string | undefined {
  if (!c.familyMemberId) return undefined;
  const own = c.patientPhone ? `${c.patientCountryCode}${c.patientPhone}` : undefined;
  const phone = c.familyPhone ? (c.familyPhone.startsWith('+') ? c.familyPhone : `${c.infoCountryCode}${c.familyPhone}`) : `${c.infoCountryCode}${c.infoPhone}`;
  return phone.replace(/[\s-]/g, '') === own ? undefined : phone.replace(/[\s-]/g, '');
}

/** One pass: records and queues every reminder due at `now`. Returns how many were recorded here. */
export async function runReminders(deps: AppDeps, opts: { now?: Date; batch?: number } = {}): Promise<number> {
  const now = opts.now ?? clockNow();
  const batch = opts.batch ?? 100;
  let sent = 0;
  let after: { startsAt: Date; id: string } | undefined;
  for (;;) {
    const page = await deps.db.transaction(async (tx) => {
      const candidates = await lockReminderCandidates(tx, now, HORIZON_MS, batch, after);
      for (const c of candidates) {
        const kind = dueReminder(c, now);
        if (!kind) continue;
        const id = await insertReminder(tx, { appointmentId: c.appointmentId, kind, startsAt: c.startsAt });
        if (!id) continue;
        const phone = familyPhone(c);
        const notificationId = await recordNotice(tx, {
          patientId: c.patientId, kind: 'appointment_reminder', doctorId: c.doctorId,
          params: { at: c.startsAt.toISOString(), appointmentId: c.appointmentId, ...(phone && c.familyFirstName ? { name: c.familyFirstName } : {}) },
          notification: { link: `/appointments/${c.appointmentId}`, category: 'important_whatsapp' },
          // Its time was chosen with quiet hours in mind already.
          delivery: { now: true, ...(phone ? { familyPhone: phone } : {}) },
        });
        await linkReminder(tx, id, notificationId);
        sent++;
      }
      return candidates;
    });
    if (page.length < batch) break;
    const last = page[page.length - 1]!;
    after = { startsAt: last.startsAt, id: last.appointmentId };
  }
  return sent;
}

/** Runs runReminders every `reminderIntervalMs` (0 = off). Returns the stop function. */
export function startReminderScheduler(deps: AppDeps): () => void {
  const every = deps.env.deliveries.reminderIntervalMs;
  if (every <= 0) return () => {};
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runReminders(deps)
      .then((n) => { if (n > 0) deps.log.info('appointment reminders queued', { count: n }); })
      .catch((err: unknown) => deps.log.error('reminder pass failed', { error: err instanceof Error ? err.message : String(err) }))
      .finally(() => { running = false; });
  }, every);
  timer.unref();
  return () => clearInterval(timer);
}
