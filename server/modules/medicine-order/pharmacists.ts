// Pharmacist accounts (issue 31): a Firebase user with the claims `{ role: 'pharmacist', pharmacyId }`
// and the clinic_staff row that mirrors them (pharmacy_id set, clinic_id null). Made from the command
// line (`npm run clinic -- make-pharmacist`), for the demo pharmacy at start-up, by tests, and by a
// pharmacist's invitation of a colleague to their own pharmacy (accepted at /clinic/join like staff's).
import { createHash, randomBytes } from 'node:crypto';
import type { Auth } from 'firebase-admin/auth';
import type { AppDeps, PharmacistCaller } from '../../context';
import type { Db } from '../../db/client';
import { insertAudit, insertInvitation, upsertStaff, type StaffRow } from '../clinic/repository';
import { ensureFirebaseUser, INVITATION_DAYS } from '../clinic/staff';
import { findPharmacy } from './repository';
import { now, nowMs } from '../../lib/clock';

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

/** A pharmacist invites a colleague to their pharmacy: the e-mail carries a one-time link to /clinic/join. */
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
