// Translated names of the option values the booking form shows.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { RELATIONS, PAYMENT_OPTIONS, SlotType } from '../../../contracts/record-options';
import type { GENDERS } from '../../../contracts/person-options';

export const GENDER_LABELS: Record<(typeof GENDERS)[number], MessageDescriptor> = {
  male: msg`Male`,
  female: msg`Female`,
  other: msg`Other`,
};

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

export const SLOT_TYPE_LABELS: Record<SlotType, MessageDescriptor> = {
  in_person: msg`Clinic visit`,
  video: msg`Video consultation`,
  message: msg`Message consultation`,
};
