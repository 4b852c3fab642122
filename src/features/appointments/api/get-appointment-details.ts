// GET /api/v1/patient/appointment/details/{id} — one appointment with its status history.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { AppointmentDetailsResponseSchema, type AppointmentDetails } from '@contracts/appointments';
import { patientAppointmentDetails } from '@contracts/endpoints/appointments';
import { apiRequest } from '@/lib/api-client';

export type { AppointmentDetails };

export async function getAppointmentDetails(id: string, signal?: AbortSignal): Promise<AppointmentDetails> {
  const res = await apiRequest(patientAppointmentDetails, {
    params: { id },
    schema: AppointmentDetailsResponseSchema,
    signal,
  });
  return res.data;
}

/** Same key the booking writes its answer to: the new appointment opens without a request. */
export const appointmentDetailsQueryOptions = (uid: string, id: string) =>
  queryOptions({
    queryKey: ['patient', uid, 'appointments', 'details', id] as const,
    queryFn: ({ signal }) => getAppointmentDetails(id, signal),
    staleTime: 15_000,
  });

export function useAppointmentDetails(uid: string, id: string) {
  return useQuery(appointmentDetailsQueryOptions(uid, id));
}
