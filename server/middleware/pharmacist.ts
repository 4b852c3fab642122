// The pharmacist's check (Medicine Order, issue 31): a Firebase ID token whose custom claims are
// `{ role: 'pharmacist' | 'pharmacy-admin', pharmacyId }`, matching an active clinic_staff row of that
// pharmacy. Patients, clinic staff and other roles get the spec's role-mismatch error; so does a plain
// pharmacist where `admin` is asked (inviting colleagues: docs/decisions/0019). Every pharmacy query is
// then scoped by `pharmacistCaller.pharmacyId`.
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context';
import { HttpError } from '../lib/http-error';
import { M } from '../../contracts/messages';
import { CLINIC_MESSAGES as C } from '../../contracts/clinic-messages';
import { findStaffByUid } from '../modules/clinic/repository';
import { isPharmacyRole } from '../../contracts/staff-roles';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Checks revocation and the disabled flag on every call, as the clinic console does. */
export const requirePharmacist = (opts: { admin?: boolean } = {}) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const { auth, db } = c.get('deps');
    const token = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
    if (!token) throw new HttpError(401, M.unauthenticated);
    let decoded;
    try {
      decoded = await auth.verifyIdToken(token, true);
    } catch (err) {
      const code = (err as { code?: string }).code ?? '';
      if (code === 'auth/user-disabled') throw new HttpError(403, M.accountDisabled);
      if (code === 'auth/id-token-expired' || code === 'auth/id-token-revoked') throw new HttpError(401, M.sessionExpired);
      throw new HttpError(401, M.unauthenticated);
    }
    const pharmacyId = decoded['pharmacyId'];
    const role = decoded['role'];
    if (!isPharmacyRole(role) || typeof pharmacyId !== 'string' || !UUID.test(pharmacyId)) throw new HttpError(403, M.roleMismatch);
    const staff = await findStaffByUid(db, decoded.uid);
    if (!staff || staff.disabledAt || staff.role !== role || staff.pharmacyId !== pharmacyId) throw new HttpError(403, C.staffNotFound);
    if (opts.admin && role !== 'pharmacy-admin') throw new HttpError(403, M.roleMismatch);
    c.set('pharmacistCaller', { uid: decoded.uid, staffId: staff.id, email: staff.email, pharmacyId, role });
    await next();
  });
