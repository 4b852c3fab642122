// The staff session as React state (src/lib/auth/staff-auth.ts), and which roles this console serves.
import { useSyncExternalStore } from 'react';
import { staffSession } from '@/lib/auth/staff-auth';
import type { StaffRole } from '@contracts/staff-roles';

/** The roles the console's screens serve today (a pharmacist's page is /clinic/pharmacy). */
export const CONSOLE_ROLES: readonly StaffRole[] = ['doctor', 'front-desk', 'clinic-admin', 'lab', 'accounts', 'pharmacist', 'pharmacy-admin'];

export function useStaffSession() {
  return useSyncExternalStore(staffSession.subscribe, staffSession.get, staffSession.get);
}

export const roleOf = (claims: Record<string, unknown> | null): StaffRole | null => {
  const role = claims?.['role'];
  return typeof role === 'string' && (CONSOLE_ROLES as readonly string[]).includes(role) ? (role as StaffRole) : null;
};
