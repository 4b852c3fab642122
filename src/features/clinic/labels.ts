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
