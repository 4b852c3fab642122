// A doctor's weekly hours at a clinic (clinic_hours: a row per period), the slot length
// (doctor_clinics.slot_minutes), the fee and the discount (on the doctor, decision 0011), and the
// slots laid out from them. Booked slots are never touched here.
import { and, asc, eq, gt, inArray, lt, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { OPEN_RESCHEDULE_STATUSES } from '../../../contracts/record-options';
import { appointments, clinicHours, doctorClinics, doctors, rescheduleRequests, scheduleSlots } from '../../db/schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Conn = Db | Tx;

export async function weeklyHoursOf(db: Conn, doctorId: string, clinicId: string) {
  const [link] = await db.select({
    slotMinutes: doctorClinics.slotMinutes, feePaisa: doctors.consultationFeePaisa, discountPercent: doctors.discountPercent,
    firstName: doctors.firstName, middleName: doctors.middleName, lastName: doctors.lastName,
    firstNameNe: doctors.firstNameNe, middleNameNe: doctors.middleNameNe, lastNameNe: doctors.lastNameNe,
  }).from(doctorClinics).innerJoin(doctors, eq(doctorClinics.doctorId, doctors.id))
    .where(and(eq(doctorClinics.doctorId, doctorId), eq(doctorClinics.clinicId, clinicId)));
  if (!link) return undefined;
  const hours = await db.select({ weekday: clinicHours.weekday, opensAt: clinicHours.opensAt, closesAt: clinicHours.closesAt })
    .from(clinicHours)
    .where(and(eq(clinicHours.doctorId, doctorId), eq(clinicHours.clinicId, clinicId), eq(clinicHours.isClosed, false)))
    .orderBy(asc(clinicHours.weekday), asc(clinicHours.opensAt));
  return { ...link, hours };
}

/** Serialises changes to one doctor's hours at one clinic (the row stays locked to the transaction's end). */
export async function lockDoctorAtClinic(tx: Tx, doctorId: string, clinicId: string): Promise<boolean> {
  const rows = await tx.select({ d: doctorClinics.doctorId }).from(doctorClinics)
    .where(and(eq(doctorClinics.doctorId, doctorId), eq(doctorClinics.clinicId, clinicId))).for('update');
  return rows.length > 0;
}

export async function saveWeeklyHours(tx: Tx, doctorId: string, clinicId: string, v: {
  hours: { weekday: number; start: string; end: string }[]; slotMinutes: number; feePaisa: number; discountPercent: number;
}): Promise<void> {
  await tx.delete(clinicHours).where(and(eq(clinicHours.doctorId, doctorId), eq(clinicHours.clinicId, clinicId)));
  if (v.hours.length > 0) {
    await tx.insert(clinicHours).values(v.hours.map((h) => ({
      doctorId, clinicId, weekday: h.weekday, opensAt: `${h.start}:00`, closesAt: `${h.end}:00`, isClosed: false,
    })));
  }
  await tx.update(doctorClinics).set({ slotMinutes: v.slotMinutes })
    .where(and(eq(doctorClinics.doctorId, doctorId), eq(doctorClinics.clinicId, clinicId)));
  await tx.update(doctors).set({ consultationFeePaisa: v.feePaisa, discountPercent: v.discountPercent, updatedAt: new Date() })
    .where(eq(doctors.id, doctorId));
}

const unreferenced = notExists(sql`(select 1 from ${appointments} where ${appointments.slotId} = ${scheduleSlots.id}
  union all select 1 from ${rescheduleRequests} where ${rescheduleRequests.requestedSlotId} = ${scheduleSlots.id}
     or ${rescheduleRequests.proposedSlotId} = ${scheduleSlots.id})`);

const freeAtClinicAfter = (doctorId: string, clinicId: string, after: Date) => and(
  eq(scheduleSlots.doctorId, doctorId), eq(scheduleSlots.clinicId, clinicId), gt(scheduleSlots.startsAt, after),
  inArray(scheduleSlots.status, ['available', 'blocked']),
);

/** Deletes the doctor's free (or day-off) times at the clinic after `after` that nothing refers to; answers how many. */
export async function deleteFreeSlots(tx: Tx, doctorId: string, clinicId: string, after: Date): Promise<number> {
  const rows = await tx.delete(scheduleSlots).where(and(freeAtClinicAfter(doctorId, clinicId, after), unreferenced))
    .returning({ id: scheduleSlots.id });
  return rows.length;
}

/**
 * The free times left at the clinic (a cancelled booking or a reschedule request still refers to them);
 * `open`: an open reschedule request names it (the patient may still take it).
 */
export async function keptFreeSlots(tx: Tx, doctorId: string, clinicId: string, after: Date) {
  const open = sql<boolean>`exists (select 1 from ${rescheduleRequests} where ${rescheduleRequests.status} in (${sql.join(OPEN_RESCHEDULE_STATUSES.map((st) => sql`${st}`), sql`, `)})
    and (${rescheduleRequests.requestedSlotId} = ${scheduleSlots.id} or ${rescheduleRequests.proposedSlotId} = ${scheduleSlots.id}))`;
  return tx.select({ id: scheduleSlots.id, startsAt: scheduleSlots.startsAt, endsAt: scheduleSlots.endsAt, open })
    .from(scheduleSlots).where(freeAtClinicAfter(doctorId, clinicId, after));
}

export async function blockSlots(tx: Tx, ids: string[]): Promise<void> {
  if (ids.length > 0) await tx.update(scheduleSlots).set({ status: 'blocked' }).where(inArray(scheduleSlots.id, ids));
}

/** Every slot of the doctor (any clinic, online, any status) overlapping [from, to): the times the doctor is taken. */
export async function doctorSlotsBetween(tx: Tx, doctorId: string, from: Date, to: Date) {
  return tx.select({ id: scheduleSlots.id, startsAt: scheduleSlots.startsAt, endsAt: scheduleSlots.endsAt })
    .from(scheduleSlots)
    .where(and(eq(scheduleSlots.doctorId, doctorId), lt(scheduleSlots.startsAt, to), gt(scheduleSlots.endsAt, from)));
}

export async function insertSlots(tx: Tx, rows: (typeof scheduleSlots.$inferInsert)[]): Promise<number> {
  let n = 0;
  for (let i = 0; i < rows.length; i += 1_000) {
    n += (await tx.insert(scheduleSlots).values(rows.slice(i, i + 1_000)).onConflictDoNothing().returning({ id: scheduleSlots.id })).length;
  }
  return n;
}

/** The list price of the doctor's free in-person times at the clinic after `after`. */
export async function repriceFreeSlots(tx: Tx, doctorId: string, clinicId: string, after: Date, feePaisa: number): Promise<void> {
  await tx.update(scheduleSlots).set({ feePaisa }).where(freeAtClinicAfter(doctorId, clinicId, after));
}

/** Booked in-person times at the clinic after `after` (their appointments stay, whatever the new hours). */
export async function bookedSlotsAt(tx: Tx, doctorId: string, clinicId: string, after: Date) {
  return tx.select({ startsAt: scheduleSlots.startsAt, endsAt: scheduleSlots.endsAt }).from(scheduleSlots)
    .where(and(eq(scheduleSlots.doctorId, doctorId), eq(scheduleSlots.clinicId, clinicId), gt(scheduleSlots.startsAt, after),
      eq(scheduleSlots.status, 'booked')));
}
