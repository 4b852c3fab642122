import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { REVIEW_ASPECTS, REVIEW_RATINGS, REVIEW_WAIT_TIMES } from '@contracts/record-options';

export const WAIT_TIME_LABELS: Record<(typeof REVIEW_WAIT_TIMES)[number], MessageDescriptor> = {
  under_15: msg`Less than 15 minutes`,
  '15_30': msg`15 to 30 minutes`,
  '30_45': msg`30 to 45 minutes`,
  '45_60': msg`45 minutes to 1 hour`,
  over_60: msg`More than 1 hour`,
};

export const ASPECT_LABELS: Record<(typeof REVIEW_ASPECTS)[number], MessageDescriptor> = {
  doctor_friendliness: msg`Doctor friendliness`,
  treatment_satisfaction: msg`Treatment satisfaction`,
  clinic_cleanliness: msg`Clinic cleanliness`,
  wait_time: msg`Wait time`,
  value_for_money: msg`Value for money`,
  explanation_of_health_issue: msg`Explanation of the health issue`,
};

export const RATING_LABELS: Record<(typeof REVIEW_RATINGS)[number], MessageDescriptor> = {
  very_satisfied: msg`Very satisfied`,
  satisfied: msg`Satisfied`,
  neutral: msg`Neutral`,
  unsatisfied: msg`Unsatisfied`,
  very_unsatisfied: msg`Very unsatisfied`,
};
