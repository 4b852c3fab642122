// Words of Medicine Order's states and choices (Lingui descriptors, read with i18n._ in the reader's language).
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { CounterPayment, ItemAvailability, MedicineOrderStatus } from '@contracts/medicine-order';

export const STATUS_LABELS: Record<MedicineOrderStatus, MessageDescriptor> = {
  requested: msg`Waiting for the pharmacy`,
  quoted: msg`Quote received`,
  not_filled: msg`Cannot be filled`,
  accepted: msg`Being prepared`,
  declined: msg`Declined`,
  ready: msg`Ready to collect`,
  collected: msg`Collected`,
  cancelled: msg`Cancelled`,
  expired: msg`Expired`,
};

export const AVAILABILITY_LABELS: Record<ItemAvailability, MessageDescriptor> = {
  available: msg`Available`,
  unavailable: msg`Not available`,
  substitute: msg`Substitute`,
};

export const PAYMENT_LABELS: Record<CounterPayment, MessageDescriptor> = {
  cash: msg`Cash`,
  wallet_qr: msg`Wallet QR`,
};
