import { and, asc, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  appointments, appointmentStatusHistory, clinics, doctors, familyMembers, rescheduleRequests, scheduleSlots, specializations,
} from '../../db/schema';
import { type AppointmentStatus } from '../../../contracts/options';
import { LIVE_APPOINTMENT_STATUSES, OPEN_RESCHEDULE_STATUSES } from '../../../contracts/record-options';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** The database or a transaction: reads work on both. */
export type Conn = Db | Tx;

export type AppointmentRow = typeof appointments.$inferSelect;
export type RescheduleRow = typeof rescheduleRequests.$inferSelect;

// ── Reading appointments for display ─────────────────────────────────────────────────────────────
const reqSlot = alias(scheduleSlots, 'req_slot');
const propSlot = alias(scheduleSlots, 'prop_slot');
const reqClinic = alias(clinics, 'req_clinic');
const propClinic = alias(clinics, 'prop_clinic');


function viewQuery(conn: Conn) {
  return conn
    .select({
      a: appointments,
      slot: { startsAt: scheduleSlots.startsAt, endsAt: scheduleSlots.endsAt, appointmentType: scheduleSlots.appointmentType },
      clinic: { id: clinics.id, name: clinics.name, address: clinics.address, city: clinics.city },
      doctor: {
        id: doctors.id, firstName: doctors.firstName, middleName: doctors.middleName, lastName: doctors.lastName,
        firstNameNe: doctors.firstNameNe, middleNameNe: doctors.middleNameNe, lastNameNe: doctors.lastNameNe,
        profilePictureUrl: doctors.profilePictureUrl,
      },
      spec: { slug: specializations.slug, nameEn: specializations.nameEn, nameNe: specializations.nameNe },
      request: {
        id: rescheduleRequests.id, status: rescheduleRequests.status, note: rescheduleRequests.note, createdAt: rescheduleRequests.createdAt,
      },
      requested: {
        id: reqSlot.id, startsAt: reqSlot.startsAt, endsAt: reqSlot.endsAt, appointmentType: reqSlot.appointmentType, clinicName: reqClinic.name,
      },
      proposed: {
        id: propSlot.id, startsAt: propSlot.startsAt, endsAt: propSlot.endsAt, appointmentType: propSlot.appointmentType, clinicName: propClinic.name,
      },
    })
    .from(appointments)
    .innerJoin(scheduleSlots, eq(appointments.slotId, scheduleSlots.id))
    .innerJoin(doctors, eq(appointments.doctorId, doctors.id))
    .innerJoin(specializations, eq(doctors.mainSpecializationId, specializations.id))
    .leftJoin(clinics, eq(scheduleSlots.clinicId, clinics.id))
    .leftJoin(rescheduleRequests, and(
      eq(rescheduleRequests.appointmentId, appointments.id),
      inArray(rescheduleRequests.status, [...OPEN_RESCHEDULE_STATUSES]),
    ))
    .leftJoin(reqSlot, eq(rescheduleRequests.requestedSlotId, reqSlot.id))
    .leftJoin(reqClinic, eq(reqSlot.clinicId, reqClinic.id))
    .leftJoin(propSlot, eq(rescheduleRequests.proposedSlotId, propSlot.id))
    .leftJoin(propClinic, eq(propSlot.clinicId, propClinic.id));
}

export type AppointmentViewRow = Awaited<ReturnType<ReturnType<typeof viewQuery>['execute']>>[number];

const statusFilter = (status: AppointmentStatus | 'all') => (status === 'all' ? undefined : eq(appointments.status, status));

/**
 * A patient's appointments: upcoming ones first (soonest first), then the rest (latest first). A
 * canceled or completed appointment is not upcoming, even when its time is still ahead.
 */
export async function listPatientAppointments(
  db: Db,
  patientId: string,
  q: { status: AppointmentStatus | 'all'; page: number; pageSize: number },
): Promise<{ rows: AppointmentViewRow[]; total: number }> {
  const where = and(eq(appointments.patientId, patientId), statusFilter(q.status));
  const upcoming = and(sql`${scheduleSlots.startsAt} >= now()`, inArray(appointments.status, [...LIVE_APPOINTMENT_STATUSES]))!;
  const [rows, [totalRow]] = await Promise.all([
    viewQuery(db)
      .where(where)
      .orderBy(
        desc(upcoming),
        asc(sql`case when ${upcoming} then ${scheduleSlots.startsAt} end`),
        desc(scheduleSlots.startsAt),
        desc(appointments.bookedAt),
        asc(appointments.id),
      )
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(appointments).where(where),
  ]);
  return { rows, total: totalRow?.n ?? 0 };
}

/** One appointment, scoped to its patient or its doctor (another's answers undefined → 404). */
export async function findAppointmentView(
  conn: Conn,
  id: string,
  scope: { patientId: string } | { doctorId: string },
): Promise<AppointmentViewRow | undefined> {
  const owner = 'patientId' in scope ? eq(appointments.patientId, scope.patientId) : eq(appointments.doctorId, scope.doctorId);
  const [row] = await viewQuery(conn).where(and(eq(appointments.id, id), owner)).limit(1);
  return row;
}

/** The patient's next live appointment that has not ended yet. */
export async function findUpcomingAppointment(db: Db, patientId: string): Promise<AppointmentViewRow | undefined> {
  const [row] = await viewQuery(db)
    .where(and(
      eq(appointments.patientId, patientId),
      inArray(appointments.status, [...LIVE_APPOINTMENT_STATUSES]),
      gt(scheduleSlots.endsAt, sql`now()`),
    ))
    .orderBy(asc(scheduleSlots.startsAt))
    .limit(1);
  return row;
}

export async function statusHistoryOf(conn: Conn, appointmentId: string) {
  return conn
    .select({
      fromStatus: appointmentStatusHistory.fromStatus, toStatus: appointmentStatusHistory.toStatus,
      changedBy: appointmentStatusHistory.changedBy, note: appointmentStatusHistory.note, createdAt: appointmentStatusHistory.createdAt,
    })
    .from(appointmentStatusHistory)
    .where(eq(appointmentStatusHistory.appointmentId, appointmentId))
    .orderBy(asc(appointmentStatusHistory.createdAt), asc(appointmentStatusHistory.id));
}

// ── Writing (inside a transaction) ───────────────────────────────────────────────────────────────
export type LockedAppointment = {
  a: AppointmentRow;
  startsAt: Date;
  appointmentType: 'video' | 'message' | 'in_person';
};

/**
 * Locks the appointment row (FOR UPDATE) so that concurrent actions on it (patient cancel vs doctor
 * confirm, two tabs) run one after the other; scoped to the patient or the doctor.
 */
export async function lockAppointment(
  tx: Tx,
  id: string,
  scope: { patientId: string } | { doctorId: string },
): Promise<LockedAppointment | undefined> {
  const owner = 'patientId' in scope ? eq(appointments.patientId, scope.patientId) : eq(appointments.doctorId, scope.doctorId);
  const [row] = await tx
    .select({
      a: appointments,
      startsAt: scheduleSlots.startsAt,
      appointmentType: scheduleSlots.appointmentType,
    })
    .from(appointments)
    .innerJoin(scheduleSlots, eq(appointments.slotId, scheduleSlots.id))
    .where(and(eq(appointments.id, id), owner))
    .for('update', { of: appointments });
  return row;
}

export async function lockOpenRequest(tx: Tx, appointmentId: string): Promise<RescheduleRow | undefined> {
  const [row] = await tx
    .select()
    .from(rescheduleRequests)
    .where(and(eq(rescheduleRequests.appointmentId, appointmentId), inArray(rescheduleRequests.status, [...OPEN_RESCHEDULE_STATUSES])))
    .for('update');
  return row;
}

/**
 * Takes a slot for an appointment or a reschedule hold: only an available, future slot of this
 * doctor. A concurrent taker waits on the row lock and then finds it no longer available, so
 * exactly one wins. False when the slot could not be taken.
 */
export async function holdSlot(tx: Tx, slotId: string, doctorId: string): Promise<boolean> {
  const rows = await tx
    .update(scheduleSlots)
    .set({ status: 'booked' })
    .where(and(
      eq(scheduleSlots.id, slotId),
      eq(scheduleSlots.doctorId, doctorId),
      eq(scheduleSlots.status, 'available'),
      gt(scheduleSlots.startsAt, sql`now()`),
    ))
    .returning({ id: scheduleSlots.id });
  return rows.length === 1;
}

/** Gives a held slot back (cancel, reschedule, a withdrawn or declined request). */
export async function releaseSlot(tx: Tx, slotId: string): Promise<void> {
  await tx.update(scheduleSlots).set({ status: 'available' }).where(and(eq(scheduleSlots.id, slotId), eq(scheduleSlots.status, 'booked')));
}

export async function updateAppointment(tx: Tx, id: string, values: Partial<typeof appointments.$inferInsert>): Promise<void> {
  await tx.update(appointments).set({ ...values, updatedAt: new Date() }).where(eq(appointments.id, id));
}

export async function closeRequest(tx: Tx, id: string, status: 'accepted' | 'declined' | 'withdrawn'): Promise<void> {
  await tx.update(rescheduleRequests).set({ status, resolvedAt: new Date() }).where(eq(rescheduleRequests.id, id));
}

export async function insertRequest(tx: Tx, values: typeof rescheduleRequests.$inferInsert): Promise<void> {
  await tx.insert(rescheduleRequests).values(values);
}

export async function updateRequest(tx: Tx, id: string, values: Partial<typeof rescheduleRequests.$inferInsert>): Promise<void> {
  await tx.update(rescheduleRequests).set(values).where(eq(rescheduleRequests.id, id));
}

export async function insertAppointment(tx: Tx, values: typeof appointments.$inferInsert): Promise<string> {
  const [row] = await tx.insert(appointments).values(values).returning({ id: appointments.id });
  return row!.id;
}

export async function insertStatusHistory(tx: Tx, values: typeof appointmentStatusHistory.$inferInsert): Promise<void> {
  await tx.insert(appointmentStatusHistory).values(values);
}

// ── What booking reads besides the slot ──────────────────────────────────────────────────────────
/** The relation of one of the patient's family members (another patient's reads as missing). */
export async function familyMemberRelation(conn: Conn, patientId: string, memberId: string) {
  const [row] = await conn
    .select({ relation: familyMembers.relation })
    .from(familyMembers)
    .where(and(eq(familyMembers.id, memberId), eq(familyMembers.patientId, patientId)));
  return row;
}

/** The doctor's promotion in percent, if the doctor exists. */
export async function doctorDiscountPercent(conn: Conn, doctorId: string): Promise<number | undefined> {
  const [row] = await conn.select({ percent: doctors.discountPercent }).from(doctors).where(eq(doctors.id, doctorId));
  return row?.percent;
}

/** The doctor as the booking summary shows them, with their promotion. */
export async function bookingDoctor(conn: Conn, doctorId: string) {
  const [row] = await conn
    .select({
      id: doctors.id, firstName: doctors.firstName, lastName: doctors.lastName, firstNameNe: doctors.firstNameNe, lastNameNe: doctors.lastNameNe,
      discountPercent: doctors.discountPercent,
      specialization: { slug: specializations.slug, nameEn: specializations.nameEn, nameNe: specializations.nameNe },
    })
    .from(doctors)
    .innerJoin(specializations, eq(doctors.mainSpecializationId, specializations.id))
    .where(eq(doctors.id, doctorId));
  return row;
}
