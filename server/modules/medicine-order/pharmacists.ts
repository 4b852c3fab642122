// Pharmacist accounts (issue 31): a Firebase user with the claims `{ role, pharmacyId }` (role
// `pharmacist`, or `pharmacy-admin` for the pharmacy's owner, who also invites) and the clinic_staff row
// that mirrors them (pharmacy_id set, clinic_id null). The first pharmacy-admin is made from the command
// line (`npm run clinic -- make-pharmacy-admin`), the demo pharmacy's at start-up; tests make both; the
// pharmacy-admin invites colleague pharmacists (accepted at /clinic/join like staff's). docs/decisions/0019.
import { createHash, randomBytes } from 'node:crypto';
import type { Auth } from 'firebase-admin/auth';
import type { AppDeps, PharmacistCaller } from '../../context';
import type { Db } from '../../db/client';
import { insertAudit, insertInvitation, upsertStaff, type StaffRow } from '../clinic/repository';
import { ensureFirebaseUser, INVITATION_DAYS } from '../clinic/staff';
import { findPharmacy } from './repository';
import { now, nowMs } from '../../lib/clock';
import type { PharmacyRole } from '../../../contracts/staff-roles';

export type PharmacistAccount = { email: string; displayName: string; pharmacyId: string; uid?: string; password?: string; role?: PharmacyRole };

export async function ensurePharmacistAccount(db: Db, auth: Auth, a: PharmacistAccount): Promise<StaffRow> {
  if (!(await findPharmacy(db, a.pharmacyId, now()))) throw new Error(`no pharmacy ${a.pharmacyId}`);
  const uid = await ensureFirebaseUser(auth, a, 'Ph!');
  const row = await upsertStaff(db, {
    firebaseUid: uid, email: a.email, displayName: a.displayName, role: a.role ?? 'pharmacist', clinicId: null, pharmacyId: a.pharmacyId, doctorId: null, invitedBy: null,
  });
  await auth.setCustomUserClaims(uid, { role: a.role ?? 'pharmacist', pharmacyId: a.pharmacyId });
  return row;
}

/** The pharmacy-admin invites a colleague pharmacist: the e-mail carries a one-time link to /clinic/join. */
export async function invitePharmacist(deps: AppDeps, p: PharmacistCaller, email: string, appUrl: string) {
  const token = randomBytes(32).toString('base64url');
  const invitation = await insertInvitation(deps.db, {
    clinicId: null, pharmacyId: p.pharmacyId, email, role: 'pharmacist', doctorId: null,
    tokenHash: createHash('sha256').update(token).digest('hex'), invitedBy: p.staffId, expiresAt: new Date(nowMs() + INVITATION_DAYS * 86_400_000),
  });
  await insertAudit(deps.db, { staffId: p.staffId, clinicId: null, action: 'invite', detail: `pharmacist ${email}` });
  const pharmacy = await findPharmacy(deps.db, p.pharmacyId, now());
  const link = `${appUrl}/clinic/join?token=${token}`;
  await deps.mailer.send({
    to: email,
    subject: `Swasthya: join ${pharmacy?.name ?? 'your pharmacy'}`,
    text: `You are invited to answer ${pharmacy?.name ?? 'a pharmacy'}'s medicine reservations on Swasthya as a pharmacist.\n\nSet your password here (valid for ${INVITATION_DAYS} days):\n${link}\n`,
    reference: `invitation-${invitation.id}`,
  });
  return { invitationId: invitation.id, expiresAt: invitation.expiresAt.toISOString() };
}
