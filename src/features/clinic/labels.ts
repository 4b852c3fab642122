// The console's words for roles, statuses, types and payments (English; Nepali in the catalog).
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { StaffRole } from '@contracts/staff-roles';
import type { ConsoleAppointment } from '@contracts/clinic-console';

export const ROLE_LABELS: Record<StaffRole, MessageDescriptor> = {
  doctor: msg`Doctor`, 'front-desk': msg`Front desk`, 'clinic-admin': msg`Clinic administrator`,
  lab: msg`Laboratory`, accounts: msg`Accounts`, pharmacist: msg`Pharmacist`, 'pharmacy-admin': msg`Pharmacy administrator`,
};

export const STATUS_LABELS: Record<ConsoleAppointment['status'], MessageDescriptor> = {
  pending: msg`Waiting for confirmation`, confirmed: msg`Confirmed`, rescheduled: msg`New time proposed`,
  completed: msg`Completed`, canceled: msg`Canceled`,
};

export const TYPE_LABELS: Record<ConsoleAppointment['appointmentType'], MessageDescriptor> = {
  in_person: msg`At the clinic`, video: msg`Video call`, message: msg`Message`,
};

export const isPaid = (s: ConsoleAppointment['paymentStatus']) => s === 'paid';

/** The activity log's actions (staff_audit.action), in the reader's words; an unknown one is shown as stored. */
export const AUDIT_ACTIONS: Record<string, MessageDescriptor> = {
  confirm: msg`Confirmed`, propose: msg`Proposed another time`, complete: msg`Completed`, cancel: msg`Canceled`,
  'check-in': msg`Checked in`, 'no-show': msg`Did not come`, invite: msg`Invited`, join: msg`Joined`,
  'day-off': msg`Day off set`, 'day-off-removed': msg`Day off removed`, prescribed: msg`Prescription written`,
  'prescription-corrected': msg`Prescription corrected`, 'lab-tests-ordered': msg`Lab tests ordered`,
  'lab-results': msg`Lab results recorded`, 'lab-report': msg`Lab report attached`,
  'refund-approved': msg`Refund approved`, 'refund-declined': msg`Refund declined`, 'case-handled': msg`Complaint handled`,
};

/** An activity's detail as read: a role's name translated; a proposal's slot id left out (its time is in the appointment). */
export function auditDetail(action: string, detail: string | null, say: (d: MessageDescriptor) => string): string | null {
  if (!detail || action === 'propose') return null;
  const [first, ...rest] = detail.split(' ');
  const role = ROLE_LABELS[first as StaffRole];
  return role && (action === 'invite' || action === 'join') ? [say(role), ...rest].join(' ') : detail;
}
