// SQL of SMART Health Links: the link (its passcode hash, failure count, expiry, revocation), its
// encrypted files, their short-lived locations and the access log.
import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { healthLinkAccesses, healthLinkFiles, healthLinkFileTickets, healthLinks } from '../../db/schema';
import type { Tx } from './repository';

export type HealthLinkRow = typeof healthLinks.$inferSelect;

export async function insertHealthLink(tx: Tx, link: typeof healthLinks.$inferInsert, files: { contentType: string; jwe: string }[]): Promise<HealthLinkRow> {
  const [row] = await tx.insert(healthLinks).values(link).returning();
  await tx.insert(healthLinkFiles).values(files.map((f) => ({ linkId: row!.id, contentType: f.contentType, jwe: f.jwe })));
  return row!;
}

export async function findHealthLinks(db: Db, patientId: string) {
  const links = await db.select().from(healthLinks).where(eq(healthLinks.patientId, patientId)).orderBy(desc(healthLinks.createdAt), desc(healthLinks.id));
  const accesses = links.length === 0 ? [] : await db.select().from(healthLinkAccesses)
    .where(inArray(healthLinkAccesses.linkId, links.map((l) => l.id))).orderBy(desc(healthLinkAccesses.accessedAt));
  return links.map((link) => ({ link, accesses: accesses.filter((a) => a.linkId === link.id) }));
}

/** Revokes one of the patient's links (once: a second revocation keeps the first time). Null when it is not theirs. */
export async function revokeHealthLink(db: Db, patientId: string, id: string, at: Date): Promise<HealthLinkRow | null> {
  const [row] = await db.update(healthLinks).set({ revokedAt: sql`coalesce(${healthLinks.revokedAt}, ${at.toISOString()}::timestamptz)` })
    .where(and(eq(healthLinks.id, id), eq(healthLinks.patientId, patientId))).returning();
  return row ?? null;
}

/** The link, locked until the transaction ends: manifest requests for one link run one at a time. */
export async function lockLinkByManifestId(tx: Tx, manifestId: string): Promise<HealthLinkRow | undefined> {
  const [row] = await tx.select().from(healthLinks).where(eq(healthLinks.manifestId, manifestId)).for('update').limit(1);
  return row;
}

export async function recordFailedAttempt(tx: Tx, linkId: string): Promise<number> {
  const [row] = await tx.update(healthLinks).set({ failedAttempts: sql`${healthLinks.failedAttempts} + 1` })
    .where(eq(healthLinks.id, linkId)).returning({ n: healthLinks.failedAttempts });
  return row!.n;
}

export async function insertAccess(tx: Tx, linkId: string, recipient: string, at: Date) {
  await tx.insert(healthLinkAccesses).values({ linkId, recipient, accessedAt: at });
}

export async function findLinkFiles(tx: Tx, linkId: string) {
  return tx.select().from(healthLinkFiles).where(eq(healthLinkFiles.linkId, linkId)).orderBy(healthLinkFiles.id);
}

/** A new location of the file; the file's locations that have expired go. */
export async function insertFileTicket(tx: Tx, token: string, fileId: string, expiresAt: Date, at: Date) {
  await tx.delete(healthLinkFileTickets).where(and(eq(healthLinkFileTickets.fileId, fileId), lt(healthLinkFileTickets.expiresAt, at)));
  await tx.insert(healthLinkFileTickets).values({ token, fileId, expiresAt });
}

/** The file a location names while the location is valid, with its link (to check the link is still active). */
export async function findFileByTicket(db: Db, token: string, at: Date) {
  const [row] = await db.select({ file: healthLinkFiles, link: healthLinks }).from(healthLinkFileTickets)
    .innerJoin(healthLinkFiles, eq(healthLinkFileTickets.fileId, healthLinkFiles.id))
    .innerJoin(healthLinks, eq(healthLinkFiles.linkId, healthLinks.id))
    .where(and(eq(healthLinkFileTickets.token, token), gt(healthLinkFileTickets.expiresAt, at), isNull(healthLinks.revokedAt)))
    .limit(1);
  return row;
}
