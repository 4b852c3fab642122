import { and, asc, eq, gt, gte, lt, min } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clinics, doctors, scheduleSlots } from '../../db/schema';
import type { SlotType } from '../../../contracts/record-options';

const slotColumns = {
  id: scheduleSlots.id,
  doctorId: scheduleSlots.doctorId,
  clinicId: scheduleSlots.clinicId,
  clinicName: clinics.name,
  startsAt: scheduleSlots.startsAt,
  endsAt: scheduleSlots.endsAt,
  appointmentType: scheduleSlots.appointmentType,
  feePaisa: scheduleSlots.feePaisa,
  status: scheduleSlots.status,
};

export type SlotRow = {
  id: string;
  doctorId: string;
  clinicId: string | null;
  clinicName: string | null;
  startsAt: Date;
  endsAt: Date;
  appointmentType: SlotType;
  feePaisa: number;
  status: 'available' | 'booked' | 'blocked';
};

export async function doctorExists(db: Db, doctorId: string): Promise<boolean> {
  const [row] = await db.select({ id: doctors.id }).from(doctors).where(eq(doctors.id, doctorId)).limit(1);
  return Boolean(row);
}

/** A doctor's slots starting in [from, to), in time order. */
export async function listDoctorSlots(
  db: Db,
  doctorId: string,
  from: Date,
  to: Date,
  appointmentType?: SlotType,
): Promise<SlotRow[]> {
  return db
    .select(slotColumns)
    .from(scheduleSlots)
    .leftJoin(clinics, eq(scheduleSlots.clinicId, clinics.id))
    .where(and(
      eq(scheduleSlots.doctorId, doctorId),
      gte(scheduleSlots.startsAt, from),
      lt(scheduleSlots.startsAt, to),
      appointmentType ? eq(scheduleSlots.appointmentType, appointmentType) : undefined,
    ))
    .orderBy(asc(scheduleSlots.startsAt), asc(scheduleSlots.appointmentType));
}

/** When the doctor's first free slot starting after `after` starts (any time later), or null. */
export async function firstFreeSlotStart(db: Db, doctorId: string, after: Date, appointmentType?: SlotType): Promise<Date | null> {
  const [row] = await db
    .select({ startsAt: min(scheduleSlots.startsAt) })
    .from(scheduleSlots)
    .where(and(
      eq(scheduleSlots.doctorId, doctorId),
      eq(scheduleSlots.status, 'available'),
      gt(scheduleSlots.startsAt, after),
      appointmentType ? eq(scheduleSlots.appointmentType, appointmentType) : undefined,
    ));
  return row?.startsAt ?? null;
}

/** Works on the database or inside a transaction. */
export async function findSlot(db: Pick<Db, 'select'>, slotId: string): Promise<SlotRow | undefined> {
  const [row] = await db
    .select(slotColumns)
    .from(scheduleSlots)
    .leftJoin(clinics, eq(scheduleSlots.clinicId, clinics.id))
    .where(eq(scheduleSlots.id, slotId))
    .limit(1);
  return row;
}
