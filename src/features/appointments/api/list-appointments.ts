// GET /api/v1/patient/appointment/list?status=&page= — the patient's appointments, upcoming first.
import * as v from 'valibot';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { AppointmentListResponseSchema } from '@contracts/appointments';
import type { APPOINTMENT_STATUS_FILTERS } from '@contracts/options';
import { appointmentList } from '@contracts/endpoints/appointments';
import { apiRequest } from '@/lib/api/api-client';

export type StatusFilter = (typeof APPOINTMENT_STATUS_FILTERS)[number];
export type AppointmentList = v.InferOutput<typeof AppointmentListResponseSchema>['data'];
export type AppointmentListParams = { status: StatusFilter; page: number };

export const APPOINTMENTS_PAGE_SIZE = 10;

export async function listAppointments(params: AppointmentListParams, signal?: AbortSignal): Promise<AppointmentList> {
  const res = await apiRequest(appointmentList, {
    query: { status: params.status, page: params.page, pageSize: APPOINTMENTS_PAGE_SIZE },
    schema: AppointmentListResponseSchema,
    signal,
  });
  return res.data;
}

export const appointmentsQueryOptions = (uid: string, params: AppointmentListParams) =>
  queryOptions({
    queryKey: ['patient', uid, 'appointments', 'list', params] as const,
    queryFn: ({ signal }) => listAppointments(params, signal),
    staleTime: 30_000,
  });

/** Keeps the previous page on screen while the next one loads. */
export function useAppointments(uid: string, params: AppointmentListParams) {
  return useQuery({ ...appointmentsQueryOptions(uid, params), placeholderData: keepPreviousData });
}
