// Support & Feedback: contact-us messages, feedback, feature requests, bug reports, and the
// comment left when an account is deleted. One table; `kind` tells them apart.
import { sql } from 'drizzle-orm';
import { check, index, pgEnum, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { patients } from './patients';
import { SUPPORT_MESSAGE_KINDS } from '../../../contracts/support';

export const supportMessageKindEnum = pgEnum('support_message_kind', SUPPORT_MESSAGE_KINDS);

export const supportMessages = pgTable(
  'support_messages',
  {
    id: id(),
    kind: supportMessageKindEnum('kind').notNull(),
    /** The signed-in patient; null for a guest's contact-us message. */
    patientId: uuid('patient_id').references(() => patients.id, { onDelete: 'set null' }),
    name: text('name'),
    email: text('email'),
    subject: text('subject'),
    message: text('message').notNull(),
    /** Feedback only: 1–5 stars. */
    rating: smallint('rating'),
    /** Bug reports: the page it happened on. */
    pageUrl: text('page_url'),
    userAgent: text('user_agent'),
    locale: text('locale'),
    createdAt: createdAt(),
  },
  (t) => [
    index('support_messages_kind_created_idx').on(t.kind, t.createdAt.desc()),
    index('support_messages_patient_idx').on(t.patientId),
    check('support_messages_rating_ck', sql`${t.rating} IS NULL OR ${t.rating} BETWEEN 1 AND 5`),
    check('support_messages_message_ck', sql`length(${t.message}) <= 4000`),
  ],
);
