// Pharmacist accounts (issue 31): a Firebase user with the claims `{ role: 'pharmacist', pharmacyId }`
// and the clinic_staff row that mirrors them (pharmacy_id set, clinic_id null). Made from the command
// line (`npm run clinic -- make-pharmacist`), for the demo pharmacy at start-up, and by tests.
import type { Auth } from 'firebase-admin/auth';
import type { Db } from '../../db/client';
import { upsertStaff, type StaffRow } from '../clinic/repository';
import { ensureFirebaseUser } from '../clinic/staff';
import { findPharmacy } from './repository';
import { now } from '../../lib/clock';

export type PharmacistAccount = { email: string; displayName: string; pharmacyId: string; uid?: string; password?: string };

export async function ensurePharmacistAccount(db: Db, auth: Auth, a: PharmacistAccount): Promise<StaffRow> {
  if (!(await findPharmacy(db, a.pharmacyId, now()))) throw new Error(`no pharmacy ${a.pharmacyId}`);
  const uid = await ensureFirebaseUser(auth, a, 'Ph!');
  const row = await upsertStaff(db, {
    firebaseUid: uid, email: a.email, displayName: a.displayName, role: 'pharmacist', clinicId: null, pharmacyId: a.pharmacyId, doctorId: null, invitedBy: null,
  });
  await auth.setCustomUserClaims(uid, { role: 'pharmacist', pharmacyId: a.pharmacyId });
  return row;
}
