// The clinic's people (issue 29): one role per staff account, carried as Firebase custom claims and
// checked by the server on every call. The claims are `{ role, clinicId }` (a doctor's also carry
// `doctorId`, so the same token works on the doctor-role API); a pharmacist's are
// `{ role: 'pharmacist' | 'pharmacy-admin', pharmacyId }`. Later roles only add a value here: no claim or table changes.
export const STAFF_ROLES = ['doctor', 'front-desk', 'clinic-admin', 'lab', 'accounts', 'pharmacist', 'pharmacy-admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * A pharmacy's roles (scoped by `pharmacyId`, not `clinicId`): both answer the reservations; only the
 * pharmacy-admin (its owner, the first made from the command line) invites colleagues (docs/decisions/0019).
 */
export const PHARMACY_ROLES = ['pharmacist', 'pharmacy-admin'] as const satisfies readonly StaffRole[];
export type PharmacyRole = (typeof PHARMACY_ROLES)[number];
export const isPharmacyRole = (role: unknown): role is PharmacyRole => typeof role === 'string' && (PHARMACY_ROLES as readonly string[]).includes(role);

/** Roles a clinic-admin may invite today (pharmacist arrives with issue 31). */
export const INVITABLE_ROLES = ['doctor', 'front-desk', 'clinic-admin', 'lab', 'accounts'] as const satisfies readonly StaffRole[];

/** Who may do what in the console (the server's checks; the console hides what a role may not do). */
export const CONSOLE_PERMISSIONS = {
  /** The day's list and an appointment's details. */
  viewAppointments: ['doctor', 'front-desk', 'clinic-admin'],
  /** Confirm, propose another time, check in, no-show, cancel with a reason. */
  manageAppointments: ['doctor', 'front-desk', 'clinic-admin'],
  /** Mark a visit completed (a clinical write: not the front desk). */
  completeAppointments: ['doctor', 'clinic-admin'],
  /** The clinic's doctors' schedules: weekly hours, slot lengths, fees, discounts, days off. */
  manageSchedules: ['clinic-admin'],
  /** Staff invitations, the audit log. */
  administer: ['clinic-admin'],
  /** Who the caller is (every clinic role). */
  signIn: ['doctor', 'front-desk', 'clinic-admin', 'lab', 'accounts'],
  /** Prescriptions and lab orders from an appointment (issue 30): clinical writes of the doctor. */
  prescribe: ['doctor'],
  /** The lab's queue, results and reports. */
  labWork: ['lab'],
  /** The clinic's payments, refund decisions, complaints and fraud reports. */
  money: ['accounts'],
} as const satisfies Record<string, readonly StaffRole[]>;
export type ConsolePermission = keyof typeof CONSOLE_PERMISSIONS;

export const isStaffRole = (role: unknown): role is StaffRole => typeof role === 'string' && (STAFF_ROLES as readonly string[]).includes(role);
