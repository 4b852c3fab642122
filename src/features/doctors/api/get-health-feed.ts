// GET /api/v1/upn/health-feed?page=&pageSize=[&doctorId=] — doctors' posts, newest first, with who
// wrote them; paged ("Load more" asks for the next page).
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { HEALTH_FEED_PAGE_SIZE, HealthFeedPageResponseSchema, type HealthFeedPageResponse } from '@contracts/feed';
import { healthFeed } from '@contracts/endpoints/feed';
import { apiRequest } from '@/lib/api/api-client';

export type HealthFeedPage = HealthFeedPageResponse['data'];

export async function getHealthFeed(page: number, doctorId?: string, signal?: AbortSignal): Promise<HealthFeedPage> {
  const res = await apiRequest(healthFeed, {
    query: { page, pageSize: HEALTH_FEED_PAGE_SIZE, doctorId }, schema: HealthFeedPageResponseSchema, signal,
  });
  return res.data;
}

export const healthFeedQueryOptions = (doctorId?: string) =>
  infiniteQueryOptions({
    queryKey: ['upn', 'health-feed', doctorId ?? 'all'] as const,
    queryFn: ({ pageParam, signal }) => getHealthFeed(pageParam, doctorId, signal),
    initialPageParam: 1,
    getNextPageParam: (last: HealthFeedPage) => (last.pagination.hasNext ? last.pagination.page + 1 : undefined),
    staleTime: 5 * 60_000,
  });

export function useHealthFeed(doctorId?: string) {
  return useInfiniteQuery(healthFeedQueryOptions(doctorId));
}
