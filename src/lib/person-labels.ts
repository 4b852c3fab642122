// Translated names of a person's values shared by every form and page that shows a patient or a
// family member (booking, profile, family, appointment details).
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { GENDERS } from '../../contracts/person-options';

export const GENDER_LABELS: Record<(typeof GENDERS)[number], MessageDescriptor> = {
  male: msg`Male`,
  female: msg`Female`,
  other: msg`Other`,
};
