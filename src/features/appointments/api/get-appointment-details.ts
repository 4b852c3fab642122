// GET /api/v1/patient/appointment/details/{id} — one appointment with its status history.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { AppointmentDetailsResponseSchema, type AppointmentDetails } from '@contracts/appointments';
import { patientAppointmentDetails } from '@contracts/endpoints/appointments';
import { apiRequest } from '@/lib/api/api-client';
import { LIVE_FALLBACK_POLL_MS } from '@contracts/live';

export type { AppointmentDetails };

export async function getAppointmentDetails(id: string, signal?: AbortSignal): Promise<AppointmentDetails> {
  const res = await apiRequest(patientAppointmentDetails, {
    params: { id },
    schema: AppointmentDetailsResponseSchema,
    signal,
  });
  return res.data;
}

/**
 * While an appointment is open, its page follows it on the live event stream (use-appointments-live.ts);
 * this slow poll is only the fallback when no stream can be opened.
 */
export const OPEN_APPOINTMENT_REFRESH_MS = LIVE_FALLBACK_POLL_MS;
const OPEN = new Set(['pending', 'confirmed', 'rescheduled']);

/** Same key the booking writes its answer to: the new appointment opens without a request. */
export const appointmentDetailsQueryOptions = (uid: string, id: string) =>
  queryOptions({
    queryKey: ['patient', uid, 'appointments', 'details', id] as const,
    queryFn: ({ signal }) => getAppointmentDetails(id, signal),
    staleTime: 15_000,
    // Only while the page is shown (not in the background) and the appointment can still change.
    refetchInterval: (query) => (query.state.data && OPEN.has(query.state.data.status) ? OPEN_APPOINTMENT_REFRESH_MS : false),
  });

export function useAppointmentDetails(uid: string, id: string) {
  return useQuery(appointmentDetailsQueryOptions(uid, id));
}
