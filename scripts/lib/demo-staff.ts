// The demo clinic's staff accounts in the Auth emulator (start-up, like the demo patient's user):
// one per console role, at the clinic of the demo patient's doctor. Idempotent.
import type { Auth } from 'firebase-admin/auth';
import { eq } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { appointments, scheduleSlots } from '../../server/db/schema';
import { DEMO_CLINIC_APPOINTMENT_ID, DEMO_STAFF } from '../../server/db/seed/demo-staff';
import { ensureStaffAccount } from '../../server/modules/clinic/staff';

export async function ensureDemoStaff(db: Db, auth: Auth): Promise<{ clinicId: string } | undefined> {
  const [row] = await db.select({ clinicId: scheduleSlots.clinicId, doctorId: appointments.doctorId })
    .from(appointments).innerJoin(scheduleSlots, eq(appointments.slotId, scheduleSlots.id))
    .where(eq(appointments.id, DEMO_CLINIC_APPOINTMENT_ID));
  if (!row?.clinicId) return undefined; // no demo data (an external database without the seed)
  for (const s of DEMO_STAFF) {
    await ensureStaffAccount(db, auth, { ...s, clinicId: row.clinicId, doctorId: s.role === 'doctor' ? row.doctorId : null });
  }
  return { clinicId: row.clinicId };
}
