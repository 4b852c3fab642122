// Translated names of the option values the booking form shows.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { RELATIONS, PAYMENT_OPTIONS } from '../../../contracts/record-options';

export { GENDER_LABELS } from '../../lib/person-labels';

export const RELATION_LABELS: Record<(typeof RELATIONS)[number], MessageDescriptor> = {
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

export const PAYMENT_OPTION_LABELS: Record<(typeof PAYMENT_OPTIONS)[number], MessageDescriptor> = {
  offline: msg`Pay at the clinic (offline)`,
  online: msg`Pay online (eSewa or Khalti)`,
};

export { SLOT_TYPE_LABELS } from '../../lib/slot-type-labels';
