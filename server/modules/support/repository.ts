// SQL of support messages (contact, feedback, feature requests, bug reports, account deletion notes).
import type { Conn } from '../patients/repository';
import { supportMessages } from '../../db/schema';

export async function insertSupportMessage(conn: Conn, values: typeof supportMessages.$inferInsert) {
  const [row] = await conn.insert(supportMessages).values(values)
    .returning({ id: supportMessages.id, kind: supportMessages.kind, createdAt: supportMessages.createdAt });
  return row!;
}
