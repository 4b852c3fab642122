import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { doctors, notifications, patients, recentActivities, userPreferences } from '../../db/schema';
import type { Locale } from '../../../contracts/messages';
import type { NoticeDoctor } from '../../lib/notice-render';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const columns = {
  id: notifications.id, title: notifications.title, message: notifications.message, createdAt: notifications.createdAt,
  isRead: notifications.isRead, category: notifications.category, link: notifications.link,
  template: notifications.template, params: notifications.params,
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

/** The patient's zone (profile), which dates in server-written text are read in. */
export async function patientTimeZone(db: Db, patientId: string): Promise<string> {
  const [row] = await db.select({ timeZone: patients.timeZone }).from(patients).where(eq(patients.id, patientId));
  return row?.timeZone ?? 'Asia/Kathmandu';
}

/** The patient's saved language and zone: the words stored beside a notice's kind are written in them. */
export async function patientReader(tx: Tx, patientId: string): Promise<{ locale: Locale; timeZone: string }> {
  const [row] = await tx
    .select({ timeZone: patients.timeZone, language: userPreferences.language })
    .from(patients)
    .leftJoin(userPreferences, eq(userPreferences.patientId, patients.id))
    .where(eq(patients.id, patientId));
  return { locale: row?.language === 'ne' ? 'ne' : 'en', timeZone: row?.timeZone ?? 'Asia/Kathmandu' };
}

/** The doctor's names as a notice keeps them. */
export async function noticeDoctor(tx: Tx, doctorId: string): Promise<NoticeDoctor | undefined> {
  const [row] = await tx.select({
    id: doctors.id, firstName: doctors.firstName, lastName: doctors.lastName, firstNameNe: doctors.firstNameNe, lastNameNe: doctors.lastNameNe,
  }).from(doctors).where(eq(doctors.id, doctorId));
  return row;
}

export async function insertNotification(tx: Tx, values: typeof notifications.$inferInsert): Promise<string> {
  const [row] = await tx.insert(notifications).values(values).returning({ id: notifications.id });
  return row!.id;
}

export async function insertActivity(tx: Tx, values: typeof recentActivities.$inferInsert): Promise<void> {
  await tx.insert(recentActivities).values(values);
}
