// Translated names of the family member options.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { RELATIONS } from '../../../contracts/record-options';

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

export { GENDER_LABELS } from '../../lib/person-labels';
