// GET /api/v1/patient/consultation/upcoming — the next appointment that has not ended (or null).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Appointment } from '@contracts/appointments';
import { UpcomingConsultationResponseSchema } from '@contracts/home';
import { consultationUpcoming } from '@contracts/endpoints/home';
import { apiRequest } from '@/lib/api/api-client';

export async function getUpcomingConsultation(signal?: AbortSignal): Promise<Appointment | null> {
  const res = await apiRequest(consultationUpcoming, { schema: UpcomingConsultationResponseSchema, signal });
  return res.data;
}

export const upcomingConsultationQueryOptions = (uid: string) =>
  queryOptions({
    queryKey: ['patient', uid, 'consultation', 'upcoming'] as const,
    queryFn: ({ signal }) => getUpcomingConsultation(signal),
    staleTime: 30_000,
  });

export function useUpcomingConsultation(uid: string) {
  return useQuery(upcomingConsultationQueryOptions(uid));
}
