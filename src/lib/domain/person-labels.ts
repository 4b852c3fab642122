// Translated names of a person's values shared by every form and page that shows a patient or a
// family member (booking, profile, family, appointment details).
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { GENDERS } from '@contracts/person-options';
import type { PATIENT_RELATIONS } from '@contracts/record-options';

export const GENDER_LABELS: Record<(typeof GENDERS)[number], MessageDescriptor> = {
  male: msg`Male`,
  female: msg`Female`,
  other: msg`Other`,
};

/** Who an appointment or a family member is to the patient ('self': the patient). */
export const RELATION_LABELS: Record<(typeof PATIENT_RELATIONS)[number], MessageDescriptor> = {
  self: msg`Myself`,
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
