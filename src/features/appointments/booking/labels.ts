// Translated names of the option values the booking form shows.
export { GENDER_LABELS, RELATION_LABELS } from '@/lib/domain/person-labels';
export { PAYMENT_OPTION_LABELS } from '@/lib/domain/payment-option-labels';

export { SLOT_TYPE_LABELS } from '@/lib/domain/slot-type-labels';
