// Translated names of how an appointment is paid (the booking form, the appointment's details).
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { PAYMENT_OPTIONS } from '@contracts/record-options';

export const PAYMENT_OPTION_LABELS: Record<(typeof PAYMENT_OPTIONS)[number], MessageDescriptor> = {
  offline: msg`Pay at the clinic (offline)`,
  online: msg`Pay online (eSewa or Khalti)`,
};
