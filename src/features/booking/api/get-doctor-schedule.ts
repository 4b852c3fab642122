// GET /api/v1/upn/schedules/{doctorId}?from=&to=[&appointmentType=] — a doctor's slots, dates and
// times in the caller's zone (x-timezone). Public: guests may look; booking needs sign-in.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ScheduleResponseSchema, type ScheduleResponse } from '../../../../contracts/schedules';
import type { SlotType } from '../../../../contracts/record-options';
import { doctorSchedule } from '../../../../contracts/endpoints/schedules';
import { apiRequest } from '../../../lib/api-client';

export type DoctorSchedule = ScheduleResponse['data'];

export type ScheduleWindow = { from: string; to: string; appointmentType?: SlotType };

export async function getDoctorSchedule(doctorId: string, window: ScheduleWindow, signal?: AbortSignal): Promise<DoctorSchedule> {
  const res = await apiRequest(doctorSchedule, {
    params: { doctorId },
    query: { from: window.from, to: window.to, appointmentType: window.appointmentType },
    schema: ScheduleResponseSchema,
    signal,
  });
  return res.data;
}

export const doctorScheduleQueryOptions = (doctorId: string, window: ScheduleWindow) =>
  queryOptions({
    queryKey: ['upn', 'schedules', doctorId, window] as const,
    queryFn: ({ signal }) => getDoctorSchedule(doctorId, window, signal),
    // Availability changes with every booking: fresh for a short while only, never kept for long.
    staleTime: 15_000,
    gcTime: 5 * 60_000,
  });

export function useDoctorSchedule(doctorId: string, window: ScheduleWindow) {
  return useQuery({ ...doctorScheduleQueryOptions(doctorId, window), placeholderData: keepPreviousData });
}
