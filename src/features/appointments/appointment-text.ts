import type { Appointment } from '@contracts/appointments';
import { displayDoctorName } from '@contracts/doctor-name';
import type { Locale } from '@/lib/i18n/i18n';

/** First, middle and last name (the screens add "Dr."), in Devanagari in Nepali when the directory has it. */
export function doctorName(doctor: Appointment['doctor'], locale: Locale): string {
  return displayDoctorName(doctor, locale);
}

export function patientName(a: Pick<Appointment, 'patientInfo'>): string {
  return `${a.patientInfo.firstName} ${a.patientInfo.lastName}`;
}
