import type { Specialization } from '@contracts/doctors';
import { displayDoctorName, type DoctorNames } from '@contracts/doctor-name';
import type { Locale } from '@/lib/i18n/i18n';

/** 'Sita Kumari Sharma' (first, middle, last), in Devanagari in Nepali when the directory has it. */
export function fullName(doctor: DoctorNames, locale: Locale): string {
  return displayDoctorName(doctor, locale);
}

/** A specialization in the active language. */
export function specializationName(spec: Specialization, locale: Locale): string {
  return locale === 'ne' && spec.nameNe ? spec.nameNe : spec.nameEn;
}
