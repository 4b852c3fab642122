// GET /api/v1/patient/recent-activity/activity?archived=&page=&limit= and
// PATCH /recent-activity/archive/{id} | /unarchive/{id}.
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { ActivityActionResponseSchema, ActivityListResponseSchema, type Activity } from '@contracts/activities';
import { activityArchive, activityList, activityUnarchive } from '@contracts/endpoints/home';
import { apiRequest } from '@/lib/api/api-client';

export type { Activity };

export async function listActivities(archived: boolean, page: number, limit: number, signal?: AbortSignal) {
  const res = await apiRequest(activityList, { query: { archived, page, limit }, schema: ActivityListResponseSchema, signal });
  return res.data;
}

export const activitiesQueryOptions = (uid: string, archived: boolean, limit: number) =>
  infiniteQueryOptions({
    queryKey: ['patient', uid, 'recent-activity', { archived, limit }] as const,
    queryFn: ({ pageParam, signal }) => listActivities(archived, pageParam, limit, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pagination.hasNext ? last.pagination.page + 1 : undefined),
    staleTime: 60_000,
  });

export function useActivities(uid: string, archived: boolean, limit: number) {
  return useInfiniteQuery(activitiesQueryOptions(uid, archived, limit));
}

export function setArchived(id: string, archived: boolean) {
  return apiRequest(archived ? activityArchive : activityUnarchive, {
    params: { id },
    schema: ActivityActionResponseSchema,
  });
}

/** Archive or bring back an activity; both lists are refetched. */
export function useSetArchived(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, archived }: { id: string; archived: boolean }) => setArchived(id, archived),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['patient', uid, 'recent-activity'] }),
  });
}
