// The Health part of a patient's profile (allergies, problems, the explicit "none known" answers) and
// the SMART Health Links a patient shares their summary by (issue 32). A link's files are stored only
// as compact JWE: the key is in the link, never here.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tstz, updatedAt } from './columns';
import { patients } from './patients';

/** The patient's own answers about the whole list: "no known allergies", "no known problems", the name in Devanagari. */
export const healthProfiles = pgTable('health_profiles', {
  patientId: uuid('patient_id')
    .primaryKey()
    .references(() => patients.id, { onDelete: 'cascade' }),
  noKnownAllergies: boolean('no_known_allergies').notNull().default(false),
  noKnownProblems: boolean('no_known_problems').notNull().default(false),
  /** The patient's name in Devanagari, as they write it (the summary carries both scripts). */
  nameNe: text('name_ne'),
  updatedAt: updatedAt(),
});

/** What an entry of either list (allergies, problems) starts with: whose it is, and the code of the list or free text. */
const entryColumns = () => ({
  id: id(),
  patientId: uuid('patient_id')
    .notNull()
    .references(() => patients.id, { onDelete: 'cascade' }),
  code: text('code'),
  text: text('text').notNull(),
});

/** An allergy or intolerance: coded (SNOMED CT) when picked from the list, free text otherwise. */
export const patientAllergies = pgTable(
  'patient_allergies',
  { ...entryColumns(), reaction: text('reaction'), createdAt: createdAt() },
  (t) => [index('patient_allergies_patient_idx').on(t.patientId, t.createdAt)],
);

/** A problem (condition): coded (SNOMED CT) when picked from the list, free text otherwise. */
export const patientProblems = pgTable(
  'patient_problems',
  {
    ...entryColumns(),
    /** ISO date (YYYY-MM-DD) or null. */
    onsetDate: text('onset_date'),
    createdAt: createdAt(),
  },
  (t) => [index('patient_problems_patient_idx').on(t.patientId, t.createdAt)],
);

/** A SMART Health Link. `manifestId` is the random, unguessable last segment of the manifest URL. */
export const healthLinks = pgTable(
  'health_links',
  {
    id: id(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    manifestId: text('manifest_id').notNull().unique(),
    label: text('label').notNull(),
    /** scrypt of the passcode (`salt:hash`, hex); null when the link has no passcode. */
    passcodeHash: text('passcode_hash'),
    /** Wrong passcodes over the link's whole lifetime; at the limit the link is disabled. */
    failedAttempts: integer('failed_attempts').notNull().default(0),
    expiresAt: tstz('expires_at').notNull(),
    revokedAt: tstz('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('health_links_patient_idx').on(t.patientId, t.createdAt.desc()),
    check('health_links_failed_attempts_ck', sql`${t.failedAttempts} >= 0`),
  ],
);

/** A file of a link: the compact JWE (`alg: dir`, `enc: A256GCM`) the patient's browser made. */
export const healthLinkFiles = pgTable('health_link_files', {
  id: id(),
  linkId: uuid('link_id')
    .notNull()
    .references(() => healthLinks.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  jwe: text('jwe').notNull(),
});

/** A short-lived location of a file, handed out by the manifest. */
export const healthLinkFileTickets = pgTable('health_link_file_tickets', {
  token: text('token').primaryKey(),
  fileId: uuid('file_id')
    .notNull()
    .references(() => healthLinkFiles.id, { onDelete: 'cascade' }),
  expiresAt: tstz('expires_at').notNull(),
});

/** Each manifest answered: when and the name the recipient gave. */
export const healthLinkAccesses = pgTable(
  'health_link_accesses',
  {
    id: id(),
    linkId: uuid('link_id')
      .notNull()
      .references(() => healthLinks.id, { onDelete: 'cascade' }),
    recipient: text('recipient').notNull(),
    accessedAt: tstz('accessed_at').notNull(),
  },
  (t) => [index('health_link_accesses_link_idx').on(t.linkId, t.accessedAt.desc())],
);
