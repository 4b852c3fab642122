import type { DoctorCard, Specialization } from '../../../contracts/doctors';
import type { Locale } from '../../lib/i18n';

/** 'Sita Kumari Sharma' (first, middle, last). */
export function fullName(doctor: Pick<DoctorCard, 'firstName' | 'middleName' | 'lastName'>): string {
  return [doctor.firstName, doctor.middleName, doctor.lastName].filter(Boolean).join(' ');
}

/** A specialization in the active language. */
export function specializationName(spec: Specialization, locale: Locale): string {
  return locale === 'ne' && spec.nameNe ? spec.nameNe : spec.nameEn;
}
