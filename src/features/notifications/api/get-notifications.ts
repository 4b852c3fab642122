// GET /api/v1/patient/notifications/get?limit=10&unreadOnly=false&page= — the notifications, page
// by page (the next page loads near the bottom of the list), with the unread count for the bell.
import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import {
  NotificationListResponseSchema, type Notification, type NotificationListResponse,
} from '@contracts/notifications';
import { NOTIFICATIONS_PAGE_SIZE } from '@contracts/options';
import { notificationList } from '@contracts/endpoints/notifications';
import { apiRequest } from '@/lib/api-client';

export type { Notification };
export type NotificationsPage = NotificationListResponse['data'];
export type NotificationsData = InfiniteData<NotificationsPage, unknown>;

export async function getNotifications(page: number, signal?: AbortSignal): Promise<NotificationsPage> {
  const res = await apiRequest(notificationList, {
    query: { limit: NOTIFICATIONS_PAGE_SIZE, unreadOnly: false, page },
    schema: NotificationListResponseSchema,
    signal,
  });
  return res.data;
}

export const notificationsQueryKey = (uid: string) => ['patient', uid, 'notifications', 'list'] as const;

export const notificationsQueryOptions = (uid: string) =>
  infiniteQueryOptions({
    queryKey: notificationsQueryKey(uid),
    queryFn: ({ pageParam, signal }) => getNotifications(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pagination.hasNext ? last.pagination.page + 1 : undefined),
    staleTime: 60_000,
    refetchOnWindowFocus: true,
  });

export function useNotifications(uid: string) {
  return useInfiniteQuery(notificationsQueryOptions(uid));
}

/** The unread count from the first page's `summary.unread` (never below 0). */
export function unreadOf(data: NotificationsData | undefined): number {
  return Math.max(0, data?.pages[0]?.summary.unread ?? 0);
}

/**
 * The bell's unread count. It shares the panel's query (the first page carries `summary.unread`),
 * so a mark-as-read lowers both at once.
 */
export function useUnreadCount(uid: string) {
  return useInfiniteQuery({ ...notificationsQueryOptions(uid), select: unreadOf });
}
