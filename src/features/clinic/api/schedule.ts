// The doctors' days off and weekly hours (contracts/endpoints/clinic-schedule.ts), clinic-admin only.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { staffSession } from '@/lib/auth/staff-auth';
import { newIdempotencyKey } from '@/lib/api/idempotency-key';
import {
  DayOffResponseSchema, DaysOffResponseSchema, WeeklyHoursResponseSchema, WeeklyHoursSavedSchema, type DayOffInput, type WeeklyHoursInput,
} from '@contracts/clinic-schedule';
import {
  clinicDayOffAdd, clinicDayOffRemove, clinicDaysOff, clinicWeeklyHours, clinicWeeklyHoursSet,
} from '@contracts/endpoints/clinic-schedule';

const token = () => staffSession.token();

export const daysOffQuery = (uid: string) => queryOptions({
  queryKey: ['clinic', uid, 'days-off'] as const,
  queryFn: async ({ signal }) => (await apiRequest(clinicDaysOff, { schema: DaysOffResponseSchema, token, signal })).data,
});

/** Add (or remove) a day off; one idempotency key per press. */
export function useDayOff(uid: string, remove = false) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DayOffInput) =>
      apiRequest(remove ? clinicDayOffRemove : clinicDayOffAdd, { body, schema: DayOffResponseSchema, token, idempotencyKey: newIdempotencyKey() }),
    onSettled: () => client.invalidateQueries({ queryKey: ['clinic', uid] }),
  });
}

/** A doctor's weekly hours at the clinic, slot length, fee and discount. */
export const weeklyHoursQuery = (uid: string, doctorId: string) => queryOptions({
  queryKey: ['clinic', uid, 'weekly-hours', doctorId] as const,
  queryFn: async ({ signal }) => (await apiRequest(clinicWeeklyHours, { params: { doctorId }, schema: WeeklyHoursResponseSchema, token, signal })).data,
});

/** Saves the week; one idempotency key per press (a retried press applies once). */
export function useSaveWeeklyHours(uid: string, doctorId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: WeeklyHoursInput) =>
      apiRequest(clinicWeeklyHoursSet, { params: { doctorId }, body, schema: WeeklyHoursSavedSchema, token, idempotencyKey: newIdempotencyKey() }),
    onSettled: () => client.invalidateQueries({ queryKey: ['clinic', uid] }),
  });
}
