// The clinic console's SQL (issue 29): staff accounts and invitations, the clinic's day, attendance
// marks and the audit. Every read of appointments is scoped to one clinic here.
import { and, asc, desc, eq, gt, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  appointmentAttendance, appointments, clinics, clinicStaff, doctorClinics, doctors, rescheduleRequests, scheduleSlots,
  staffAudit, staffInvitations,
} from '../../db/schema';
import { OPEN_RESCHEDULE_STATUSES } from '../../../contracts/record-options';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Conn = Db | Tx;

export type StaffRow = typeof clinicStaff.$inferSelect;

export async function findStaffByUid(db: Conn, uid: string): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(clinicStaff).where(eq(clinicStaff.firebaseUid, uid)).limit(1);
  return row;
}


export async function upsertStaff(db: Conn, values: typeof clinicStaff.$inferInsert): Promise<StaffRow> {
  const [row] = await db.insert(clinicStaff).values(values)
    .onConflictDoUpdate({
      target: clinicStaff.firebaseUid,
      set: { email: values.email, displayName: values.displayName, role: values.role, clinicId: values.clinicId ?? null, pharmacyId: values.pharmacyId ?? null, doctorId: values.doctorId ?? null, disabledAt: null },
    })
    .returning();
  return row!;
}

/** A doctor's names in both scripts: the console says them in the reader's language (displayDoctorName). */
const doctorNames = {
  firstName: doctors.firstName, middleName: doctors.middleName, lastName: doctors.lastName,
  firstNameNe: doctors.firstNameNe, middleNameNe: doctors.middleNameNe, lastNameNe: doctors.lastNameNe,
};

export async function clinicName(db: Conn, clinicId: string): Promise<string | undefined> {
  const [row] = await db.select({ name: clinics.name }).from(clinics).where(eq(clinics.id, clinicId)).limit(1);
  return row?.name;
}

export async function clinicDoctors(db: Conn, clinicId: string) {
  return db.select({ id: doctors.id, ...doctorNames })
    .from(doctorClinics).innerJoin(doctors, eq(doctorClinics.doctorId, doctors.id))
    .where(eq(doctorClinics.clinicId, clinicId)).orderBy(asc(doctors.lastName), asc(doctors.firstName));
}

export async function doctorAtClinic(db: Conn, doctorId: string, clinicId: string): Promise<boolean> {
  const [row] = await db.select({ d: doctorClinics.doctorId }).from(doctorClinics)
    .where(and(eq(doctorClinics.doctorId, doctorId), eq(doctorClinics.clinicId, clinicId))).limit(1);
  return Boolean(row);
}

/**
 * An appointment is the clinic's when its slot is at the clinic, or it is an online consultation
 * of one of the clinic's doctors. `doctorId` narrows to one doctor (the doctor role).
 */
export function ofClinic(clinicId: string, doctorId?: string | null) {
  const atClinic = or(
    eq(scheduleSlots.clinicId, clinicId),
    and(isNull(scheduleSlots.clinicId), sql`exists (select 1 from ${doctorClinics} where ${doctorClinics.doctorId} = ${appointments.doctorId} and ${doctorClinics.clinicId} = ${clinicId})`),
  );
  return doctorId ? and(atClinic, eq(appointments.doctorId, doctorId)) : atClinic;
}

const reqSlot = alias(scheduleSlots, 'req_slot');
const propSlot = alias(scheduleSlots, 'prop_slot');

function consoleQuery(conn: Conn) {
  return conn.select({
    a: {
      id: appointments.id, patientId: appointments.patientId, status: appointments.status, reason: appointments.reason,
      paymentStatus: appointments.paymentStatus, amountPaisa: appointments.amountPaisa, infoFirstName: appointments.infoFirstName,
      infoLastName: appointments.infoLastName, infoRelation: appointments.infoRelation, cancelReason: appointments.cancelReason,
    },
    slot: { startsAt: scheduleSlots.startsAt, endsAt: scheduleSlots.endsAt, appointmentType: scheduleSlots.appointmentType, clinicId: scheduleSlots.clinicId },
    doctor: { id: doctors.id, ...doctorNames },
    requestStatus: rescheduleRequests.status,
    requestedStartsAt: reqSlot.startsAt,
    proposedStartsAt: propSlot.startsAt,
    checkedInAt: appointmentAttendance.checkedInAt,
    noShowAt: appointmentAttendance.noShowAt,
  })
    .from(appointments)
    .innerJoin(scheduleSlots, eq(appointments.slotId, scheduleSlots.id))
    .innerJoin(doctors, eq(appointments.doctorId, doctors.id))
    .leftJoin(rescheduleRequests, and(eq(rescheduleRequests.appointmentId, appointments.id), inArray(rescheduleRequests.status, [...OPEN_RESCHEDULE_STATUSES])))
    .leftJoin(reqSlot, eq(rescheduleRequests.requestedSlotId, reqSlot.id))
    .leftJoin(propSlot, eq(rescheduleRequests.proposedSlotId, propSlot.id))
    .leftJoin(appointmentAttendance, eq(appointmentAttendance.appointmentId, appointments.id));
}
export type ConsoleRow = Awaited<ReturnType<ReturnType<typeof consoleQuery>['execute']>>[number];

/** The clinic's appointments on [from, to), and those asking to move into that day. */
export async function clinicDay(db: Conn, scope: { clinicId: string; doctorId?: string | null }, from: Date, to: Date): Promise<ConsoleRow[]> {
  return consoleQuery(db)
    .where(and(
      ofClinic(scope.clinicId, scope.doctorId),
      or(and(gte(scheduleSlots.startsAt, from), lt(scheduleSlots.startsAt, to)), and(gte(reqSlot.startsAt, from), lt(reqSlot.startsAt, to))),
    ))
    .orderBy(asc(scheduleSlots.startsAt));
}

/** One appointment, when it is the clinic's (and the doctor's, for the doctor role); else undefined. */
export async function clinicAppointment(db: Conn, scope: { clinicId: string; doctorId?: string | null }, id: string): Promise<ConsoleRow | undefined> {
  const [row] = await consoleQuery(db).where(and(eq(appointments.id, id), ofClinic(scope.clinicId, scope.doctorId))).limit(1);
  return row;
}

/** The doctor's free slots of a type from `after` for `days` (to propose another time). */
export async function freeSlots(db: Conn, doctorId: string, appointmentType: string, after: Date, until: Date) {
  return db.select({ id: scheduleSlots.id, startsAt: scheduleSlots.startsAt, endsAt: scheduleSlots.endsAt })
    .from(scheduleSlots)
    .where(and(
      eq(scheduleSlots.doctorId, doctorId), eq(scheduleSlots.status, 'available'),
      sql`${scheduleSlots.appointmentType} = ${appointmentType}`, gt(scheduleSlots.startsAt, after), lt(scheduleSlots.startsAt, until),
    ))
    .orderBy(asc(scheduleSlots.startsAt)).limit(40);
}

/** Locks the appointment's attendance row (made when missing) and the appointment itself. */
export async function lockAttendance(tx: Tx, appointmentId: string) {
  await tx.insert(appointmentAttendance).values({ appointmentId }).onConflictDoNothing();
  const [row] = await tx.select().from(appointmentAttendance).where(eq(appointmentAttendance.appointmentId, appointmentId)).for('update');
  const [a] = await tx.select({ status: appointments.status }).from(appointments).where(eq(appointments.id, appointmentId)).for('update');
  return { attendance: row!, status: a!.status };
}

export async function setAttendance(tx: Tx, appointmentId: string, values: Partial<typeof appointmentAttendance.$inferInsert>): Promise<void> {
  await tx.update(appointmentAttendance).set(values).where(eq(appointmentAttendance.appointmentId, appointmentId));
}

export async function insertAudit(db: Conn, values: typeof staffAudit.$inferInsert): Promise<void> {
  await db.insert(staffAudit).values(values);
}

export async function clinicAuditLog(db: Conn, clinicId: string, limit: number) {
  return db.select({
    id: staffAudit.id, at: staffAudit.createdAt, action: staffAudit.action, appointmentId: staffAudit.appointmentId, detail: staffAudit.detail,
    staffEmail: clinicStaff.email, staffRole: clinicStaff.role, infoFirstName: appointments.infoFirstName, infoLastName: appointments.infoLastName,
  })
    .from(staffAudit)
    .innerJoin(clinicStaff, eq(staffAudit.staffId, clinicStaff.id))
    .leftJoin(appointments, eq(staffAudit.appointmentId, appointments.id))
    .where(eq(staffAudit.clinicId, clinicId))
    .orderBy(desc(staffAudit.createdAt)).limit(limit);
}

export async function listClinicStaff(db: Conn, clinicId: string) {
  return db.select().from(clinicStaff).where(and(eq(clinicStaff.clinicId, clinicId), isNull(clinicStaff.disabledAt))).orderBy(asc(clinicStaff.createdAt));
}

export async function insertInvitation(db: Conn, values: typeof staffInvitations.$inferInsert) {
  const [row] = await db.insert(staffInvitations).values(values).returning({ id: staffInvitations.id, expiresAt: staffInvitations.expiresAt });
  return row!;
}

/** Locks an open (not accepted, not expired) invitation by its secret's hash. */
export async function lockOpenInvitation(tx: Tx, tokenHash: string, now: Date) {
  const [row] = await tx.select().from(staffInvitations)
    .where(and(eq(staffInvitations.tokenHash, tokenHash), isNull(staffInvitations.acceptedAt), gt(staffInvitations.expiresAt, now)))
    .for('update');
  return row;
}

export async function markInvitationAccepted(tx: Tx, id: string, at: Date): Promise<void> {
  await tx.update(staffInvitations).set({ acceptedAt: at }).where(eq(staffInvitations.id, id));
}

export async function findClinic(db: Conn, clinicId: string) {
  const [row] = await db.select({ id: clinics.id, name: clinics.name }).from(clinics).where(eq(clinics.id, clinicId)).limit(1);
  return row;
}
