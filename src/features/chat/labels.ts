import type { ChatThread } from '@contracts/chat';
import { displayDoctorName } from '@contracts/doctor-name';
import type { Locale } from '@/lib/i18n/i18n';

export type ChatDoctorName = Pick<ChatThread['doctor'], 'firstName' | 'lastName' | 'firstNameNe' | 'lastNameNe'>;

/** "Nirmala Sampang" (the screens add "Dr."), in Devanagari in Nepali when the directory has it. */
export function doctorFullName(doctor: ChatDoctorName, locale: Locale): string {
  return displayDoctorName(doctor, locale).trim();
}
