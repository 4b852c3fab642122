// The doctors' days off (contracts/endpoints/clinic-schedule.ts), clinic-admin only.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { staffSession } from '@/lib/auth/staff-auth';
import { newIdempotencyKey } from '@/lib/api/idempotency-key';
import { DayOffResponseSchema, DaysOffResponseSchema, type DayOffInput } from '@contracts/clinic-schedule';
import { clinicDayOffAdd, clinicDayOffRemove, clinicDaysOff } from '@contracts/endpoints/clinic-schedule';

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
