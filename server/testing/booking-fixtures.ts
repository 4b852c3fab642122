// Test helpers for booking and appointment flows (server tests only).
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Harness } from './harness';
import type { Fixtures } from '../db/fixtures';
import {
  appointments, appointmentStatusHistory, notifications, patients, recentActivities, scheduleSlots,
} from '../db/schema';

export const COMPLETE_PROFILE = {
  countryCode: '+977', phone: '9841234567', dateOfBirth: '1990-05-17', bloodGroup: 'O+', gender: 'female', city: 'Kathmandu',
} as const;

/** A patient (Firebase user + profile) whose profile is complete (adult), ready to book. */
export async function completePatient(h: Harness) {
  const p = await h.createPatient();
  await h.deps.db.update(patients).set(COMPLETE_PROFILE).where(eq(patients.id, p.patientId));
  return p;
}

let minuteCounter = 0;
/** A slot of the fixture doctor starting `hours` from now (each call a distinct minute, so slots never collide). */
export async function slotIn(
  h: Harness,
  f: Fixtures,
  hours: number,
  opts: { type?: 'in_person' | 'video' | 'message'; fee?: number; status?: 'available' | 'booked' | 'blocked' } = {},
): Promise<string> {
  const type = opts.type ?? 'in_person';
  const startsAt = new Date(Math.floor((Date.now() + hours * 3_600_000) / 60_000) * 60_000 + ++minuteCounter * 60_000);
  const [row] = await h.deps.db.insert(scheduleSlots).values({
    doctorId: f.doctorId, clinicId: type === 'in_person' ? f.clinicId : null, startsAt, endsAt: new Date(startsAt.getTime() + 15 * 60_000),
    appointmentType: type, feePaisa: opts.fee ?? 50_000, status: opts.status ?? 'available',
  }).returning({ id: scheduleSlots.id });
  return row!.id;
}

export function bookingBody(f: Fixtures, slotId: string, over: Record<string, unknown> = {}) {
  return {
    doctorId: f.doctorId,
    slot: { scheduleId: slotId, fee: 50_000, scheduleType: 'in_person', institutionName: 'Fixture Clinic' },
    patientInfo: { firstName: 'Sita', lastName: 'Rai', countryCode: '+977', phoneNumber: '9841234567', email: 'sita@example.test', bloodGroup: 'O+', gender: 'female' },
    reasonForVisit: 'Fever for three days',
    comments: 'Worse at night',
    termsAccepted: true,
    paymentOption: 'offline',
    ...over,
  };
}

export async function book(h: Harness, token: string, body: unknown, headers: Record<string, string> = {}) {
  return h.request('/api/v1/patient/appointment/book', { method: 'POST', token, body, headers });
}

/** Books a slot and returns the new appointment's id (fails the test otherwise). */
export async function bookOk(h: Harness, token: string, f: Fixtures, slotId: string): Promise<string> {
  const res = await book(h, token, bookingBody(f, slotId));
  if (res.status !== 201) throw new Error(`booking failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: { id: string } }).data.id;
}

/** A Firebase user with the doctor role for `doctorId`; returns its ID token. */
export async function doctorToken(h: Harness, doctorId: string, claims: Record<string, unknown> = {}): Promise<string> {
  const email = `dr-${randomUUID().slice(0, 8)}@doctors.test`;
  const user = await h.deps.auth.createUser({ email, password: 'Doctor@1234', emailVerified: true });
  await h.deps.auth.setCustomUserClaims(user.uid, { role: 'doctor', doctorId, ...claims });
  return h.signIn(email, 'Doctor@1234');
}

export async function slotStatus(h: Harness, slotId: string) {
  const [row] = await h.deps.db.select({ status: scheduleSlots.status }).from(scheduleSlots).where(eq(scheduleSlots.id, slotId));
  return row?.status;
}

export async function appointmentRow(h: Harness, id: string) {
  const [row] = await h.deps.db.select().from(appointments).where(eq(appointments.id, id));
  return row!;
}

/** How many history rows, notifications and activities an appointment has produced. */
export async function eventCounts(h: Harness, appointmentId: string) {
  const db = h.deps.db;
  const [a] = await db.select({ patientId: appointments.patientId }).from(appointments).where(eq(appointments.id, appointmentId));
  const history = await db.select().from(appointmentStatusHistory).where(eq(appointmentStatusHistory.appointmentId, appointmentId));
  const notes = await db.select().from(notifications)
    .where(and(eq(notifications.patientId, a!.patientId), eq(notifications.link, `/appointments/${appointmentId}`)));
  const acts = await db.select().from(recentActivities).where(eq(recentActivities.appointmentId, appointmentId));
  return { history: history.length, notifications: notes.length, activities: acts.length };
}

export async function countAppointmentsOnSlots(h: Harness, slotIds: string[]) {
  return (await h.deps.db.select({ id: appointments.id }).from(appointments).where(inArray(appointments.slotId, slotIds))).length;
}
