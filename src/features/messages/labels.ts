import type { ChatThread } from '../../../contracts/chat';

export type ChatDoctorName = Pick<ChatThread['doctor'], 'firstName' | 'lastName'>;

/** "Nirmala Sampang" (the screens add "Dr."). */
export function doctorFullName(doctor: ChatDoctorName): string {
  return `${doctor.firstName} ${doctor.lastName}`.trim();
}
