// Translated names of appointment values.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { APPOINTMENT_STATUS_FILTERS } from '@contracts/options';
import type { PAYMENT_STATUSES, STATUS_ACTORS } from '@contracts/record-options';

export const STATUS_LABELS: Record<(typeof APPOINTMENT_STATUS_FILTERS)[number], MessageDescriptor> = {
  all: msg`All`,
  pending: msg`Pending`,
  confirmed: msg`Confirmed`,
  rescheduled: msg`Rescheduled`,
  completed: msg`Completed`,
  canceled: msg`Canceled`,
};

export { RELATION_LABELS } from '@/lib/domain/person-labels';

export { SLOT_TYPE_LABELS } from '@/lib/domain/slot-type-labels';

export { PAYMENT_OPTION_LABELS } from '@/lib/domain/payment-option-labels';

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
