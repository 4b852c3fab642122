import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PROFESSIONAL_TYPES } from '@contracts/options';
import type { IconName } from './Icon';

export type ProfessionalType = (typeof PROFESSIONAL_TYPES)[number];

export interface ProfessionalTypeItem {
  type: ProfessionalType;
  to: '/find/doctors' | '/find/pharmacies' | '/find/diagnostics';
  label: MessageDescriptor;
  icon: IconName;
}

/** The top bar's professional-type selector (spec 2): doctor, pharmacy, diagnostic. */
export const PROFESSIONAL_TYPE_ITEMS: ProfessionalTypeItem[] = [
  { type: 'doctors', to: '/find/doctors', label: msg`Doctors`, icon: 'doctor' },
  { type: 'pharmacies', to: '/find/pharmacies', label: msg`Pharmacies`, icon: 'pharmacy' },
  { type: 'diagnostics', to: '/find/diagnostics', label: msg`Diagnostics`, icon: 'diagnostic' },
];

/** The type of the find page being shown, or undefined elsewhere. */
export function professionalTypeOf(pathname: string): ProfessionalType | undefined {
  const match = /^\/find\/([^/]+)/.exec(pathname);
  return PROFESSIONAL_TYPE_ITEMS.find((item) => item.type === match?.[1])?.type;
}
