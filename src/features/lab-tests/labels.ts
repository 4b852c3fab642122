import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { LabResult, LabTest } from '@contracts/lab-tests';

export const PRIORITY_LABELS: Record<LabTest['priority'], MessageDescriptor> = { routine: msg`Routine`, urgent: msg`Urgent`, stat: msg`Immediately (STAT)` };
export const LAB_STATUS_LABELS: Record<LabTest['status'], MessageDescriptor> = {
  prescribed: msg`Prescribed`, sample_collected: msg`Sample collected`, completed: msg`Completed`,
};
export const FLAG_LABELS: Record<NonNullable<LabResult['flag']>, MessageDescriptor> = { normal: msg`Normal`, low: msg`Low`, high: msg`High` };
