// A doctor's day off is their slots of that day (at this clinic, and their online ones) taken away
// from booking: 'blocked', which the booking rules refuse (appointments/slot-rules.ts). Booked slots
// keep their appointments; the clinic proposes another time to each.
import { and, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { doctorClinics, scheduleSlots } from '../../db/schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Conn = Db | Tx;

const ofDayAtClinic = (doctorId: string, clinicId: string, from: Date, to: Date) => and(
  eq(scheduleSlots.doctorId, doctorId), gte(scheduleSlots.startsAt, from), lt(scheduleSlots.startsAt, to),
  or(eq(scheduleSlots.clinicId, clinicId), isNull(scheduleSlots.clinicId)),
);

/** Blocks the doctor's free slots on [from, to); answers how many. */
export async function blockFreeSlots(tx: Conn, doctorId: string, clinicId: string, from: Date, to: Date): Promise<number> {
  const rows = await tx.update(scheduleSlots).set({ status: 'blocked' })
    .where(and(ofDayAtClinic(doctorId, clinicId, from, to), eq(scheduleSlots.status, 'available')))
    .returning({ id: scheduleSlots.id });
  return rows.length;
}

/** Gives the doctor's blocked slots on [from, to) back to booking; answers how many. */
export async function unblockSlots(tx: Conn, doctorId: string, clinicId: string, from: Date, to: Date): Promise<number> {
  const rows = await tx.update(scheduleSlots).set({ status: 'available' })
    .where(and(ofDayAtClinic(doctorId, clinicId, from, to), eq(scheduleSlots.status, 'blocked')))
    .returning({ id: scheduleSlots.id });
  return rows.length;
}

/**
 * The clinic's doctors' days off on [from, to), by day in `timeZone`: days with blocked slots and no
 * free one left (a single slot blocked on a working day is not a day off).
 */
export async function blockedDays(db: Conn, clinicId: string, timeZone: string, from: Date, to: Date, doctorId?: string | null) {
  // The zone as a literal (a constant of ours, checked): a bound parameter would make the SELECT's
  // expression and the GROUP BY's two different expressions to PostgreSQL.
  if (!/^[A-Za-z_]+\/[A-Za-z_]+$/.test(timeZone)) throw new Error(`unexpected time zone ${timeZone}`);
  const day = sql<string>`to_char(${scheduleSlots.startsAt} at time zone '${sql.raw(timeZone)}', 'YYYY-MM-DD')`;
  const blocked = sql<number>`(count(*) filter (where ${scheduleSlots.status} = 'blocked'))::int`;
  return db.select({ doctorId: scheduleSlots.doctorId, date: day, slots: blocked })
    .from(scheduleSlots)
    .where(and(
      inArray(scheduleSlots.status, ['blocked', 'available']), gte(scheduleSlots.startsAt, from), lt(scheduleSlots.startsAt, to),
      or(eq(scheduleSlots.clinicId, clinicId), isNull(scheduleSlots.clinicId)),
      inArray(scheduleSlots.doctorId, db.select({ id: doctorClinics.doctorId }).from(doctorClinics).where(eq(doctorClinics.clinicId, clinicId))),
      doctorId ? eq(scheduleSlots.doctorId, doctorId) : undefined,
    ))
    .groupBy(scheduleSlots.doctorId, day)
    .having(sql`count(*) filter (where ${scheduleSlots.status} = 'available') = 0 and ${blocked} > 0`)
    .orderBy(day);
}
