// Staff accounts (issue 29): the Firebase user with its role claims and the clinic_staff row that
// mirrors them; invitations from a clinic-admin (an e-mailed link, accepted once); the first admin
// of a clinic from the command line (scripts/clinic.ts); the demo clinic's accounts at start-up.
import { createHash, randomBytes } from 'node:crypto';
import type { Auth } from 'firebase-admin/auth';
import type { AppDeps, StaffCaller } from '../../context';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import { now, nowMs } from '../../lib/clock';
import { CLINIC_MESSAGES as C } from '../../../contracts/clinic-messages';
import type { InviteStaffInput } from '../../../contracts/clinic-console';
import type { StaffRole } from '../../../contracts/staff-roles';
import {
  clinicAuditLog, doctorAtClinic, findClinic, findStaffByUid, insertAudit, insertInvitation, listClinicStaff, lockOpenInvitation,
  markInvitationAccepted, upsertStaff, type StaffRow,
} from './repository';

export const INVITATION_DAYS = 7;

export type StaffAccount = {
  email: string; displayName: string; role: StaffRole; clinicId: string; doctorId?: string | null;
  /** A fixed uid (the demo accounts); else Firebase makes one, or the e-mail's existing user is used. */
  uid?: string; password?: string; invitedBy?: string | null;
};

/** The custom claims of a staff account: `{ role, clinicId }`, a doctor's with `doctorId`. */
export function staffClaims(a: { role: StaffRole; clinicId: string; doctorId?: string | null }): Record<string, string> {
  return { role: a.role, clinicId: a.clinicId, ...(a.role === 'doctor' && a.doctorId ? { doctorId: a.doctorId } : {}) };
}

/**
 * The Firebase user of a staff account (by uid, else e-mail), its password set when given; made when
 * missing, with a random password behind `prefix` when none is given. Returns its uid.
 */
export async function ensureFirebaseUser(
  auth: Auth, a: { email: string; displayName: string; uid?: string; password?: string }, prefix: string,
): Promise<string> {
  try {
    const user = a.uid ? await auth.getUser(a.uid) : await auth.getUserByEmail(a.email);
    if (a.password) await auth.updateUser(user.uid, { password: a.password, email: a.email });
    return user.uid;
  } catch (err) {
    if ((err as { code?: string }).code !== 'auth/user-not-found') throw err;
    const user = await auth.createUser({
      ...(a.uid ? { uid: a.uid } : {}), email: a.email, password: a.password ?? `${prefix}${randomBytes(18).toString('base64url')}`,
      displayName: a.displayName, emailVerified: true,
    });
    return user.uid;
  }
}

/**
 * Makes (or updates) the Firebase user and its staff row, claims set last. An existing user of the
 * e-mail is used as it is (its password unchanged) unless a password is given.
 */
export async function ensureStaffAccount(db: Db, auth: Auth, a: StaffAccount): Promise<StaffRow> {
  if (!(await findClinic(db, a.clinicId))) throw new Error(`no clinic ${a.clinicId}`);
  if (a.role === 'doctor' && !(a.doctorId && (await doctorAtClinic(db, a.doctorId, a.clinicId)))) throw new Error('the doctor does not practise at this clinic');
  const uid = await ensureFirebaseUser(auth, a, 'St!');
  const row = await upsertStaff(db, {
    firebaseUid: uid, email: a.email, displayName: a.displayName, role: a.role, clinicId: a.clinicId,
    doctorId: a.role === 'doctor' ? a.doctorId ?? null : null, invitedBy: a.invitedBy ?? null,
  });
  await auth.setCustomUserClaims(uid, staffClaims(a));
  return row;
}

/** `npm run clinic -- make-admin`: the clinic's first admin; returns a link to set the password. */
export async function makeClinicAdmin(db: Db, auth: Auth, email: string, clinicId: string): Promise<{ row: StaffRow; passwordLink: string }> {
  const row = await ensureStaffAccount(db, auth, { email, displayName: email.split('@')[0]!, role: 'clinic-admin', clinicId });
  return { row, passwordLink: await auth.generatePasswordResetLink(email) };
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A clinic-admin invites someone: the e-mail carries a one-time link to /clinic/join. */
export async function inviteStaff(deps: AppDeps, s: StaffCaller, input: InviteStaffInput, appUrl: string) {
  if (input.role === 'doctor') {
    if (!input.doctorId) throw new HttpError(400, C.doctorRequired, [{ field: 'doctorId', message: C.doctorRequired }]);
    if (!(await doctorAtClinic(deps.db, input.doctorId, s.clinicId))) throw new HttpError(400, C.doctorNotAtClinic, [{ field: 'doctorId', message: C.doctorNotAtClinic }]);
  }
  const token = randomBytes(32).toString('base64url');
  const invitation = await insertInvitation(deps.db, {
    clinicId: s.clinicId, email: input.email, role: input.role, doctorId: input.role === 'doctor' ? input.doctorId ?? null : null,
    tokenHash: hashToken(token), invitedBy: s.staffId, expiresAt: new Date(nowMs() + INVITATION_DAYS * 86_400_000),
  });
  await insertAudit(deps.db, { staffId: s.staffId, clinicId: s.clinicId, action: 'invite', detail: `${input.role} ${input.email}` });
  const clinic = await findClinic(deps.db, s.clinicId);
  const link = `${appUrl}/clinic/join?token=${token}`;
  await deps.mailer.send({
    to: input.email,
    subject: `Swasthya: join ${clinic?.name ?? 'your clinic'}`,
    text: `You are invited to ${clinic?.name ?? 'a clinic'}'s console on Swasthya as ${input.role}.\n\nSet your password here (valid for ${INVITATION_DAYS} days):\n${link}\n`,
    reference: `invitation-${invitation.id}`,
  });
  return { invitationId: invitation.id, expiresAt: invitation.expiresAt.toISOString() };
}

/**
 * The invitee sets a name and password: the account is made with its role claims, once (a
 * pharmacist's invitation, from a pharmacist of that pharmacy, gives `{ role, pharmacyId }`).
 */
export async function acceptInvitation(deps: AppDeps, input: { token: string; displayName: string; password: string }) {
  return deps.db.transaction(async (tx) => {
    const inv = await lockOpenInvitation(tx, hashToken(input.token), now());
    if (!inv) throw new HttpError(400, C.invitationInvalid, [{ field: 'token', message: C.invitationInvalid }]);
    const existing = await deps.auth.getUserByEmail(inv.email).catch(() => undefined);
    if (existing) throw new HttpError(409, C.emailHasAccount, [{ field: 'email', message: C.emailHasAccount }]);
    const role = inv.role as StaffRole;
    const user = await deps.auth.createUser({ email: inv.email, password: input.password, displayName: input.displayName, emailVerified: true });
    try {
      const row = await upsertStaff(tx, {
        firebaseUid: user.uid, email: inv.email, displayName: input.displayName, role, clinicId: inv.clinicId, pharmacyId: inv.pharmacyId,
        doctorId: inv.doctorId, invitedBy: inv.invitedBy,
      });
      await markInvitationAccepted(tx, inv.id, now());
      await insertAudit(tx, { staffId: row.id, clinicId: inv.clinicId, action: 'join', detail: role });
      await deps.auth.setCustomUserClaims(user.uid, inv.pharmacyId
        ? { role, pharmacyId: inv.pharmacyId }
        : staffClaims({ role, clinicId: inv.clinicId!, doctorId: inv.doctorId }));
    } catch (err) {
      await deps.auth.deleteUser(user.uid).catch(() => undefined);
      throw err;
    }
    return { email: inv.email, role };
  });
}

export async function staffDisplayName(deps: AppDeps, uid: string): Promise<string> {
  return (await findStaffByUid(deps.db, uid))?.displayName ?? '';
}

export async function clinicStaffList(deps: AppDeps, s: StaffCaller) {
  return (await listClinicStaff(deps.db, s.clinicId)).map((r) => ({
    id: r.id, email: r.email, displayName: r.displayName, role: r.role as StaffRole, doctorId: r.doctorId, createdAt: r.createdAt.toISOString(),
  }));
}

export async function auditLog(deps: AppDeps, s: StaffCaller) {
  return (await clinicAuditLog(deps.db, s.clinicId, 200)).map((r) => ({
    id: r.id, at: r.at.toISOString(), staffEmail: r.staffEmail, staffRole: r.staffRole as StaffRole, action: r.action,
    appointmentId: r.appointmentId, patientName: r.infoFirstName ? `${r.infoFirstName} ${r.infoLastName ?? ''}`.trim() : null, detail: r.detail,
  }));
}
