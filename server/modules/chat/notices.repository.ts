// SQL of the notices of a doctor's unread messages (./reply-notices.ts).
import { and, count, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chatMessages, chatThreads } from '../../db/schema';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A patient told of a reply they have not read yet is not told again for this long. */
const TOLD_RECENTLY = sql`interval '24 hours'`;

/**
 * In the transaction that stores a doctor's message: the thread waits to tell the patient of it,
 * unless it waits already (one notice for the replies of a few moments), or an earlier reply of the
 * last day is still unread (they were told of that one and have not looked yet).
 */
export async function awaitReplyNotice(tx: Tx, threadId: string, messageId: string): Promise<void> {
  await tx.update(chatThreads).set({ replyNoticeSince: sql`now()` }).where(and(
    eq(chatThreads.id, threadId),
    isNull(chatThreads.replyNoticeSince),
    sql`NOT EXISTS (SELECT 1 FROM ${chatMessages} m WHERE m.thread_id = ${threadId} AND m.sender = 'doctor' AND m.read_at IS NULL
      AND m.id <> ${messageId} AND m.created_at > now() - ${TOLD_RECENTLY})`,
  ));
}

/** Threads whose wait began at or before `dueBefore`, locked (SKIP LOCKED: instances take disjoint ones). */
export async function claimDueReplyNotices(tx: Tx, dueBefore: Date, limit: number) {
  return tx.select({ id: chatThreads.id, patientId: chatThreads.patientId, doctorId: chatThreads.doctorId })
    .from(chatThreads)
    .where(lte(chatThreads.replyNoticeSince, dueBefore))
    .orderBy(chatThreads.replyNoticeSince)
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function unreadDoctorMessages(tx: Tx, threadId: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(chatMessages)
    .where(and(eq(chatMessages.threadId, threadId), eq(chatMessages.sender, 'doctor'), isNull(chatMessages.readAt)));
  return row?.n ?? 0;
}

export async function endReplyNoticeWait(tx: Tx, threadId: string): Promise<void> {
  await tx.update(chatThreads).set({ replyNoticeSince: null }).where(eq(chatThreads.id, threadId));
}
