// The console's words for lab priorities and statuses, flags and refund methods (Nepali in the catalog).
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { LAB_RESULT_FLAGS, LAB_TEST_PRIORITIES, LAB_TEST_STATUSES, PAYMENT_GATEWAYS, REFUND_STATUSES } from '@contracts/record-options';
import type { REFUND_METHODS } from '@contracts/clinic-records';

export const PRIORITY: Record<(typeof LAB_TEST_PRIORITIES)[number], MessageDescriptor> = { routine: msg`Routine`, urgent: msg`Urgent`, stat: msg`Immediately (STAT)` };
export const LAB_STATUS: Record<(typeof LAB_TEST_STATUSES)[number], MessageDescriptor> = {
  prescribed: msg`Waiting`, sample_collected: msg`Sample collected`, completed: msg`Results ready`,
};
export const FLAG: Record<(typeof LAB_RESULT_FLAGS)[number], MessageDescriptor> = { normal: msg`Normal`, low: msg`Low`, high: msg`High` };
export const REFUND_STATUS: Record<(typeof REFUND_STATUSES)[number], MessageDescriptor> = {
  requested: msg`Refund requested`, refunded: msg`Refunded`, rejected: msg`Refund declined`,
};
export const METHOD: Record<(typeof REFUND_METHODS)[number], MessageDescriptor> = { wallet: msg`Wallet (merchant portal)`, cash: msg`Cash` };
/** The wallets' names (the patient's pages have theirs in the patient catalog; these are the console's). */
export const GATEWAY: Record<(typeof PAYMENT_GATEWAYS)[number], MessageDescriptor> = { esewa: msg`eSewa`, khalti: msg`Khalti`, cash: msg`Cash at the clinic` };
