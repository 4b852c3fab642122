// A doctor's message the patient has not read is told to them (issue 16: "a doctor's reply when the
// conversation is not open"). Whether a conversation is open is not known reliably: its event stream
// lives on one instance, reconnects every 60 s, falls back to polling, and may be open in a tab
// nobody looks at. What is known, in PostgreSQL for every instance, is whether the patient read the
// message: the app marks a reply read as soon as it is on screen. So the message's transaction marks
// the thread as waiting, and CHAT_REPLY_NOTICE_SECONDS later a scheduler (every instance; threads
// claimed with SKIP LOCKED and the wait ended in the transaction that writes the notice, so once)
// tells the patient if a reply is still unread, and drops the notice if it was read in time.
import type { AppDeps } from '../../context';
import { recordNotice } from '../notifications/notices';
import { claimDueReplyNotices, endReplyNoticeWait, unreadDoctorMessages } from './notices.repository';
import { now as clockNow } from '../../lib/clock';

export type ReplyNoticeReport = { told: number; dropped: number };

/** One pass at `now`: every thread whose wait is over is told or dropped. */
export async function runReplyNotices(deps: AppDeps, opts: { now?: Date; batch?: number } = {}): Promise<ReplyNoticeReport> {
  const now = opts.now ?? clockNow();
  const batch = opts.batch ?? 100;
  const dueBefore = new Date(now.getTime() - deps.env.deliveries.chatReplyNoticeMs);
  const report: ReplyNoticeReport = { told: 0, dropped: 0 };
  for (;;) {
    const claimed = await deps.db.transaction(async (tx) => {
      const threads = await claimDueReplyNotices(tx, dueBefore, batch);
      for (const t of threads) {
        if ((await unreadDoctorMessages(tx, t.id)) > 0) {
          await recordNotice(tx, { patientId: t.patientId, kind: 'chat_reply', doctorId: t.doctorId, notification: { link: `/messages/${t.id}` } });
          report.told++;
        } else {
          report.dropped++;
        }
        await endReplyNoticeWait(tx, t.id);
      }
      return threads.length;
    });
    if (claimed < batch) return report;
  }
}

/** Runs runReplyNotices at the delivery worker's interval (0 = off). Returns the stop function. */
export function startReplyNotices(deps: AppDeps): () => void {
  const every = deps.env.deliveries.intervalMs;
  if (every <= 0) return () => {};
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runReplyNotices(deps)
      .then((r) => { if (r.told > 0) deps.log.info('chat reply notices queued', r); })
      .catch((err: unknown) => deps.log.error('chat reply notice pass failed', { error: err instanceof Error ? err.message : String(err) }))
      .finally(() => { running = false; });
  }, every);
  timer.unref();
  return () => clearInterval(timer);
}
