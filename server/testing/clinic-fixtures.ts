// Test helpers for the clinic console: staff accounts (real Auth emulator users with role claims) and
// their ID tokens. Only import this from tests.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Harness } from './harness';
import type { Fixtures } from '../db/fixtures';
import { appointmentAttendance, staffAudit } from '../db/schema';
import type { StaffRole } from '../../contracts/staff-roles';
import { ensureStaffAccount } from '../modules/clinic/staff';

export const STAFF_PASSWORD = 'Staff@1234';

/** A staff account of the fixture clinic (a doctor account is the fixture doctor) and its token. */
export async function staffToken(h: Harness, f: Fixtures, role: StaffRole): Promise<string> {
  const email = `${role}-${randomUUID().slice(0, 8)}@clinic.test`;
  await ensureStaffAccount(h.deps.db, h.deps.auth, {
    email, displayName: `Test ${role}`, role, clinicId: f.clinicId, doctorId: role === 'doctor' ? f.doctorId : null, password: STAFF_PASSWORD,
  });
  return h.signIn(email, STAFF_PASSWORD);
}

export async function auditRows(h: Harness, appointmentId: string) {
  return h.deps.db.select().from(staffAudit).where(eq(staffAudit.appointmentId, appointmentId));
}

export async function attendanceOf(h: Harness, appointmentId: string) {
  const [row] = await h.deps.db.select().from(appointmentAttendance).where(eq(appointmentAttendance.appointmentId, appointmentId));
  return row;
}
