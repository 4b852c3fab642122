import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { DecodedIdToken } from 'firebase-admin/auth';
import type { AppEnv } from '../context';
import { HttpError } from '../lib/http-error';
import { M } from '../../contracts/messages';
import { BOOKING_MESSAGES } from '../../contracts/booking-messages';
import { findAccountByUid } from '../modules/patients/repository';
import { doctorExists } from '../modules/doctors/repository';

export const PATIENT_ROLE = 'patient';

function bearer(header: string | undefined): string | undefined {
  return /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];
}

type FirebaseErrorLike = { code?: string };

/**
 * The request's Firebase ID token, verified (issuer, audience, expiry; revocation and the disabled
 * flag too when `checkRevoked`), or the spec's error: 401 without a token or for an expired or
 * revoked one, 403 for a disabled account. Every role check (patient, doctor, staff) starts here.
 */
export async function verifyBearer(c: Context<AppEnv>, checkRevoked: boolean): Promise<DecodedIdToken> {
  const token = bearer(c.req.header('authorization'));
  if (!token) throw new HttpError(401, M.unauthenticated);
  try {
    return await c.get('deps').auth.verifyIdToken(token, checkRevoked);
  } catch (err) {
    const code = (err as FirebaseErrorLike).code ?? '';
    if (code === 'auth/user-disabled') throw new HttpError(403, M.accountDisabled);
    if (code === 'auth/id-token-expired' || code === 'auth/id-token-revoked') throw new HttpError(401, M.sessionExpired);
    throw new HttpError(401, M.unauthenticated);
  }
}

/**
 * Verifies the Firebase ID token (issuer, audience, expiry; revocation and the disabled flag
 * too when `checkRevoked`), requires the patient role claim and resolves the caller's patient row.
 * Every patient query is then scoped by `caller.patientId`.
 */
export const requirePatient = (opts: { checkRevoked?: boolean } = {}) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const { db } = c.get('deps');
    // Writes check revocation and the disabled flag with the identity provider.
    const decoded = await verifyBearer(c, opts.checkRevoked ?? c.req.method !== 'GET');
    if (decoded['role'] !== PATIENT_ROLE) throw new HttpError(403, M.roleMismatch);
    const row = await findAccountByUid(db, decoded.uid);
    if (!row) throw new HttpError(403, M.profileNotFound);
    if (row.disabledAt) throw new HttpError(403, M.accountDisabled);
    c.set('caller', { uid: decoded.uid, email: decoded.email, claims: decoded, patientId: row.id });
    await next();
  });

export const DOCTOR_ROLE = 'doctor';
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The doctor-role API: a Firebase ID token with the claims `role: 'doctor'` and `doctorId` (a
 * doctors.id). Revocation and the disabled flag are always checked (every doctor call is a write
 * or about a patient). Every doctor query is then scoped by `doctorCaller.doctorId`.
 */
export const requireDoctor = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    const { db } = c.get('deps');
    const decoded = await verifyBearer(c, true);
    const doctorId = decoded['doctorId'];
    if (decoded['role'] !== DOCTOR_ROLE || typeof doctorId !== 'string' || !UUID_PATTERN.test(doctorId)) {
      throw new HttpError(403, M.roleMismatch);
    }
    if (!(await doctorExists(db, doctorId))) throw new HttpError(403, BOOKING_MESSAGES.doctorAccountNotFound);
    c.set('doctorCaller', { uid: decoded.uid, doctorId });
    await next();
  });

/** requireDoctor once per request: several routers are mounted at /v1/doctor, and another may have run it already. */
export const requireDoctorOnce = () => {
  const check = requireDoctor();
  return createMiddleware<AppEnv>(async (c, next) => (c.get('doctorCaller') ? next() : check(c, next)));
};
