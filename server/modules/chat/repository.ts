// SQL of the chat: threads (one per patient–doctor pair) and their messages, oldest first.
// Cursors are message ids; comparisons run on (created_at, id) inside PostgreSQL (microseconds).
import { and, asc, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { CHANNELS, notify } from '../../lib/bus';
import { appointments, chatMessages, chatThreads, doctors, patients, specializations } from '../../db/schema';
import type { ChatMessage } from '../../../contracts/chat';
import type { Locale } from '../../../contracts/messages';
import { awaitReplyNotice } from './notices.repository';

type Side = 'patient' | 'doctor';
const other = (side: Side): Side => (side === 'patient' ? 'doctor' : 'patient');
const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());

export type MessageRow = typeof chatMessages.$inferSelect;
export function toMessage(m: MessageRow): ChatMessage {
  return { id: m.id, threadId: m.threadId, sender: m.sender, body: m.body, createdAt: iso(m.createdAt)!, readAt: iso(m.readAt) };
}

export type ThreadRow = typeof chatThreads.$inferSelect;

export async function findThread(db: Db, threadId: string, owner: { patientId: string } | { doctorId: string }): Promise<ThreadRow | undefined> {
  const ownerCheck = 'patientId' in owner ? eq(chatThreads.patientId, owner.patientId) : eq(chatThreads.doctorId, owner.doctorId);
  const [row] = await db.select().from(chatThreads).where(and(eq(chatThreads.id, threadId), ownerCheck)).limit(1);
  return row;
}

/** The (patient, doctor) thread, created if missing. */
export async function upsertThread(db: Db, patientId: string, doctorId: string): Promise<ThreadRow> {
  await db.insert(chatThreads).values({ patientId, doctorId }).onConflictDoNothing();
  const [row] = await db.select().from(chatThreads).where(and(eq(chatThreads.patientId, patientId), eq(chatThreads.doctorId, doctorId)));
  return row!;
}

export async function hasAppointmentWith(db: Db, patientId: string, doctorId: string): Promise<boolean> {
  const [row] = await db.select({ id: appointments.id }).from(appointments)
    .where(and(eq(appointments.patientId, patientId), eq(appointments.doctorId, doctorId))).limit(1);
  return Boolean(row);
}

/** The patient of one of the doctor's appointments (another doctor's reads as missing). */
export async function appointmentPatient(db: Db, doctorId: string, appointmentId: string): Promise<{ patientId: string } | undefined> {
  const [a] = await db.select({ patientId: appointments.patientId }).from(appointments)
    .where(and(eq(appointments.id, appointmentId), eq(appointments.doctorId, doctorId))).limit(1);
  return a;
}

const doctorColumns = (locale: Locale) => ({
  id: doctors.id, firstName: doctors.firstName, lastName: doctors.lastName, firstNameNe: doctors.firstNameNe, lastNameNe: doctors.lastNameNe,
  profilePictureUrl: doctors.profilePictureUrl,
  specialization: locale === 'ne' ? specializations.nameNe : specializations.nameEn,
});

/** Thread summaries for one side: the other party, the last message and the caller's unread count. */
async function threadSummaries(db: Db, side: Side, where: SQL, locale: Locale) {
  const last = sql`(select row_to_json(m) from (select id, thread_id as "threadId", sender, body, created_at as "createdAt", read_at as "readAt"
      from chat_messages where thread_id = ${chatThreads.id} order by created_at desc, id desc limit 1) m)`;
  const unread = sql<number>`(select count(*)::int from chat_messages where thread_id = ${chatThreads.id} and sender = ${other(side)} and read_at is null)`;
  const rows = await db.select({
    id: chatThreads.id, createdAt: chatThreads.createdAt, lastMessageAt: chatThreads.lastMessageAt,
    doctor: doctorColumns(locale),
    patient: { id: patients.id, firstName: patients.firstName, lastName: patients.lastName },
    lastMessage: last.mapWith((v: unknown) => v as (Omit<MessageRow, 'createdAt' | 'readAt'> & { createdAt: string; readAt: string | null }) | null),
    unreadCount: unread,
  })
    .from(chatThreads)
    .innerJoin(doctors, eq(doctors.id, chatThreads.doctorId))
    .innerJoin(specializations, eq(specializations.id, doctors.mainSpecializationId))
    .innerJoin(patients, eq(patients.id, chatThreads.patientId))
    .where(where)
    .orderBy(desc(sql`coalesce(${chatThreads.lastMessageAt}, ${chatThreads.createdAt})`), asc(chatThreads.id))
    .limit(200);
  return rows.map((r) => ({
    id: r.id,
    doctor: r.doctor,
    patient: r.patient,
    lastMessage: r.lastMessage ? { ...r.lastMessage, createdAt: iso(r.lastMessage.createdAt)!, readAt: iso(r.lastMessage.readAt) } : null,
    unreadCount: r.unreadCount,
    lastMessageAt: iso(r.lastMessageAt),
    createdAt: iso(r.createdAt)!,
  }));
}

export async function patientThreads(db: Db, patientId: string, locale: Locale, threadId?: string) {
  const where = threadId ? and(eq(chatThreads.patientId, patientId), eq(chatThreads.id, threadId))! : eq(chatThreads.patientId, patientId);
  return (await threadSummaries(db, 'patient', where, locale)).map(({ patient: _p, ...t }) => t);
}

export async function doctorThreads(db: Db, doctorId: string, threadId?: string) {
  const where = threadId ? and(eq(chatThreads.doctorId, doctorId), eq(chatThreads.id, threadId))! : eq(chatThreads.doctorId, doctorId);
  return (await threadSummaries(db, 'doctor', where, 'en')).map(({ doctor: _d, ...t }) => t);
}

/** Doctors the patient has or had an appointment with, with the thread if one exists. */
export async function patientDoctors(db: Db, patientId: string, locale: Locale) {
  return db.selectDistinctOn([doctors.lastName, doctors.firstName, doctors.id], { ...doctorColumns(locale), threadId: chatThreads.id })
    .from(appointments)
    .innerJoin(doctors, eq(doctors.id, appointments.doctorId))
    .innerJoin(specializations, eq(specializations.id, doctors.mainSpecializationId))
    .leftJoin(chatThreads, and(eq(chatThreads.patientId, appointments.patientId), eq(chatThreads.doctorId, appointments.doctorId)))
    .where(eq(appointments.patientId, patientId))
    .orderBy(asc(doctors.lastName), asc(doctors.firstName), asc(doctors.id))
    .limit(200);
}

const cursorOf = (threadId: string, messageId: string) =>
  sql`(select created_at, id from chat_messages where id = ${messageId} and thread_id = ${threadId})`;

export async function messageInThread(db: Db, threadId: string, messageId: string): Promise<boolean> {
  const [row] = await db.select({ id: chatMessages.id }).from(chatMessages)
    .where(and(eq(chatMessages.id, messageId), eq(chatMessages.threadId, threadId))).limit(1);
  return Boolean(row);
}

/** A page of messages, oldest first; `hasMore` = more beyond the page in the paging direction. */
export async function listMessages(db: Db, threadId: string, q: { before?: string; after?: string; limit: number }) {
  const key = sql`(${chatMessages.createdAt}, ${chatMessages.id})`;
  if (q.after) {
    const rows = await db.select().from(chatMessages)
      .where(and(eq(chatMessages.threadId, threadId), sql`${key} > ${cursorOf(threadId, q.after)}`))
      .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id)).limit(q.limit + 1);
    return { messages: rows.slice(0, q.limit).map(toMessage), hasMore: rows.length > q.limit };
  }
  const rows = await db.select().from(chatMessages)
    .where(and(eq(chatMessages.threadId, threadId), q.before ? sql`${key} < ${cursorOf(threadId, q.before)}` : undefined))
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id)).limit(q.limit + 1);
  return { messages: rows.slice(0, q.limit).reverse().map(toMessage), hasMore: rows.length > q.limit };
}

/**
 * Messages for the event stream: those created since `sinceId`'s message, less `overlapSeconds`
 * (a message committed late with an earlier timestamp is still seen; the caller skips ids it sent).
 */
export async function messagesSince(db: Db, threadId: string, sinceId: string | null, overlapSeconds: number, limit = 200) {
  const rows = await db.select().from(chatMessages)
    .where(and(
      eq(chatMessages.threadId, threadId),
      sinceId ? sql`${chatMessages.createdAt} > (select created_at from chat_messages where id = ${sinceId}) - make_interval(secs => ${overlapSeconds})` : undefined,
    ))
    .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id)).limit(limit);
  return rows.map(toMessage);
}

export async function latestMessageId(db: Db, threadId: string): Promise<string | null> {
  const [row] = await db.select({ id: chatMessages.id }).from(chatMessages).where(eq(chatMessages.threadId, threadId))
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id)).limit(1);
  return row?.id ?? null;
}

export async function insertMessage(db: Db, threadId: string, sender: Side, body: string): Promise<ChatMessage> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(chatMessages).values({ threadId, sender, body, createdAt: sql`clock_timestamp()` }).returning();
    await tx.update(chatThreads).set({ lastMessageAt: row!.createdAt }).where(eq(chatThreads.id, threadId));
    // A doctor's message is told to the patient later unless they read it by then (./reply-notices.ts).
    if (sender === 'doctor') await awaitReplyNotice(tx, threadId, row!.id);
    // Open event streams of this thread, on every instance, wake when this commits.
    await notify(tx, CHANNELS.chatMessage, threadId);
    return toMessage(row!);
  });
}

/** Marks the other side's unread messages read; returns how many. */
export async function markRead(db: Db, threadId: string, reader: Side): Promise<number> {
  const rows = await db.update(chatMessages).set({ readAt: sql`now()` })
    .where(and(eq(chatMessages.threadId, threadId), eq(chatMessages.sender, other(reader)), isNull(chatMessages.readAt)))
    .returning({ id: chatMessages.id });
  return rows.length;
}
