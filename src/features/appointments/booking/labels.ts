// Translated names of the option values the booking form shows.
export { GENDER_LABELS, RELATION_LABELS } from '@/lib/person-labels';
export { PAYMENT_OPTION_LABELS } from '@/lib/payment-option-labels';

export { SLOT_TYPE_LABELS } from '@/lib/slot-type-labels';
