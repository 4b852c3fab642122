// GET /api/v1/upn/schedules/{doctorId}?from=&to=[&appointmentType=] — a doctor's slots, dates and
// times in the caller's zone (x-timezone). Public: guests may look; booking needs sign-in.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ScheduleResponseSchema, type ScheduleResponse } from '@contracts/schedules';
import type { SlotType } from '@contracts/record-options';
import { doctorSchedule } from '@contracts/endpoints/schedules';
import { apiRequest } from '@/lib/api/api-client';
import { useOnline } from '@/lib/offline/online';
import { usePersistRestored } from '@/lib/offline/persist-restored';
import { isUnreachable, useLastSeenSchedule } from '../last-seen';

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
    // Availability changes with every booking: fresh for a short while only. Kept for a day (and on
    // the device, src/lib/offline/persist.ts) as the times last seen, to book on offline (../last-seen.ts).
    staleTime: 15_000,
    gcTime: 24 * 60 * 60_000,
  });

/** Online, an answer older than this is not shown while a newer one is on its way (it may be long out of date). */
export const SHOWN_WHILE_REFRESHING_MS = 5 * 60_000;

/**
 * The doctor's times to show for `window`: online, the answer (one from the last few minutes while
 * it is asked again); when they cannot be asked for (offline, the server out of reach), the times
 * last seen, with `seenAt`, the time of that answer (null: not a kept copy). `unreachable` with no
 * schedule: offline, and nothing kept for this month (said only once the device's copies are read back).
 */
// oxlint-disable-next-line react/purity -- the clock is read each render on purpose (what is past is judged now); tests pass a fixed time
export function useDoctorSchedule(doctorId: string, window: ScheduleWindow, now: number = Date.now()) {
  const query = useQuery({ ...doctorScheduleQueryOptions(doctorId, window), placeholderData: keepPreviousData });
  const online = useOnline();
  const own = query.data && !query.isPlaceholderData ? query.data : undefined;
  const unreachable = !online || query.fetchStatus === 'paused' || (query.isError && isUnreachable(query.error));
  const lastSeen = useLastSeenSchedule(doctorId, window, unreachable && !own);
  const restored = usePersistRestored();
  if (unreachable) {
    if (own) return { query, unreachable, schedule: own, seenAt: query.dataUpdatedAt };
    if (lastSeen) return { query, unreachable, schedule: lastSeen.schedule, seenAt: lastSeen.seenAt };
    return { query, unreachable: restored, schedule: undefined, seenAt: null };
  }
  const recent = own && (!query.isFetching || now - query.dataUpdatedAt < SHOWN_WHILE_REFRESHING_MS);
  return { query, unreachable, schedule: recent ? own : undefined, seenAt: null };
}
