// SQL of the local sandbox gateway (never in production): the payments it was asked to take.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sandboxGatewayPayments as sgp } from '../db/schema';

export type SandboxPaymentRow = typeof sgp.$inferSelect;

export async function findSandboxPayment(db: Db, gateway: 'esewa' | 'khalti', ref: string): Promise<SandboxPaymentRow | undefined> {
  const [r] = await db.select().from(sgp).where(and(eq(sgp.gateway, gateway), eq(sgp.ref, ref))).limit(1);
  return r;
}

/** A new payment; an eSewa form posted again is the same one (no error). */
export async function insertSandboxPayment(db: Db, values: typeof sgp.$inferInsert, o: { ignoreExisting?: boolean } = {}): Promise<void> {
  const q = db.insert(sgp).values(values);
  await (o.ignoreExisting ? q.onConflictDoNothing() : q);
}

export async function updateSandboxPayment(db: Db, id: string, values: Pick<Partial<typeof sgp.$inferInsert>, 'status' | 'transactionCode'>): Promise<void> {
  await db.update(sgp).set(values).where(eq(sgp.id, id));
}
