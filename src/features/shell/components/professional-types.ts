import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PROFESSIONAL_TYPES } from '@contracts/options';
import type { IconPath } from './Icon';
import * as icons from './icons';

export type ProfessionalType = (typeof PROFESSIONAL_TYPES)[number];

export interface ProfessionalTypeItem {
  type: ProfessionalType;
  to: '/find/doctors' | '/find/pharmacies' | '/find/diagnostics';
  label: MessageDescriptor;
  icon: IconPath;
}

/** The top bar's professional-type selector (spec 2): doctor, pharmacy, diagnostic. */
export const PROFESSIONAL_TYPE_ITEMS: ProfessionalTypeItem[] = [
  { type: 'doctors', to: '/find/doctors', label: msg`Doctors`, icon: icons.doctor },
  { type: 'pharmacies', to: '/find/pharmacies', label: msg`Pharmacies`, icon: icons.pharmacy },
  { type: 'diagnostics', to: '/find/diagnostics', label: msg`Diagnostics`, icon: icons.diagnostic },
];

/** The type of the find page being shown, or undefined elsewhere. */
export function professionalTypeOf(pathname: string): ProfessionalType | undefined {
  const match = /^\/find\/([^/]+)/.exec(pathname);
  return PROFESSIONAL_TYPE_ITEMS.find((item) => item.type === match?.[1])?.type;
}
