// Patient–doctor chat and doctors' health-feed posts.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tstz } from './columns';
import { doctors } from './doctors';
import { appLanguageEnum, chatSenderEnum } from './enums';
import { patients } from './patients';

export const chatThreads = pgTable(
  'chat_threads',
  {
    id: id(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    lastMessageAt: tstz('last_message_at'),
    /**
     * The doctor's first message the patient has not been told of yet: they are told (bell and
     * channels) when it is still unread a while later (server/modules/chat/reply-notices.ts).
     */
    replyNoticeSince: tstz('reply_notice_since'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('chat_threads_patient_doctor_uq').on(t.patientId, t.doctorId),
    index('chat_threads_reply_notice_idx').on(t.replyNoticeSince).where(sql`${t.replyNoticeSince} IS NOT NULL`),
    index('chat_threads_patient_last_idx').on(t.patientId, t.lastMessageAt.desc()),
    index('chat_threads_doctor_last_idx').on(t.doctorId, t.lastMessageAt.desc()),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: id(),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => chatThreads.id, { onDelete: 'cascade' }),
    sender: chatSenderEnum('sender').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
    readAt: tstz('read_at'),
  },
  (t) => [
    index('chat_messages_thread_created_idx').on(t.threadId, t.createdAt),
    check('chat_messages_body_ck', sql`length(${t.body}) BETWEEN 1 AND 4000`),
  ],
);

export const healthFeedPosts = pgTable(
  'health_feed_posts',
  {
    id: id(),
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** The language the post is written in (the app marks the text with it). */
    language: appLanguageEnum('language').notNull().default('en'),
    publishedAt: tstz('published_at').notNull().defaultNow(),
    likes: integer('likes').notNull().default(0),
  },
  (t) => [
    index('health_feed_posts_doctor_published_idx').on(t.doctorId, t.publishedAt.desc()),
    index('health_feed_posts_published_idx').on(t.publishedAt.desc()),
    check('health_feed_posts_likes_ck', sql`${t.likes} >= 0`),
  ],
);
