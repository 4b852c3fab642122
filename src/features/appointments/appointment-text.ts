import type { Appointment } from '../../../contracts/appointments';

export function doctorName(doctor: Appointment['doctor']): string {
  return [doctor.firstName, doctor.middleName, doctor.lastName].filter(Boolean).join(' ');
}

export function patientName(a: Pick<Appointment, 'patientInfo'>): string {
  return `${a.patientInfo.firstName} ${a.patientInfo.lastName}`;
}
