// GET /api/v1/patient/notifications/get?limit=10&unreadOnly=false&page=1 — the bell needs only
// `summary.unread` (the notification panel arrives with its own issue and reads the rest).
import * as v from 'valibot';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { NOTIFICATIONS_PAGE_SIZE, NOTIFICATIONS_REFRESH_MS } from '@contracts/options';
import { notificationList } from '@contracts/endpoints/notifications';
import { apiRequest } from '@/lib/api/api-client';

const UnreadSummarySchema = v.object({ data: v.object({ summary: v.object({ unread: v.number() }) }) });

export const NOTIFICATIONS_FIRST_PAGE = { limit: NOTIFICATIONS_PAGE_SIZE, unreadOnly: false, page: 1 } as const;

export async function getUnreadCount(signal?: AbortSignal): Promise<number> {
  const res = await apiRequest(notificationList, {
    query: NOTIFICATIONS_FIRST_PAGE,
    schema: UnreadSummarySchema,
    signal,
  });
  return Math.max(0, res.data.summary.unread);
}

export const unreadCountQueryOptions = (uid: string) =>
  queryOptions({
    queryKey: ['patient', uid, 'notifications', 'unread-count'] as const,
    queryFn: ({ signal }) => getUnreadCount(signal),
    // Live updates (docs/notifications.md): asked again every NOTIFICATIONS_REFRESH_MS while the app
    // is in view, so a new notice lights the badge without a reload or a focus change.
    staleTime: NOTIFICATIONS_REFRESH_MS,
    refetchInterval: NOTIFICATIONS_REFRESH_MS,
    refetchOnWindowFocus: true,
  });

export function useUnreadCount(uid: string) {
  return useQuery(unreadCountQueryOptions(uid));
}
