// Translated names of appointment values.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { APPOINTMENT_STATUS_FILTERS } from '../../../contracts/options';
import type { PATIENT_RELATIONS, PAYMENT_OPTIONS, PAYMENT_STATUSES, STATUS_ACTORS } from '../../../contracts/record-options';

export const STATUS_LABELS: Record<(typeof APPOINTMENT_STATUS_FILTERS)[number], MessageDescriptor> = {
  all: msg`All`,
  pending: msg`Pending`,
  confirmed: msg`Confirmed`,
  rescheduled: msg`Rescheduled`,
  completed: msg`Completed`,
  canceled: msg`Canceled`,
};

export const RELATION_LABELS: Record<(typeof PATIENT_RELATIONS)[number], MessageDescriptor> = {
  self: msg`Myself`,
  father: msg`Father`,
  mother: msg`Mother`,
  husband: msg`Husband`,
  wife: msg`Wife`,
  son: msg`Son`,
  daughter: msg`Daughter`,
  brother: msg`Brother`,
  sister: msg`Sister`,
  grandfather: msg`Grandfather`,
  grandmother: msg`Grandmother`,
  spouse: msg`Spouse`,
  other: msg`Other relation`,
};

export { SLOT_TYPE_LABELS } from '../../lib/slot-type-labels';

export const PAYMENT_OPTION_LABELS: Record<(typeof PAYMENT_OPTIONS)[number], MessageDescriptor> = {
  offline: msg`Pay at the clinic (offline)`,
  online: msg`Pay online (eSewa or Khalti)`,
};

export const PAYMENT_STATUS_LABELS: Record<(typeof PAYMENT_STATUSES)[number], MessageDescriptor> = {
  unpaid: msg`Unpaid`,
  pending: msg`Payment pending`,
  paid: msg`Paid`,
  refunded: msg`Refunded`,
  partially_refunded: msg`Partly refunded`,
};

export const ACTOR_LABELS: Record<(typeof STATUS_ACTORS)[number], MessageDescriptor> = {
  patient: msg`by you`,
  doctor: msg`by the doctor`,
  system: msg`automatically`,
};
