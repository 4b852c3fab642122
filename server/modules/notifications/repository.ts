import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';

const columns = {
  id: notifications.id, title: notifications.title, message: notifications.message, createdAt: notifications.createdAt,
  isRead: notifications.isRead, category: notifications.category, link: notifications.link,
};

/** One page, newest first; one extra row tells whether a next page exists. */
export async function listNotifications(db: Db, patientId: string, q: { limit: number; page: number; unreadOnly: boolean }) {
  return db
    .select(columns)
    .from(notifications)
    .where(and(eq(notifications.patientId, patientId), q.unreadOnly ? eq(notifications.isRead, false) : undefined))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(q.limit + 1)
    .offset((q.page - 1) * q.limit);
}

export async function countUnread(db: Db, patientId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(notifications)
    .where(and(eq(notifications.patientId, patientId), eq(notifications.isRead, false)));
  return row?.n ?? 0;
}

/** Marks the patient's own notification read; undefined when it is not theirs (or does not exist). */
export async function markRead(db: Db, patientId: string, id: string): Promise<{ id: string } | undefined> {
  const [row] = await db.update(notifications).set({ isRead: true })
    .where(and(eq(notifications.id, id), eq(notifications.patientId, patientId)))
    .returning({ id: notifications.id });
  return row;
}
