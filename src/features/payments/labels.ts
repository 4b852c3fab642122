import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { InvoiceView, PaymentView } from './types';

export const PAYMENT_STATUS_LABELS: Record<PaymentView['status'], MessageDescriptor> = {
  initiated: msg`Started`,
  pending: msg`Pending`,
  completed: msg`Paid`,
  failed: msg`Failed`,
  canceled: msg`Canceled`,
  refunded: msg`Refunded`,
  partially_refunded: msg`Partly refunded`,
  ambiguous: msg`Being checked`,
};

export const INVOICE_STATUS_LABELS: Record<InvoiceView['status'], MessageDescriptor> = {
  unpaid: msg`Unpaid`,
  paid: msg`Paid`,
  refunded: msg`Refunded`,
};

export const REFUND_STATUS_LABELS: Record<NonNullable<PaymentView['refund']>['status'], MessageDescriptor> = {
  requested: msg`Refund requested`,
  refunded: msg`Refunded`,
  rejected: msg`Refund declined`,
};

export { GATEWAY_NAMES } from '@/lib/domain/gateway-names';
