// GET /api/v1/patient/appointment/summary?scheduleId=&paymentOption= — the "summary for payment":
// the slot, the doctor, the fee and the wallet service charge of each payment option.
import * as v from 'valibot';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { BookingSummaryResponseSchema, type BookingSummarySchema } from '@contracts/appointments';
import { appointmentSummary } from '@contracts/endpoints/appointments';
import { apiRequest } from '@/lib/api/api-client';

export type BookingSummary = v.InferOutput<typeof BookingSummarySchema>;

export async function getBookingSummary(scheduleId: string, signal?: AbortSignal): Promise<BookingSummary> {
  const res = await apiRequest(appointmentSummary, {
    // One request gives both options' charges (`options`); the chosen one is picked in the form.
    query: { scheduleId, paymentOption: 'offline' },
    schema: BookingSummaryResponseSchema,
    signal,
  });
  return res.data;
}

export const bookingSummaryQueryOptions = (uid: string, scheduleId: string) =>
  queryOptions({
    queryKey: ['patient', uid, 'appointment', 'summary', scheduleId] as const,
    queryFn: ({ signal }) => getBookingSummary(scheduleId, signal),
    staleTime: 30_000,
    gcTime: 5 * 60_000,
  });

export function useBookingSummary(uid: string, scheduleId: string | null) {
  return useQuery({ ...bookingSummaryQueryOptions(uid, scheduleId ?? ''), enabled: Boolean(scheduleId) });
}
