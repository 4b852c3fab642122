// What a consultation is called (spec 3's slot types), for every screen that names one: booking,
// appointments, payments.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { SlotType } from '@contracts/record-options';

export const SLOT_TYPE_LABELS: Record<SlotType, MessageDescriptor> = {
  in_person: msg`Clinic visit`,
  video: msg`Video consultation`,
  message: msg`Message consultation`,
};
