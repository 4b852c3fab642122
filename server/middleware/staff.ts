// The clinic console's check (issue 29): a Firebase ID token whose custom claims are
// `{ role, clinicId }` (a doctor's also `doctorId`), matching an active clinic_staff row, with a
// role allowed for the route. Patients, another clinic's staff and roles without the right get the
// spec's role-mismatch error. Every console query is then scoped by `staffCaller.clinicId`.
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context';
import { HttpError } from '../lib/http-error';
import { M } from '../../contracts/messages';
import { CLINIC_MESSAGES as C } from '../../contracts/clinic-messages';
import { CONSOLE_PERMISSIONS, isStaffRole, type ConsolePermission } from '../../contracts/staff-roles';
import { findStaffByUid } from '../modules/clinic/repository';
import { verifyBearer } from './auth';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Checks revocation and the disabled flag on every call: every console call is about a patient. */
export const requireStaff = (permission: ConsolePermission) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const { db } = c.get('deps');
    const decoded = await verifyBearer(c, true);
    const role = decoded['role'];
    const clinicId = decoded['clinicId'];
    if (!isStaffRole(role) || typeof clinicId !== 'string' || !UUID.test(clinicId)) throw new HttpError(403, M.roleMismatch);
    if (!(CONSOLE_PERMISSIONS[permission] as readonly string[]).includes(role)) throw new HttpError(403, M.roleMismatch);
    // The claims must match the account's row (removed staff, or a role changed since the token was made, stop here).
    const staff = await findStaffByUid(db, decoded.uid);
    if (!staff || staff.disabledAt || staff.role !== role || staff.clinicId !== clinicId) throw new HttpError(403, C.staffNotFound);
    if (role === 'doctor' && (!staff.doctorId || decoded['doctorId'] !== staff.doctorId)) throw new HttpError(403, M.roleMismatch);
    c.set('staffCaller', { uid: decoded.uid, staffId: staff.id, role, email: staff.email, clinicId, doctorId: staff.doctorId });
    await next();
  });
