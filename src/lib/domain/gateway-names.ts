// How each way of paying is called (payments, invoices, appointment details).
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { PAYMENT_GATEWAYS } from '@contracts/record-options';

export const GATEWAY_NAMES: Record<(typeof PAYMENT_GATEWAYS)[number], MessageDescriptor> = {
  esewa: msg`eSewa`,
  khalti: msg`Khalti`,
  cash: msg`Cash at the clinic`,
};
