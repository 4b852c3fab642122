// SQL of the files kept in PostgreSQL (stored_files), the default storage of files.ts. `db` may be a
// transaction: a file then commits or rolls back with the rest of the request's writes.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { storedFiles } from '../db/schema';

/** Writes the file; writing a key again replaces it (a retried upload). */
export async function upsertStoredFile(db: Db, row: { key: string; contentType: string; bytes: Buffer; sizeBytes: number }): Promise<void> {
  await db.insert(storedFiles).values(row).onConflictDoUpdate({ target: storedFiles.key, set: { bytes: row.bytes, sizeBytes: row.sizeBytes, contentType: row.contentType } });
}

export async function findStoredFile(db: Db, key: string): Promise<{ bytes: Buffer; contentType: string } | undefined> {
  const [row] = await db.select({ bytes: storedFiles.bytes, contentType: storedFiles.contentType }).from(storedFiles).where(eq(storedFiles.key, key)).limit(1);
  return row;
}

export async function deleteStoredFile(db: Db, key: string): Promise<void> {
  await db.delete(storedFiles).where(eq(storedFiles.key, key));
}
