import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentValues, createFixtures, createFixtureSlot, type Fixtures } from './fixtures';
import { appointments, attachments, caseReports, payments, refunds, scheduleSlots } from './schema/index';
import { createTestDatabase, type TestDatabase } from './testing';

/** The PostgreSQL error code of a failed query (drizzle ≥ 0.44 wraps the driver error in `cause`). */
function pgCode(err: unknown): string | undefined {
  const e = err as { code?: string; cause?: { code?: string } };
  return e.cause?.code ?? e.code;
}

async function expectPgError(promise: Promise<unknown>, code: string, constraint?: string) {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err, 'expected the statement to fail').toBeDefined();
  expect(pgCode(err)).toBe(code);
  if (constraint) expect((err as { cause?: { constraint?: string } }).cause?.constraint).toBe(constraint);
}

let t: TestDatabase;
let f: Fixtures;

beforeAll(async () => {
  t = await createTestDatabase({ max: 25 });
  f = await createFixtures(t.db);
});
afterAll(async () => {
  await t?.drop();
});

describe('one live appointment per slot', () => {
  it('lets exactly one of 20 concurrent bookings of a slot succeed; the rest fail with 23505', async () => {
    const slotId = await createFixtureSlot(t.db, f);
    const attempts = Array.from({ length: 20 }, (_, i) =>
      t.db.transaction(async (tx) => {
        await tx.insert(appointments).values(appointmentValues(f, slotId, { reason: `attempt ${i}` }));
        await tx.update(scheduleSlots).set({ status: 'booked' }).where(eq(scheduleSlots.id, slotId));
      }),
    );
    const results = await Promise.allSettled(attempts);
    const ok = results.filter((r) => r.status === 'fulfilled');
    const failed = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(ok).toHaveLength(1);
    expect(failed).toHaveLength(19);
    for (const r of failed) {
      expect(pgCode(r.reason)).toBe('23505');
      expect((r.reason as { cause?: { constraint?: string } }).cause?.constraint).toBe('appointments_live_slot_uq');
    }
    const rows = await t.db.select().from(appointments).where(eq(appointments.slotId, slotId));
    expect(rows).toHaveLength(1);
  });

  it('frees the slot when the live appointment is canceled', async () => {
    const slotId = await createFixtureSlot(t.db, f, new Date(Date.now() + 5 * 86_400_000));
    const [first] = await t.db.insert(appointments).values(appointmentValues(f, slotId)).returning();
    await expectPgError(t.db.insert(appointments).values(appointmentValues(f, slotId)), '23505');
    await t.db
      .update(appointments)
      .set({ status: 'canceled', canceledAt: new Date(), cancelReason: 'Travelling' })
      .where(eq(appointments.id, first!.id));
    const [second] = await t.db.insert(appointments).values(appointmentValues(f, slotId)).returning();
    expect(second!.status).toBe('pending');
  });

  it('rejects an appointment whose doctor is not the slot doctor', async () => {
    const other = await createFixtures(t.db);
    const slotId = await createFixtureSlot(t.db, f, new Date(Date.now() + 6 * 86_400_000));
    await expectPgError(
      t.db.insert(appointments).values(appointmentValues(f, slotId, { doctorId: other.doctorId })),
      '23503',
      'appointments_slot_doctor_fk',
    );
  });
});

describe('money and ownership checks', () => {
  it('rejects negative paisa (23514)', async () => {
    const slotId = await createFixtureSlot(t.db, f, new Date(Date.now() + 7 * 86_400_000));
    await expectPgError(
      t.db.insert(appointments).values(appointmentValues(f, slotId, { amountPaisa: -1 })),
      '23514',
      'appointments_amount_paisa_ck',
    );
    await expectPgError(
      t.db.update(scheduleSlots).set({ feePaisa: -100 }).where(eq(scheduleSlots.id, slotId)),
      '23514',
      'schedule_slots_fee_paisa_ck',
    );
  });

  it('rejects a refund larger than the payment total', async () => {
    const slotId = await createFixtureSlot(t.db, f, new Date(Date.now() + 8 * 86_400_000));
    const [appt] = await t.db.insert(appointments).values(appointmentValues(f, slotId)).returning();
    const base = {
      patientId: f.patientId,
      appointmentId: appt!.id,
      gateway: 'esewa' as const,
      amountPaisa: 50_000,
      serviceChargePaisa: 1_000,
      totalPaisa: 51_000,
    };
    await expectPgError(
      t.db.insert(payments).values({ ...base, transactionUuid: 'tx-over', refundedPaisa: 51_001 }),
      '23514',
      'payments_refunded_paisa_ck',
    );
    const [ok] = await t.db
      .insert(payments)
      .values({ ...base, transactionUuid: 'tx-ok', refundedPaisa: 51_000, status: 'refunded' })
      .returning();
    expect(ok!.refundedPaisa).toBe(51_000);
    await expectPgError(
      t.db.insert(payments).values({ ...base, transactionUuid: 'tx-sum', totalPaisa: 60_000 }),
      '23514',
      'payments_total_paisa_ck',
    );
  });

  it('requires an attachment to belong to exactly one case report or refund', async () => {
    const [report] = await t.db
      .insert(caseReports)
      .values({ kind: 'complaint', patientId: f.patientId, reason: 'Doctor did not show up' })
      .returning();
    const file = { patientId: f.patientId, fileName: 'receipt.pdf', mimeType: 'application/pdf', sizeBytes: 1200 };
    await expectPgError(
      t.db.insert(attachments).values({ ...file, storageKey: 'k-neither' }),
      '23514',
      'attachments_owner_ck',
    );
    const slotId = await createFixtureSlot(t.db, f, new Date(Date.now() + 9 * 86_400_000));
    const [appt] = await t.db.insert(appointments).values(appointmentValues(f, slotId)).returning();
    const [payment] = await t.db
      .insert(payments)
      .values({
        patientId: f.patientId,
        appointmentId: appt!.id,
        gateway: 'khalti',
        transactionUuid: 'tx-att',
        amountPaisa: 1_000,
        totalPaisa: 1_000,
      })
      .returning();
    const [refund] = await t.db
      .insert(refunds)
      .values({ paymentId: payment!.id, patientId: f.patientId, reason: 'Canceled', amountPaisa: 1_000 })
      .returning();
    await expectPgError(
      t.db.insert(attachments).values({ ...file, storageKey: 'k-both', caseReportId: report!.id, refundId: refund!.id }),
      '23514',
      'attachments_owner_ck',
    );
    await t.db.insert(attachments).values({ ...file, storageKey: 'k-report', caseReportId: report!.id });
    await t.db.insert(attachments).values({ ...file, storageKey: 'k-refund', refundId: refund!.id });
  });
});
